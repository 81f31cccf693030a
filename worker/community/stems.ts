/**
 * Snowball's English stems of the message being read, shared by the lexicons (crisis.ts) and
 * retrieval (retrieve.ts), which read the same normalised text: the words of a message of
 * invented words are in neither module's cache of known words, and stemming each of them once
 * more for retrieval cost as much as the lexicons' own stemming.
 *
 * Kept for one text at a time (and never more than MEMO_LIMIT words), so invented words never
 * outlive the message that brought them, and no message is cheaper for the one before it.
 */
import { stemmer as stemEnglish } from "@orama/stemmers/english";

/** Far more words than a message holds (the lexicons read 600 at most). */
export const MEMO_LIMIT = 2000;

let memoText: string | null = null;
let memo = new Map<string, string>();

/** Starts the memo afresh unless `text` is the message it already holds. */
export function readingStems(text: string): void {
  if (text === memoText) return;
  memoText = text;
  memo = new Map();
}

/** The English stem of a word of the message being read. */
export function englishStem(word: string): string {
  let stem = memo.get(word);
  if (stem === undefined) {
    stem = stemEnglish(word);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, stem);
  }
  return stem;
}

/** How many stems the memo holds (its bound is tested). */
export const memoSize = (): number => memo.size;
