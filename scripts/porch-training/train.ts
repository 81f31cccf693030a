/**
 * Trains the Porch's classifier: one logistic regression per class over classify.ts's features,
 * from the phrasings in phrasings/ and the development half of the evaluation set. Writes
 * worker/porch/data/porch-model.json. The held-out half is never read here.
 *
 * A build-time tool, not Worker code: it imports the Worker's own feature code
 * (worker/porch/classify.ts, crisis-matcher.ts) so that it reads a phrasing exactly as the Worker reads a
 * message, and writes what the Worker loads at run time into worker/porch/data/.
 *
 *   npm run porch:train
 *
 * Deterministic: the same phrasings give the same weights (full-batch gradient descent from zero),
 * and the model records a hash of what it was trained on, which a test compares.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CLASSES, CRISIS_CLASSES, features, signalsOf, type PorchClass } from "../../worker/porch/classify";
import { compiledLexicon } from "./compile-lexicon";

const here = dirname(fileURLToPath(import.meta.url));
const PHRASINGS = join(here, "phrasings");
/** The Worker's run-time data. */
export const PORCH_DATA = join(here, "../../worker/porch/data");
const MODEL_PATH = join(PORCH_DATA, "porch-model.json");
export const COMPILED_LEXICON_PATH = join(PORCH_DATA, "crisis-lexicon.compiled.json");
/** The evaluation set (worker/test/fixtures/porch-eval/): its development half is trained on. */
export const EVALUATION_SET = join(here, "../../worker/test/fixtures/porch-eval");

/** Writes the lexicons as the Worker loads them (docs/decisions/0079-porch-precompiled-lexicon.md). */
export function writeCompiledLexicon() {
  writeFileSync(COMPILED_LEXICON_PATH, `${JSON.stringify(compiledLexicon())}\n`);
}
const DEV_PATH = join(EVALUATION_SET, "dev.json");
/**
 * The earlier held-out set, read once (docs/owner-guide.md#the-earlier-held-out-set-read-once), is
 * development data now that a new set is held out (docs/decisions/0083-porch-heldout-2026-11.md).
 * It stays unedited and pinned by hash; it is trained on like dev.json.
 */
export const FRESH_PATH = join(EVALUATION_SET, "fresh-heldout.json");
/** The held-out set of 2026-11, read once: development data since a new set is held out (docs/decisions/0102-porch-heldout-2026-12.md). */
export const HELDOUT_2026_11_PATH = join(EVALUATION_SET, "heldout-2026-11.json");
/**
 * Batches written by independent writers for this round, each with its own brief
 * (worker/test/fixtures/porch-eval/README.md). The unseen batches (dev-unseen-2026-12.json) are
 * never trained on: a class counts as learnt when it works on them.
 */
export const DEV_2026_12_PATH = join(EVALUATION_SET, "dev-2026-12.json");
/** Two more writers' batches of this round, trained on (briefs in briefs/dev-2026-12-batch-8.txt and -9.txt). */
export const DEV_2026_12B_PATH = join(EVALUATION_SET, "dev-2026-12b.json");
/** The held-out set of 2026-12, read once: development data since heldout-2026-12b is held out (docs/decisions/0111-porch-heldout-2026-12b.md). */
export const HELDOUT_2026_12_PATH = join(EVALUATION_SET, "heldout-2026-12.json");
/** The held-out set of 2026-12b, read once: development data since heldout-2026-12c is held out (docs/decisions/0116-porch-heldout-2026-12c.md). */
export const HELDOUT_2026_12B_PATH = join(EVALUATION_SET, "heldout-2026-12b.json");
/** Three writers' batches of the round of heldout-2026-12c (briefs in briefs/dev-2026-12c-batch-N.txt). */
export const DEV_2026_12C_PATH = join(EVALUATION_SET, "dev-2026-12c.json");
/** The held-out sets of 2026-12d and 2026-12e, read once: development data since heldout-2026-12f is held out (docs/decisions/0123-porch-heldout-2026-12d.md, 0117-porch-heldout-2026-12e.md). */
export const HELDOUT_2026_12D_PATH = join(EVALUATION_SET, "heldout-2026-12d.json");
export const HELDOUT_2026_12E_PATH = join(EVALUATION_SET, "heldout-2026-12e.json");
/** The held-out set of 2026-12f, read once: development data since heldout-2026-12g is held out (docs/decisions/0118-porch-heldout-2026-12f.md). */
export const HELDOUT_2026_12F_PATH = join(EVALUATION_SET, "heldout-2026-12f.json");
/** The held-out set of 2026-12g, read once: development data since heldout-2026-12h is held out (docs/decisions/0120-porch-heldout-2026-12g.md). */
export const HELDOUT_2026_12G_PATH = join(EVALUATION_SET, "heldout-2026-12g.json");
/** The held-out set of 2026-12h, read once: development data since heldout-2026-12i is held out (docs/decisions/0121-porch-heldout-2026-12h.md). */
export const HELDOUT_2026_12H_PATH = join(EVALUATION_SET, "heldout-2026-12h.json");
/** The held-out set of 2026-12i, read once: development data since heldout-2026-12j is held out (docs/decisions/0122-porch-heldout-2026-12i.md). */
export const HELDOUT_2026_12I_PATH = join(EVALUATION_SET, "heldout-2026-12i.json");
/** The held-out set of 2026-12j, read once: development data since heldout-2026-12k is held out (docs/decisions/0127-porch-heldout-2026-12j.md). */
export const HELDOUT_2026_12J_PATH = join(EVALUATION_SET, "heldout-2026-12j.json");
/** The held-out set of 2026-12k, read once: development data since heldout-2026-12l is held out (docs/decisions/0128-porch-heldout-2026-12k.md). */
export const HELDOUT_2026_12K_PATH = join(EVALUATION_SET, "heldout-2026-12k.json");
/** The held-out set of 2026-12l, read once: development data since heldout-2026-12m is held out (docs/decisions/0129-porch-heldout-2026-12l.md). */
export const HELDOUT_2026_12L_PATH = join(EVALUATION_SET, "heldout-2026-12l.json");
/**
 * Phrasings of pinned files (which are never edited) that are near copies of a message the Porch
 * is measured on: they are not learned from. Written by `overlap.ts --remove`.
 */
