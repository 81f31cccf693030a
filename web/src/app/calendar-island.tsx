/**
 * The calendar page's live part, the account card and the month board: one deferred island
 * (components/deferred.tsx), so TanStack Query and this code load after the page has painted and
 * hydrated, or at the first touch inside it, not with the page (docs/decisions/0034-first-load-budget.md).
 * The island provides the query client.
 */
import { InstructorPanel } from "../features/auth/instructor-panel";
import { CalendarBoard } from "../features/calendar/calendar-board";

export function CalendarIsland() {
  return (
    // The spacing lives here: the island's box (display: contents) is the page's child.
    <div className="space-y-6">
      <InstructorPanel />
      <CalendarBoard />
    </div>
  );
}
