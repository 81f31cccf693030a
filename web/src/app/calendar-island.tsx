/**
 * The calendar page's live part, the account card and the month board: one deferred island
 * (components/deferred.tsx; app/islands/calendar/calendar.island.tsx), so TanStack Query and this
 * code load after the page has loaded, or at the first touch inside it, not with the page
 * (docs/decisions/0045-islands.md).
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
