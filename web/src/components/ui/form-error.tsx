import { Button } from "./button";

/** A dialog form's failure that names no field, announced when it appears (see useDialogForm). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/**
 * The end of an account form: its failure line, then its full-width submit button. While the
 * request runs the button is aria-disabled, not disabled: a disabled button would drop keyboard
 * focus mid-request, and useDialogForm ignores a second submit anyway.
 */
export function FormSubmit({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" variant="primary" className="w-full" aria-disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
