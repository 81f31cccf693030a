/**
 * The calendar holds a day as a day (`2026-12-01`), as the board, the dialog and D1 write it. The
 * wire's UTC midnight (docs/architecture.md, "API contract") is met only here, through the shared
 * dayFromWire and dayToWire: a listed slot is read into a day, a claim's day is written out.
 * (Apart from calendar-api.ts, so the calendar's rules stay out of the chunk the instructor cards
 * share with it.)
 */
import { dayFromWire, dayToWire } from "#shared/calendar-rules";
import type { ClaimBody, Slot } from "../../lib/api-types";

/** A slot as the calendar shows it: its `day`, not the wire's `slotDate`. */
export type CalendarSlot = Omit<Slot, "slotDate"> & { day: string };
/** A claim as the dialog makes it: the day, the instructor and the course fields. */
export type ClaimInput = Omit<ClaimBody, "slotDate"> & { day: string };

export function slotFromWire({ slotDate, ...slot }: Slot): CalendarSlot {
  const day = dayFromWire(slotDate);
  // The API writes every slotDate with dayToWire; anything else is a contract broken, not a day.
  if (day === null) throw new Error(`The calendar answered a slot date that is not a day: ${slotDate}`);
  return { ...slot, day };
}

/** A month's slots by day; one function, so TanStack Query's `select` keeps its result between renders. */
export const slotsByDay = (slots: Slot[]) => new Map(slots.map(slotFromWire).map((s) => [s.day, s]));

export const claimToWire = ({ day, ...claim }: ClaimInput): ClaimBody => ({ ...claim, slotDate: dayToWire(day) });