export const NOT_LEARNED_PATH = join(here, "validation/not-learned.json");

export function notLearned(): Set<string> {
  try {
    return new Set(JSON.parse(readFileSync(NOT_LEARNED_PATH, "utf8")) as string[]);
  } catch {
    return new Set();
  }
}

type Example = { text: string; labels: PorchClass[] };

/** The evaluation set's concepts, as the classifier's classes. */
const CONCEPT_CLASS: Record<string, PorchClass> = {
  "want-to-die": "self-harm",
  hopelessness: "self-harm",
  burden: "self-harm",
  "trapped-pain": "self-harm",
  goodbye: "self-harm",
  means: "self-harm",
  "lethal-amount": "self-harm",
  "misspelt-self": "self-harm",
  "danger-present": "danger-now",
  "danger-outside": "danger-now",
  "fire-gas": "danger-now",
};

/** The development sets that are never edited (pinned, or a writer's batch as written), in training order. */
export const KEPT_AS_WRITTEN = [
  FRESH_PATH,
  HELDOUT_2026_11_PATH,
  DEV_2026_12_PATH,
  HELDOUT_2026_12_PATH,
  DEV_2026_12B_PATH,
  HELDOUT_2026_12B_PATH,
  DEV_2026_12C_PATH,
  HELDOUT_2026_12D_PATH,
  HELDOUT_2026_12E_PATH,
  HELDOUT_2026_12F_PATH,
  HELDOUT_2026_12G_PATH,
  HELDOUT_2026_12H_PATH,
  HELDOUT_2026_12I_PATH,
  HELDOUT_2026_12J_PATH,
  HELDOUT_2026_12K_PATH,
  HELDOUT_2026_12L_PATH,
];

export function trainingFiles(): string[] {
  return [
    ...readdirSync(PHRASINGS)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => join(PHRASINGS, f)),
    // PORCH_TRAIN_WITHOUT_DEV=1 leaves the development sets out, to measure on them as on unseen phrasings.
    ...(process.env.PORCH_TRAIN_WITHOUT_DEV ? [] : [DEV_PATH, ...KEPT_AS_WRITTEN]),
  ];
}

/** A hash of every phrasing and label the model learns from, in order. */
export function trainingHash(files = trainingFiles()): string {
  const hash = createHash("sha256");
  for (const f of files) hash.update(readFileSync(f));
  hash.update(JSON.stringify([...notLearned()]));
  return hash.digest("hex");
}

function load(): Example[] {
  const examples: Example[] = [];
  const skip = notLearned();
  for (const file of trainingFiles()) {
    const items = JSON.parse(readFileSync(file, "utf8")) as {
      text?: string;
      turns?: string[];
      labels?: string[];
      crisis?: boolean;
      concept?: string;
      categories?: string[];
    }[];
    for (const item of items) {
      // A conversation's labels are the reply to its last turn given all of them: no one message carries them.
      if (item.text === undefined) continue;
      if (skip.has(item.text)) continue;
      let labels: string[];
      if (item.labels) labels = item.labels;
      else if (item.crisis) labels = [CONCEPT_CLASS[item.concept!] ?? item.concept!];
      // The answer about who is answering, and the site's own answers, are no class: those messages are about no need.
      else labels = [...new Set((item.categories ?? ["none"]).map((c) => (c === "identity" || c === "site" ? "none" : c)))];
      for (const l of labels)
        if (!(CLASSES as readonly string[]).includes(l)) throw new Error(`${file}: unknown label "${l}" on "${item.text}"`);
      examples.push({ text: item.text, labels: labels as PorchClass[] });
    }
  }
  return examples;
}

