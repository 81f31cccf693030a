/**
 * Retrieval over the directory: which category a message is about, and which entries fit it.
 *
 * The index is built once at module load (the Worker reuses the isolate across requests). A
 * message's directory words come from its one reading (text/reading.ts); only their typo
 * corrections against this index are made here, so a request costs a few map look-ups, and
 * nothing one message brings is kept for the next (docs/decisions/0074-porch-one-reading.md).
 */
import { CATEGORY_LABELS, DIRECTORY, entriesFor, type Category, type Resource } from "./directory";
import type { Reading } from "./text/reading";
import { Corrector } from "./text/typos";
import { directoryTokens as tokens, STOPWORDS } from "./text/words";

export type Match = { resource: Resource; score: number };
/** One need a message names: a category and its best entries. */
export type Need = { category: Category; entries: Resource[] };
export type Retrieval = {
  /** The category the message is most about, or null when nothing in the directory matches. */
  category: Category | null;
  /** Every entry the reply may name, best first (what a model is given). */
  entries: Resource[];
  /** The needs the message names, most prominent first: one, or two for "evicted and no food". */
  needs: Need[];
  /** Every category that matched, best first (for tests and logs). */
  ranking: { category: Category; score: number }[];
  /**
   * The needs are the closest ones to a hardship the message describes without naming a need
   * ("living on ramen till the 3rd"), not needs it names: the reply says so.
   */
  tentative?: boolean;
};

/* ------------------------------------------------------------------ index */

type Posting = { entry: number; weight: number };
type Phrase = { stems: string[]; postings: Posting[] };

const unigram = new Map<string, Posting[]>();
const phrases = new Map<string, Phrase[]>();
/** Categories whose home entries use a stem: a word shared by many topics says less. */
const stemCategories = new Map<string, Set<Category>>();

function addPosting(list: Posting[], entry: number, weight: number) {
  const existing = list.find((p) => p.entry === entry);
  if (existing) existing.weight = Math.max(existing.weight, weight);
  else list.push({ entry, weight });
}

/**
 * The category an entry votes for. Crisis lines vote for "support": crisis replies are the
 * safety module's job (it matches on phrases, not words), and words like "anxiety" or "talk"
 * should lead to support services, with the crisis lines listed among them.
 */
const votesFor = (r: Resource): Category => r.categories.find((c) => c !== "crisis") ?? "crisis";

DIRECTORY.forEach((resource, entry) => {
  const home = votesFor(resource);
  const texts = [...resource.terms, resource.name];
  texts.forEach((text, i) => {
    const isName = i === resource.terms.length;
    const stems = tokens(text).filter((s) => !STOPWORDS.has(s) || text.includes(" "));
    if (stems.length === 0) return;
    if (stems.length === 1 || isName) {
      for (const s of stems) {
        if (STOPWORDS.has(s) || /^\d+$/.test(s)) continue;
        const list = unigram.get(s) ?? [];
        addPosting(list, entry, isName ? 0.6 : 1);
        unigram.set(s, list);
        if (!isName) (stemCategories.get(s) ?? stemCategories.set(s, new Set()).get(s)!).add(home);
      }
    }
    if (stems.length > 1 && !isName) {
      const list = phrases.get(stems[0]) ?? [];
      let phrase = list.find((p) => p.stems.join(" ") === stems.join(" "));
      if (!phrase) {
        phrase = { stems, postings: [] };
        list.push(phrase);
        phrases.set(stems[0], list);
      }
      addPosting(phrase.postings, entry, 1.6);
      for (const s of stems) {
        if (!STOPWORDS.has(s)) (stemCategories.get(s) ?? stemCategories.set(s, new Set()).get(s)!).add(home);
      }
    }
  });
});

