// The shipped model must be the one its phrasings train.
import { describe, expect, it } from "vitest";
import model from "../../worker/porch/data/porch-model.json";
import { readFileSync } from "node:fs";
import { compiledLexicon } from "../porch-training/compile-lexicon";
import { COMPILED_LEXICON_PATH, trainingHash } from "../porch-training/train";

describe("the Porch classifier", () => {
  it("was trained on the phrasings in the repository (run npm run porch:train after changing them)", () => {
    expect(model.trainedOn).toBe(trainingHash());
  });

  it("loads the lexicons compiled from crisis-lexicon.json (run npm run porch:train after changing it)", () => {
    expect(JSON.parse(readFileSync(COMPILED_LEXICON_PATH, "utf8"))).toEqual(compiledLexicon());
  });
});
