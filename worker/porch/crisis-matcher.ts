/**
 * The crisis lexicons and their matcher: which of the concepts of data/crisis-lexicon.json a
 * message speaks of, and how strongly. Concept lexicons built from the warning signs crisis
 * services publish, matched over stemmed words (Snowball, English and Spanish) with a little typo
 * tolerance, negation ("I'm not suicidal"), idioms masked ("dying to know"), and scored
 * combinations such as intent + means (docs/decisions/0037-porch-crisis-detection.md). What the
 * matches mean (a crisis or not, which line first) is decided in crisis-assessment.ts.
 */
import compiled from "./data/crisis-lexicon.compiled.json";
import type { Language } from "./text/language";
import { otherLanguageDanger } from "./other-language-danger";
import type { Reading } from "./text/reading";
import { BREAK } from "./text/words";

const MASKED = "_";

/**
 * The concepts the classifier also learns, each as a class of the same name (classify.ts); the
 * self-harm concepts share one class there.
 */
export const CLASS_CONCEPTS = [
  "overdose-poisoning",
  "home-abuse",
  "child-abuse",
  "sexual-assault",
  "medical-emergency",
  // From public guidance on when to call 911 (ready.gov on fire, police guidance on being followed):
  // docs/decisions/0082-porch-danger-outside-and-self-harm.md.
  "danger-now",
  // From the National Center on Elder Abuse's signs of abuse, neglect and exploitation:
  // docs/decisions/0101-porch-danger-now-is-911-first.md.
  "elder-abuse",
] as const;

export const CONCEPTS = [
  "want-to-die",
  "hopelessness",
  "burden",
  "trapped-pain",
  "goodbye",
  "means",
  ...CLASS_CONCEPTS,
  // From public guidance on self-injury and lethal-dose questions (988, AFSP, Crisis Text Line):
  // docs/decisions/0082-porch-danger-outside-and-self-harm.md.
  "self-injury",
  "lethal-amount",
] as const;
export type Concept = (typeof CONCEPTS)[number];

/* ------------------------------------------------------------ the lexicon */

export type Alternative = string[]; // stems, in order, adjacent
/** A slot and a pattern as the lexicon compiler builds them (scripts/porch-training/compile-lexicon.ts). */
export type SourceSlot = { alternatives: Alternative[]; gapBefore: number; negatorFirst: boolean };
export type SourcePattern = {
  parts: SourceSlot[][];
  weight: number;
  concept: Concept | "mask" | "now" | "possess" | "unresponsive" | "young";
};
export type Slot = SourceSlot & {
  /** The alternatives by their first word, in their order: a position tries only those its word begins. */
  byFirst: Map<string, Alternative[]>;
};
export type Sequence = Slot[];
export type Pattern = Omit<SourcePattern, "parts"> & {
  parts: Sequence[];
  /** Its place in its list, so the patterns a message can start are tried in lexicon order. */
  order: number;
};

export type LexiconLanguage = {
  patterns: Pattern[];
  /** The patterns by the first word their first part can start with: a message tries only those its words begin. */
  patternsByFirst: Map<string, Pattern[]>;
  masks: Pattern[];
  masksByFirst: Map<string, Pattern[]>;
  now: Pattern;
  /** Danger happening this minute ("right now", "banging on the door", "ahorita"), narrower than `now`. */
  urgent: Pattern;
  /** The one who threatens is away, or the writer is safe now ("he's at work", "esta dormido"): nothing is happening this minute. */
  away: Pattern;
  possess: Pattern;
  unresponsive: Pattern;
  young: Pattern;
  safe: Pattern;
  notDanger: Pattern;
  /** Every group as a pattern of its own: which kinds of words a message uses (classifier features). */
  groups: [string, Pattern][];
  groupsByFirst: Map<string, Pattern[]>;
  negators: Set<string>;
};

/*
 * The lexicons compiled at build time (docs/decisions/0079-porch-precompiled-lexicon.md): stemming
 * every pattern's words was most of the Porch's start-up, which the first chat after a cold start
 * waits for. `npm run porch:train` writes data/crisis-lexicon.compiled.json (scripts/porch-training/compile-lexicon.ts);
 * a test fails when it differs from a fresh compile. Alternatives lists are stored once and shared.
 */
