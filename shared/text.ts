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
 *
 * Also refused (docs/decisions/0066-text-people-read.md): every other character Unicode says to
 * show as nothing (Default_Ignorable_Code_Point: Hangul fillers, the grapheme joiner, variation
 * selectors), because a run of them hides text as tag characters do; private-use characters
 * (Co), which mean something only to whoever agreed on a font; noncharacters and unassigned code
 * points (Cn), which mean nothing yet. A variation selector is allowed where Unicode defines a
 * sequence for it: one U+FE0E or U+FE0F after an emoji base, one Mongolian free variation selector
 * after a Mongolian letter.
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
/** Characters a shown text may not hold (joiners and variation selectors are judged by their neighbours below). */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
const PRIVATE_USE = /\p{Co}/u;
/** Unassigned code points, the 66 noncharacters among them (U+FFFF, U+FDD0...). */
const UNASSIGNED = /\p{Cn}/u;
const EMOJI_PRESENTATION_SELECTOR = /^[\uFE0E\uFE0F]$/u;
const MONGOLIAN_SELECTOR = /^[\u180B-\u180D\u180F]$/u;
const EMOJI_BASE = /\p{Emoji}/u;
const MONGOLIAN = /\p{scx=Mongolian}/u;

/**
 * Scripts whose spelling uses ZWNJ or ZWJ between letters: the cursive (joining) scripts and the
 * Brahmic scripts with a virama (UAX #31, A1 and A2; the virama case is checked as "a mark of
 * that script" before the joiner).
 */
const JOINING_SCRIPT_NAMES = [
  "Arabic",
  "Syriac",
  "Nko",
  "Mongolian",
  "Mandaic",
  "Manichaean",
  "Psalter_Pahlavi",
  "Adlam",
  "Hanifi_Rohingya",
  "Sogdian",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Tibetan",
  "Myanmar",
  "Khmer",
  "Tai_Tham",
  "Balinese",
  "Javanese",
  "Sundanese",
  "Limbu",
  "Tirhuta",
  "Grantha",
  "Newa",
];
// Compiled on the first joiner met, not when the Worker starts: thirty-one Unicode property
// classes cost every cold start a few milliseconds, and most texts hold no joiner at all.
let joiningScripts: RegExp[] | undefined;
const joiningScriptPatterns = () => (joiningScripts ??= JOINING_SCRIPT_NAMES.map((script) => new RegExp(`\\p{scx=${script}}`, "u")));
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const EMOJI_BEFORE_JOINER = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** Whether a ZWJ or ZWNJ between `before` and `after` (code points, or undefined at an end) is spelling. */
function joinerIsSpelling(joiner: string, before: string | undefined, after: string | undefined): boolean {
  if (before === undefined) return false;
  if (joiner === ZWJ && after !== undefined && EMOJI_BEFORE_JOINER.test(before) && EMOJI.test(after)) return true;
  return joiningScriptPatterns().some((script) => {
    if (!script.test(before) || !(LETTER.test(before) || MARK.test(before))) return false;
    // After a virama (a mark) the joiner may end the word (Malayalam's chillu forms); between
    // letters it must be followed by a letter of the same script.
    if (MARK.test(before) && (after === undefined || !LETTER.test(after))) return true;
    return after !== undefined && LETTER.test(after) && script.test(after);
  });
}

/** Whether a variation selector after `before` makes a sequence Unicode defines (one selector, never two in a row). */
function selectorHasBase(selector: string, before: string | undefined): boolean {
  if (before === undefined) return false;
  if (EMOJI_PRESENTATION_SELECTOR.test(selector)) return EMOJI_BASE.test(before);
  return MONGOLIAN_SELECTOR.test(selector) && MONGOLIAN.test(before) && LETTER.test(before);
}

/** What is wrong with a character a shown text may not hold: the sentence differs. */
export type HiddenKind = "invisible" | "private-use" | "unassigned";

export const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The first character a shown text may not hold, as `U+XXXX` with its kind, or null when there is none. */
export function findHiddenCharacter(value: string, { lineBreaks = false } = {}): { at: string; kind: HiddenKind } | null {
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (PRIVATE_USE.test(char)) return { at: codePoint(char), kind: "private-use" };
    if (UNASSIGNED.test(char)) return { at: codePoint(char), kind: "unassigned" };
    if (!HIDDEN.test(char)) continue;
    if (lineBreaks && (char === "\t" || char === "\n")) continue;
    if ((char === ZWJ || char === ZWNJ) && joinerIsSpelling(char, chars[i - 1], chars[i + 1])) continue;
    if (selectorHasBase(char, chars[i - 1])) continue;
    return { at: codePoint(char), kind: "invisible" };
  }
  return null;
}

/**
 * The first character a shown text may not hold, as `U+XXXX`, or null when there is none.
 * `lineBreaks` allows tab and line feed (descriptions and offerings span lines; names do not).
 */
export const hiddenCharacter = (value: string, options: { lineBreaks?: boolean } = {}): string | null =>
  findHiddenCharacter(value, options)?.at ?? null;

/** Whether the text has a letter or digit a reader sees (Hangul fillers are letters that show as nothing). */
export const hasVisibleLetterOrDigit = (value: string): boolean =>
  /[\p{L}\p{N}]/u.test(value.replace(/\p{Default_Ignorable_Code_Point}/gu, ""));

/**
 * A zod check for text other people read: `.check(shownText("Names"))`, after `.normalize()`.
 * The message names the field and the character, so the person can find and delete it.
 */
export const shownText = (label: string, options: { lineBreaks?: boolean } = {}) =>
  z.superRefine<string>((value, ctx) => {
    const found = findHiddenCharacter(value, options);
    if (!found) return;
    const messages: Record<HiddenKind, string> = {
      invisible: `${label} cannot contain control characters or invisible formatting characters (such as direction marks, zero-width spaces or stray variation selectors${options.lineBreaks ? "" : ", or line breaks"}); this one holds ${found.at}.`,
      "private-use": `${label} cannot contain private-use characters, which show differently on every device or not at all; this one holds ${found.at}.`,
      unassigned: `${label} cannot contain noncharacters or code points Unicode has not assigned, which no device can show; this one holds ${found.at}.`,
    };
    ctx.addIssue({ code: "custom", message: messages[found.kind] });
  });

/** A zod check that a name shows at least one letter or digit, so it cannot look blank. */
export const visibleName = (label: string) =>
  z.superRefine<string>((value, ctx) => {
    // Empty is the required-field rule's to answer, a hidden character shownText's.
    if (value === "" || hasVisibleLetterOrDigit(value) || findHiddenCharacter(value)) return;
    ctx.addIssue({
      code: "custom",
      message: `${label} need at least one visible letter or digit, so that a name never looks blank; this one has none (it starts with ${codePoint(value)}).`,
    });
  });
