import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { errorDescription, fieldErrors, useUpdateProfile } from "./auth-api";
import type { Instructor } from "./instructor-store";

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export function ProfileDialog({ instructor }: { instructor: Instructor }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ name: "", photoUrl: "", offerings: "", websiteUrl: "" });
  const update = useUpdateProfile(instructor.id);
  const errors = fieldErrors(update.error);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function onOpenChange(next: boolean) {
    if (next) {
      setForm({
        name: instructor.name,
        photoUrl: instructor.photoUrl ?? "",
        offerings: instructor.offerings ?? "",
        websiteUrl: instructor.websiteUrl ?? "",
      });
    } else {
      update.reset();
    }
    setOpen(next);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      { name: form.name, photoUrl: orNull(form.photoUrl), offerings: orNull(form.offerings), websiteUrl: orNull(form.websiteUrl) },
      {
        onSuccess: () => {
          toast.success("Profile updated!", { description: "Your changes have been saved." });
          onOpenChange(false);
        },
        onError: (error) => toast.error("Update failed", { description: errorDescription(error) }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit Profile</Button>
      </DialogTrigger>
      <DialogContent title="Edit Profile" description="How you appear to visitors on the calendar.">
        <form onSubmit={onSubmit} className="space-y-4">
          <Field label="Name" error={errors.name}>
            {(p) => <Input {...p} name="name" placeholder="Your name" required maxLength={80} value={form.name} onChange={set("name")} />}
          </Field>
          <Field label="Photo URL" hint="Optional. A link starting with https://" error={errors.photoUrl}>
            {(p) => <Input {...p} type="url" name="photoUrl" placeholder="https://" value={form.photoUrl} onChange={set("photoUrl")} />}
          </Field>
          <Field label="Offerings" hint="Optional. What you teach, up to 1000 characters." error={errors.offerings}>
            {(p) => <Textarea {...p} name="offerings" maxLength={1000} value={form.offerings} onChange={set("offerings")} />}
          </Field>
          <Field label="Website URL" hint="Optional. A link starting with https://" error={errors.websiteUrl}>
            {(p) => <Input {...p} type="url" name="websiteUrl" placeholder="https://" value={form.websiteUrl} onChange={set("websiteUrl")} />}
          </Field>
          <Button type="submit" variant="primary" className="w-full" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Profile"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
