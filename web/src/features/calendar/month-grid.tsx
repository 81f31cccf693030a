/**
 * The month grid: Sun-Sat, blank padding before day 1, reserved-hour tags on Tuesdays and
 * Thursdays, and one button per day whose state decides what a click does.
 */
import { useLayoutEffect, useRef, type FocusEvent } from "react";
import { useMediaQuery } from "../../hooks/use-media-query";
import { cn } from "../../lib/cn";
import { dayView, dimClass, stateClass, type DayInfo, type DayState } from "./day-look";
import { MonthAgenda, ProfileLink } from "./month-agenda";
import { dayKey, longDay, monthLayout, WEEKDAYS_SHORT } from "./calendar-dates";
import type { CalendarSlot } from "./calendar-wire";

// The name line sits at the foot of a claimed day. A link cannot live inside the day's button, so
// a linked name is a sibling laid over the button's bottom padding, which these reserve.
const NAME_LINE = "text-[11px] font-semibold leading-tight sm:text-xs";

export function classifyDay(
  day: string,
  slot: CalendarSlot | undefined,
  opts: { loading: boolean; today: string | null; myId: number | null },
): DayState {
  if (opts.loading || opts.today === null) return "loading";
  if (slot?.isBlocked) return "blocked";
  if (day < opts.today) return "past";
  if (slot && opts.myId !== null && slot.instructorId === opts.myId) return "mine";
  if (slot) return "taken";
  return "free";
}

function stateText(info: DayInfo): string {
  switch (info.state) {
    case "loading":
      return "loading";
    case "past":
      // A removed instructor's past day keeps its course but no instructor (npm run instructor:remove).
      if (info.slot && info.slot.instructorId === null) return `past, ${info.slot.courseTitle} was taught here`;
      return info.slot ? `past, ${info.instructorName ?? "an instructor"} taught ${info.slot.courseTitle}` : "past";
    case "blocked":
      return "blocked, not available";
    case "mine":
      return `your slot: ${info.slot!.courseTitle}, ${info.slot!.timeSlot}. Select to edit`;
    case "taken":
      return `claimed by ${info.instructorName ?? "another instructor"}: ${info.slot!.courseTitle}, ${info.slot!.timeSlot}`;
    case "free":
      return "free, select to claim";
  }
}

type MonthProps = {
  year: number;
  month: number;
  days: Map<string, DayInfo>;
  visitorZone: string | null;
  onSelect: (info: DayInfo) => void;
};

export function MonthGrid({ year, month, days, visitorZone, onSelect }: MonthProps) {
  // Below 640 px (Tailwind's `sm`) an agenda list, above it the grid. Only the one on screen is
  // built: building both made every month switch and every data update render the month twice.
  // Where the screen is not known yet (server, hydration) both render and CSS shows one.
  const wide = useMediaQuery("(width >= 40rem)");
  // A swap (a phone turned, a page zoomed past 200%) removes the day button that had focus, and
  // focus would fall back to the page's start: it moves to the same day in the new layout.
  const box = useRef<HTMLDivElement>(null);
  const focusedDay = useRef<string | null>(null);
  useLayoutEffect(() => {
    const day = focusedDay.current;
    if (day && document.activeElement === document.body)
      box.current?.querySelector<HTMLElement>(`[data-day="${day}"], [data-agenda-day="${day}"]`)?.focus();
  }, [wide]);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const button = (e.target as HTMLElement).closest<HTMLElement>("[data-day], [data-agenda-day]");
    focusedDay.current = button?.dataset.day ?? button?.dataset.agendaDay ?? null;
  };
  // Focus leaving for another element forgets the day; a removed button leaves no relatedTarget.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget) focusedDay.current = null;
  };
  return (
    // display: contents, so the wrapper (there to follow focus) changes no layout.
    <div ref={box} className="contents" onFocus={onFocus} onBlur={onBlur}>
      {wide !== true ? (
        <MonthAgenda year={year} month={month} days={days} visitorZone={visitorZone} onSelect={onSelect} className="sm:hidden" />
      ) : null}
      {wide !== false ? <DayGrid year={year} month={month} days={days} visitorZone={visitorZone} onSelect={onSelect} /> : null}
    </div>
  );
}