/** Every stem a typo may be corrected to (words of phrases included); longer first, so a tie goes to the longer ("hous" is "hous", not "hour"). */
const vocabulary: string[] = [...new Set([...unigram.keys(), ...[...phrases.values()].flat().flatMap((p) => p.stems)])]
  .filter((s) => s.length >= 3 && !STOPWORDS.has(s))
  .sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
const vocabularySet = new Set(vocabulary);
const CORRECTOR = new Corrector(vocabulary, { short: 3, twoEditsFrom: 8 });

/** Distinct unknown words corrected per message: a message of invented words costs a bounded time. */
const TYPO_SEARCHES = 16;

// Ordinary words one edit away from a resource word; correcting them changed
// meaning ("are you a real person?" became "meal" and returned the food list).
const NEVER_CORRECT = new Set(["real", "person", "people", "human", "site", "sign", "cost", "price", "bootcamp", "website"]);

/** The known stem a misspelt word most likely meant, or null. */
export function correct(word: string): string | null {
  if (vocabularySet.has(word)) return word;
  if (word.length < 4 || STOPWORDS.has(word) || NEVER_CORRECT.has(word) || /\d/.test(word)) return null;
  return CORRECTOR.correct(word);
}

/**
 * A message's directory words (its reading's), each unknown one corrected where it is a typo of a
 * directory word: the first TYPO_SEARCHES distinct unknown words in the order the message uses
 * them, whatever was asked before.
 */
function corrected(raw: readonly string[]): string[] {
  const fixed = new Map<string, string>();
  return raw.map((s) => {
    if (vocabularySet.has(s) || STOPWORDS.has(s)) return s;
    let out = fixed.get(s);
    if (out === undefined) {
      out = fixed.size < TYPO_SEARCHES ? (correct(s) ?? s) : s;
      fixed.set(s, out);
    }
    return out;
  });
}

/* --------------------------------------------------------------- ranking */

const MAX_ENTRIES = 3;
/** A second category scoring at least this share of the first is a second need. */
const SECOND_NEED_SHARE = 0.4;
/** A category's directory-word score counts up to this much of a need... */
const WORD_SHARE = 0.35;
/** ...reached at this word score (about two strong directory words). */
const WORD_SATURATION = 2.5;
/** The combined score from which a category is named. */
const NEED_THRESHOLD = 0.3;
/** The score from which a need beside danger is named (after the crisis lines). */
const NEED_BESIDE_DANGER = 0.15;
/**
 * Below the need threshold, the score from which a category is offered as the closest to a
 * hardship the message describes, rather than a bare "I'm not sure".
 */
const CLOSEST_NEED = 0.12;

/**
 * Which entries answer a message. Every category is scored: the classifier's probability for it
 * (classify.ts), when given, plus a share for the directory words the message uses, so a word
 * the classifier never saw ("foodbank") still counts. The best one or two needs answer.
 */
