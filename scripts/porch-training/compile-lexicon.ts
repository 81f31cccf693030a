/**
 * Compiles the Porch's lexicons (worker/porch/data/crisis-lexicon.json) into the form the Worker
 * loads (data/crisis-lexicon.compiled.json, docs/decisions/0079-porch-precompiled-lexicon.md):
 * every pattern's words stemmed once, here, at build time, never in the Worker. It reads a
 * phrase through the Worker's own words and stemmers (crisis-matcher.ts), so a pattern matches a
 * message exactly as the Worker reads it. `npm run porch:train` writes it; a test compares the
 * committed file with a fresh compile.
 */
import lexicon from "../../worker/porch/data/crisis-lexicon.json";
import type { Language } from "../../worker/porch/text/language";
import {
  CONCEPTS,
  type Alternative,
  type CompiledLanguage,
  type CompiledLexicon,
  type CompiledSlot,
  type CompiledPattern,
  type SourcePattern as Pattern,
  type SourceSlot as Slot,
} from "../../worker/porch/crisis-matcher";
import { CLITICS, crisisWords, STEMMERS } from "../../worker/porch/text/words";

const stemmed = (language: Language, word: string): string => STEMMERS[language](word);

type Sequence = Slot[];
type Compiled = {
  patterns: Pattern[];
  masks: Pattern[];
  groups: [string, Pattern][];
  negators: Set<string>;
} & Record<keyof CompiledLanguage["special"], Pattern>;

function compileLanguage(language: Language): Compiled {
  const groups = lexicon.groups[language] as Record<string, string[]>;
  const negators = new Set(lexicon.negators[language].map((w) => stemmed(language, w)));
  // Memos for this compilation only: a group is used by dozens of patterns, and stemming its
  // phrases again for each one was most of the module's start-up.
  const stems = new Map<string, string>();
  const groupAlternatives = new Map<string, Alternative[]>();
  const phrase = (text: string): Alternative => {
    return crisisWords(text).map((w) => {
      let stem = stems.get(w);
      if (stem === undefined) stems.set(w, (stem = stemmed(language, w)));
      return stem;
    });
  };

  const slot = (token: string, gapBefore: number): Slot => {
    let alternatives: Alternative[];
    if (token.startsWith("@")) {
      const name = token.slice(1);
      const group = groups[name];
      if (!group) throw new Error(`crisis lexicon: unknown group ${token} (${language})`);
      alternatives = groupAlternatives.get(name) ?? groupAlternatives.set(name, group.map(phrase)).get(name)!;
    } else {
      alternatives = [phrase(token)];
    }
    const negatorFirst = alternatives.some((a) => negators.has(a[0]));
    return { alternatives, gapBefore, negatorFirst };
  };

  // "a b+c @g": b follows a within maxGap words, c right after b.
  const sequence = (text: string): Sequence => {
    const slots: Slot[] = [];
    for (const chunk of text.trim().split(/\s+/)) {
      chunk.split("+").forEach((token, i) => {
        const afterClitic = language === "es" && slots.length > 0 && CLITICS.has(text.trim().split(/[\s+]+/)[slots.length - 1]);
        slots.push(slot(token, slots.length === 0 ? 0 : i === 0 && !afterClitic ? lexicon.maxGap : 0));
      });
    }
    return slots;
  };

  const compile = (source: string, concept: Pattern["concept"]): Pattern => {
    const weighted = /^w([\d.]+)\|(.*)$/.exec(source);
    const text = weighted ? weighted[2] : source;
    return { parts: text.split(" & ").map(sequence), weight: weighted ? Number(weighted[1]) : 1, concept };
  };

  // Two forms that stem alike ("abuse", "abusive") are one pattern: a word counts once per concept.
  const patterns = CONCEPTS.flatMap((concept) => {
    const seen = new Set<string>();
    return (lexicon.concepts[concept][language] as string[])
      .map((source) => compile(source, concept))
      .filter((pattern) => {
        const signature = JSON.stringify(pattern.parts.map((part) => part.map((s) => s.alternatives)));
        return !seen.has(signature) && seen.add(signature);
      });
  });
  const groupPattern = (name: string, concept: Pattern["concept"]) => compile(`@${name}`, concept);
  const masks = (lexicon.masks[language] as string[]).map((m) => compile(m, "mask"));
  return {
    patterns,
    masks,
    now: groupPattern("now", "now"),
    urgent: groupPattern("urgent", "now"),
    away: groupPattern("away", "now"),
    possess: groupPattern("possess", "possess"),
    unresponsive: groupPattern("unresponsive", "unresponsive"),
    young: groupPattern("age", "young"),
    safe: groupPattern("safe", "mask"),
    notDanger: groupPattern("notdanger", "mask"),
    groups: Object.keys(groups).map((name) => [name, groupPattern(name, "mask")] as [string, Pattern]),
    negators,
  };
}

function serialise(lex: Compiled): CompiledLanguage {
  const lists: Alternative[][] = [];
  const at = new Map<string, number>();
  const pattern = (p: Pattern): CompiledPattern => ({
    parts: p.parts.map((sequence) =>
      sequence.map((slot): CompiledSlot => {
        const key = JSON.stringify(slot.alternatives);
        let index = at.get(key);
        if (index === undefined) at.set(key, (index = lists.push(slot.alternatives) - 1));
        return [index, slot.gapBefore, slot.negatorFirst ? 1 : 0];
      }),
    ),
    weight: p.weight,
    concept: p.concept,
  });
  return {
    patterns: lex.patterns.map(pattern),
    masks: lex.masks.map(pattern),
    special: {
      now: pattern(lex.now),
      urgent: pattern(lex.urgent),
      away: pattern(lex.away),
      possess: pattern(lex.possess),
      unresponsive: pattern(lex.unresponsive),
      young: pattern(lex.young),
      safe: pattern(lex.safe),
      notDanger: pattern(lex.notDanger),
    },
    groups: lex.groups.map(([name, p]) => [name, pattern(p)]),
    negators: [...lex.negators],
    lists,
  };
}

/** The lexicons compiled from data/crisis-lexicon.json (build time; the Worker loads the result). */
export function compiledLexicon(): CompiledLexicon {
  return { en: serialise(compileLanguage("en")), es: serialise(compileLanguage("es")) };
}
