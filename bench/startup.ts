/**
 * The Worker's cold start (docs/decisions/0071-porch-and-pages-load-on-first-use.md):
 *
 * - start-up CPU: `wrangler check startup` on the built Worker (dist/server), which evaluates the
 *   bundle's top level in workerd under the profiler and prints the active time, its garbage
 *   collection and the bundle's size; run a few times, median and range, and the functions and
 *   files that took the time in the median run's profile. Each run is followed by one of a bare
 *   Worker of the template's shape (bench/bare-worker, built here), and the target is the ratio
 *   of the two medians: the machine's speed and load move both sides alike;
 * - the first chat after a cold start: the built site started fresh (bench/server.ts), its
 *   readiness checked with GET /api/health (which loads nothing of the Porch), then one
 *   POST /api/community/chat timed from the client, which pays for importing the Porch; a second
 *   chat beside it is the warm cost. Each repetition is a fresh server, so a fresh isolate;
 * - the Porch's load alone, profiled: what the first chat pays that a warm one does not.
 *
 *   npx tsx bench/startup.ts [runs]     prints all three (also `npm run bench -- --startup-only`)
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "../scripts/lib/wrangler";
import { startServer } from "./server";

/** Start-up CPU in `wrangler check startup`, the median of the runs, over the bare peer's in the same run. */
export const STARTUP_RATIO_TARGET = 1.5;
/** Where the bare peer is (bench/bare-worker/README.md). */
const BARE = "bench/bare-worker";
/** The first chat after a cold start, client wall time, the median of the repetitions. */
export const FIRST_CHAT_TARGET_MS = 300;

export type Spread = { median: number; min: number; max: number; runs: number[] };
export type ProfileLine = { name: string; ms: number };
export type StartupFigures = {
  activeMs: Spread;
  /** The bare peer's, its runs interleaved with ours. */
  bare: { activeMs: Spread; bundleKiB: number; gzipKiB: number };
  /** Our median over the peer's. */
  ratio: number;
  gcMs: Spread;
  bundleKiB: number;
  gzipKiB: number;
  /** Self time by function and total time by bundle file, in the median run's profile. */
  topFunctions: ProfileLine[];
  topFiles: ProfileLine[];
};
export type FirstChatFigures = { firstMs: Spread; secondMs: Spread };

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: values };
}

type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
};

const IDLE = new Set(["(idle)", "(program)", "(root)"]);
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A bundle file's source map, decoded to "which source is at (line, column)". */
function sourceLookup(mapFile: string): ((line: number, column: number) => string | undefined) | undefined {
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[]; mappings: string };
  let source = 0;
  const lines = map.mappings.split(";").map((line) => {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) {
        source += values[1];
        segments.push([column, source]);
      }
    }
    return segments;
  });
  return (line, column) => {
    let found: number | undefined;
    for (const [c, src] of lines[line] ?? []) {
      if (c > column) break;
      found = src;
    }
    return found === undefined ? undefined : map.sources[found].replace(/^(\.\.\/)+/, "");
  };
}

/**
 * Where a profile's time went: self time per function, named by the source file the bundle's
 * source map gives for it (the bundle file when there is no map), and total time per source file
 * (a sample counts once for every file on its stack). A chunk's top level (all its modules'
 * top-level code, one function to the profiler) is named "top level of <chunk>". Idle is left out.
 */
