/**
 * What a failed database call means, for the Worker (409 vs 503) and the owner scripts alike.
 *
 * Only the driver's own messages are read, down the `cause` chain. Drizzle wraps a failed query
 * in a DrizzleQueryError whose message repeats the query's parameters (user text such as a course
 * title), so that message is skipped: a title reading "UNIQUE constraint failed" must not turn an
 * outage into a 409.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";

function driverMessages(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    if (current instanceof DrizzleQueryError) {
      current = current.cause;
      continue;
    }
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join("\n");
}

/** A UNIQUE index refused the row (e.g. an email or a calendar day that already exists). */
export function isUniqueViolation(err: unknown): boolean {
  return /UNIQUE constraint failed/i.test(driverMessages(err));
}

/** A NOT NULL column got NULL; `column` ("table.column") narrows it to one column. */
export function isNotNullViolation(err: unknown, column?: string): boolean {
  const text = driverMessages(err);
  return column ? text.includes(`NOT NULL constraint failed: ${column}`) : /NOT NULL constraint failed/i.test(text);
}

/** D1 or KV is down or misbehaving: the API answers 503, never 500, and never shows the text. */
export function isStorageError(err: unknown): boolean {
  return /D1_|SQLITE|no such table|database|KV|storage/i.test(driverMessages(err));
}
