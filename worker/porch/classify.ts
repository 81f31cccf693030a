/**
 * What a message is about: a small linear classifier (one logistic regression per class) over the
 * lexicons' signals, stemmed words and word pairs. Its weights ship with the Worker
 * (data/porch-model.json, made by `npm run porch:train` from scripts/porch-training/); the
 * evaluation sets in worker/test/fixtures/porch-eval are never trained on.
 *
 * It joins the crisis lexicons rather than replacing them: a message is a crisis when either the
 * lexicons score it so or the classifier is confident enough (docs/decisions/0037-porch-crisis-detection.md).
 */
import { stemmer as stemEnglish } from "@orama/stemmers/english";
import categoryLexicon from "./data/category-lexicon.json";
import model from "./data/porch-model.json";
import { assessByLexicon, orderLines, type CrisisAssessment, TAKEN_BACK_BY_SAFETY } from "./crisis-assessment";
import { CLASS_CONCEPTS, crisisSignals, type Concept, type CrisisSignals } from "./crisis-matcher";
import { isKnownWord } from "./text/normalise";
import { read, type Reading } from "./text/reading";
import { crisisWords } from "./text/words";

export const CRISIS_CLASSES = ["self-harm", ...CLASS_CONCEPTS] as const;
export const NEED_CLASSES = ["food", "housing", "utilities", "legal", "health", "grant", "community", "jobs", "support"] as const;
export const CLASSES = [...CRISIS_CLASSES, ...NEED_CLASSES, "none"] as const;
export type PorchClass = (typeof CLASSES)[number];
type CrisisClass = (typeof CRISIS_CLASSES)[number];
type NeedClass = (typeof NEED_CLASSES)[number];

/** The lexicon concept a crisis class stands for when it orders the lines. */
const conceptOf = (c: CrisisClass): Concept => (c === "self-harm" ? "want-to-die" : c);

/* ------------------------------------------------------------ features */

const stem = (w: string) => (w.length <= 3 || /\d/.test(w) ? w : stemEnglish(w));

/** Category phrases as English stems (Spanish words too: the same stemmer on both sides is only a normaliser). */
const CATEGORY_PHRASES: { category: NeedClass; stems: string[] }[] = NEED_CLASSES.flatMap((category) => {
  const entry = categoryLexicon[category];
  return [...entry.en, ...entry.es].map((text) => ({
    category,
    stems: crisisWords(text.replace(/^w[\d.]+\|/, "")).map(stem),
  }));
});

/** The phrases by their first stem: a message looks up only the phrases its own words begin. */
const PHRASES_BY_FIRST = new Map<string, { category: NeedClass; stems: string[] }[]>();
for (const phrase of CATEGORY_PHRASES) {
  if (phrase.stems.length === 0) continue;
  (PHRASES_BY_FIRST.get(phrase.stems[0]) ?? PHRASES_BY_FIRST.set(phrase.stems[0], []).get(phrase.stems[0])!).push(phrase);
}

function categoryHits(stems: readonly string[]): Set<NeedClass> {
  const hits = new Set<NeedClass>();
  const plain = stems.map((s) => (s.startsWith("not_") ? s.slice(4) : s));
  const tried = new Set<string>();
  plain.forEach((first, i) => {
    // A word repeated many times is looked up where it first occurs and wherever a longer phrase may start.
    for (const { category, stems: phrase } of PHRASES_BY_FIRST.get(first) ?? []) {
      if (hits.has(category)) continue;
      if (phrase.length === 1) {
        if (!tried.has(first)) hits.add(category);
        continue;
      }
      if (phrase.every((p, k) => plain[i + k] === p)) hits.add(category);
    }
    tried.add(first);
  });
  return hits;
}

/**
 * Subword features, fastText-style: each word's letter trigrams and four-grams, the word's edges
 * marked ("<kil", "ill>"), hashed into SUBWORD_BUCKETS. A misspelling shares most of them with the
 * word it misspells ("suicde" and "suicide" share "<su", "sui", "uic"), so the model learns danger
 * from the letters as well as from whole words, with no rule for any one spelling
 * (docs/decisions/0077-porch-subword-features.md).
 */