export function retrieve(
  reading: Pick<Reading, "directoryWords">,
  probabilities?: Partial<Record<Category | "none", number>>,
  { besideDanger = false }: { besideDanger?: boolean } = {},
): Retrieval {
  const raw = reading.directoryWords;
  const stems = corrected(raw);

  const entryScores = new Map<number, number>();
  /** Per category, the best weight each matched word gave it (a word counts once per category). */
  const categoryWords = new Map<Category, Map<string, number>>();
  /** Per category, where in the message its first matched word is. */
  const firstMention = new Map<Category, number>();

  const credit = (postings: Posting[], key: string, factor: number, at: number) => {
    const spread = stemCategories.get(key.split(" ")[0])?.size ?? 1;
    const idf = key.includes(" ") ? 1 : 1 / Math.sqrt(Math.max(1, spread));
    for (const { entry, weight } of postings) {
      const w = weight * factor * idf;
      entryScores.set(entry, (entryScores.get(entry) ?? 0) + w);
      const category = votesFor(DIRECTORY[entry]);
      if (!firstMention.has(category)) firstMention.set(category, at);
      const words = categoryWords.get(category) ?? new Map<string, number>();
      words.set(key, Math.max(words.get(key) ?? 0, w));
      categoryWords.set(category, words);
    }
  };

  const seen = new Set<string>();
  stems.forEach((s, i) => {
    const factor = s === raw[i] ? 1 : 0.85;
    for (const phrase of phrases.get(s) ?? []) {
      const n = phrase.stems.length;
      if (stems.slice(i, i + n).join(" ") === phrase.stems.join(" ")) {
        const key = phrase.stems.join(" ");
        if (!seen.has(key)) credit(phrase.postings, key, factor, i);
        seen.add(key);
      }
    }
    if (STOPWORDS.has(s) || seen.has(s)) return;
    seen.add(s);
    const postings = unigram.get(s);
    if (postings) credit(postings, s, factor, i);
  });

  const ranking = [...categoryWords.entries()]
    .map(([category, words]) => ({ category, score: [...words.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.score - a.score);

  const wordScore = new Map(ranking.map((r) => [r.category, r.score]));
  const combined = (Object.keys(CATEGORY_LABELS) as Category[])
    .filter((c) => c !== "crisis")
    .map((category) => ({
      category,
      score: probabilities
        ? (probabilities[category] ?? 0) + WORD_SHARE * Math.min(1, (wordScore.get(category) ?? 0) / WORD_SATURATION)
        : (wordScore.get(category) ?? 0) / WORD_SATURATION,
    }))
    .sort((a, b) => b.score - a.score);
  const nothing = probabilities?.none ?? 0;
  const chosen: Category[] = [];
  const [first, second] = combined;
  // Beside danger the classifier's need probabilities are low (its crisis class takes the message),
  // so a need it still sees is named after the crisis lines from a lower score: a line of text.
  const threshold = besideDanger ? NEED_BESIDE_DANGER : NEED_THRESHOLD;
  if (first.score >= threshold && first.score >= nothing * 0.8) {
    chosen.push(first.category);
    if (second.score >= NEED_THRESHOLD && second.score >= first.score * SECOND_NEED_SHARE) chosen.push(second.category);
  }
  let tentative = false;
  if (chosen.length === 0 && !besideDanger && first.score >= CLOSEST_NEED && first.score >= nothing * 0.5) {
    tentative = true;
    chosen.push(first.category);
    if (second.score >= CLOSEST_NEED && second.score >= first.score * SECOND_NEED_SHARE) chosen.push(second.category);
  }
  if (chosen.length === 0) return { category: null, entries: [], needs: [], ranking };
  // Two needs the message names both: the one it names first leads ("groceries and the light
  // bill"), as a person asking for two things usually puts the pressing one first.
  const [a, b] = chosen;
  if (b !== undefined && firstMention.has(a) && firstMention.has(b) && firstMention.get(b)! < firstMention.get(a)!) chosen.reverse();

  const scoreOf = (r: Resource) => entryScores.get(DIRECTORY.indexOf(r)) ?? 0;
  /** A category's entries that the message matched, best first; its first entry if none did. */
  const bestOf = (category: Category, limit: number) => {
    const ranked = entriesFor(category)
      .map((r, order) => ({ r, order, score: scoreOf(r) }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    const matched = ranked.filter((x) => x.score > 0);
    return (matched.length > 0 ? matched : ranked.slice(0, 1)).slice(0, limit).map((x) => x.r);
  };

  const found: Need[] = [];
  for (const category of chosen.filter((c) => c !== "crisis").slice(0, 2)) {
    const entries = bestOf(category, found.length === 0 ? MAX_ENTRIES : MAX_ENTRIES - 1).filter(
      (r) => !found.some((n) => n.entries.includes(r)),
    );
    if (entries.length > 0) found.push({ category, entries });
  }
  return {
    category: found[0]?.category ?? null,
    entries: found.flatMap((n) => n.entries),
    needs: found,
    ranking,
    ...(tentative && { tentative }),
  };
}
