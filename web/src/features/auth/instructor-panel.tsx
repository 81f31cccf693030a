/**
 * The account card above the calendar: Instructor Access (Login, First Time? Sign Up) when
 * logged out, a welcome card (Logout, Edit Profile) when logged in.
 */
import { useEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import KeyRound from "lucide-react/icons/key-round";
import UserRound from "lucide-react/icons/user-round";
import { Button } from "../../components/ui/button";
import { apiGet } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import type { InstructorResponse } from "../../lib/api-types";
import { meQueryKey, useLogout } from "./auth-api";
import { clearInstructor, saveInstructor, useInstructor, type Instructor } from "../../lib/instructor-store";
import { OnDemandDialog } from "../../components/ui/on-demand-dialog";

// The dialogs (radix and their forms) load when wanted, not with the page.
const loadLogin = () => import("./login-dialog");
const loadSignup = () => import("./signup-dialog");
const loadProfile = () => import("./profile-dialog");

/**
 * The cached instructor is only a display hint: once per page load it is checked against the
 * cookie, so an expired session shows "logged out" instead of failing on the first click. Only
 * the welcome card asks: a logged-out visitor's card builds no query at all, which keeps its
 * hydration short.
 */
function useSessionCheck() {
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => apiGet<InstructorResponse | null>(meQueryKey[0], { on401: "null" }),
  });
  useEffect(() => {
    if (me.data === null) clearInstructor();
    else if (me.data?.instructor) saveInstructor(me.data.instructor);
  }, [me.data]);
}

export function InstructorPanel() {
  const instructor = useInstructor();
  return instructor ? <WelcomeCard instructor={instructor} /> : <AccessCard />;
}

/** The panel's one card shape: a chip, a heading and a line, then the card's buttons. */
function PanelCard({
  icon: Icon,
  id,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="icon-chip" aria-hidden>
          <Icon className="size-5" />
        </span>
        <div>
          <h2 id={id} className="font-display text-xl font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

function AccessCard() {
  return (
    <PanelCard
      icon={KeyRound}
      id="instructor-access"
      title="Instructor Access"
      text="Instructors log in to claim teaching days. New instructors sign up with their invite code."
    >
      <OnDemandDialog load={loadLogin} show={(m) => <m.LoginDialog />} label="Login" variant="royal" />
      <OnDemandDialog load={loadSignup} show={(m) => <m.SignupDialog />} label="First Time? Sign Up" variant="outline" />
    </PanelCard>
  );
}

function WelcomeCard({ instructor }: { instructor: Instructor }) {
  useSessionCheck();
  const logout = useLogout();
  function onLogout() {
    logout.mutate(undefined, {
      onSettled: () => {
        notify("success", { title: "Logged out", description: "You've been logged out successfully." });
        clearInstructor();
      },
    });
  }
  return (
    <PanelCard
      icon={UserRound}
      id="instructor-welcome"
      title={`Welcome, ${instructor.name}!`}
      text="Pick a free day to claim it, or select one of your days to edit it."
    >
      <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
        Logout
      </Button>
      <OnDemandDialog load={loadProfile} show={(m) => <m.ProfileDialog instructor={instructor} />} label="Edit Profile" variant="outline" />
    </PanelCard>
  );
}
