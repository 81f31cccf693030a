/**
 * The one pattern of the site's dialog forms (login, signup, profile, add course, edit slot).
 * It owns what each form used to hand-roll:
 * - the field values, set from `initial()` each time the dialog opens (so a profile form shows
 *   the saved profile and a cancelled login opens empty);
 * - the open state, with the error cleared on close;
 * - "a request is running", which also ignores a second submit meanwhile;
 * - the last failure, as field errors (the API's `issues`) or one sentence for the whole form;
 * - the toasts: a success toast then close, or a failure toast whose description is the server's
 *   sentence.
 * The request itself stays a TanStack mutation in the feature's api file, where its cache updates
 * live. A dialog whose parent owns the open state (the course dialog) passes `onClose`.
 */
import { useState, type ChangeEvent } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { errorDescription, fieldErrors } from "../lib/api-client";
import { notify } from "../lib/notify";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type SendOptions<Data> = {
  /** The toast after a success; the dialog closes right after it. */
  success: { title: string; description: string };
  /** The failure toast's title; its description is the server's sentence. */
  failure: string;
  /**
   * Runs after the dialog closed. Work that unmounts the dialog (saving the instructor swaps the
   * login card for the welcome card) belongs here, so the toast and the close come first.
   */
  then?: (data: Data) => void;
};

export function useDialogForm<Values extends Record<string, string>>({
  initial,
  onClose,
}: {
  initial: () => Values;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  function onOpenChange(next: boolean) {
    if (next) setValues(initial());
    setError(null);
    setOpen(next);
    if (!next) onClose?.();
  }

  /** `name`, `value` and `onChange` of one field, spread onto its Input, Textarea or Select. */
  function field<K extends keyof Values & string>(name: K) {
    return {
      name,
      value: values[name],
      onChange: (e: ChangeEvent<Control>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
  }

  function send<Vars, Data>(mutation: UseMutationResult<Data, Error, Vars>, variables: Vars, options: SendOptions<Data>) {
    if (pending) return;
    setPending(true);
    setError(null);
    mutation.mutate(variables, {
      onSuccess: (data) => {
        notify("success", options.success);
        onOpenChange(false);
        options.then?.(data);
      },
      onError: (err) => {
        setError(err);
        notify("error", { title: options.failure, description: errorDescription(err) });
      },
      onSettled: () => setPending(false),
    });
  }

  const errors = fieldErrors(error);
  // A failure that names no field (wrong password, day taken, server down) is said once for the form.
  const formError = error !== null && Object.keys(errors).length === 0 ? errorDescription(error) : null;

  return { open, onOpenChange, values, field, send, pending, errors, formError };
}
