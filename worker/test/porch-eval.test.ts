/**
 * The Porch measured on phrasings it was not built from (worker/test/fixtures/porch-eval/README.md).
 * Every message goes through the real Worker in workerd (chat route, KV sessions, rate limiter)
 * and the reply is read as a visitor would read it:
 *   - crisis recall: crisis messages whose reply opens with the crisis lines;
 *   - false-crisis rate: other messages whose reply opens with them;
 *   - first line: crisis replies whose first line is one the label accepts;
 *   - top-1 category: other messages whose first need named is the labelled one ("none": no need named);
 * and no reply is ever a bare "no resource".
 * The held-out set (heldout-2026-11.json) is pinned by its hash: written by an outside writer, committed
 * before this round's detection changes, never edited, trained on or read for its misses; its
 * figures are read once, at the end of a round (docs/decisions/0083-porch-heldout-2026-11.md). The
 * earlier held-out set (fresh-heldout.json, read once in docs/owner-guide.md#the-earlier-held-out-set-read-once)
 * is development data now: still pinned and never edited, trained on, its misses listed.
 */
import { describe, expect, it } from "vitest";
import lines from "../porch/data/crisis-lines.json";
import { CATEGORY_LABELS, type Category } from "../porch/directory";
import { CATEGORY_LABELS_ES, IDENTITY_REPLY } from "../porch/responder";
import devRaw from "./fixtures/porch-eval/dev.json?raw";
import freshRaw from "./fixtures/porch-eval/fresh-heldout.json?raw";
import heldoutRaw from "./fixtures/porch-eval/heldout-2026-11.json?raw";
import { porchChat } from "./helpers";

/** The earlier held-out set, development data since its one reading (docs/owner-guide.md#the-earlier-held-out-set-read-once). */
const FRESH_SHA256 = "e3690bfbd5ea51165956213c16b79af74ca0c1ae66e166a662a8b30e6df69530";
/** The held-out set: written by hand by an outside writer who saw no code or data, committed alone before any detection change of its round. */
const HELDOUT_SHA256 = "c489f9a7481c8e508c199c0506d4343f07407a95fbebe3bbeb0d7279d8d638c0";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type Item = { text: string; lang: "en" | "es"; concept: string; crisis: boolean; first?: string[]; categories?: string[] };

const LINE_ID: Record<string, keyof typeof lines.en> = { "988": "988-lifeline" };

const NO_MATCH = /not sure which resource fits|No estoy seguro de qué recurso|I don't have a resource|No tengo en mi directorio/;

const opening = (text: string) => (text.startsWith(lines.en.opening) ? "en" : text.startsWith(lines.es.opening) ? "es" : null);

/** The crisis line a reply opens with (the line after the opening sentence). */
function firstLine(reply: string): string | null {
  const language = opening(reply);
  if (!language) return null;
  const second = reply.split("\n")[1];
  const copy = lines[language] as Record<string, string>;
  return Object.keys(copy).find((id) => copy[id] === second) ?? null;
}

/** The category of the first "resources for …" block of a reply, "identity" for the answer about who is answering, or null. */
function firstNeed(reply: string): Category | "identity" | null {
  if (reply.startsWith(IDENTITY_REPLY.en) || reply.startsWith(IDENTITY_REPLY.es)) return "identity";
  let best: { at: number; category: Category } | null = null;
  for (const [category, label] of Object.entries(CATEGORY_LABELS) as [Category, string][]) {
    for (const header of [`resources for ${label}:`, `todo el país para ${CATEGORY_LABELS_ES[category]}:`]) {
      const at = reply.indexOf(header);
      if (at >= 0 && (!best || at < best.at)) best = { at, category };
    }
  }
  return best?.category ?? null;
}

type Figures = {
  recall: number;
  falseCrisis: number;
  firstLine: number;
  top1: number;
  /** Crisis messages that also name a need: the need's resources follow the crisis lines. */
  needAfterCrisis: string;
  /** Negated and idiomatic danger words ("I'm not suicidal, I need a job"): no crisis lines, and the need named. */
  negations: number;
  negationsText: string;
  misses: string[];
  byConcept: string;
};

