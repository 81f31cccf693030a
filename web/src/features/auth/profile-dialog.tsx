import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-error";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { useDialogForm } from "../../hooks/use-dialog-form";
import { errorDescription } from "../../lib/api-client";
import { hostedPhoto } from "#shared/photo-address";
import { NAME_MAX, OFFERINGS_MAX, PHOTO_UPLOAD_SIDE, URL_MAX } from "#shared/schemas/limits";
import { useRemovePhoto, useUpdateProfile, useUploadPhoto } from "./auth-api";
import { PhotoFileError, preparePhoto } from "./photo-file";
import type { Instructor } from "../../lib/instructor-store";

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

export function ProfileDialog({ instructor }: { instructor: Instructor }) {
  const update = useUpdateProfile(instructor.id);
  // Read on every opening, so the form always starts from the saved profile.
  const form = useDialogForm({
    initial: () => ({
      name: instructor.name,
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
        {/* Outside the form: a photo is saved the moment it is chosen, not with the button below. */}
        <PhotoField photoUrl={hostedPhoto(instructor.photoUrl)} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const { name, offerings, websiteUrl } = form.values;
            form.send(
              update,
              { name, offerings: orNull(offerings), websiteUrl: orNull(websiteUrl) },
              { success: { title: "Profile updated!", description: "Your changes have been saved." }, failure: "Update failed" },
            );
          }}
          className="mt-4 space-y-4"
        >
          <Field label="Name" error={form.errors.name}>
            {(p) => <Input {...p} {...form.field("name")} placeholder="Your name" required maxLength={NAME_MAX} />}
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

/**
 * The photo: a file chosen here is scaled and re-encoded in the browser (photo-file.ts), then
 * uploaded at once; "Remove photo" deletes it. Progress and success are announced politely, a
 * failure as an alert on the field.
 */
function PhotoField({ photoUrl }: { photoUrl: string | null }) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = preparing || upload.isPending || remove.isPending;

  const failed = (message: string) => {
    setStatus("");
    setError(message);
  };

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again is a new choice
    if (!file || busy) return;
    setError(null);
    setStatus("Preparing your photo...");
    setPreparing(true);
    let photo: Blob;
    try {
      photo = await preparePhoto(file);
    } catch (err) {
      return failed(err instanceof PhotoFileError ? err.message : "This picture could not be prepared. Please choose another photo.");
    } finally {
      setPreparing(false);
    }
    setStatus("Uploading your photo...");
    upload.mutate(photo, { onSuccess: () => setStatus("Photo saved."), onError: (err) => failed(errorDescription(err)) });
  }

  function removePhoto() {
    if (busy) return;
    setError(null);
    setStatus("Removing your photo...");
    remove.mutate(undefined, {
      onSuccess: () => {
        setStatus("Photo removed.");
        // The button goes away with the photo: keep the keyboard in the field.
        input.current?.focus();
      },
      onError: (err) => failed(errorDescription(err)),
    });
  }

  return (
    <div className="flex items-start gap-4">
      <div className="mt-7 size-20 shrink-0 overflow-hidden rounded-full border-2 border-frame bg-tint-royal">
        {photoUrl ? <img src={photoUrl} alt="Your current photo" width={80} height={80} className="block size-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <Field
          label="Photo"
          hint={`Optional. Saved as soon as you choose it, resized to ${PHOTO_UPLOAD_SIDE} pixels, without its location or any other details of the file.`}
          error={error ?? undefined}
        >
          {(p) => (
            <input
              {...p}
              ref={input}
              type="file"
              accept="image/*"
              onChange={(e) => void choose(e)}
              aria-busy={busy}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface-2"
            />
          )}
        </Field>
        {photoUrl ? (
          <Button variant="outline" onClick={removePhoto} aria-disabled={busy}>
            Remove photo
          </Button>
        ) : null}
        <p role="status" className="min-h-5 text-sm text-muted">
          {status}
        </p>
      </div>
    </div>
  );
}
