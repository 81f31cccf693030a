/**
 * One reading of a chat message, made once by `answer()` and passed down to every stage
 * (docs/architecture.md, "The Porch"; docs/decisions/0074-porch-one-reading.md): the normalised
 * text, the language, the words with their stems in both languages, and retrieval's directory
 * stems with their typo corrections.
 *
 * Everything here is a function of the message alone. The stems are memoised for this reading
 * only (a message of invented words repeats them, and stemming each again cost more than anything
 * else the lexicons do); no cache lives longer than the message, so no earlier visitor can change
 * what a later one is told.
 */
import { crisisWords, MAX_WORDS, STEMMERS } from "./crisis-matcher";
import { readLanguage } from "./language";
import type { Reading } from "./reading-type";
import { normalise } from "./normalise";
import { directoryStems } from "./retrieve";

/** Far more distinct words than a message holds: the memo's bound whatever arrives. */
export const MEMO_LIMIT = 2000;

/** A stemmer memoised for one reading. */
function memoised(stemOf: (word: string) => string): (word: string) => string {
  const memo = new Map<string, string>();
  return (word) => {
    let out = memo.get(word);
    if (out === undefined) {
      out = stemOf(word);
      if (memo.size < MEMO_LIMIT) memo.set(word, out);
    }
    return out;
  };
}

export function read(message: string): Reading {
  const { text } = normalise(message);
  const { language, notice } = readLanguage(message);
  const words = crisisWords(text).slice(0, MAX_WORDS);
  const en = memoised(STEMMERS.en);
  const es = memoised(STEMMERS.es);
  return {
    message,
    text,
    language,
    notice,
    words,
    stems: { en: words.map(en), es: words.map(es) },
    // Retrieval's short words are never stemmed (its index was built so).
    directory: directoryStems(text, (w) => (w.length <= 3 ? w : en(w))),
  };
}
