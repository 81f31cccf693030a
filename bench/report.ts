/**
 * The performance targets (docs/architecture.md, "Performance") and the printed table (Markdown, so it can be pasted as is).
 */
import type { ApiFigures } from "./api";
import type { FirstLoad, LoadedJs } from "./first-load";
import type { InteractedJs, InteractionFigures } from "./interaction";
import type { LighthouseFigures } from "./lighthouse";
import { formatPorchCost, PORCH_CPU_TARGET_MS, type PorchCost } from "./porch-cost";
import type { RaceFigures } from "./race";
import { checkStartupTargets, formatStartup, type FirstChatFigures, type StartupFigures } from "./startup";

export type Target = { name: string; target: string; actual: string; met: boolean };

export type Results = {
  date: string;
  commit?: string;
  /** `loadAverage`: the 1-minute load average when the bench began and when it ended; on a shared machine it says how far to trust a run. */
  machine: { node: string; cpus: number; chromium: string; loadAverage?: { start: number; end: number } };
  settings: { lighthouseRuns: number; loadSeconds: number; connections: number };
  /** The floor page (bench/floor.ts), measured in the same run with the same settings. */
  floor: LighthouseFigures;
  lighthouse: LighthouseFigures[];
  /** LCP over plain HTTP/1.1 straight from the local server, against the floor page served the same way. */
  floorHttp1?: LighthouseFigures;
  lighthouseHttp1?: LighthouseFigures[];
  /** LCP and first paint with DevTools throttling (real, not simulated) over HTTPS and HTTP/2, against the floor page measured the same way. */
  floorDevtools?: LighthouseFigures;
  lighthouseDevtools?: LighthouseFigures[];
  firstLoad: Array<FirstLoad & { loaded?: LoadedJs }>;
  api: ApiFigures[];
  /** Every baseline run (before the first route and after each one); `api[0]` is their mean. */
  baselineRuns: ApiFigures[];
  race: RaceFigures | { error: string };
  /** The Porch's answer() per message, hostile ones included: wall time, an upper bound of its CPU (bench/porch-cost.ts). */
  porch: PorchCost[];
  /** `wrangler check startup` on the built Worker, and the first chat after a cold start (bench/startup.ts). */
  startup?: StartupFigures;
  firstChat?: FirstChatFigures;
  /** Reported beside their targets, not gated: on a shared machine they swing too much. */
  interactions: InteractionFigures[];
  interactedJs: InteractedJs[];
  targets: Target[];
  seconds: number;
};

/** The performance targets (docs/performance.md). Each is met when the median over the runs meets it. */
export const LCP_FLOOR_RATIO = 1.5;
/** Over plain HTTP/1.1, as `npm start` serves the owner's preview: six connections, so more requests cost more. */
export const LCP_FLOOR_RATIO_HTTP1 = 2.2;
/** With DevTools throttling over HTTP/2: the real load, in the order the server sends it. */
export const LCP_FLOOR_RATIO_DEVTOOLS = 1.6;
export const PERFORMANCE_MIN = 100;
export const TBT_LIMIT_MS = 50;
/** JavaScript Chromium fetches by network idle on Home, gzip. */
export const HOME_IDLE_JS_MAX = 130_000;
/** JavaScript files in a route's first load (docs/decisions/0080-first-paint-and-few-chunks.md). */
export const FIRST_LOAD_FILES_MAX = 10;
export const CLS_LIMIT = 0.02;

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "n/a");
/** Every run's value, and their range: min-max. */
const runsOf = (values: number[]) =>
  values.length === 0
    ? "n/a"
    : `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms (${values.map((v) => Math.round(v)).join(", ")})`;
const ratio = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? "n/a" : `${v.toFixed(2)}x`);

/**
 * API p99 targets, each a ratio of two rows of the same run
 * (docs/performance.md#the-api-rows-a-no-io-baseline). The baseline is
 * GET /api/health/live (no I/O); health is GET /api/health (one D1 query, one KV read).
 */