export type CompiledSlot = [list: number, gapBefore: number, negatorFirst: 0 | 1];
export type CompiledPattern = { parts: CompiledSlot[][]; weight: number; concept: Pattern["concept"] };
export type CompiledLanguage = {
  lists: Alternative[][];
  patterns: CompiledPattern[];
  masks: CompiledPattern[];
  special: Record<"now" | "urgent" | "away" | "possess" | "unresponsive" | "young" | "safe" | "notDanger", CompiledPattern>;
  groups: [string, CompiledPattern][];
  negators: string[];
};
export type CompiledLexicon = Record<Language, CompiledLanguage>;

function slot(alternatives: Alternative[], gapBefore: number, negatorFirst: boolean): Slot {
  const byFirst = new Map<string, Alternative[]>();
  for (const a of alternatives) (byFirst.get(a[0]) ?? byFirst.set(a[0], []).get(a[0])!).push(a);
  return { alternatives, gapBefore, negatorFirst, byFirst };
}

function load(compiled: CompiledLanguage): LexiconLanguage {
  const pattern = (p: CompiledPattern, order = 0): Pattern => ({
    parts: p.parts.map((sequence) =>
      sequence.map(([list, gapBefore, negatorFirst]) => slot(compiled.lists[list], gapBefore, negatorFirst === 1)),
    ),
    weight: p.weight,
    concept: p.concept,
    order,
  });
  const patterns = compiled.patterns.map(pattern);
  const masks = compiled.masks.map(pattern);
  const groups = compiled.groups.map(([name, p], i): [string, Pattern] => [name, pattern(p, i)]);
  return {
    patterns,
    patternsByFirst: byFirstWord(patterns),
    masks,
    masksByFirst: byFirstWord(masks),
    now: pattern(compiled.special.now),
    urgent: pattern(compiled.special.urgent),
    away: pattern(compiled.special.away),
    possess: pattern(compiled.special.possess),
    unresponsive: pattern(compiled.special.unresponsive),
    young: pattern(compiled.special.young),
    safe: pattern(compiled.special.safe),
    notDanger: pattern(compiled.special.notDanger),
    groups,
    groupsByFirst: byFirstWord(groups.map(([, p]) => p)),
    negators: new Set(compiled.negators),
  };
}

function byFirstWord(patterns: Pattern[]): Map<string, Pattern[]> {
  const index = new Map<string, Pattern[]>();
  for (const pattern of patterns) {
    for (const word of pattern.parts[0][0].byFirst.keys()) {
      (index.get(word) ?? index.set(word, []).get(word)!).push(pattern);
    }
  }
  return index;
}

/** The patterns (in lexicon order) whose first part can start at one of the message's words. */
function candidates(message: Indexed, index: Map<string, Pattern[]>): Pattern[] {
  const found = new Set<Pattern>();
  for (const word of message.at.keys()) for (const p of index.get(word) ?? []) found.add(p);
  return [...found].sort((a, b) => a.order - b.order);
}

const COMPILED = compiled as unknown as CompiledLexicon;
const LEXICON: Record<Language, LexiconLanguage> = { en: load(COMPILED.en), es: load(COMPILED.es) };

/* ------------------------------------------------------------ matching */

function alternativeEnd(tokens: readonly string[], at: number, alternative: Alternative): number {
  for (let k = 0; k < alternative.length; k++) {
    if (tokens[at + k] !== alternative[k]) return -1;
  }
  return at + alternative.length;
}

/**
 * A message's tokens with where each one occurs: a pattern is tried only where its first word is,
 * and not at all when one of its slots has no word in the message. Without this, one word repeated
 * 400 times made every pattern starting with it scan the whole message (260 ms of CPU).
 */
type Indexed = { tokens: string[]; at: Map<string, number[]> };

function indexed(tokens: string[]): Indexed {
  const at = new Map<string, number[]>();
  tokens.forEach((t, i) => (at.get(t) ?? at.set(t, []).get(t)!).push(i));
  return { tokens, at };
}

const NONE: Alternative[] = [];