const EPOCHS = 400;
const LEARNING_RATE = 0.5;
const L2 = 0.0005;
/** Weights smaller than this are dropped from the shipped model (they change no decision). */
const PRUNE = 0.05;
/** How far each class's positives and negatives are weighed alike (1) or as they come (0). */
const BALANCE = 0.3;

function train() {
  const examples = load();
  const rows = examples.map((e) => ({ f: features(signalsOf(e.text)), y: new Set(e.labels) }));
  const vocabulary = new Map<string, number>();
  for (const r of rows) for (const f of r.f) if (!vocabulary.has(f)) vocabulary.set(f, vocabulary.size);
  const index = rows.map((r) => r.f.map((f) => vocabulary.get(f)!));
  const K = CLASSES.length;
  const W = Array.from({ length: vocabulary.size }, () => new Float64Array(K));
  // Adagrad: rare words get larger steps, so a word seen a few times still counts.
  const G = Array.from({ length: vocabulary.size }, () => new Float64Array(K).fill(1e-8));
  // Classes are unbalanced (few "sexual-assault", many "none"): each class's positives and negatives weigh alike.
  const positives = CLASSES.map((c) => rows.filter((r) => r.y.has(c)).length);
  const n = rows.length;

  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const grad = Array.from({ length: vocabulary.size }, () => new Float64Array(K));
    rows.forEach((r, i) => {
      const idx = index[i];
      for (let k = 0; k < K; k++) {
        let z = 0;
        for (const j of idx) z += W[j][k];
        const p = 1 / (1 + Math.exp(-z));
        const y = r.y.has(CLASSES[k]) ? 1 : 0;
        const weight = y
          ? BALANCE * (n / (2 * Math.max(1, positives[k]))) + (1 - BALANCE)
          : BALANCE * (n / (2 * Math.max(1, n - positives[k]))) + (1 - BALANCE);
        const g = (p - y) * weight;
        for (const j of idx) grad[j][k] += g;
      }
    });
    for (let j = 0; j < vocabulary.size; j++) {
      for (let k = 0; k < K; k++) {
        const g = grad[j][k] / n + L2 * W[j][k];
        G[j][k] += g * g;
        W[j][k] -= (LEARNING_RATE * g) / Math.sqrt(G[j][k]);
      }
    }
  }

  // Each feature's row as flat pairs of class index and weight in thousandths: the shipped file
  // stays within its size budget (1.4 MB) with the subword features added.
  const weights: Record<string, number[]> = {};
  for (const [f, j] of vocabulary) {
    const row: number[] = [];
    for (let k = 0; k < K; k++) if (Math.abs(W[j][k]) >= PRUNE || f === "bias") row.push(k, Math.round(W[j][k] * 1000));
    if (row.length > 0) weights[f] = row;
  }

  // Training accuracy, for the log only: the figures that matter come from the evaluation test.
  let crisisRight = 0;
  rows.forEach((r, i) => {
    const z = new Array<number>(K).fill(0);
    for (const j of index[i]) for (let k = 0; k < K; k++) z[k] += W[j][k];
    const isCrisis = CRISIS_CLASSES.some((c) => r.y.has(c));
    const said = CRISIS_CLASSES.some((c) => z[CLASSES.indexOf(c)] > 0);
    if (isCrisis === said) crisisRight += 1;
  });

  const model = {
    $comment: "Generated by `npm run porch:train` (scripts/porch-training/train.ts). Do not edit by hand.",
    trainedOn: trainingHash(),
    examples: n,
    classes: CLASSES,
    // The classifier alone makes a crisis from 0.4: with the letter n-grams, slang needs ("landlord
    // tryna evict me") reached 0.30-0.35, and 0.4 loses no crisis message of the development sets
    // (docs/decisions/0077-porch-subword-features.md; 0.3 before, docs/decisions/0037-porch-crisis-detection.md).
    crisisThreshold: 0.4,
    lexiconVeto: 0.3,
    weights,
  };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  console.log(
    `Trained on ${n} phrasings, ${vocabulary.size} features (${Object.keys(weights).length} kept); crisis right on ${crisisRight}/${n} of its own training phrasings. Wrote ${MODEL_PATH}.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // The compiled lexicons first: training reads messages through them.
  writeCompiledLexicon();
  if (!process.argv.includes("--lexicon-only")) train();
}
