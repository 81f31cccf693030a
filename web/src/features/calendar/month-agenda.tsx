/**
 * The month as an agenda list, for phones: one full-width row per day with its date,
 * reserved-hour tag, state, who, course, time and the visitor's own time, in words that wrap
 * rather than clip. A seven-column grid leaves ~45 px a day at 390 px, too narrow to read.
 * MonthGrid renders the one that fits the screen (both, with CSS showing one, until the screen is
 * known). Its buttons carry data-agenda-day (not data-day) so a selector for the grid never
 * matches an agenda row, and the reverse.
 */
import { cn } from "../../lib/cn";
import { dayKey, longDay, monthLayout } from "./calendar-dates";
import { dayView, dimClass, stateClass, type DayInfo, type DayState } from "./day-look";

const stateLabel: Record<DayState, string> = {
  loading: "Loading",
  past: "Past",
  blocked: "Blocked",
  mine: "Your slot",
  taken: "Claimed",
  free: "Free",
};

export function MonthAgenda({
  year,
  month,
  days,
  visitorZone,
  onSelect,
  className,
}: {
  year: number;
  month: number;
  days: Map<string, DayInfo>;
  visitorZone: string | null;
  onSelect: (info: DayInfo) => void;
  className?: string;
}) {
  const { leading, days: count } = monthLayout(year, month);
  return (
    <ol className={cn("flex flex-col gap-2", className)} aria-label="Days of the month">
      {Array.from({ length: count }, (_, i) => {
        const day = dayKey(year, month, i + 1);
        const info = days.get(day) ?? { day, state: "loading" as const };
        const { tag, slot, hardDisabled, local, nameLink, name } = dayView(info, (leading + i) % 7, visitorZone);
        return (
          // The row is the card; a linked name cannot sit inside the button, so it follows it.
          <li key={day} className={cn("min-w-0 rounded-xl border", stateClass[info.state])}>
            <button
              type="button"
              data-agenda-day={day}
              data-agenda-state={info.state}
              disabled={hardDisabled}
              // As in the grid: someone else's day reads as disabled but answers with a toast.
              aria-disabled={info.state === "taken" ? true : undefined}
              onClick={() => onSelect(info)}
              className={cn(
                "flex w-full min-w-0 flex-col items-start gap-1 rounded-xl p-3 text-left text-sm leading-snug disabled:cursor-not-allowed aria-disabled:cursor-not-allowed",
                dimClass(info.state),
              )}
            >
              <span className="flex w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold break-words">{longDay(day)}</span>
                {tag ? <span className="rounded bg-royal px-1.5 py-px text-xs font-semibold text-on-royal">{tag} reserved</span> : null}
                <span className="text-xs font-semibold">{stateLabel[info.state]}</span>
              </span>
              {slot ? (
                <>
                  {nameLink || slot.instructorId === null ? null : <span className="w-full font-semibold break-words">{name}</span>}
                  <span className="w-full break-words">{slot.courseTitle}</span>
                  <span className="w-full text-muted">{slot.timeSlot}</span>
                  {local ? <span className="w-full text-muted">Your time: {local}</span> : null}
                </>
              ) : null}
            </button>
            {nameLink ? <ProfileLink anchor={nameLink} name={name} className="mx-3 mb-3 inline-block font-semibold break-words" /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A claimed day's instructor name, linking to their card (it cannot sit inside the day's button). */
export function ProfileLink({ anchor, name, className }: { anchor: string; name: string; className: string }) {
  return (
    <a href={`#${anchor}`} className={cn("text-royal underline underline-offset-2", className)}>
      {name}
      <span className="sr-only"> (instructor profile)</span>
    </a>
  );
}