export const SUBWORD_BUCKETS = 1 << 14;
const SUBWORD_SIZES = [3, 4] as const;

/** FNV-1a, 32 bits: a fixed hash, so training and the Worker agree. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Words whose letters are read, a message at most, the words the Porch does not know (misspellings,
 * slang) first: a message of hundreds of invented words must not drown its one plain "kill myself"
 * in the noise of their letters.
 */
const SUBWORD_WORDS = 12;

function addSubwords(words: readonly string[], out: Set<string>) {
  // Short words and numbers say little by their letters.
  const eligible = [...new Set(words)].filter((w) => w.length >= 4 && w.length <= 24 && !/[^a-z]/.test(w));
  const chosen = [...eligible.filter((w) => !isKnownWord(w)), ...eligible.filter(isKnownWord)].slice(0, SUBWORD_WORDS);
  for (const word of chosen) {
    const marked = `<${word}>`;
    for (const n of SUBWORD_SIZES) {
      for (let i = 0; i + n <= marked.length; i++) out.add(`h:${hash(marked.slice(i, i + n)) % SUBWORD_BUCKETS}`);
    }
  }
}

/** The features of a message: the same function trains the model and runs it. */
export function features(signals: CrisisSignals): string[] {
  const out = new Set<string>(["bias"]);
  addSubwords(signals.words, out);
  const stems = signals.stems.filter((s) => s !== "|");
  stems.forEach((s, i) => {
    out.add(`w:${s}`);
    if (i > 0) out.add(`b:${stems[i - 1]}_${s}`);
  });
  // A group counts in the message's own language: Spanish "mucho" and English "much" stem alike.
  const language = signals.language;
  for (const g of signals.groups) if (g.startsWith(`${language}:`)) out.add(`g:${g}`);
  // The lexicons' verdicts are features too: trained beside hard negatives, the model learns when
  // to trust them ("kill myself") and when not ("dead broke").
  for (const [concept, score] of Object.entries(signals.concepts)) {
    if (score >= 0.5) out.add(`k:${concept}`);
    if (score >= 1) out.add(`k:${concept}:strong`);
  }
  for (const c of categoryHits(signals.stems)) out.add(`cat:${c}`);
  for (const flag of ["now", "possess", "unresponsive", "young"] as const) if (signals[flag]) out.add(`f:${flag}`);
  return [...out];
}

/* ------------------------------------------------------------ the model */

type Model = {
  classes: string[];
  /** feature -> class index, weight in thousandths, class index, weight... */
  weights: Record<string, number[]>;
  /** The crisis probability from which the classifier alone makes a message a crisis. */
  crisisThreshold: number;
  /** Below this crisis probability, the classifier overrules a lexicon match. */
  lexiconVeto: number;
};
const MODEL = model as unknown as Model;
// Checked on first use rather than at load, so that training (which loads this module) can run.
const TRAINED_FOR_THESE_CLASSES = MODEL.classes.join() === CLASSES.join();

/** The weights as a map: a message brings hundreds of features, and an own-key check on an object of thousands cost more. */
const WEIGHTS = new Map(Object.entries(MODEL.weights));

export function probabilities(featureList: readonly string[]): Record<PorchClass, number> {
  if (!TRAINED_FOR_THESE_CLASSES) throw new Error("porch-model.json was trained for other classes: run npm run porch:train");
  const z = new Array<number>(CLASSES.length).fill(0);
  for (const f of featureList) {
    const row = WEIGHTS.get(f);
    if (row) for (let i = 0; i < row.length; i += 2) z[row[i]] += row[i + 1];
  }
  return Object.fromEntries(CLASSES.map((c, k) => [c, 1 / (1 + Math.exp(-z[k] / 1000))])) as Record<PorchClass, number>;
}

/* ------------------------------------------------------------ understanding */

