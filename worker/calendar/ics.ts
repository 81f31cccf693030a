/**
 * The public iCalendar feed (RFC 5545) of claimed days, for calendar apps to subscribe to.
 * Times are local New York times with a VTIMEZONE, so the events follow daylight saving the
 * way the calendar page does ("EST" in the labels is the spec's wording for New York time).
 */
import { CALENDAR_TIME_ZONE, startHourOf } from "#shared/calendar-rules";
import { stripControlCharacters } from "#shared/text";

export type FeedSlot = {
  id: number;
  slotDate: string; // YYYY-MM-DD
  timeSlot: string;
  courseTitle: string;
  courseDescription: string;
  instructorName: string | null;
};

const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CALENDAR_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * TEXT value escaping of RFC 5545 section 3.3.11. Control characters other than tab are not
 * allowed in TEXT (section 3.1, CONTROL), so any that reached the database (rows written before
 * the API refused them, or by hand) are dropped here rather than breaking the feed.
 */
export function escapeText(value: string): string {
  return stripControlCharacters(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
      limit = 74; // continuation lines start with one space
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const compactDay = (day: string) => day.replace(/-/g, "");
const pad2 = (n: number) => String(n).padStart(2, "0");

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function buildFeed(slots: FeedSlot[], now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SoulCode//Instructor Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:SoulCode Instructor Calendar",
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...NEW_YORK_VTIMEZONE,
  ];
  const stamp = utcStamp(now);
  for (const slot of slots) {
    const start = startHourOf(slot.timeSlot);
    const endDay = start === 23 ? nextDay(slot.slotDate) : slot.slotDate;
    const endHour = (start + 1) % 24;
    const description = [slot.instructorName ? `Instructor: ${slot.instructorName}` : "", slot.courseDescription]
      .filter(Boolean)
      .join("\n\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:slot-${slot.id}@soulcode-site`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${compactDay(slot.slotDate)}T${pad2(start)}0000`,
      `DTEND;TZID=${CALENDAR_TIME_ZONE}:${compactDay(endDay)}T${pad2(endHour)}0000`,
      `SUMMARY:${escapeText(slot.courseTitle)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
