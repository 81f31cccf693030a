import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { FormSubmit } from "../../components/ui/form-error";
import { Input } from "../../components/ui/input";
import { useDialogForm } from "../../hooks/use-dialog-form";
import { EMAIL_MAX, INVITE_CODE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "#shared/schemas/limits";
import { useSignup } from "./auth-api";
import { saveInstructor } from "../../lib/instructor-store";

export function SignupDialog() {
  const signup = useSignup();
  const form = useDialogForm({ initial: () => ({ name: "", email: "", password: "", inviteCode: "" }) });

  return (
    <Dialog open={form.open} onOpenChange={form.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">First Time? Sign Up</Button>
      </DialogTrigger>
      <DialogContent title="Instructor Sign Up" description="Create your instructor account with the invite code you were given.">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            form.send(signup, form.values, {
              success: {
                title: "Account created!",
                description: "You're now logged in. Update your profile to appear in the instructor showcase.",
              },
              failure: "Signup failed",
              then: ({ instructor }) => saveInstructor(instructor),
            });
          }}
          className="space-y-4"
        >
          <Field label="Name" error={form.errors.name}>
            {(p) => <Input {...p} {...form.field("name")} autoComplete="name" required maxLength={NAME_MAX} />}
          </Field>
          <Field label="Email" error={form.errors.email}>
            {(p) => <Input {...p} {...form.field("email")} type="email" autoComplete="email" required maxLength={EMAIL_MAX} />}
          </Field>
          <Field
            label="Password"
            hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A few unrelated words make a strong, memorable password.`}
            error={form.errors.password}
          >
            {(p) => (
              <Input
                {...p}
                {...form.field("password")}
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
              />
            )}
          </Field>
          <Field label="Invite Code" error={form.errors.inviteCode}>
            {(p) => (
              <Input {...p} {...form.field("inviteCode")} autoComplete="off" spellCheck={false} required maxLength={INVITE_CODE_MAX} />
            )}
          </Field>
          <FormSubmit error={form.formError} pending={form.pending} label="Sign Up" pendingLabel="Creating account..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
