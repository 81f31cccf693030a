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

/** UTS #39 skeleton: NFD, drop default-ignorables, each code point to its prototype, NFD again. */
export function skeleton(text: string): string {
  const map = prototypes();
  let out = "";
  for (const char of text.normalize("NFD").replace(DEFAULT_IGNORABLE, "")) out += map.get(char) ?? char;
  return out.normalize("NFD");
}

/**
 * The first code point of `name` that `other` does not hold, as `U+XXXX` with the character:
 * what makes two look-alike names different strings (null when one is the other's letters).
 */
export function firstLookAlike(name: string, other: string): string | null {
  const theirs = new Set(other.normalize("NFD"));
  for (const char of name.normalize("NFD")) {
    if (!theirs.has(char)) return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} (${char})`;
  }
  return null;
}