export const API_TARGETS = {
  /** The calendar's month from this location's cache: the D1 generation read and the cache lookup. */
  slotsCachedToBaseline: 1.5,
  /** The month from D1: the generation read, the cache lookup, the D1 query and the cache put. */
  slotsUncachedToBaseline: 3.0,
  /** The design's first bar, kept: the (cached) month read against the health check. */
  slotsCachedToHealth: 1.5,
  chatToHealth: 2.0,
} as const;

/** What each API row is held to, for the table. */
export function apiTargetText(name: string): string {
  const x = (v: number) => `${v.toFixed(2)}x`;
  if (name === "slots cached")
    return `<= ${x(API_TARGETS.slotsCachedToBaseline)} baseline, <= ${x(API_TARGETS.slotsCachedToHealth)} health, all HIT`;
  if (name === "slots uncached") return `<= ${x(API_TARGETS.slotsUncachedToBaseline)} baseline, all MISS`;
  if (name === "chat") return `<= ${x(API_TARGETS.chatToHealth)} health`;
  return "none (information)";
}

/** The API rows' targets (also used alone by `npm run bench -- --api-only`). */
export function checkApiTargets(api: ApiFigures[]): Target[] {
  const t: Target[] = [];
  const by = (name: string) => api.find((a) => a.name === name);
  for (const a of api)
    t.push({ name: `${a.method} ${a.name} answers 2xx under load`, target: "no errors", actual: a.status, met: a.status === "ok" });
  const health = by("health")?.ratioToBaseline;
  const toHealth = (row: ApiFigures | undefined) =>
    row?.ratioToBaseline !== undefined && health ? row.ratioToBaseline / health : undefined;
  const cached = by("slots cached");
  const uncached = by("slots uncached");
  const chat = by("chat");
  const gate = (name: string, value: number | undefined, limit: number) =>
    t.push({ name, target: `<= ${limit.toFixed(2)}x`, actual: ratio(value), met: (value ?? Infinity) <= limit });
  gate("slots cached (HIT) p99 / baseline p99", cached?.ratioToBaseline, API_TARGETS.slotsCachedToBaseline);
  gate("slots uncached (MISS) p99 / baseline p99", uncached?.ratioToBaseline, API_TARGETS.slotsUncachedToBaseline);
  gate("slots cached p99 / health p99", toHealth(cached), API_TARGETS.slotsCachedToHealth);
  gate("chat p99 / health p99", toHealth(chat), API_TARGETS.chatToHealth);
  return t;
}

/** The Porch's cost targets: answer() CPU p99 per input (also used alone by `npm run bench -- --porch-only`). */
export function checkPorchTargets(porch: PorchCost[]): Target[] {
  return porch.map((p) => ({
    name: `Porch answer() wall p99 (CPU upper bound), ${p.name}`,
    target: `<= ${PORCH_CPU_TARGET_MS} ms`,
    actual: `${p.p99Ms.toFixed(2)} ms`,
    met: p.p99Ms <= PORCH_CPU_TARGET_MS,
  }));
}

