/**
 * Keeps the evaluation sets honest: no phrasing the classifier learns from may be the same as, or a
 * near copy of, a message it is measured on. A near copy is a small edit distance between the two
 * texts once both are read the way the Porch reads them (lower case, no accents or punctuation,
 * single spaces): the earlier held-out half shared 13 phrasings word for word with the training
 * files, and a nearest-neighbour lookup on the training text alone then scored 93% on it.
 *
 *   npx tsx scripts/porch-training/overlap.ts            lists the near copies
 *   npx tsx scripts/porch-training/overlap.ts --remove   drops them from the training side
 *
 * The evaluation side is never edited (its files are pinned by hash); the training side loses the
 * copy. Run `npm run porch:train` afterwards.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { distance } from "fastest-levenshtein";
import { plainText } from "../../worker/porch/text/plain-text";
import { EVALUATION_SET, KEPT_AS_WRITTEN as KEPT_SETS, NOT_LEARNED_PATH, notLearned, trainingFiles } from "./train";

const here = dirname(fileURLToPath(import.meta.url));

/** The sets the Porch is measured on and never trained on. */
export const EVALUATION_FILES = [
  join(EVALUATION_SET, "heldout-2026-12n.json"),
  join(EVALUATION_SET, "heldout-2026-12m.json"),
  join(EVALUATION_SET, "heldout-2026-12c.json"),
  join(EVALUATION_SET, "dev-unseen-2026-12.json"),
  join(here, "validation/probe.json"),
];
/** Training files that are never edited: their near copies are listed as not learned. */
const KEPT_AS_WRITTEN = new Set(KEPT_SETS);

/** Two texts are near copies within this many edits, or this share of the longer one, whichever is more. */
export const NEAR_EDITS = 3;
export const NEAR_SHARE = 0.12;

const normal = (text: string) => plainText(text).replace(/\s+/g, " ");

export const nearLimit = (a: string, b: string) => Math.max(NEAR_EDITS, Math.floor(NEAR_SHARE * Math.max(a.length, b.length)));

export function isNearCopy(a: string, b: string): boolean {
  const x = normal(a);
  const y = normal(b);
  const limit = nearLimit(x, y);
  if (Math.abs(x.length - y.length) > limit) return false;
  return distance(x, y) <= limit;
}

type Pair = { file: string; training: string; evaluation: string };

/** Each item's words: a message, or a conversation's turns each on its own. */
const texts = (file: string) =>
  (JSON.parse(readFileSync(file, "utf8")) as { text?: string; turns?: string[] }[]).flatMap((i) => i.turns ?? [i.text!]);

/** Every training phrasing that is a near copy of an evaluation message. */
export function nearCopies(training = trainingFiles(), evaluation = EVALUATION_FILES): Pair[] {
  const evalTexts = evaluation.flatMap(texts).map((t) => ({ raw: t, n: normal(t) }));
  // Buckets by length: only texts within the limit of each other's length are compared.
  const byLength = new Map<number, { raw: string; n: string }[]>();
  for (const e of evalTexts) (byLength.get(e.n.length) ?? byLength.set(e.n.length, []).get(e.n.length)!).push(e);
  const pairs: Pair[] = [];
  const skip = notLearned();
  for (const file of training) {
    for (const t of texts(file)) {
      if (skip.has(t)) continue;
      const n = normal(t);
      const reach = Math.max(NEAR_EDITS, Math.floor((NEAR_SHARE * n.length) / (1 - NEAR_SHARE)) + 1);
      for (let len = n.length - reach; len <= n.length + reach; len++) {
        const hit = (byLength.get(len) ?? []).find((e) => distance(n, e.n) <= nearLimit(n, e.n));
        if (hit) {
          pairs.push({ file, training: t, evaluation: hit.raw });
          break;
        }
      }
    }
  }
  return pairs;
}

/**
 * Drops the near copies from the training files (one item per line, the files' own layout kept);
 * a pinned file is never edited, its near copies are listed as not learned instead.
 */
function remove(pairs: Pair[]) {
  const pinned = pairs.filter((p) => KEPT_AS_WRITTEN.has(p.file)).map((p) => p.training);
  if (pinned.length > 0) {
    writeFileSync(NOT_LEARNED_PATH, `${JSON.stringify([...new Set([...notLearned(), ...pinned])].sort(), null, 1)}\n`);
    console.log(`${NOT_LEARNED_PATH}: ${pinned.length} more`);
  }
  const byFile = new Map<string, Set<string>>();
  for (const p of pairs)
    if (!KEPT_AS_WRITTEN.has(p.file)) (byFile.get(p.file) ?? byFile.set(p.file, new Set()).get(p.file)!).add(p.training);
  for (const [file, drop] of byFile) {
    const lines = readFileSync(file, "utf8").split("\n");
    const kept = lines.filter((line) => {
      const body = line.trim().replace(/,$/, "");
      if (!body.startsWith("{")) return true;
      return !drop.has((JSON.parse(body) as { text: string }).text);
    });
    // The last item loses its comma.
    const close = kept.lastIndexOf("]");
    for (let i = close - 1; i >= 0; i--) {
      if (kept[i].trim().startsWith("{")) {
        kept[i] = kept[i].replace(/,\s*$/, "");
        break;
      }
    }
    for (let i = 0; i < close - 1; i++) {
      if (
        kept[i].trim().startsWith("{") &&
        !kept[i].trimEnd().endsWith(",") &&
        kept.slice(i + 1, close).some((l) => l.trim().startsWith("{"))
      )
        kept[i] += ",";
    }
    writeFileSync(file, kept.join("\n"));
    JSON.parse(kept.join("\n"));
    console.log(`${file}: dropped ${lines.length - kept.length}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pairs = nearCopies();
  console.log(`${pairs.length} training phrasings are near copies of an evaluation message.`);
  if (process.argv.includes("--remove")) remove(pairs);
}
