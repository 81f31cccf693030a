/**
 * The Porch's text layer, in one call: one reading of a chat message, made once by `answer()` and
 * passed to every stage above it (docs/architecture.md, "The Porch";
 * docs/decisions/0074-porch-one-reading.md). Normalisation (normalise.ts, with its typo
 * corrections), the plain text (plain-text.ts), the language (language.ts), and the words with
 * their stems (words.ts) are all made here; no stage reads the raw message for itself.
 *
 * Everything here is a function of the message alone. The stems are memoised for this reading
 * only (a message of invented words repeats them, and stemming each again cost more than anything
 * else the lexicons do); no cache lives longer than the message, so no earlier visitor can change
 * what a later one is told.
 */
import { readLanguage, type Language, type OtherLanguage } from "./language";
import { normalise } from "./normalise";
import { plainText } from "./plain-text";
import { crisisWords, directoryTokens, MAX_WORDS, STEMMERS } from "./words";

export type Reading = {
  /** The message as the visitor typed it (a model and the second opinion read this; so do emoji checks). */
  message: string;
  /** The normalised message (normalise.ts): the lexicons and the classifier read this. */
  text: string;
  /** `text` as plain words, one space apart (plain-text.ts): the site's answers and the phrase rules read this. */
  plain: string;
  language: Language;
  /** The language the visitor wrote in, when it is neither English nor Spanish. */
  other: OtherLanguage | null;
  /** One sentence in the visitor's own language when it is neither English nor Spanish. */
  notice: string | null;
  /** The lexicons' words (crisisWords), at most MAX_WORDS. */
  words: string[];
  /** `words` as stems, in each language's stemmer. */
  stems: Record<Language, string[]>;
  /** Retrieval's words as stems, before typo correction against its index (retrieve.ts). */
  directoryWords: string[];
};

/** Far more distinct words than a message holds: the memo's bound whatever arrives. */
export const MEMO_LIMIT = 2000;
/** Retrieval reads this many directory words at most. */
const DIRECTORY_WORDS = 400;

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
  const { language, other, notice } = readLanguage(message);
  const words = crisisWords(text).slice(0, MAX_WORDS);
  const en = memoised(STEMMERS.en);
  const es = memoised(STEMMERS.es);
  return {
    message,
    text,
    plain: plainText(text),
    language,
    other,
    notice,
    words,
    stems: { en: words.map(en), es: words.map(es) },
    // Retrieval's short words are never stemmed (its index was built so).
    directoryWords: directoryTokens(text, (w) => (w.length <= 3 ? w : en(w))).slice(0, DIRECTORY_WORDS),
  };
}
