import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { errorDescription, fieldErrors, useSignup } from "./auth-api";
import { saveInstructor } from "./instructor-store";

const empty = { name: "", email: "", password: "", inviteCode: "" };

export function SignupDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const signup = useSignup();
  const errors = fieldErrors(signup.error);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) signup.reset();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    signup.mutate(form, {
      onSuccess: ({ instructor }) => {
        toast.success("Account created!", {
          description: "You're now logged in. Update your profile to appear in the instructor showcase.",
        });
        setForm(empty);
        onOpenChange(false);
        saveInstructor(instructor);
      },
      onError: (error) => toast.error("Signup failed", { description: errorDescription(error) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">First Time? Sign Up</Button>
      </DialogTrigger>
      <DialogContent title="Instructor Sign Up" description="Create your instructor account with the invite code you were given.">
        <form onSubmit={onSubmit} className="space-y-4">
          <Field label="Name" error={errors.name}>
            {(p) => <Input {...p} name="name" autoComplete="name" required maxLength={80} value={form.name} onChange={set("name")} />}
          </Field>
          <Field label="Email" error={errors.email}>
            {(p) => <Input {...p} type="email" name="email" autoComplete="email" required value={form.email} onChange={set("email")} />}
          </Field>
          <Field label="Password" hint="12 to 128 characters. A few unrelated words make a strong, memorable password." error={errors.password}>
            {(p) => (
              <Input {...p} type="password" name="password" autoComplete="new-password" required minLength={12} maxLength={128} value={form.password} onChange={set("password")} />
            )}
          </Field>
          <Field label="Invite Code" error={errors.inviteCode}>
            {(p) => <Input {...p} name="inviteCode" autoComplete="off" spellCheck={false} required value={form.inviteCode} onChange={set("inviteCode")} />}
          </Field>
          {signup.isError && !Object.keys(errors).length ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorDescription(signup.error)}
            </p>
          ) : null}
          <Button type="submit" variant="primary" className="w-full" disabled={signup.isPending}>
            {signup.isPending ? "Creating account..." : "Sign Up"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
