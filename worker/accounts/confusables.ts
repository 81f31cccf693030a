/**
 * Whether two instructors' names look alike (docs/decisions/0075-confusable-instructor-names.md):
 * the skeleton of Unicode's security mechanisms (UTS #39, section 4), computed here in the Worker
 * from the table scripts/confusables-table.ts generates. Two names with the same skeleton can be
 * taken for each other by a reader ("Mаrcus Hаle" with Cyrillic а, "Marcus HaIe" with a capital
 * I); the skeleton itself is for comparing, never for showing ("m" becomes "rn").
 */
import { CONFUSABLES_TABLE } from "./confusables-table";

let table: Map<string, string> | undefined;
function prototypes(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const line of CONFUSABLES_TABLE.split("\n")) {
      const source = String.fromCodePoint(line.codePointAt(0)!);
      table.set(source, line.slice(source.length));
    }
  }
  return table;
}

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Characters a page shows as blank space: every Unicode space and separator (the ideographic
 * space, no-break spaces, U+2000-U+200A), and the Braille pattern blank U+2800, a symbol that
 * draws nothing. HTML collapses a run of spaces into one, so a run of these reads as one space.
 */
const BLANKS = /[\s\p{Z}\u2800]+/gu;

/**
 * UTS #39 skeleton: NFD, drop default-ignorables, each code point to its prototype, NFD again;
 * first every run of blanks becomes one space and blanks at either end go, as a reader sees it.
 */
export function skeleton(text: string): string {
  const map = prototypes();
  let out = "";
  const spaced = text.replace(BLANKS, " ").trim();
  for (const char of spaced.normalize("NFD").replace(DEFAULT_IGNORABLE, "")) out += map.get(char) ?? char;
  return out.normalize("NFD");
}

/**
 * Why `name` reads as `other`: its first code point that `other` does not hold, as `U+XXXX`,
 * which is what makes two look-alike names different strings; or, when it holds none, its
 * spacing. Null when the two are the same string.
 */
export function lookAlikeReason(name: string, other: string): string | null {
  const theirs = new Set(other.normalize("NFD"));
  for (const char of name.normalize("NFD")) {
    if (theirs.has(char)) continue;
    const at = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    return /^[\s\p{Z}\u2800]$/u.test(char) ? `${at} shows as a space` : `${at} (${char}) looks like another letter`;
  }
  return name === other ? null : "only its spacing differs, and a page shows spacing the same";
}