async function measure(items: Item[]): Promise<Figures> {
  let crisis = 0, caught = 0, firstRight = 0, other = 0, falseAlarms = 0, routed = 0, routedRight = 0, withNeed = 0, needShown = 0;
  let negations = 0, negationsRight = 0;
  const misses: string[] = [];
  const concept = new Map<string, { n: number; right: number }>();
  for (const item of items) {
    const tally = concept.get(item.concept) ?? { n: 0, right: 0 };
    concept.set(item.concept, tally);
    tally.n += 1;
    const reply = await porchChat(item.text);
    // Never a bare "no resource": a reply with no match still gives 211, 911 and 988.
    if (NO_MATCH.test(reply)) expect(["211", "911", "988"].every((n) => reply.includes(n)), `bare "no resource" for "${item.text}"`).toBe(true);
    if (item.crisis) {
      crisis += 1;
      if (!opening(reply)) {
        misses.push(`missed crisis (${item.concept}): ${item.text}`);
        continue;
      }
      caught += 1;
      tally.right += 1;
      const accepted = (item.first ?? []).map((f) => LINE_ID[f] ?? f);
      if (accepted.includes(firstLine(reply) as never)) firstRight += 1;
      else misses.push(`first line ${firstLine(reply)}, wanted ${accepted.join(" or ")}: ${item.text}`);
      if (item.categories?.length) {
        withNeed += 1;
        if (reply.includes(`resources for ${CATEGORY_LABELS[item.categories[0] as Category]}:`) || reply.includes(`todo el país para ${CATEGORY_LABELS_ES[item.categories[0] as Category]}:`)) needShown += 1;
        else misses.push(`need ${item.categories[0]} not named after the crisis lines: ${item.text}`);
      }
    } else {
      other += 1;
      const negation = item.concept === "negation" || item.concept === "idiom";
      if (negation) negations += 1;
      if (negation && !opening(reply) && (firstNeed(reply) ?? "none") === (item.categories?.[0] ?? "none")) negationsRight += 1;
      if (!opening(reply)) tally.right += 1;
      if (opening(reply)) {
        falseAlarms += 1;
        misses.push(`false crisis (${item.concept}): ${item.text}`);
        continue;
      }
      routed += 1;
      const wanted = item.categories?.[0] ?? "none";
      const got = firstNeed(reply) ?? "none";
      if (got === wanted) routedRight += 1;
      else misses.push(`category ${got}, wanted ${wanted}: ${item.text}`);
    }
  }
  return {
    recall: caught / crisis,
    falseCrisis: falseAlarms / other,
    firstLine: firstRight / Math.max(1, caught),
    top1: routedRight / Math.max(1, routed),
    needAfterCrisis: `${needShown}/${withNeed}`,
    negations: negationsRight / Math.max(1, negations),
    negationsText: `${negationsRight}/${negations}`,
    misses,
    // Per concept: crisis concepts count replies that open with the crisis lines, others those that do not.
    byConcept: [...concept].map(([name, t]) => `${name} ${t.right}/${t.n}`).join(", "),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Misses are listed for the development set only: reading the held-out set's would be tuning to it. */
function report(name: string, items: Item[], f: Figures, listMisses: boolean) {
  console.log(
    `Porch ${name} (${items.length} phrasings): crisis recall ${pct(f.recall)}, false-crisis ${pct(f.falseCrisis)}, first line right ${pct(f.firstLine)}, top-1 category ${pct(f.top1)}, negations and idioms answered with the need ${pct(f.negations)} (${f.negationsText}), need named after the crisis lines ${f.needAfterCrisis}`,
  );
  console.log(`  by concept: ${f.byConcept}`);
  if (listMisses && f.misses.length > 0) console.log(`  ${f.misses.slice(0, 80).join("\n  ")}`);
}

describe("the Porch on its evaluation sets", () => {
  it("the held-out set and the earlier one are the committed ones (hash pins)", async () => {
    expect(await sha256(heldoutRaw)).toBe(HELDOUT_SHA256);
    expect(await sha256(freshRaw)).toBe(FRESH_SHA256);
  });

  // Read once, on 2026-11-28, after the round's last detection change (docs/decisions/0083-porch-heldout-2026-11.md):
  // recall 238/248, first line 222/238, false crisis 3/206, top-1 184/203, negations and idioms
  // answered with the need 46/53. The gate is that reading less two messages on each figure, so
  // that later work cannot quietly do worse; the round's targets (98%, 92%, 3%, 90%, 90%) are
  // reported against it, not tuned to: recall and negations fall short of theirs.
  it("held-out set: no worse than its one reading, less two messages a figure (figures only, never its misses)", async () => {
    const items = JSON.parse(heldoutRaw) as Item[];
    const f = await measure(items);
    report("held-out set 2026-11", items, f, false);
    expect(f.recall).toBeGreaterThanOrEqual(236 / 248);
    expect(f.firstLine).toBeGreaterThanOrEqual(219 / 238);
    expect(f.falseCrisis).toBeLessThanOrEqual(5 / 206);
    expect(f.top1).toBeGreaterThanOrEqual(181 / 203);
    expect(f.negations).toBeGreaterThanOrEqual(44 / 53);
  }, 300_000);

  it("development set and the earlier held-out set (trained on; misses listed)", async () => {
    for (const [name, raw] of [["development set", devRaw], ["earlier held-out set (development data now)", freshRaw]] as const) {
      const items = JSON.parse(raw) as Item[];
      const f = await measure(items);
      report(name, items, f, true);
      expect(f.recall).toBeGreaterThanOrEqual(0.98);
      expect(f.falseCrisis).toBeLessThanOrEqual(0.03);
      expect(f.firstLine).toBeGreaterThanOrEqual(0.9);
      expect(f.top1).toBeGreaterThanOrEqual(0.9);
    }
  }, 300_000);
});
