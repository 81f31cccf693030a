// Runs in Node (the node project of vitest.config.ts): nothing the classifier learns from is a copy, or a near copy,
// of a message it is measured on.
import { describe, expect, it } from "vitest";
import { isNearCopy, nearCopies } from "./overlap";

describe("training and evaluation phrasings", () => {
  it("the near-copy rule catches a copy with a typo and lets a different sentence pass", () => {
    expect(isNearCopy("I want to kill myself tonight", "i want to kil myself tonight!")).toBe(true);
    expect(isNearCopy("where is the nearest food bank", "Where is the nearest food bank?")).toBe(true);
    expect(isNearCopy("I want to kill myself tonight", "i need help paying the water bill")).toBe(false);
  });

  it("no training phrasing is within a small edit distance of an evaluation message", () => {
    const pairs = nearCopies();
    // Only the training side is printed: reading the evaluation side's messages would be tuning to them.
    expect(pairs.map((p) => `${p.file}: ${p.training}`)).toEqual([]);
  }, 60_000);
});