/** The classifier's crisis probability needed on its own when the message holds a recognised idiom. */
const IDIOM_THRESHOLD = 0.6;
/**
 * How much likelier than danger "no need at all" must be to outweigh the classifier's danger: a
 * near tie leans towards danger. Not more: "i am a painter with zero tech brain, which course
 * holds your hand more?" read 0.64 danger, 0.70 none once the model learnt 2026-12g. Slang for
 * suicide that reads as small talk to the model ("thinkin bout unaliving", 0.5 against 0.56) is
 * the lexicon's to catch, not the margin's.
 */
const NONE_MARGIN = 0.05;
/** The abuse classes, and how sure of self-harm and how doubtful of an abuse the classifier must be to set the lexicons' abuse behind the writer's own danger. */
const ABUSE_CLASSES = ["home-abuse", "child-abuse", "sexual-assault", "elder-abuse"] as const;
const SURE_OF_SELF = 0.9;
const DOUBTED_ABUSE = 0.1;
const OUTWEIGHED_ABUSE = 0.2;
/** A concept's lexicon score from which the classifier cannot veto it. */
const NAMED_OFTEN = 2.5;

export type Understanding = {
  crisis: CrisisAssessment;
  /** Each class's probability; retrieve.ts weighs the need classes with the directory's words. */
  probabilities: Record<PorchClass, number>;
  /** The lexicons' own scores, after what a writer who says they are safe takes back. */
  lexicon: Partial<Record<Concept, number>>;
  /** The classifier's highest crisis probability. */
  crisisProbability: number;
  /** The writer says they are safe or not in danger ("not suicidal", "nobody is hurt"). */
  safe: boolean;
  /** The lexicons' severity cues. */
  flags: ("now" | "urgent" | "possess" | "unresponsive" | "young")[];
};

/** A raw message's signals, as the Porch reads it (reading.ts). */
export function signalsOf(message: string): CrisisSignals {
  return crisisSignals(read(message));
}

