/**
 * Calendar rules (docs/architecture.md), shared by the API, the owner scripts and the web app
 * (pure functions, no Worker types, so Node and the browser can import them too).
 *
 * A "day" is a `YYYY-MM-DD` string naming a calendar day in America/New_York. The wire carries
 * it as the ISO string of UTC midnight of that day (`2026-12-01T00:00:00.000Z`), which is what the
 * spec's client sends and compares by UTC year/month/day.
 */

export const CALENDAR_TIME_ZONE = "America/New_York";

function hourLabel(hour: number): string {
  const suffix = hour < 12 || hour === 24 ? "am" : "pm";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00${suffix}`;
}

/** The 24 one-hour options, `12:00am - 1:00am EST` … `11:00pm - 12:00am EST`, in day order. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${hourLabel(hour)} - ${hourLabel(hour + 1)} EST`);

export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Recurring reserved hours by weekday (0 = Sunday): Tuesday's VIP think tank, Thursday's onboarding. */
export const RESERVED_SLOTS: Readonly<Record<number, { timeSlot: string; purpose: string }>> = {
  2: { timeSlot: "9:00pm - 10:00pm EST", purpose: "the VIP think tank" },
  4: { timeSlot: "8:00pm - 9:00pm EST", purpose: "academy onboarding" },
};

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// The wire form is UTC midnight; the shorter spellings of that same instant are accepted too.
const WIRE_RE = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,3})?)?Z)?$/;

/** True for a real calendar day written `YYYY-MM-DD` (rejects 2026-02-30 and friends). */
export function isValidDay(day: string): boolean {
  const m = DAY_RE.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The day named by a wire `slotDate`, or null when it is not UTC midnight of a real day. */
export function dayFromWire(value: string): string | null {
  const m = WIRE_RE.exec(value);
  if (!m || !isValidDay(m[1])) return null;
  return m[1];
}

export function dayToWire(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}

/** Today's day in New York at the instant `now` (defaults to the current time). */
export function todayInNewYork(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; parts are read individually so no locale quirk can reorder them.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: CALENDAR_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function isPastDay(day: string, now: Date = new Date()): boolean {
  // Lexicographic order of zero-padded ISO days is chronological order.
  return day < todayInNewYork(now);
}

/** How far ahead a day may be claimed: beyond this a date is far more likely a typo than a plan. */
export const MAX_YEARS_AHEAD = 2;

export function isTooFarAhead(day: string, now: Date = new Date()): boolean {
  const today = todayInNewYork(now);
  const limit = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
  return day > limit;
}

export function isTimeSlot(value: string): value is TimeSlot {
  return TIME_SLOTS.includes(value);
}

/** The reserved slot of that day's weekday, if any. */
export function reservedSlotFor(day: string): { timeSlot: string; purpose: string } | undefined {
  return RESERVED_SLOTS[weekdayOf(day)];
}

export function isReserved(day: string, timeSlot: string): boolean {
  return reservedSlotFor(day)?.timeSlot === timeSlot;
}

/** A sentence explaining why that hour cannot be picked on that day. */
export function reservedMessage(day: string): string {
  const reserved = reservedSlotFor(day);
  if (!reserved) return "That time is reserved.";
  return `On ${WEEKDAY_NAMES[weekdayOf(day)]}s, ${reserved.timeSlot} is reserved for ${reserved.purpose}. Please choose another time.`;
}

/**
 * Whether the hour starting at `hour`:00 happens on that day in New York. On the spring-forward
 * day clocks jump from 2:00am to 3:00am, so that day has no 2:00am: an event there would be a
 * local time that does not exist, which calendar apps move by an hour, each its own way.
 */
let hourFormat: Intl.DateTimeFormat | undefined;
export function hourExists(day: string, hour: number): boolean {
  const [y, m, d] = day.split("-").map(Number);
  hourFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: CALENDAR_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  });
  // New York is UTC-5 or UTC-4: the hour exists when one of the two instants reads as it there.
  return [5, 4].some((offset) => {
    const instant = new Date(Date.UTC(y, m - 1, d, hour + offset));
    const parts = hourFormat!.formatToParts(instant);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return `${get("year")}-${get("month")}-${get("day")}` === day && Number(get("hour")) === hour;
  });
}

/** A sentence for a time slot that day skips, or null when the slot happens. */
export function skippedHourMessage(day: string, timeSlot: string): string | null {
  if (hourExists(day, startHourOf(timeSlot))) return null;
  return `On ${day} clocks in New York jump forward an hour at 2:00am, so ${timeSlot} does not happen that day. Please choose another time.`;
}

/** The time slots an instructor may pick on that day (reserved and skipped hours left out). */
export function availableTimeSlots(day: string): string[] {
  return TIME_SLOTS.filter((slot) => !isReserved(day, slot) && hourExists(day, startHourOf(slot)));
}

/** Start hour (0-23, New York time) of a time-slot label. */
export function startHourOf(timeSlot: string): number {
  const index = TIME_SLOTS.indexOf(timeSlot);
  if (index < 0) throw new Error(`Unknown time slot: ${timeSlot}`);
  return index;
}

/** First day of the month and first day of the next month, both `YYYY-MM-DD`. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { from: `${year}-${pad(month)}-01`, to: `${nextYear}-${pad(nextMonth)}-01` };
}