/** The seven-column grid, for screens of 640 px and up. */
function DayGrid({ year, month, days, visitorZone, onSelect }: MonthProps) {
  const { leading, days: count } = monthLayout(year, month);
  return (
    <div className="hidden sm:block">
      <div
        aria-hidden
        className="grid grid-cols-7 gap-1 pb-2 text-center text-xs font-semibold tracking-wide text-muted uppercase sm:gap-2"
      >
        {WEEKDAYS_SHORT.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="Days of the month">
        {Array.from({ length: leading }, (_, i) => (
          <li key={`pad-${i}`} aria-hidden className="min-h-20 sm:min-h-28" />
        ))}
        {Array.from({ length: count }, (_, i) => {
          const dayNumber = i + 1;
          const day = dayKey(year, month, dayNumber);
          const info = days.get(day) ?? { day, state: "loading" as const };
          const { tag, slot, hardDisabled, local, nameLink, name } = dayView(info, (leading + i) % 7, visitorZone);
          return (
            <li key={day} className="relative min-w-0">
              <button
                type="button"
                data-day={day}
                data-state={info.state}
                disabled={hardDisabled}
                // Someone else's day looks and reads as disabled but still answers a click with
                // the "Slot unavailable" toast, so the reason is told rather than silently ignored.
                aria-disabled={info.state === "taken" ? true : undefined}
                onClick={() => onSelect(info)}
                className={cn(
                  "flex h-full min-h-20 w-full flex-col items-start gap-0.5 overflow-hidden rounded-lg border p-1 text-left text-[11px] leading-tight transition-colors sm:min-h-28 sm:rounded-xl sm:p-2 sm:text-xs",
                  nameLink && "pb-5 sm:pb-7",
                  stateClass[info.state],
                  dimClass(info.state),
                )}
              >
                {/* The name is the visible text plus this description (no aria-label, so what a
                    speech-input user sees is what they can say: WCAG 2.5.3). */}
                <span className="sr-only">{`${longDay(day)}${tag ? ` (${tag} reserved)` : ""}: ${stateText(info)}.`}</span>
                <span aria-hidden className="text-sm font-semibold sm:text-base">
                  {dayNumber}
                </span>
                {tag ? (
                  <span className="rounded bg-royal px-1 py-px text-[10px] font-semibold text-on-royal sm:text-[11px]">{tag}</span>
                ) : null}
                {info.state === "blocked" ? <span className="font-medium">Blocked</span> : null}
                {slot ? (
                  <>
                    <span className="line-clamp-2 w-full break-words">{slot.courseTitle}</span>
                    <span className="w-full text-muted">{slot.timeSlot}</span>
                    {local ? <span className="w-full text-muted">Your time: {local}</span> : null}
                    {nameLink || slot.instructorId === null ? null : (
                      <span className={cn("mt-auto w-full truncate", NAME_LINE)}>{name}</span>
                    )}
                  </>
                ) : null}
              </button>
              {nameLink ? (
                <ProfileLink
                  anchor={nameLink}
                  name={name}
                  className={cn("absolute inset-x-1 bottom-1 block truncate sm:inset-x-2 sm:bottom-2", NAME_LINE)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The grid's frame before the month is known (prerender and first client render). */
export function MonthGridSkeleton() {
  return (
    <div>
      <div
        aria-hidden
        className="grid grid-cols-7 gap-1 pb-2 text-center text-xs font-semibold tracking-wide text-muted uppercase sm:gap-2"
      >
        {WEEKDAYS_SHORT.map((d) => (
          <div key={d}>{d}</div>
        ))}
      </div>
      <p className="sr-only">Loading the calendar...</p>
      <div aria-hidden className="grid grid-cols-7 gap-1 sm:gap-2">
        {Array.from({ length: 35 }, (_, i) => (
          <div key={i} className="min-h-20 animate-pulse rounded-lg border border-line bg-surface-2 sm:min-h-28 sm:rounded-xl" />
        ))}
      </div>
    </div>
  );
}