export function summariseProfile(
  profile: CpuProfile,
  bundleDir: string,
  top = 12,
): { topFunctions: ProfileLine[]; topFiles: ProfileLine[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const lookups = new Map<string, ReturnType<typeof sourceLookup>>();
  const where = (frame: CpuProfile["nodes"][number]["callFrame"]): string | undefined => {
    if (!frame.url) return undefined;
    const file = frame.url.replace(/^.*?\/(assets\/)?(?=[^/]+$)/, (_m, assets: string | undefined) => assets ?? "");
    if (frame.lineNumber < 0) return `top level of ${file}`;
    if (!lookups.has(file)) lookups.set(file, sourceLookup(join(bundleDir, `${file}.map`)));
    return lookups.get(file)?.(frame.lineNumber, frame.columnNumber) ?? file;
  };
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node || IDLE.has(node.callFrame.functionName)) return;
    const file = where(node.callFrame);
    const name = node.callFrame.functionName || "(anonymous)";
    const key = file?.startsWith("top level") ? file : `${name}${file ? ` (${file})` : ""}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      const f = frame && where(frame);
      if (f) seen.add(f);
    }
    for (const f of seen) files.set(f, (files.get(f) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) =>
    [...m]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return { topFunctions: sorted(self), topFiles: sorted(files) };
}

type CheckRun = { activeMs: number; gcMs: number; bundleKiB: number; gzipKiB: number };

/** One `wrangler check startup`; `cwd` for the peer, whose own .wrangler/deploy/config.json names its build. */
async function checkStartup(args: string[], outfile: string): Promise<CheckRun> {
  const out = await run("npx", ["wrangler", "check", "startup", ...args, "--outfile", outfile], { capture: true });
  const time = /Active: ([\d.]+) ms \(including ([\d.]+) ms garbage collection\)/.exec(out);
  const size = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (!time || !size) throw new Error(`wrangler check startup printed no figures:\n${out}`);
  return { activeMs: Number(time[1]), gcMs: Number(time[2]), bundleKiB: Number(size[1]), gzipKiB: Number(size[2]) };
}

/** The bare peer, built by the same React Router and Cloudflare plugin as the site. */
export async function buildBarePeer(): Promise<void> {
  await run("npx", ["react-router", "build", BARE], { capture: true });
}

/**
 * At least this many kept runs of each Worker, whatever `--runs` asks of Lighthouse. The active time
 * is counted from profiler samples, so one run of a Worker that starts in a few ms can read 0 or
 * ten times the next run's: one run of each once gave a ratio of 10.7 (35.4 over 3.3 ms) where six
 * gave 1.2 (their runs 0-84 and 21-79 ms) on the same build and machine.
 */
export const STARTUP_MIN_RUNS = 7;

export type StartupStep = { worker: "ours" | "bare"; kept: boolean; index: number };

/**
 * The order of `wrangler check startup` runs: one pair first that is not kept (the first run after
 * a build reads files no run has read yet), then pairs whose first Worker alternates, so neither
 * always follows the other. `index` numbers the kept runs of each Worker from 0.
 */
export function startupPlan(runs: number): StartupStep[] {
  const n = Math.max(runs, STARTUP_MIN_RUNS);
  const steps: StartupStep[] = [
    { worker: "ours", kept: false, index: -1 },
    { worker: "bare", kept: false, index: -1 },
  ];
  for (let i = 0; i < n; i++) {
    const pair: StartupStep[] = [
      { worker: "ours", kept: true, index: i },
      { worker: "bare", kept: true, index: i },
    ];
    steps.push(...(i % 2 === 0 ? pair : pair.reverse()));
  }
  return steps;
}

/** `wrangler check startup` on the built Worker and on the bare peer, alternating (`startupPlan`). */
export async function measureStartup(runs = 3): Promise<StartupFigures> {
  mkdirSync(".tmp", { recursive: true });
  await buildBarePeer();
  const ours: CheckRun[] = [];
  const bare: CheckRun[] = [];
  for (const step of startupPlan(runs)) {
    const name = step.kept ? String(step.index + 1) : "warm-up";
    const result =
      step.worker === "ours"
        ? await checkStartup(["--config", "dist/server/wrangler.json"], `.tmp/worker-startup-${name}.cpuprofile`)
        : await checkStartup(["--cwd", BARE], join(process.cwd(), `.tmp/bare-startup-${name}.cpuprofile`));
    if (step.kept) (step.worker === "ours" ? ours : bare).push(result);
  }
  const active = ours.map((r) => r.activeMs);
  const activeMs = spread(active);
  const bareMs = spread(bare.map((r) => r.activeMs));
  const medianRun = active.indexOf([...active].sort((a, b) => a - b)[Math.floor(active.length / 2)]);
  const summary = summariseProfile(
    JSON.parse(readFileSync(`.tmp/worker-startup-${medianRun + 1}.cpuprofile`, "utf8")) as CpuProfile,
    "dist/server",
  );
  return {
    activeMs,
    gcMs: spread(ours.map((r) => r.gcMs)),
    bundleKiB: ours[0].bundleKiB,
    gzipKiB: ours[0].gzipKiB,
    bare: { activeMs: bareMs, bundleKiB: bare[0].bundleKiB, gzipKiB: bare[0].gzipKiB },
    // Both can be 0 on a quiet run (no profiler sample landed): then they are equal.
    ratio: bareMs.median > 0 ? activeMs.median / bareMs.median : activeMs.median > 0 ? Infinity : 1,
    ...summary,
  };
}

/**
 * The Porch's own load, profiled the same way: a throwaway Worker beside the build's chunks whose
 * entry imports the chunk of worker/porch/answer.ts, so its start-up is exactly what the
 * first chat evaluates. Median of `runs`; the breakdown is the median run's.
 */
export async function profilePorchLoad(runs = 3): Promise<Omit<StartupFigures, "bundleKiB" | "gzipKiB" | "bare" | "ratio">> {
  const chunk = readdirSync("dist/server/assets").find(
    (f) =>
      existsSync(join("dist/server/assets", `${f}.map`)) &&
      readFileSync(join("dist/server/assets", `${f}.map`), "utf8").includes('/worker/porch/answer.ts"'),
  );
  if (!chunk) throw new Error("no chunk of dist/server holds worker/porch/answer.ts");
  // Outside the project: wrangler would otherwise follow the build's .wrangler/deploy/config.json
  // back to dist/server, whatever --config says.
  const dir = mkdtempSync(join(tmpdir(), "porch-load-"));
  mkdirSync(join(dir, "assets"));
  for (const f of readdirSync("dist/server/assets")) copyFileSync(join("dist/server/assets", f), join(dir, "assets", f));
  writeFileSync(join(dir, "entry.js"), `import "./assets/${chunk}";\nexport default { fetch: () => new Response("ok") };\n`);
  const built = JSON.parse(readFileSync("dist/server/wrangler.json", "utf8")) as {
    compatibility_date: string;
    compatibility_flags: string[];
  };
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({
      name: "porch-load",
      main: "entry.js",
      compatibility_date: built.compatibility_date,
      compatibility_flags: built.compatibility_flags,
      no_bundle: true,
      rules: [{ type: "ESModule", globs: ["**/*.js"] }],
    }),
  );
  const active: number[] = [];
  const gc: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = await run("npx", ["wrangler", "check", "startup", "--cwd", dir, "--outfile", join(dir, `${i + 1}.cpuprofile`)], {
      capture: true,
    });
    const time = /Active: ([\d.]+) ms \(including ([\d.]+) ms garbage collection\)/.exec(out);
    if (!time) throw new Error(`wrangler check startup printed no figures:\n${out}`);
    active.push(Number(time[1]));
    gc.push(Number(time[2]));
  }
  const medianRun = active.indexOf([...active].sort((a, b) => a - b)[Math.floor(runs / 2)]);
  const profile = JSON.parse(readFileSync(join(dir, `${medianRun + 1}.cpuprofile`), "utf8")) as CpuProfile;
  const summary = summariseProfile(profile, dir, 15);
  rmSync(dir, { recursive: true, force: true });
  return { activeMs: spread(active), gcMs: spread(gc), ...summary };
}

async function timedChat(origin: string, message: string, ip: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${origin}/api/community/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "cf-connecting-ip": ip },
    body: JSON.stringify({ message }),
  });
  await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`POST /api/community/chat answered ${res.status}`);
  return ms;
}

/** The first and the second chat of a freshly started built Worker, `reps` fresh servers. */
export async function measureFirstChat(reps = 3): Promise<FirstChatFigures> {
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < reps; i++) {
    const server = await startServer();
    try {
      first.push(await timedChat(server.origin, "Where can I find food help near me?", "198.51.100.1"));
      second.push(await timedChat(server.origin, "I need help paying rent this month.", "198.51.100.2"));
    } finally {
      await server.stop();
    }
  }
  return { firstMs: spread(first), secondMs: spread(second) };
}

const ms = (s: Spread) => `${Math.round(s.median)} ms (${s.runs.map((v) => Math.round(v)).join(", ")})`;

export function formatStartup(s: StartupFigures, chat?: FirstChatFigures): string {
  const lines = [
    `Worker start-up (wrangler check startup on dist/server, ${s.activeMs.runs.length} runs; median (each run))`,
    `| row | measured | target |`,
    `| --- | --- | --- |`,
    `| start-up CPU (active) | ${ms(s.activeMs)} | - |`,
    `| of which garbage collection | ${ms(s.gcMs)} | - |`,
    `| bundle | ${s.bundleKiB.toFixed(2)} KiB, gzip ${s.gzipKiB.toFixed(2)} KiB | - |`,
    `| the bare peer (${BARE}, its runs interleaved) | ${ms(s.bare.activeMs)}; bundle ${s.bare.bundleKiB.toFixed(2)} KiB, gzip ${s.bare.gzipKiB.toFixed(2)} KiB | - |`,
    `| start-up, ours / the peer's (medians) | ${s.ratio.toFixed(2)}x | <= ${STARTUP_RATIO_TARGET}x |`,
  ];
  if (chat) {
    lines.push(
      `| first chat after a cold start (fresh server each, client wall time) | ${ms(chat.firstMs)} | <= ${FIRST_CHAT_TARGET_MS} ms |`,
      `| second chat, same server | ${ms(chat.secondMs)} | - |`,
    );
  }
  lines.push(
    `Median run's profile, self time by function: ${s.topFunctions.map((f) => `${f.name} ${f.ms.toFixed(1)} ms`).join("; ")}`,
    `Total time by source file: ${s.topFiles.map((f) => `${f.name} ${f.ms.toFixed(1)} ms`).join("; ")}`,
  );
  return lines.join("\n");
}

