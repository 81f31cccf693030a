/**
 * CPU cost of the Porch's `answer()` for one message, hostile ones included, measured in this
 * process (no server): Workers' free plan allows 10 ms of CPU per request, and the chat route must
 * leave room for everything else it does. The target is 5 ms at the 99th percentile for any
 * message up to the maximum length.
 *
 * Each call is timed by the wall clock (performance.now()) on this one thread. The thread's CPU
 * clock (process.threadCpuUsage) advances in 4 ms steps on some kernels, so a call read 0, 4 or
 * 8 ms and the p99 was tick noise. A synchronous call's wall time on one thread is at least the
 * CPU time it spent there, so a wall p99 within the target proves the CPU target; a busy machine
 * can only make the figure worse, never better.
 *
 * Every call gets a different message (a counter woven into the text), so no cache inside the
 * Porch (typo corrections, for one) makes a repeated input look cheaper than a stranger's.
 *
 *   npx tsx bench/porch-cost.ts            prints the table
 */
import { fileURLToPath } from "node:url";
import { MESSAGE_MAX } from "#shared/schemas/limits";
import { answer } from "../worker/porch/answer";
import type { Turn } from "../worker/porch/sessions";
import type { Env } from "../worker/env";

export const PORCH_CPU_TARGET_MS = 5;

/** Fills `max` characters with `unit(i)` for i = 0, 1, 2... */
function fill(unit: (i: number) => string, max = MESSAGE_MAX): string {
  let out = "";
  for (let i = 0; out.length < max; i++) out += unit(i);
  return out.slice(0, max);
}

const SPANISH = "necesito ayuda con la renta porque me despidieron del trabajo y no tengo dinero para la comida de mis hijos este mes ";
const WORDS = ["help", "food", "rent", "kill", "need", "home", "pain", "job", "dead", "bills", "money", "tired"];

const LONG_TURN =
  "my landlord says we have to be out by the end of the month and i have been calling every number i can find, " +
  "the kids are at my sister's most nights now but she has her own problems, the car needs a new transmission, " +
  "work cut my hours again and i don't know where to start with any of it, is there anyone who helps with this. ";

/**
 * A session of 20 turns (the most it keeps): nine earlier long messages of the visitor's, each
 * answered first, so their turns hold what the session keeps of them, as the chat route saves it.
 */
async function longSession(n: number): Promise<Turn[]> {
  const turns: Turn[] = [];
  for (let i = 0; i < 9; i++) {
    const content = fill((k) => (k === 0 ? `${n}-${i} ` : LONG_TURN));
    const { text, danger } = await answer({ message: content, history: turns, env: ENV });
    turns.push({ role: "user", content, at: i, danger }, { role: "assistant", content: text, at: i });
  }
  return turns.slice(-19);
}

/** The inputs: the short one, and the hostile ones, each as a function of a variant number. */
export const PORCH_COST_INPUTS: { name: string; make: (n: number) => string; history?: (n: number) => Promise<Turn[]> }[] = [
  { name: "short message", make: (n) => `Where can I find food help near me? ${n}` },
  { name: '"kill" + zero-width space x400', make: (n) => `${n} ${"kill\u200b".repeat(400)}`.slice(0, MESSAGE_MAX) },
  { name: "2,000 characters of Spanish", make: (n) => fill((i) => (i === 3 ? `${n} ` : SPANISH)) },
  {
    name: "combining accents on every letter",
    make: (n) =>
      fill(
        (i) =>
          `${"kil"
            .split("")
            .map((c) => `${c}\u0301\u0308`)
            .join("")}${n % 10}${i % 7} `,
      ),
  },
  { name: "zero-width runs between letters", make: (n) => fill((i) => `k\u200b\u200c\u200d\ufeffi\u2060l\u200bl${i === 0 ? n : ""} `) },
  { name: "one word repeated", make: (n) => fill((i) => (i === 0 ? `${n} ` : "help ")) },
  {
    name: "mixed scripts",
    make: (n) => fill((i) => ["kill ", "убить ", "殺す ", "قتل ", "matar ", "k1ll ", `${n}`][i % 7]),
  },
  {
    name: "novel misspellings (typo search every word)",
    make: (n) =>
      fill(
        (i) =>
          `${WORDS[(i + n) % WORDS.length]}${String.fromCharCode(97 + ((i * 7 + n) % 26))}${String.fromCharCode(97 + ((i * 3 + n) % 26))} `,
      ),
  },
  { name: "spaced letters", make: (n) => fill((i) => `${"k i l l m y s e l f ".repeat(1)}${i === 0 ? n : ""}`) },
  // Danger is read over the session (docs/decisions/0100-porch-hears-the-conversation.md): the
  // latest long message after nine earlier ones, none of them danger, so every one is read again.
  { name: "20-turn session of long messages", make: (n) => fill((i) => (i === 0 ? `${n} ` : LONG_TURN)), history: longSession },
];

export type PorchCost = { name: string; chars: number; runs: number; p50Ms: number; p99Ms: number; maxMs: number };

const ENV = {} as Env;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Wall time of `answer()` per input (an upper bound of its CPU): `runs` different variants, after a few unmeasured ones. */
export async function measurePorchCost(runs = 200): Promise<PorchCost[]> {
  const out: PorchCost[] = [];
  // Warm, as an isolate is after its first requests: the modules' one-time load (the model, the
  // lexicons) and the first collections of what it allocated are not any message's cost.
  for (let n = 0; n < 20; n++) {
    for (const input of PORCH_COST_INPUTS)
      await answer({ message: input.make(100_000 + n), history: (await input.history?.(100_000 + n)) ?? [], env: ENV });
  }
  for (const input of PORCH_COST_INPUTS) {
    const times: number[] = [];
    for (let n = 0; n < runs; n++) {
      const message = input.make(n);
      const history = (await input.history?.(n)) ?? [];
      const start = performance.now();
      await answer({ message, history, env: ENV });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    out.push({
      name: input.name,
      chars: input.make(0).length,
      runs,
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times[times.length - 1],
    });
  }
  return out;
}

/** The table, under its caption: the figures are wall time, and read as CPU only as its upper bound. */
export function formatPorchCost(rows: PorchCost[]): string {
  const head = ["input", "chars", "runs", "wall p50", "wall p99", "wall max"];
  const body = rows.map((r) => [
    r.name,
    String(r.chars),
    String(r.runs),
    `${r.p50Ms.toFixed(2)} ms`,
    `${r.p99Ms.toFixed(2)} ms`,
    `${r.maxMs.toFixed(2)} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    `answer(): wall time per call, an upper bound of its CPU (target p99 <= ${PORCH_CPU_TARGET_MS} ms)`,
    line(head),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...body.map(line),
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(process.argv[2] ?? 200);
  measurePorchCost(runs).then((rows) => console.log(formatPorchCost(rows)));
}
