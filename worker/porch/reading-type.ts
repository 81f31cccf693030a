// The one reading of a message that every matcher of the Porch receives (docs/decisions/0074-porch-one-reading.md).
// It stands apart from reading.ts, which builds it, so the matchers that reading.ts itself uses can
// name the type without an import running back into it.
import type { Language } from "./language";

export type Reading = {
  /** The message as the visitor typed it (the language, a model and the second opinion read this). */
  message: string;
  /** The normalised message (normalise.ts): every matcher reads this. */
  text: string;
  language: Language;
  /** One sentence in the visitor's own language when it is neither English nor Spanish. */
  notice: string | null;
  /** The lexicons' words (crisisWords), at most MAX_WORDS. */
  words: string[];
  /** `words` as stems, in each language's stemmer. */
  stems: Record<Language, string[]>;
  /** Retrieval's words as stems, before (`raw`) and after typo correction. */
  directory: { raw: string[]; stems: string[] };
};
