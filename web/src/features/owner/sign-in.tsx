/**
 * Signing in (a passkey already registered) and setting one up with a code from
 * `npm run owner:setup`: the first set-up, and the way back in after a lost device. Signed in with
 * fewer than two passkeys, the console asks for a second one.
 */
import { useState } from "react";
import { addPasskey, ownerQueryClient, registerWithCode, signIn, statusKey, type Status } from "./api";
import { Button, Card, done, failed, TextField } from "./ui";

const refreshStatus = () => ownerQueryClient.invalidateQueries({ queryKey: statusKey });

export function SignInScreen({ status }: { status: Status }) {
  const [pending, setPending] = useState<"signin" | "setup" | null>(null);
  const [code, setCode] = useState("");
  const [label, setLabel] = useState("");
  const firstSetUp = status.passkeys === 0;

  const onSignIn = async () => {
    setPending("signin");
    try {
      await signIn();
      done("Signed in", "Welcome back to the console.");
      await refreshStatus();
    } catch (error) {
      failed("Sign-in failed", error);
    } finally {
      setPending(null);
    }
  };

  const onSetUp = async () => {
    setPending("setup");
    try {
      await registerWithCode(code.trim(), label.trim());
      done("Passkey registered", "You are signed in with your new passkey.");
      setCode("");
      await refreshStatus();
    } catch (error) {
      failed("Set-up failed", error);
    } finally {
      setPending(null);
    }
  };

  const setUpForm = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void onSetUp();
      }}
      className="mt-4 space-y-4"
    >
      <TextField
        label="Set-up code"
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        autoComplete="off"
        spellCheck={false}
        hint={
          <>
            Run <code>npm run owner:setup</code> in the repository (add <code>-- --remote</code> for the live site): its last line is the
            code. It works once, for 15 minutes, and adds a passkey without removing any.
          </>
        }
      />
      <TextField
        label="Name for this passkey (optional)"
        name="label"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        placeholder="My phone"
        maxLength={60}
        autoComplete="off"
      />
      <Button type="submit" variant="primary" aria-disabled={pending !== null}>
        {pending === "setup" ? "Registering…" : "Register a passkey"}
      </Button>
    </form>
  );

  return (
    <div className="mt-6 grid max-w-2xl gap-6">
      {firstSetUp ? (
        <Card>
          <h2 className="font-display text-2xl font-semibold text-ink">Set up the console</h2>
          <p className="mt-1 text-sm text-muted">No passkey is registered yet. Register one on this device with a set-up code.</p>
          {setUpForm}
        </Card>
      ) : (
        <>
          <Card>
            <h2 className="font-display text-2xl font-semibold text-ink">Sign in</h2>
            <p className="mt-1 text-sm text-muted">
              Use a passkey you registered for this console: your device asks for your fingerprint, face or screen lock.
            </p>
            <Button variant="primary" className="mt-4" onClick={() => void onSignIn()} aria-disabled={pending !== null}>
              {pending === "signin" ? "Waiting for the passkey…" : "Sign in with a passkey"}
            </Button>
          </Card>
          <Card>
            <details>
              <summary className="cursor-pointer font-semibold text-ink">Set up with a code (first time here, or a lost passkey)</summary>
              {setUpForm}
            </details>
          </Card>
        </>
      )}
    </div>
  );
}

/** Shown while fewer than two passkeys exist: one lost device must not lock the owner out. */
export function SecondPasskeyPrompt() {
  const [label, setLabel] = useState("");
  const [pending, setPending] = useState(false);
  return (
    <Card className="border-royal">
      <h2 className="font-display text-xl font-semibold text-ink">Add a second passkey</h2>
      <p className="mt-1 text-sm text-muted">
        Only one passkey is registered. Add another (a second phone, a security key, a password manager) so a lost device does not lock you
        out.
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (pending) return;
          setPending(true);
          try {
            await addPasskey(label.trim());
            done("Passkey added", "You can now sign in with either passkey.");
            setLabel("");
            await refreshStatus();
            await ownerQueryClient.invalidateQueries({ queryKey: ["owner", "passkeys"] });
          } catch (error) {
            failed("The passkey was not added", error);
          } finally {
            setPending(false);
          }
        }}
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="Name for the new passkey (optional)"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder="Security key"
            maxLength={60}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="royal" aria-disabled={pending}>
          {pending ? "Waiting for the passkeys…" : "Add a passkey"}
        </Button>
      </form>
    </Card>
  );
}