/** Where `sequence` matches from `start`, as [first word, end], or null. Gaps never cross a sentence break. */
function matchFrom(tokens: readonly string[], start: number, sequence: Sequence, index: number): number | null {
  for (const alternative of sequence[index].byFirst.get(tokens[start]) ?? NONE) {
    const end = alternativeEnd(tokens, start, alternative);
    if (end < 0) continue;
    if (index === sequence.length - 1) return end;
    const next = sequence[index + 1];
    for (let at = end; at <= end + next.gapBefore && at < tokens.length; at++) {
      if (at > end && tokens[at - 1] === BREAK) break;
      const found = matchFrom(tokens, at, sequence, index + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

type Span = { start: number; end: number };

/** Every slot has at least one alternative whose words all occur somewhere in the message. */
const possible = (message: Indexed, sequence: Sequence) =>
  sequence.every((slot) => slot.alternatives.some((alt) => alt.every((w) => message.at.has(w))));

/** Where a sequence can start: the positions of its first slot's first words, in order. */
function starts(message: Indexed, sequence: Sequence): number[] {
  const firsts = sequence[0].byFirst;
  if (firsts.size === 1) return message.at.get(firsts.keys().next().value!) ?? [];
  const out: number[] = [];
  for (const w of firsts.keys()) {
    const at = message.at.get(w);
    if (at) out.push(...at);
  }
  return out.sort((a, b) => a - b);
}

function findSequence(message: Indexed, sequence: Sequence, negators: Set<string> | null, from = 0): Span | null {
  if (!possible(message, sequence)) return null;
  const { tokens } = message;
  for (const start of starts(message, sequence)) {
    if (start < from) continue;
    const end = matchFrom(tokens, start, sequence, 0);
    if (end === null) continue;
    if (negators && !sequence.some((slot) => slot.negatorFirst) && isNegated(tokens, start, end, negators)) continue;
    return { start, end };
  }
  return null;
}

/**
 * A verb that opens a clause of its own: a negator before it belongs to the clause before ("some
 * guy I don't know is pounding on my door", "no sé quién está golpeando la puerta").
 */
const CLAUSE_VERBS = new Set(["is", "are", "was", "were", "es", "esta", "estan", "era"]);

/** "not", "never", "no" inside a match or within the four words before it, in the same clause. */
function isNegated(tokens: readonly string[], start: number, end: number, negators: Set<string>): boolean {
  for (let i = start; i < end; i++) if (negators.has(tokens[i])) return true;
  for (let i = start - 1; i >= Math.max(0, start - 4); i--) {
    if (tokens[i] === BREAK) return false;
    if (negators.has(tokens[i])) return true;
    // "Nobody is hurting me", "no one is" (stemmed "no on"): the negator is the clause's own subject.
    if (CLAUSE_VERBS.has(tokens[i])) return negators.has(tokens[i - 1]) || (tokens[i - 1] === "on" && negators.has(tokens[i - 2]));
  }
  return false;
}

function matches(message: Indexed, pattern: Pattern, negators: Set<string> | null): Span[] | null {
  const spans: Span[] = [];
  for (const part of pattern.parts) {
    const span = findSequence(message, part, negators);
    if (!span) return null;
    spans.push(span);
  }
  return spans;
}

function tokensFor(stems: readonly string[], language: Language): Indexed & { masked: boolean } {
  // A copy: masking overwrites tokens, and the caller keeps the unmasked stems.
  const tokens = stems.slice();
  // Idioms ("to die for", "dead set on") are masked before any concept is looked for: one pass per
  // idiom, left to right, so a repeated idiom costs one look per occurrence.
  let message = indexed(tokens);
  let any = false;
  const lex = LEXICON[language];
  for (const mask of candidates(message, lex.masksByFirst)) {
    let masked = false;
    for (const part of mask.parts) {
      for (let span = findSequence(message, part, null); span; span = findSequence(message, part, null, span.end)) {
        tokens.fill(MASKED, span.start, span.end);
        masked = true;
      }
    }
    if (masked) message = indexed(tokens);
    any ||= masked;
  }
  return { ...message, masked: any };
}

/* ------------------------------------------------------------ what the lexicons see */

function scoreLanguage(stems: readonly string[], language: Language) {
  const lex = LEXICON[language];
  const message = tokensFor(stems, language);
  const groups: string[] = [];
  for (const pattern of candidates(message, lex.groupsByFirst))
    if (matches(message, pattern, lex.negators)) groups.push(`${language}:${lex.groups[pattern.order][0]}`);
  const concepts: Partial<Record<Concept, number>> = {};
  for (const pattern of candidates(message, lex.patternsByFirst)) {
    if (matches(message, pattern, lex.negators)) {
      const concept = pattern.concept as Concept;
      concepts[concept] = (concepts[concept] ?? 0) + pattern.weight;
    }
  }
  return {
    concepts,
    now: matches(message, lex.now, lex.negators) !== null,
    urgent: matches(message, lex.urgent, lex.negators) !== null && matches(message, lex.away, null) === null,
    possess: matches(message, lex.possess, lex.negators) !== null,
    unresponsive: matches(message, lex.unresponsive, lex.negators) !== null,
    young: matches(message, lex.young, lex.negators) !== null,
    // "I am safe" counts unless negated; "not suicidal" carries its own negation.
    safe: matches(message, lex.safe, lex.negators) !== null || matches(message, lex.notDanger, null) !== null,
    groups,
    masked: message.masked,
  };
}

export type CrisisSignals = {
  /** Lexicon score per concept, both languages added. */
  concepts: Partial<Record<Concept, number>>;
  now: boolean;
  urgent: boolean;
  possess: boolean;
  unresponsive: boolean;
  young: boolean;
  /** The writer says they are safe or not suicidal ("I'm not suicidal, I just need a job"). */
  safe: boolean;
  /** The lexicon groups the message uses ("en:firearm"), for the classifier. */
  groups: string[];
  /** The message as English stems, negated words marked "not_" (for the classifier). */
  stems: string[];
  /** The message's words, unstemmed (the classifier's subword features read their letters). */
  words: readonly string[];
  /** The language the message is written in (read once, by the caller). */
  language: Language;
  /** An everyday idiom about dying, killing or ending things was found ("end my gym membership"). */
  idiom: boolean;
};

/**
 * What the lexicons see in a message: concept scores, severity cues, groups and stems, all from
 * the message's one reading (reading.ts: its words and their stems in both languages).
 */
export function crisisSignals(
  reading: Pick<Reading, "stems" | "language" | "words" | "notice"> & Partial<Pick<Reading, "message" | "other">>,
): CrisisSignals {
  const enStems = reading.stems.en;
  const en = scoreLanguage(enStems, "en");
  const es = scoreLanguage(reading.stems.es, "es");
  // A whole message in another language is read in its own words too (a clause has no message of its own).
  const other = reading.other && reading.message !== undefined ? otherLanguageDanger(reading.message, reading.other) : null;
  const concepts: Partial<Record<Concept, number>> = {};
  for (const concept of CONCEPTS) {
    const score = (en.concepts[concept] ?? 0) + (es.concepts[concept] ?? 0) + (other?.concepts[concept] ?? 0);
    if (score > 0) concepts[concept] = Math.round(score * 100) / 100;
  }
  const otherNow = other !== null && other.now && Object.keys(other.concepts).length > 0;
  return {
    concepts,
    now: en.now || es.now || otherNow,
    urgent: en.urgent || es.urgent || otherNow,
    possess: en.possess || es.possess,
    unresponsive: en.unresponsive || es.unresponsive,
    young: en.young || es.young,
    safe: en.safe || es.safe,
    groups: [...en.groups, ...es.groups],
    // Unmasked: an idiom is no crisis, but its words still say what the message is about.
    stems: markNegated(enStems, LEXICON.en.negators),
    // The letters of a language the Porch does not read ("kailangan ko ng tulong") are noise to it.
    words: reading.notice ? [] : reading.words,
    language: reading.language,
    idiom: en.masked || es.masked,
  };
}

/** "not suicidal" and "never hurt myself" become "not_suicid", "not_hurt": negation is a feature. */
function markNegated(tokens: readonly string[], negators: Set<string>): string[] {
  let left = 0;
  return tokens.map((t) => {
    if (t === BREAK) {
      left = 0;
      return t;
    }
    if (negators.has(t)) {
      left = 3;
      return t;
    }
    if (left > 0) {
      left -= 1;
      return `not_${t}`;
    }
    return t;
  });
}
