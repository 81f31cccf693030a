import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-error";
import { Input } from "../../components/ui/input";
import { useDialogForm } from "../../hooks/use-dialog-form";
import { EMAIL_MAX, LOGIN_PASSWORD_MAX } from "#shared/schemas/limits";
import { useLogin } from "./auth-api";
import { saveInstructor } from "../../lib/instructor-store";
import { ResetPasswordForm } from "./reset-password-form";

export function LoginDialog() {
  const login = useLogin();
  const form = useDialogForm({ initial: () => ({ email: "", password: "" }) });
  // "Forgot password?" swaps the dialog's content; closing the dialog always returns to login.
  const [forgot, setForgot] = useState(false);
  const onOpenChange = (next: boolean) => {
    form.onOpenChange(next);
    if (!next) setForgot(false);
  };

  return (
    <Dialog open={form.open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="royal">Login</Button>
      </DialogTrigger>
      {forgot ? (
        <DialogContent title="Reset Password" description="Set a new password with the reset code from the site owner.">
          <ResetPasswordForm onDone={() => onOpenChange(false)} onBack={() => setForgot(false)} />
        </DialogContent>
      ) : (
        <DialogContent title="Instructor Login" description="Log in to claim and manage your teaching days.">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              form.send(login, form.values, {
                success: { title: "Welcome back!", description: "You're now logged in." },
                failure: "Login failed",
                then: ({ instructor }) => saveInstructor(instructor),
              });
            }}
            className="space-y-4"
          >
            <Field label="Email" error={form.errors.email}>
              {(p) => <Input {...p} {...form.field("email")} type="email" autoComplete="email" required maxLength={EMAIL_MAX} />}
            </Field>
            <Field label="Password" error={form.errors.password}>
              {(p) => (
                <Input
                  {...p}
                  {...form.field("password")}
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={LOGIN_PASSWORD_MAX}
                />
              )}
            </Field>
            <FormSubmit error={form.formError} pending={form.pending} label="Login" pendingLabel="Logging in..." />
            <Button variant="ghost" className="w-full" onClick={() => setForgot(true)}>
              Forgot password?
            </Button>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
