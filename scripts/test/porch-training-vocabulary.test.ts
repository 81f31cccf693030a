// The vocabulary the normaliser ships is the one its sources build.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wouldCorrect, wouldSplit } from "../../worker/porch/text/normalise";
import { buildVocabulary, VOCABULARY_PATH } from "../porch-training/vocabulary";

describe("the normaliser's vocabulary", () => {
  it("is built from the phrasings, lexicons and word list in the repository (run vocabulary.ts after changing them)", () => {
    expect(JSON.parse(readFileSync(VOCABULARY_PATH, "utf8"))).toEqual(buildVocabulary(wouldCorrect, wouldSplit));
  }, 60_000);

  it("keeps real words that look like misspelt danger, and leaves the misspellings out", () => {
    const words = new Set(JSON.parse(readFileSync(VOCABULARY_PATH, "utf8")) as string[]);
    for (const w of ["dice", "ill", "lie", "overdoes", "stoke"]) expect(words.has(w), w).toBe(true);
    for (const w of ["kil", "lfe", "suicde", "myslf", "killmyself"]) expect(words.has(w), w).toBe(false);
  });
});
