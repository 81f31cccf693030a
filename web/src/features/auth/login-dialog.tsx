import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { errorDescription, fieldErrors, useLogin } from "./auth-api";
import { saveInstructor } from "./instructor-store";

export function LoginDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useLogin();
  const errors = fieldErrors(login.error);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) login.reset();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (login.isPending) return;
    login.mutate(
      { email, password },
      {
        onSuccess: ({ instructor }) => {
          toast.success("Welcome back!", { description: "You're now logged in." });
          setEmail("");
          setPassword("");
          onOpenChange(false);
          saveInstructor(instructor);
        },
        onError: (error) => toast.error("Login failed", { description: errorDescription(error) }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="royal">Login</Button>
      </DialogTrigger>
      <DialogContent title="Instructor Login" description="Log in to claim and manage your teaching days.">
        <form onSubmit={onSubmit} className="space-y-4" noValidate={false}>
          <Field label="Email" error={errors.email}>
            {(p) => <Input {...p} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <Field label="Password" error={errors.password}>
            {(p) => (
              <Input {...p} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            )}
          </Field>
          {login.isError && !Object.keys(errors).length ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorDescription(login.error)}
            </p>
          ) : null}
          {/* aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request. */}
          <Button type="submit" variant="primary" className="w-full" aria-disabled={login.isPending}>
            {login.isPending ? "Logging in..." : "Login"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