/** The API table (Markdown). */
export function formatApiTable(api: ApiFigures[], connections: number, loadSeconds: number): string {
  const cache = (a: ApiFigures) =>
    a.cache
      ? Object.entries(a.cache)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ")
      : "-";
  return (
    `API under ${connections} connections (autocannon), ${loadSeconds} s per route (the uncached row: one request per month, each once); ` +
    `baseline runs before and after each route (its row is their mean), each ratio against the two around it\n` +
    table(
      ["row", "route", "req/s", "p50", "p99", "p99 / baseline", "X-Edge-Cache", "target", "status"],
      api.map((a) => [
        a.name,
        `${a.method} ${a.path}`,
        String(a.reqPerSec),
        ms(a.p50Ms),
        ms(a.p99Ms),
        ratio(a.ratioToBaseline),
        cache(a),
        apiTargetText(a.name),
        a.status,
      ]),
    )
  );
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// First-load JavaScript budget, gzip, on every route: React 19 and React Router's runtime alone
// are about 107 kB (docs/decisions/0056-react-router-framework-mode.md).
export const firstLoadBudget = (_route: string): number | undefined => 125_000;

export function checkTargets(r: Results): Target[] {
  const t: Target[] = [];
  for (const f of r.firstLoad) {
    const budget = firstLoadBudget(f.route);
    if (budget !== undefined)
      t.push({
        name: `First-load JS ${f.route}`,
        target: `<= ${budget / 1000} kB`,
        actual: `${(f.js / 1000).toFixed(1)} kB`,
        met: f.js <= budget,
      });
    const files = f.assets.filter((a) => a.kind === "js").length;
    t.push({
      name: `First-load JS files ${f.route}`,
      target: `<= ${FIRST_LOAD_FILES_MAX}`,
      actual: String(files),
      met: files <= FIRST_LOAD_FILES_MAX,
    });
    if (f.route === "/" && f.loaded)
      t.push({
        name: "JS by idle /",
        target: `<= ${HOME_IDLE_JS_MAX / 1000} kB`,
        actual: kb(f.loaded.afterIdle),
        met: f.loaded.afterIdle <= HOME_IDLE_JS_MAX,
      });
  }
  for (const i of r.interactions)
    if (i.target !== undefined)
      t.push({ name: i.name, target: `<= ${i.target} ms`, actual: `${Math.round(i.median)} ms`, met: i.median <= i.target });
  for (const j of r.interactedJs)
    t.push({
      name: `JS once interacted ${j.route}`,
      target: `<= ${j.target / 1000} kB`,
      actual: `${(j.gzip / 1000).toFixed(1)} kB`,
      met: j.gzip <= j.target,
    });
  for (const l of r.lighthouse) {
    t.push({
      name: `Lighthouse performance ${l.route}`,
      target: `>= ${PERFORMANCE_MIN}`,
      actual: String(l.performance),
      met: l.performance >= PERFORMANCE_MIN,
    });
    t.push({
      name: `Total blocking time ${l.route}`,
      target: `<= ${TBT_LIMIT_MS} ms`,
      actual: `${Math.round(l.tbtMs)} ms`,
      met: l.tbtMs <= TBT_LIMIT_MS,
    });
    t.push({ name: `Lighthouse accessibility ${l.route}`, target: "100", actual: String(l.accessibility), met: l.accessibility === 100 });
    // The 404 page answers with status 404 on purpose (no soft 404): Chromium logs that status as a
    // console error and Lighthouse's SEO counts it, as it counts the page's noindex. The e2e
    // hydration spec checks that page for every other console error.
    const notFound = l.route === "/404";
    const lostIn = (category: string) => l.failing.filter((f) => f.category === category).map((f) => f.audit);
    const statusOnly = notFound && lostIn("best-practices").length > 0 && lostIn("best-practices").every((a) => a === "errors-in-console");
    t.push({
      name: `Lighthouse best practices ${l.route}`,
      target: notFound ? "100 but the 404 status logged" : "100",
      actual: String(l.bestPractices),
      met: l.bestPractices === 100 || statusOnly,
    });
    // The 404 page is noindex on purpose, which Lighthouse's is-crawlable audit counts against SEO.
    const seoLost = l.failing.filter((f) => f.category === "seo").map((f) => f.audit);
    const noindexOnly = notFound && seoLost.length > 0 && seoLost.every((a) => a === "is-crawlable" || a === "http-status-code");
    t.push({
      name: `Lighthouse SEO ${l.route}`,
      target: notFound ? "100 but is-crawlable (noindex) and http-status-code (404)" : "100",
      actual: String(l.seo),
      met: l.seo === 100 || noindexOnly,
    });
    t.push({ name: `CLS ${l.route}`, target: `< ${CLS_LIMIT}`, actual: l.cls.toFixed(3), met: l.cls < CLS_LIMIT });
    t.push({
      name: `LCP / floor ${l.route}`,
      target: `<= ${LCP_FLOOR_RATIO.toFixed(2)}x`,
      actual: ratio(l.lcpRatio),
      met: (l.lcpRatio ?? Infinity) <= LCP_FLOOR_RATIO,
    });
  }
  for (const l of r.lighthouseHttp1 ?? [])
    t.push({
      name: `LCP / floor over HTTP/1.1 ${l.route}`,
      target: `<= ${LCP_FLOOR_RATIO_HTTP1.toFixed(2)}x`,
      actual: ratio(l.lcpRatio),
      met: (l.lcpRatio ?? Infinity) <= LCP_FLOOR_RATIO_HTTP1,
    });
  for (const l of r.lighthouseDevtools ?? [])
    t.push({
      name: `LCP / floor with DevTools throttling over HTTP/2 ${l.route}`,
      target: `<= ${LCP_FLOOR_RATIO_DEVTOOLS.toFixed(2)}x`,
      actual: ratio(l.lcpRatio),
      met: (l.lcpRatio ?? Infinity) <= LCP_FLOOR_RATIO_DEVTOOLS,
    });
  t.push(...checkApiTargets(r.api));
  t.push(...checkPorchTargets(r.porch ?? []));
  if (r.startup) t.push(...checkStartupTargets(r.startup, r.firstChat));
  if ("error" in r.race) {
    t.push({ name: "claim race", target: "exactly 1 winner", actual: `did not run: ${r.race.error}`, met: false });
  } else {
    const race = r.race;
    t.push({ name: "claim race winners", target: "exactly 1", actual: String(race.winners), met: race.winners === 1 });
    t.push({ name: "claim race rows for the day", target: "exactly 1", actual: String(race.rowsForDay), met: race.rowsForDay === 1 });
    t.push({
      name: "claim race losers get 409",
      target: `${race.claimants - 1}`,
      actual: String(race.conflicts),
      met: race.conflicts === race.claimants - 1,
    });
  }
  return t;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(head), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

export function formatTable(r: Results): string {
  const parts: string[] = [];
  parts.push(
    `Benchmark ${r.date}${r.commit ? ` (commit ${r.commit})` : ""}; Node ${r.machine.node}, ${r.machine.cpus} CPUs, ${r.machine.chromium}${
      r.machine.loadAverage
        ? `; load average ${r.machine.loadAverage.start.toFixed(1)} at the start, ${r.machine.loadAverage.end.toFixed(1)} at the end`
        : ""
    }`,
  );
  const firstLoadOf = (route: string) => r.firstLoad.find((f) => f.route === route);
  parts.push(
    `\nLighthouse, mobile preset (simulated throttling, over HTTPS and HTTP/2), median of ${r.settings.lighthouseRuns} run(s); floor page LCP ${ms(r.floor.lcpMs)} ` +
      `(one run at the start of each round: ${runsOf(r.floor.lcpRuns)}). First-load JS = entry + the chunks it lists ` +
      `in the prerendered HTML, gzip -9; JS by idle = all JS Chromium fetched by network idle (deferred parts included); chunks = ` +
      `JS files the HTML loads up front\n` +
      table(
        [
          "route",
          "LCP",
          "LCP / floor",
          "FCP",
          "perf",
          "a11y",
          "best pr.",
          "SEO",
          "CLS",
          "TBT",
          "first-load JS",
          "JS by idle",
          "chunks",
          "perf runs",
          "LCP runs",
          "TBT runs",
        ],
        r.lighthouse.map((l) => {
          const f = firstLoadOf(l.route);
          return [
            l.route,
            ms(l.lcpMs),
            ratio(l.lcpRatio),
            ms(l.fcpMs),
            String(l.performance),
            String(l.accessibility),
            String(l.bestPractices),
            String(l.seo),
            l.cls.toFixed(3),
            ms(l.tbtMs),
            f ? kb(f.js) : "n/a",
            f?.loaded ? kb(f.loaded.afterIdle) : "n/a",
            f ? String(f.assets.filter((a) => a.kind === "js").length) : "n/a",
            l.performanceRuns.join(", "),
            runsOf(l.lcpRuns),
            runsOf(l.tbtRuns),
          ];
        }),
      ),
  );
  if (r.floorHttp1 && r.lighthouseHttp1?.length)
    parts.push(
      `\nLighthouse over plain HTTP/1.1 (the local server, as \`npm start\` serves it), median of ${r.settings.lighthouseRuns} run(s); floor page LCP ` +
        `${ms(r.floorHttp1.lcpMs)} (runs: ${runsOf(r.floorHttp1.lcpRuns)})\n` +
        table(
          ["route", "LCP", "LCP / floor", "FCP", "perf", "TBT", "LCP runs", "TBT runs"],
          r.lighthouseHttp1.map((l) => [
            l.route,
            ms(l.lcpMs),
            ratio(l.lcpRatio),
            ms(l.fcpMs),
            String(l.performance),
            ms(l.tbtMs),
            runsOf(l.lcpRuns),
            runsOf(l.tbtRuns),
          ]),
        ),
    );
  if (r.floorDevtools && r.lighthouseDevtools?.length)
    parts.push(
      `\nLighthouse with DevTools throttling (150 ms, 1.6 Mbit/s, 4x CPU applied to the real load) over HTTPS and HTTP/2, median of ` +
        `${r.settings.lighthouseRuns} run(s); floor page LCP ${ms(r.floorDevtools.lcpMs)}, first paint ${ms(r.floorDevtools.fcpMs)} (LCP runs: ${runsOf(r.floorDevtools.lcpRuns)})\n` +
        table(
          ["route", "LCP", "LCP / floor", "FCP", "FCP / floor", "LCP runs", "FCP runs"],
          r.lighthouseDevtools.map((l) => [
            l.route,
            ms(l.lcpMs),
            ratio(l.lcpRatio),
            ms(l.fcpMs),
            ratio(l.fcpMs / r.floorDevtools!.fcpMs),
            runsOf(l.lcpRuns),
            runsOf(l.fcpRuns),
          ]),
        ),
    );
  const failing = r.lighthouse.flatMap((l) => l.failing.map((f) => `  ${l.route} ${f.category}: ${f.audit} (${f.title})`));
  if (failing.length > 0) parts.push(`Audits costing points:\n${failing.join("\n")}`);
  if (r.startup) parts.push(`\n${formatStartup(r.startup, r.firstChat)}`);
  parts.push(`\n${formatApiTable(r.api, r.settings.connections, r.settings.loadSeconds)}`);
  if (r.porch?.length) parts.push(`\nPorch, in the bench process (no server), each run a different message\n${formatPorchCost(r.porch)}`);
  if ("error" in r.race) {
    parts.push(`\nClaim race: did not run: ${r.race.error}`);
  } else {
    const other = Object.entries(r.race.otherStatuses)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    parts.push(
      `\nClaim race: ${r.race.claimants} simultaneous claims of ${r.race.day}: ${r.race.winners} winner(s) (201), ${r.race.conflicts} conflict(s) (409)` +
        `${other ? `, other: ${other}` : ""}; ${r.race.rowsForDay} row(s) for the day in D1; ${r.race.wallMs} ms`,
    );
  }
  parts.push(
    `\nTargets\n` +
      table(
        ["target", "wanted", "measured", "met"],
        r.targets.map((t) => [t.name, t.target, t.actual, t.met ? "yes" : "NO"]),
      ),
  );
  return parts.join("\n");
}
