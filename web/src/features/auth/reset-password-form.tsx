import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { apiRequest, errorDescription, fieldErrors, readJson } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { meQueryKey } from "./auth-api";
import { saveInstructor, type Instructor } from "../../lib/instructor-store";

type ResetBody = { email: string; code: string; password: string };

/** POST /api/instructor/reset: the new password with the owner's code; logs in on success. */
function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetBody) =>
      // A refusal here is a wrong code, not a dead session: show it, do not reload.
      readJson<{ instructor: Instructor & { email: string } }>(await apiRequest("POST", "/api/instructor/reset", body, { on401: "throw" })),
    onSuccess: (data) => queryClient.setQueryData(meQueryKey, data),
  });
}

const empty: ResetBody = { email: "", code: "", password: "" };

/**
 * The Login dialog's "Forgot password?" view: the instructor asks the site owner for a reset code
 * (`npm run reset-password`), then sets a new password with it. Every old session ends.
 */
export function ResetPasswordForm({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [form, setForm] = useState(empty);
  const reset = useResetPassword();
  const errors = fieldErrors(reset.error);
  const set = (key: keyof ResetBody) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (reset.isPending) return;
    reset.mutate(form, {
      onSuccess: ({ instructor }) => {
        notify("success", { title: "Password changed", description: "You're now logged in with your new password." });
        setForm(empty);
        onDone();
        saveInstructor(instructor);
      },
      onError: (error) => notify("error", { title: "Password reset failed", description: errorDescription(error) }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted">
        Ask the site owner for a reset code. It works once, for one hour. Setting a new password logs you out everywhere else.
      </p>
      <Field label="Email" error={errors.email}>
        {(p) => <Input {...p} type="email" name="email" autoComplete="email" required value={form.email} onChange={set("email")} />}
      </Field>
      <Field label="Reset Code" error={errors.code}>
        {(p) => (
          <Input {...p} name="code" autoComplete="one-time-code" spellCheck={false} required value={form.code} onChange={set("code")} />
        )}
      </Field>
      <Field
        label="New Password"
        hint="12 to 128 characters. A few unrelated words make a strong, memorable password."
        error={errors.password}
      >
        {(p) => (
          <Input
            {...p}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            value={form.password}
            onChange={set("password")}
          />
        )}
      </Field>
      {reset.isError && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorDescription(reset.error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" aria-disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Set New Password"}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
