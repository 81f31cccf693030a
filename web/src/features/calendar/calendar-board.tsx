/**
 * The live calendar: month navigation, the grid and the course dialogs. Everything that depends
 * on "now", the visitor's zone or the logged-in instructor is read after hydration, so the
 * prerendered HTML and the first client render are identical.
 */
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../hooks/use-hydrated";
import { CALENDAR_TIME_ZONE, todayInNewYork } from "#shared/calendar-rules";
import { useInstructor } from "../../lib/instructor-store";
import { notify } from "../../lib/notify";
import { hasPublicProfile, instructorAnchor, instructorsQuery, slotsQuery } from "./calendar-api";
import { slotsByDay } from "./calendar-wire";
import { dayKey, monthLayout, monthTitle, shiftMonth } from "./calendar-dates";
import type { CourseDialogTarget } from "./course-dialog";
import type { DayInfo } from "./day-look";
import { classifyDay, MonthGrid, MonthGridSkeleton } from "./month-grid";

type View = { year: number; month: number };

// The course dialog (radix and its form) is only for a logged-in instructor: its code loads once
// one is logged in, not with the page.
const loadCourseDialog = () => import("./course-dialog");
const CourseDialog = lazy(() => loadCourseDialog().then((m) => ({ default: m.CourseDialog })));

// Re-rendered only when what it shows changes, not on every update of the board around it.
const Month = memo(MonthGrid);

export function CalendarBoard() {
  const instructor = useInstructor();
  const hydrated = useHydrated();
  const today = hydrated ? todayInNewYork() : null;
  const visitorZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone || CALENDAR_TIME_ZONE : null;
  // The month the visitor moved to; until then, today's month.
  const [pickedView, setView] = useState<View | null>(null);
  const view = useMemo<View | null>(
    () => pickedView ?? (today ? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) } : null),
    [pickedView, today],
  );
  const [dialog, setDialog] = useState<CourseDialogTarget | null>(null);
  useEffect(() => {
    if (instructor) void loadCourseDialog();
  }, [instructor]);

  // Before hydration there is no month yet ("today" is the visitor's, not the build's): the
  // prerender shows the grid's frame, and the month appears right after hydration.
  const shown = view ?? { year: 2000, month: 1 };
  const slots = useQuery({ ...slotsQuery(shown.year, shown.month), enabled: view !== null, select: slotsByDay });
  // Like the month, the names are asked for in the render after hydration, which keeps the
  // hydration's own task short (docs/performance.md#hydration-one-task-at-a-time).
  const instructors = useQuery({ ...instructorsQuery, enabled: hydrated });

  const days = useMemo(() => {
    const names = new Map((instructors.data ?? []).map((i) => [i.id, i.name]));
    const withCard = new Set((instructors.data ?? []).filter(hasPublicProfile).map((i) => i.id));
    const loading = view === null || slots.isPending;
    const out = new Map<string, DayInfo>();
    const { days: count } = monthLayout(shown.year, shown.month);
    for (let d = 1; d <= count; d++) {
      const day = dayKey(shown.year, shown.month, d);
      const slot = slots.data?.get(day);
      const state = classifyDay(day, slot, { loading, today, myId: instructor?.id ?? null });
      const who = slot?.instructorId ?? null;
      out.set(day, {
        day,
        state,
        slot,
        instructorName: who !== null ? names.get(who) : undefined,
        profileAnchor: who !== null && withCard.has(who) ? instructorAnchor(who) : undefined,
      });
    }
    return out;
  }, [instructors.data, slots.data, slots.isPending, view, shown.year, shown.month, today, instructor?.id]);

  // The month's rows are built from deferred values: React renders them in the background, in
  // slices that give way to taps, so the three updates that follow the page's load (today's month,
  // its slots, the names) never hold a slow phone's main thread for long. Until the first such
  // render is done, the frame stays.
  const shownView = useDeferredValue(view);
  const shownDays = useDeferredValue(days);

  const onSelect = useCallback(
    (info: DayInfo) => {
      if (info.state === "taken") {
        notify("error", { title: "Slot unavailable", description: "This slot is already claimed by another instructor." });
        return;
      }
      if (info.state === "mine" && info.slot) {
        setDialog({ mode: "edit", day: info.day, slot: info.slot });
        return;
      }
      if (info.state !== "free") return;
      if (!instructor) {
        notify("error", { title: "Login required", description: "Please log in to claim teaching slots." });
        return;
      }
      setDialog({ mode: "add", day: info.day });
    },
    [instructor],
  );

  const title = view ? monthTitle(view.year, view.month) : "Calendar";

  return (
    <section aria-labelledby="calendar-month" aria-busy={view === null || slots.isPending} className="card p-3 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <Button
          variant="outline"
          className="px-3"
          aria-label="Previous month"
          disabled={!view}
          onClick={() => view && setView(shiftMonth(view, -1))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
        <h2 id="calendar-month" aria-live="polite" className="font-display text-2xl font-semibold text-ink">
          {title}
        </h2>
        <Button
          variant="outline"
          className="px-3"
          aria-label="Next month"
          disabled={!view}
          onClick={() => view && setView(shiftMonth(view, 1))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      </div>

      {slots.isError ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger p-3 text-sm text-danger"
        >
          <span>The calendar could not be loaded. Please try again.</span>
          <Button variant="outline" onClick={() => void slots.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      {shownView ? (
        <Month year={shownView.year} month={shownView.month} days={shownDays} visitorZone={visitorZone} onSelect={onSelect} />
      ) : (
        <MonthGridSkeleton />
      )}

      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-3 rounded border border-line bg-surface" /> Free
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-3 rounded border border-accent-strong bg-tint-gold" /> Yours
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-3 rounded border border-line bg-tint-royal" /> Claimed
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-3 rounded border border-line bg-surface-2" /> Past or blocked
        </li>
      </ul>

      {instructor ? (
        <Suspense fallback={null}>
          <CourseDialog target={dialog} instructorId={instructor.id} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
