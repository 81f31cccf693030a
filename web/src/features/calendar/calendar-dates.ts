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
const longDayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export const monthTitle = (year: number, month: number) => monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
export const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00.000Z`));

/** The slot's start instant: its hour as New York wall-clock time on that day. */
export function slotStart(day: string, timeSlot: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new TZDate(y, m - 1, d, startHourOf(timeSlot), 0, 0, CALENDAR_TIME_ZONE);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and the grid and the
// agenda both label every day of a month on each render: formatters are built once per zone, and
// each label once per slot and zone.
function memo<V>(make: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, make(key));
    return kept.get(key)!;
  };
}
const wallFormat = memo((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, day: "numeric", hour: "numeric", minute: "2-digit" }));
const dayFormat = memo((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, day: "numeric" }));
const labelFormat = memo((key) => {
  const [timeZone, weekday] = key.split("|");
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: weekday ? "short" : undefined,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
});

const labels = memo((key): string | null => {
  const [day, timeSlot, visitorZone] = key.split("|");
  const start = slotStart(day, timeSlot);
  const differs = (format: (timeZone: string) => Intl.DateTimeFormat) =>
    format(visitorZone).format(start) !== format(CALENDAR_TIME_ZONE).format(start);
  if (!differs(wallFormat)) return null;
  return labelFormat(`${visitorZone}|${differs(dayFormat) ? "weekday" : ""}`).format(start);
});

/**
 * The slot's start in the visitor's own zone (e.g. "4:00 PM PST", or "Wed 2:00 AM GMT+1" when the
 * day differs), or null when the visitor's clock reads the same as New York's at that moment.
 */
export const localStartLabel = (day: string, timeSlot: string, visitorZone: string): string | null =>
  labels(`${day}|${timeSlot}|${visitorZone}`);
