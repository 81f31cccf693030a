/**
 * A day of the calendar and how it looks, shared by the month grid and the phone agenda
 * (month-agenda.tsx): both import this module, and it imports neither.
 */
import type { CalendarSlot } from "./calendar-wire";
import { localStartLabel } from "./calendar-dates";

export type DayState = "loading" | "past" | "blocked" | "mine" | "taken" | "free";

export type DayInfo = {
  day: string;
  state: DayState;
  slot?: CalendarSlot;
  instructorName?: string;
  /** Set when the slot's instructor has a card under Meet Our Instructors: the name links there. */
  profileAnchor?: string;
};

const TAGS: Record<number, string> = { 2: "VIP 9-10pm", 4: "Onboard 8-9pm" };

/** The reserved-hour tag of a weekday (0 = Sunday), if it has one. */
export const dayTag = (weekday: number): string | undefined => TAGS[weekday];

export const stateClass: Record<DayState, string> = {
  loading: "border-line bg-surface text-muted cursor-progress",
  past: "border-line bg-surface-2 text-muted cursor-not-allowed",
  blocked:
    "border-line bg-surface-2 text-muted cursor-not-allowed [background-image:repeating-linear-gradient(135deg,transparent_0_8px,var(--c-line)_8px_9px)]",
  mine: "border-accent-strong bg-tint-gold text-ink ring-2 ring-accent-strong hover:brightness-105",
  taken: "border-line bg-tint-royal text-ink cursor-not-allowed",
  free: "border-line bg-surface text-ink hover:border-royal hover:bg-surface-2",
};

/**
 * Days that cannot be picked are faded: only their button, never the instructor link beside it,
 * which must keep its full contrast (4.5:1) on a past day too.
 */
export const dimClass = (state: DayState) => (state === "loading" || state === "past" || state === "blocked" ? "opacity-70" : undefined);

/** What the grid and the agenda both show of a day: derived once, so the two cannot disagree. */
export function dayView(info: DayInfo, weekday: number, visitorZone: string | null) {
  const slot = info.state === "blocked" ? undefined : info.slot;
  return {
    tag: dayTag(weekday),
    slot,
    hardDisabled: info.state === "loading" || info.state === "past" || info.state === "blocked",
    local: slot && visitorZone ? localStartLabel(info.day, slot.timeSlot, visitorZone) : null,
    // Someone else's claimed day links to their card in Meet Our Instructors, when they have one.
    nameLink: slot && info.state !== "mine" && info.profileAnchor ? info.profileAnchor : null,
    name: info.state === "mine" ? "You" : (info.instructorName ?? "Instructor"),
  };
}
