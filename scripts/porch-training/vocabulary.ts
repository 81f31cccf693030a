/**
 * Writes worker/porch/data/porch-vocabulary.json: the words the normaliser never changes
 * (worker/porch/text/normalise.ts). It is
 *   - every word used at least twice in the training phrasings (the development set included), or
 *     in the crisis and category lexicons or the directory: words the Porch knows;
 *   - every English word (the an-array-of-english-words list, 275,000 words) that the normaliser
 *     would otherwise take for a misspelt key word of danger: "dice" is not "die", "overdoes" is not
 *     "overdose". Only those, so the file stays small.
 *
 *   npx tsx scripts/porch-training/vocabulary.ts
 *
 * Deterministic; a test compares the shipped file with a fresh one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { plainWords } from "../../worker/porch/text/plain-text";
import { PORCH_DATA, trainingFiles } from "./train";

export const VOCABULARY_PATH = join(PORCH_DATA, "porch-vocabulary.json");

/** The misspellings of key words that must stay corrected even if a word list holds them. */
const NEVER_PROTECTED = new Set(["kil", "ded", "lyfe", "pils", "kms", "sui", "cide"]);

export function buildVocabulary(isCorrected: (word: string) => boolean, isRunTogether: (word: string) => boolean = () => false): string[] {
  const counts = new Map<string, number>();
  const count = (text: string) => {
    for (const w of plainWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  // A conversation's turns are phrasings the Porch reads too.
  for (const file of trainingFiles()) {
    for (const item of JSON.parse(readFileSync(file, "utf8")) as { text?: string; turns?: string[] }[])
      for (const t of item.turns ?? [item.text!]) count(t);
  }
  // The lexicons and the directory: every string in them counts as known.
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
  const listed = new Set<string>();
  for (const name of ["crisis-lexicon", "category-lexicon", "directory"]) {
    for (const s of strings(JSON.parse(readFileSync(join(PORCH_DATA, `${name}.json`), "utf8")))) {
      for (const w of plainWords(s.replace(/^w[\d.]+\|/, "").replace(/[@&+]/g, " "))) {
        counts.set(w, (counts.get(w) ?? 0) + 2);
        listed.add(w);
      }
    }
  }
  // A phrasing's own typo ("kil" in "i want to kil myself") must not become a known word: a word
  // the normaliser would correct is kept only when the English word list has it, or when a lexicon
  // or the directory lists it: Spanish "brazo" is no misspelt "razor".
  // Likewise a phrasing's run-together danger ("killmyself"), unless it is an English word ("endless").
  const english = createRequire(import.meta.url)("an-array-of-english-words") as string[];
  const englishSet = new Set(english);
  const words = new Set(
    [...counts]
      .filter(
        ([w, n]) =>
          n >= 2 &&
          /^[a-z]+$/.test(w) &&
          !NEVER_PROTECTED.has(w) &&
          (!isCorrected(w) || listed.has(w)) &&
          (englishSet.has(w) || !isRunTogether(w)),
      )
      .map(([w]) => w),
  );
  for (const w of english) if (/^[a-z]+$/.test(w) && !NEVER_PROTECTED.has(w) && isCorrected(w)) words.add(w);
  return [...words].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { wouldCorrect, wouldSplit } = await import("../../worker/porch/text/normalise");
  const words = buildVocabulary(wouldCorrect, wouldSplit);
  writeFileSync(VOCABULARY_PATH, `${JSON.stringify(words)}\n`);
  console.log(`Wrote ${words.length} words to ${VOCABULARY_PATH}.`);
}
