import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-error";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { useDialogForm } from "../../hooks/use-dialog-form";
import { NAME_MAX, OFFERINGS_MAX, URL_MAX } from "#shared/schemas/limits";
import { useUpdateProfile } from "./auth-api";
import type { Instructor } from "../../lib/instructor-store";

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export function ProfileDialog({ instructor }: { instructor: Instructor }) {
  const update = useUpdateProfile(instructor.id);
  // Read on every opening, so the form always starts from the saved profile.
  const form = useDialogForm({
    initial: () => ({
      name: instructor.name,
      photoUrl: instructor.photoUrl ?? "",
      offerings: instructor.offerings ?? "",
      websiteUrl: instructor.websiteUrl ?? "",
    }),
  });

  return (
    <Dialog open={form.open} onOpenChange={form.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit Profile</Button>
      </DialogTrigger>
      <DialogContent title="Edit Profile" description="How you appear to visitors on the calendar.">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const { name, photoUrl, offerings, websiteUrl } = form.values;
            form.send(
              update,
              { name, photoUrl: orNull(photoUrl), offerings: orNull(offerings), websiteUrl: orNull(websiteUrl) },
              { success: { title: "Profile updated!", description: "Your changes have been saved." }, failure: "Update failed" },
            );
          }}
          className="space-y-4"
        >
          <Field label="Name" error={form.errors.name}>
            {(p) => <Input {...p} {...form.field("name")} placeholder="Your name" required maxLength={NAME_MAX} />}
          </Field>
          <Field label="Photo URL" hint="Optional. A link starting with https://" error={form.errors.photoUrl}>
            {(p) => <Input {...p} {...form.field("photoUrl")} type="url" placeholder="https://" maxLength={URL_MAX} />}
          </Field>
          <Field label="Offerings" hint={`Optional. What you teach, up to ${OFFERINGS_MAX} characters.`} error={form.errors.offerings}>
            {(p) => <Textarea {...p} {...form.field("offerings")} maxLength={OFFERINGS_MAX} />}
          </Field>
          <Field label="Website URL" hint="Optional. A link starting with https://" error={form.errors.websiteUrl}>
            {(p) => <Input {...p} {...form.field("websiteUrl")} type="url" placeholder="https://" maxLength={URL_MAX} />}
          </Field>
          <FormSubmit error={form.formError} pending={form.pending} label="Save Profile" pendingLabel="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
