/**
 * The account card above the calendar: Instructor Access (Login, First Time? Sign Up) when
 * logged out, a welcome card (Logout, Edit Profile) when logged in.
 */
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { KeyRound, UserRound } from "lucide-react";
import { Button } from "../../components/ui/button";
import { apiGet } from "../../lib/api-client";
import type { InstructorResponse } from "../../lib/api-types";
import { meQueryKey, useLogout } from "./auth-api";
import { clearInstructor, saveInstructor, useInstructor, type Instructor } from "../../lib/instructor-store";
import { LoginDialog } from "./login-dialog";
import { ProfileDialog } from "./profile-dialog";
import { SignupDialog } from "./signup-dialog";

/**
 * The cached instructor is only a display hint: once per page load it is checked against the
 * cookie, so an expired session shows "logged out" instead of failing on the first click.
 */
function useSessionCheck(instructor: Instructor | null) {
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => apiGet<InstructorResponse | null>(meQueryKey[0], { on401: "null" }),
    enabled: instructor !== null,
  });
  useEffect(() => {
    if (me.data === null) clearInstructor();
    else if (me.data?.instructor) saveInstructor(me.data.instructor);
  }, [me.data]);
}

export function InstructorPanel() {
  const instructor = useInstructor();
  useSessionCheck(instructor);

  return instructor ? <WelcomeCard instructor={instructor} /> : <AccessCard />;
}

function AccessCard() {
  return (
    <section aria-labelledby="instructor-access" className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="icon-chip" aria-hidden>
          <KeyRound className="size-5" />
        </span>
        <div>
          <h2 id="instructor-access" className="font-display text-xl font-semibold text-ink">
            Instructor Access
          </h2>
          <p className="mt-1 text-sm text-muted">Instructors log in to claim teaching days. New instructors sign up with their invite code.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <LoginDialog />
        <SignupDialog />
      </div>
    </section>
  );
}

function WelcomeCard({ instructor }: { instructor: Instructor }) {
  const logout = useLogout();
  function onLogout() {
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success("Logged out", { description: "You've been logged out successfully." });
        clearInstructor();
      },
    });
  }
  return (
    <section aria-labelledby="instructor-welcome" className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="icon-chip" aria-hidden>
          <UserRound className="size-5" />
        </span>
        <div>
          <h2 id="instructor-welcome" className="font-display text-xl font-semibold text-ink">
            Welcome, {instructor.name}!
          </h2>
          <p className="mt-1 text-sm text-muted">Pick a free day to claim it, or select one of your days to edit it.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
          Logout
        </Button>
        <ProfileDialog instructor={instructor} />
      </div>
    </section>
  );
}
