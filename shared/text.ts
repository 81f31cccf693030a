/**
 * Plain-text rules shared by the API schemas and the iCalendar writer (pure, no Worker types).
 *
 * Control characters (C0: U+0000-U+001F, and DEL U+007F) are invisible, break line-based formats
 * such as iCalendar (RFC 5545 forbids them in TEXT values) and are never typed on purpose. Tab
 * and line feed are ordinary text in a description, so they stay allowed.
 */
import { z } from "zod";

/** Any control character other than tab (U+0009) and line feed (U+000A). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** The text with CR LF and lone CR turned into LF, and every other control character removed. */
export const stripControlCharacters = (value: string): string => value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "");

/**
 * A zod check for a string field: `z.string().check(noControlCharacters("Course titles"))`.
 * One call per field keeps schema edits to one line wherever the schemas live.
 */
export const noControlCharacters = (label: string) =>
  z.refine<string>((value) => !hasControlCharacter(value), {
    error: `${label} cannot contain control characters (invisible codes such as NUL or Escape); tabs and line breaks are fine.`,
  });
