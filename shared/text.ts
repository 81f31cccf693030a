/**
 * Plain-text rules shared by the API schemas and the iCalendar writer (pure, no Worker types).
 *
 * Control characters (C0: U+0000-U+001F, and DEL U+007F) are invisible, break line-based formats
 * such as iCalendar (RFC 5545 forbids them in TEXT values) and are never typed on purpose. Tab
 * and line feed are ordinary text in a description, so they stay allowed there.
 *
 * Text that other people read (names, course titles, offerings, descriptions) is also stored in
 * Unicode's composed form (NFC), so one name is one string, and refuses what can make it lie
 * about itself: format characters (Unicode category Cf: bidi controls such as U+202E, which
 * shows "Amara \u202eakofO" reversed, zero-width spaces, tag characters that carry hidden
 * text), C1 controls, line and paragraph separators and lone surrogates. The one exception is
 * ZWJ/ZWNJ where a script needs them (Unicode's identifier guidance, UAX #31, sections 2.3 and
 * 2.4): between letters of a joining script such as Persian, after a virama in an Indic script,
 * and between the parts of an emoji sequence.
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

const ZWNJ = "\u200C";
const ZWJ = "\u200D";
/** Characters a shown text may not hold (joiners are judged by their neighbours below). */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * Scripts whose spelling uses ZWNJ or ZWJ between letters: the cursive (joining) scripts and the
 * Brahmic scripts with a virama (UAX #31, A1 and A2; the virama case is checked as "a mark of
 * that script" before the joiner).
 */
const JOINING_SCRIPTS = [
  "Arabic", "Syriac", "Nko", "Mongolian", "Mandaic", "Manichaean", "Psalter_Pahlavi", "Adlam", "Hanifi_Rohingya", "Sogdian",
  "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
  "Tibetan", "Myanmar", "Khmer", "Tai_Tham", "Balinese", "Javanese", "Sundanese", "Limbu", "Tirhuta", "Grantha", "Newa",
].map((script) => new RegExp(`\\p{scx=${script}}`, "u"));
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** Whether a ZWJ or ZWNJ between `before` and `after` (code points, or undefined at an end) is spelling. */
function joinerIsSpelling(joiner: string, before: string | undefined, after: string | undefined): boolean {
  if (before === undefined) return false;
  if (joiner === ZWJ && after !== undefined && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after)) return true;
  return JOINING_SCRIPTS.some((script) => {
    if (!script.test(before) || !(LETTER.test(before) || MARK.test(before))) return false;
    // After a virama (a mark) the joiner may end the word (Malayalam's chillu forms); between
    // letters it must be followed by a letter of the same script.
    if (MARK.test(before) && (after === undefined || !LETTER.test(after))) return true;
    return after !== undefined && LETTER.test(after) && script.test(after);
  });
}

/**
 * The first character a shown text may not hold, as `U+XXXX`, or null when there is none.
 * `lineBreaks` allows tab and line feed (descriptions and offerings span lines; names do not).
 */
export function hiddenCharacter(value: string, { lineBreaks = false } = {}): string | null {
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (!HIDDEN.test(char)) continue;
    if (lineBreaks && (char === "\t" || char === "\n")) continue;
    if ((char === ZWJ || char === ZWNJ) && joinerIsSpelling(char, chars[i - 1], chars[i + 1])) continue;
    return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return null;
}

/**
 * A zod check for text other people read: `.check(shownText("Names"))`, after `.normalize()`.
 * The message names the field and the character, so the person can find and delete it.
 */
export const shownText = (label: string, options: { lineBreaks?: boolean } = {}) =>
  z.superRefine<string>((value, ctx) => {
    const found = hiddenCharacter(value, options);
    if (found) {
      ctx.addIssue({
        code: "custom",
        message: `${label} cannot contain control characters or invisible formatting characters (such as direction marks or zero-width spaces${options.lineBreaks ? "" : ", or line breaks"}); this one holds ${found}.`,
      });
    }
  });
