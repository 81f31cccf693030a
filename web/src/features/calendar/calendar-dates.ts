/** Month grid arithmetic and the visitor's local time of a New York slot. */
import { TZDate } from "@date-fns/tz";
import { CALENDAR_TIME_ZONE, startHourOf } from "#shared/calendar-rules";

export const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const pad = (n: number) => String(n).padStart(2, "0");

export function dayKey(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Blank cells before day 1 (the week starts on Sunday) and the number of days. */
export function monthLayout(year: number, month: number): { leading: number; days: number } {
  return {
    leading: new Date(Date.UTC(year, month - 1, 1)).getUTCDay(),
    days: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

export function shiftMonth(view: { year: number; month: number }, delta: number): { year: number; month: number } {
  const index = view.year * 12 + (view.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

export const monthTitle = (year: number, month: number) => monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
export const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00.000Z`));

/** The slot's start instant: its hour as New York wall-clock time on that day. */
export function slotStart(day: string, timeSlot: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new TZDate(y, m - 1, d, startHourOf(timeSlot), 0, 0, CALENDAR_TIME_ZONE);
}

/**
 * The slot's start in the visitor's own zone (e.g. "4:00 PM PST", or "Wed 2:00 AM GMT+1" when the
 * day differs), or null when the visitor's clock reads the same as New York's at that moment.
 */
export function localStartLabel(day: string, timeSlot: string, visitorZone: string): string | null {
  const start = slotStart(day, timeSlot);
  const wall = (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone, day: "numeric", hour: "numeric", minute: "2-digit" }).format(start);
  if (wall(visitorZone) === wall(CALENDAR_TIME_ZONE)) return null;
  const sameDay =
    new Intl.DateTimeFormat("en-US", { timeZone: visitorZone, day: "numeric" }).format(start) ===
    new Intl.DateTimeFormat("en-US", { timeZone: CALENDAR_TIME_ZONE, day: "numeric" }).format(start);
  return new Intl.DateTimeFormat(undefined, {
    timeZone: visitorZone,
    weekday: sameDay ? undefined : "short",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(start);
}