/** What the first chat pays on top of a warm one: the Porch's own module evaluation, by function and file. */
export function formatPorchLoad(p: Awaited<ReturnType<typeof profilePorchLoad>>): string {
  return [
    `The Porch's load alone (wrangler check startup on a Worker that only imports its chunk): ${ms(p.activeMs)}, garbage collection ${ms(p.gcMs)}`,
    `Median run's profile, self time by function: ${p.topFunctions.map((f) => `${f.name} ${f.ms.toFixed(1)} ms`).join("; ")}`,
    `Total time by source file: ${p.topFiles.map((f) => `${f.name} ${f.ms.toFixed(1)} ms`).join("; ")}`,
  ].join("\n");
}

export type StartupTarget = { name: string; target: string; actual: string; met: boolean };

export function checkStartupTargets(s: StartupFigures, chat?: FirstChatFigures): StartupTarget[] {
  const t: StartupTarget[] = [
    {
      name: "Worker start-up CPU over the bare peer's (wrangler check startup, medians, same run)",
      target: `<= ${STARTUP_RATIO_TARGET}x`,
      actual: `${s.ratio.toFixed(2)}x (${s.activeMs.median.toFixed(1)} ms / ${s.bare.activeMs.median.toFixed(1)} ms)`,
      met: s.ratio <= STARTUP_RATIO_TARGET,
    },
  ];
  if (chat)
    t.push({
      name: "First chat after a cold start (median)",
      target: `<= ${FIRST_CHAT_TARGET_MS} ms`,
      actual: `${Math.round(chat.firstMs.median)} ms`,
      met: chat.firstMs.median <= FIRST_CHAT_TARGET_MS,
    });
  return t;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(process.argv[2] ?? 3);
  void (async () => {
    const startup = await measureStartup(runs);
    console.log(formatStartup(startup));
    const chat = await measureFirstChat(runs);
    console.log(formatStartup(startup, chat));
    console.log(formatPorchLoad(await profilePorchLoad(runs)));
  })();
}
