/**
 * The owner's console (routes/owner.tsx loads it after hydration): sign-in by passkey, first
 * set-up with a code from `npm run owner:setup`, then one screen at a time, picked from a list of
 * links (`?screen=`), so each screen has an address and the browser's back button works.
 */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ownerGet, ownerQueryClient, passkeysSupported, signOut, statusKey, type Status } from "./api";
import { SecondPasskeyPrompt, SignInScreen } from "./sign-in";
import { Button, failed, QueryState } from "./ui";
import AuditScreen from "./audit-screen";
import BlogScreen from "./blog-screen";
import CalendarScreen from "./calendar-screen";
import HealthScreen from "./health-screen";
import InstructorsScreen from "./instructors-screen";
import InterestScreen from "./interest-screen";
import InvitesScreen from "./invites-screen";
import PasskeysScreen from "./passkeys-screen";
import SessionsScreen from "./sessions-screen";

/**
 * The screens, in the menu's order. They are in this module's chunk, not in chunks of their own:
 * split, this chunk would also export the shared parts to them, and the bundler would then build
 * its namespace with a runtime helper that every public page's first load would carry.
 */
const screens = [
  { id: "invites", label: "Invites", Screen: InvitesScreen },
  { id: "calendar", label: "Calendar", Screen: CalendarScreen },
  { id: "instructors", label: "Instructors", Screen: InstructorsScreen },
  { id: "interest", label: "Interest list", Screen: InterestScreen },
  { id: "blog", label: "Blog", Screen: BlogScreen },
  { id: "health", label: "Health", Screen: HealthScreen },
  { id: "passkeys", label: "Passkeys", Screen: PasskeysScreen },
  { id: "sessions", label: "Sessions", Screen: SessionsScreen },
  { id: "audit", label: "Audit log", Screen: AuditScreen },
] as const;

type ScreenId = (typeof screens)[number]["id"];

export default function OwnerConsole() {
  return (
    <QueryClientProvider client={ownerQueryClient}>
      <Gate />
    </QueryClientProvider>
  );
}

function Gate() {
  // Read once: a browser either has WebAuthn or not.
  const [supported] = useState(passkeysSupported);
  const status = useQuery({ queryKey: statusKey, queryFn: () => ownerGet<Status>("/status"), enabled: supported });
  if (!supported)
    return (
      <p data-testid="owner-no-passkeys" className="mt-6 max-w-2xl rounded-2xl border border-line bg-surface p-4 text-ink">
        This browser cannot sign in with a passkey, so the console cannot open here: use another browser (a current Chrome, Edge, Firefox or
        Safari), or the owner commands in a terminal (<code>npm run invite</code>, <code>npm run block-day</code> and the others in
        docs/owner-guide.md).
      </p>
    );
  if (!status.data)
    return (
      <div className="mt-6">
        <QueryState query={status} what="the console" />
      </div>
    );
  if (!status.data.signedIn) return <SignInScreen status={status.data} />;
  return <SignedIn status={status.data} />;
}

function SignedIn({ status }: { status: Status }) {
  // The location's search, read by hand: useSearchParams would add its code to the framework
  // chunk that every public page loads.
  const requested = new URLSearchParams(useLocation().search).get("screen");
  const current: ScreenId = screens.some((s) => s.id === requested) ? (requested as ScreenId) : "invites";
  const Current = screens.find((s) => s.id === current)!.Screen;
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } catch (error) {
      failed("Sign-out failed", error);
    }
    ownerQueryClient.removeQueries({ predicate: (q) => q.queryKey[1] !== "status" });
    await ownerQueryClient.invalidateQueries({ queryKey: statusKey });
    setLeaving(false);
  };

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Signed in with a passkey. The session ends after 30 minutes without use, or 8 hours at most.</p>
        <Button onClick={() => void leave()} aria-disabled={leaving}>
          {leaving ? "Signing out…" : "Sign out"}
        </Button>
      </div>
      {status.passkeys < 2 ? <SecondPasskeyPrompt /> : null}
      <nav aria-label="Console screens">
        <ul className="flex flex-wrap gap-2">
          {screens.map((s) => (
            <li key={s.id}>
              <Link
                to={`?screen=${s.id}`}
                aria-current={s.id === current ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-2 aria-[current=page]:border-royal aria-[current=page]:bg-royal aria-[current=page]:text-on-royal"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Current />
    </div>
  );
}