/** What the message's one reading (reading.ts) says: is someone in danger, and what is it about. */
export function understand(reading: Reading): Understanding {
  const read = crisisSignals(reading);
  const p = probabilities(features(read));

  // A writer who says they are safe ("I'm not suicidal, I just need a job") takes back thoughts of
  // dying, and the classifier's self-harm class with them; any other danger in the message (an
  // abuser, a medical emergency, someone at the door, self-injury) still stands
  // (docs/decisions/0082-porch-danger-outside-and-self-harm.md).
  const signals: CrisisSignals = read.safe
    ? { ...read, concepts: Object.fromEntries(Object.entries(read.concepts).filter(([c]) => !TAKEN_BACK_BY_SAFETY.includes(c as Concept))) }
    : read;
  const selfHarmStands = !read.safe || (signals.concepts["self-injury"] ?? 0) >= 0.5 || (signals.concepts["lethal-amount"] ?? 0) >= 0.5;
  const classes = CRISIS_CLASSES.filter((c) => c !== "self-harm" || selfHarmStands);

  // Crisis: the classifier when it is confident, or the lexicons unless the classifier is sure
  // they took an everyday phrase ("dead broke", "trapped in a lease") for danger.
  const byLexicon = assessByLexicon(signals);
  const crisisP = Math.max(...classes.map((c) => p[c]));
  // The classifier cannot veto what it cannot read: a message in a language it was not trained on.
  // Nor self-injury, a lethal dose, a means to die or an attack the lexicons name several times
  // over ("hide my cutting scars"; "a hot shot of fent so i never come back" read 0.29; "throwing
  // bottles at my mom and he just grabbed the hammer" read 0.3 danger).
  const namedOften = (["self-injury", "lethal-amount", "means", "danger-now"] as const).some(
    (c) => (signals.concepts[c] ?? 0) >= NAMED_OFTEN,
  );
  // Nor an attack the lexicons find happening right now ("le está pegando a mi suegra ahorita").
  const attackNow = (signals.concepts["danger-now"] ?? 0) >= 1 && signals.urgent;
  const lexiconStands = byLexicon.lines.length > 0 && (crisisP >= MODEL.lexiconVeto || reading.notice !== null || namedOften || attackNow);
  let crisis: CrisisAssessment = { concepts: signals.concepts, lines: [], source: null };
  // Where the lexicons recognised an everyday idiom and found no danger besides, the classifier
  // alone must be sure: its words ("want to end my...") are the words of danger, its sense is not.
  const threshold = signals.idiom && byLexicon.lines.length === 0 ? IDIOM_THRESHOLD : MODEL.crisisThreshold;
  // The classifier alone, where the lexicons name nothing, must find danger likelier than the
  // message's likeliest need ("heat's been off a week, we sleep in one room" read 0.45 danger, 0.5 utilities).
  // "None" counts as a need here when clearly likelier than the danger: a message the classifier
  // reads as small talk ("gonna rain tonight or nah") is no danger on its word alone either. The
  // margin leans towards catching, as the detector does: "thinkin bout unaliving" read 0.55 danger, 0.59 none.
  const topNeed = Math.max(...NEED_CLASSES.map((c) => p[c]), p.none - NONE_MARGIN);
  const classifierStands = crisisP >= threshold && (byLexicon.lines.length > 0 || crisisP > topNeed);
  // Nor can it read danger there: its English stems of a French "je me bats pour payer" (I fight
  // to pay) read 0.49 self-harm. A message in another language is danger on its lexicons' word alone.
  if (reading.notice !== null) crisis = byLexicon;
  else if (lexiconStands || classifierStands) {
    const concepts: Partial<Record<Concept, number>> = { ...signals.concepts };
    for (const c of classes) {
      if (p[c] >= 0.3) concepts[conceptOf(c)] = (concepts[conceptOf(c)] ?? 0) + p[c];
    }
    // Where the classifier alone found the danger, its likeliest class gives its line even under
    // 0.5 ("her fiance strangled her last weekend" read 0.44 home abuse, 988 had come first).
    if (!lexiconStands) {
      const top = classes.reduce((a, b) => (p[b] > p[a] ? b : a));
      const concept = conceptOf(top);
      concepts[concept] = Math.max(concepts[concept] ?? 0, 0.5);
    }
    // The lexicons take a savings account signed over, or a parent's retirement spent on the
    // writer, for an elder's exploitation. Where the classifier is sure of the writer's own danger
    // and sees none of that abuse, the abuse counts as no abuser named and at most as a line to
    // give, so the writer's own line comes first and the abuse line after it ("signed the truck
    // over to my brother... not my problem after tonight").
    const doubted = ABUSE_CLASSES.filter((c) => p["self-harm"] >= SURE_OF_SELF && p[c] < DOUBTED_ABUSE && (concepts[c] ?? 0) > 0);
    for (const c of doubted) concepts[c] = Math.min(concepts[c]!, 0.5);
    // Likewise where it is sure of another danger (a husband's abuse, a choking) and doubts the
    // abuse the lexicons found: "shoved her into a wall" names no elder, whoever "her" is. That
    // abuse gives no line of its own.
    const outweighed = ABUSE_CLASSES.filter(
      (c) =>
        !doubted.includes(c) &&
        (concepts[c] ?? 0) > 0 &&
        p[c] < OUTWEIGHED_ABUSE &&
        CRISIS_CLASSES.some((o) => o !== c && o !== "self-harm" && p[o] >= SURE_OF_SELF),
    );
    for (const c of outweighed) delete concepts[c];
    doubted.push(...outweighed);
    const ordering = doubted.length
      ? { ...signals, concepts: Object.fromEntries(Object.entries(signals.concepts).filter(([c]) => !doubted.includes(c as never))) }
      : signals;
    crisis = { concepts, lines: orderLines(concepts, ordering), source: "built-in" };
  }

  return {
    crisis,
    probabilities: p,
    lexicon: signals.concepts,
    crisisProbability: crisisP,
    safe: read.safe,
    flags: (["now", "urgent", "possess", "unresponsive", "young"] as const).filter((f) => read[f]),
  };
}
