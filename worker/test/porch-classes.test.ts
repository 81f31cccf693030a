/**
 * The kinds of message an earlier outside set showed the Porch answering wrongly, each with
 * phrasings of the team's own in the development set (dev.json items marked `miss`), through the
 * real Worker (docs/decisions/0082-porch-danger-outside-and-self-harm.md):
 *   danger-outside  danger from someone outside the home, or a fire, happening now: 911 first;
 *   self-harm       hurting oneself at any age: 988 first, never Childhelp first;
 *   lethal-amount   a question about a dose not yet taken: 988 first;
 *   medical-scene   a medical emergency told as a scene (a meal, a party): 911 first;
 *   misspelt-self   "self"/"life" misspelt beside a need: crisis lines first, the need after;
 *   calm            safe, idiom, a gym membership, "is a human answering": no crisis lines;
 *   plain-need      therapy, support groups, treatment, medicine costs, greetings: the need, support services before 988;
 *   order           the same message, the same answer, whoever wrote before (docs/decisions/0074-porch-one-reading.md).
 * Each new concept's first line is tested in English and Spanish.
 */
import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS, type Category } from "../porch/directory";
import { CATEGORY_LABELS_ES, IDENTITY_REPLY } from "../porch/responder";
import devRaw from "./fixtures/porch-eval/dev.json?raw";
import { crisisLines, porchChat } from "./helpers";

type Item = { text: string; lang: "en" | "es"; concept: string; crisis: boolean; first?: string[]; categories?: string[]; miss?: string };
const ITEMS = (JSON.parse(devRaw) as Item[]).filter((i) => i.miss);
const of = (miss: string) => ITEMS.filter((i) => i.miss === miss);
const LINE_ID: Record<string, string> = { "988": "988-lifeline" };

const header = (category: string, lang: "en" | "es") =>
  lang === "es"
    ? `todo el país para ${CATEGORY_LABELS_ES[category as Category]}:`
    : `resources for ${CATEGORY_LABELS[category as Category]}:`;

/** The category of the first "resources for …" block, or "identity" for the answer about who is answering. */
function firstNeed(reply: string): string | null {
  if (reply.startsWith(IDENTITY_REPLY.en) || reply.startsWith(IDENTITY_REPLY.es)) return "identity";
  let best: { at: number; category: string } | null = null;
  for (const category of Object.keys(CATEGORY_LABELS)) {
    for (const lang of ["en", "es"] as const) {
      const at = reply.indexOf(header(category, lang));
      if (at >= 0 && (!best || at < best.at)) best = { at, category };
    }
  }
  return best?.category ?? null;
}

const CRISIS_CLASSES = ["danger-outside", "self-harm", "lethal-amount", "medical-scene", "misspelt-self"];

describe("the Porch on the kinds of message it used to get wrong", () => {
  for (const miss of CRISIS_CLASSES) {
    it(`${miss}: at least five phrasings, every one with the right first line${miss === "misspelt-self" ? " and its need after" : ""}`, async () => {
      const items = of(miss);
      expect(items.length).toBeGreaterThanOrEqual(5);
      if (miss !== "misspelt-self") expect(new Set(items.map((i) => i.lang))).toEqual(new Set(["en", "es"]));
      for (const item of items) {
        const reply = await porchChat(item.text);
        const shown = crisisLines(reply);
        expect(
          (item.first ?? []).map((f) => LINE_ID[f] ?? f),
          `${item.text}: ${shown[0]} first`,
        ).toContain(shown[0]);
        expect(shown, item.text).toEqual(expect.arrayContaining(["911", "988-lifeline"]));
        if (item.categories?.length) expect(reply, item.text).toContain(header(item.categories[0], item.lang));
      }
    });
  }

  it("calm: a writer who says they are safe, an idiom, a gym membership, a question about who answers: no crisis lines", async () => {
    const items = of("calm");
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      const reply = await porchChat(item.text);
      expect(crisisLines(reply), item.text).toEqual([]);
      expect(firstNeed(reply) ?? "none", item.text).toBe(item.categories?.[0]);
      // The need, and the usual closing line on 911 and 988.
      if (item.concept === "negation") expect(reply.slice(-300), item.text).toMatch(/911[\s\S]*988/);
    }
  });

  it("plain needs: the need named; support services come before 988, which stays in the list", async () => {
    const items = of("plain-need");
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      const reply = await porchChat(item.text);
      expect(crisisLines(reply), item.text).toEqual([]);
      expect(firstNeed(reply), item.text).toBe(item.categories?.[0]);
      if (item.categories?.[0] === "support") {
        const block = reply.slice(reply.indexOf(header("support", item.lang)));
        const firstEntry = block.split("\n")[1] ?? "";
        expect(firstEntry, item.text).not.toMatch(/988|Crisis Text Line/);
        expect(block, item.text).toContain("988");
      }
    }
  });

  it("order: the misspelt needs get the same replies sent forward, then backward after strangers' words", async () => {
    const items = of("order");
    expect(items.length).toBeGreaterThanOrEqual(5);
    const forward = new Map<string, string>();
    for (const item of items) forward.set(item.text, await porchChat(item.text));
    let i = 0;
    for (const item of [...items].reverse()) {
      await porchChat(`zqvelectrk${i} lanndlordq${i} therpyst${i++}`);
      const reply = await porchChat(item.text);
      expect(reply, item.text).toBe(forward.get(item.text));
      expect(firstNeed(reply), item.text).toBe(item.categories?.[0]);
    }
  });
});
