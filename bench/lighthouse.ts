/**
 * Lighthouse with its default (mobile) configuration: Moto G Power emulation and simulated
 * throttling (slow 4G, 4x CPU slowdown), the same as PageSpeed Insights' mobile run; or the same
 * figures applied to the real load (DevTools throttling). Several runs per route, in rounds: each
 * round measures the floor page, then every route once, so the floor's runs and each route's are
 * spread over the same minutes of a busy machine. Every figure is the median over the runs, and
 * every run's value is kept to show the spread.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/lib/chromium";
import { notFoundPage } from "../web/src/shell/route-table";

// Headless Chromium still runs the desktop browser's hidden omnibox popup, a WebUI page whose
// renderer wakes at every navigation and competes with the measured page for this machine's two
// cores. A phone's Chrome has no such page, so it is switched off, with chrome-launcher's own
// list kept: Chromium reads only the last --disable-features
// (docs/performance.md#lighthouse-without-the-omnibox-popup).
const launcherDisabled = chromeLauncher.Launcher.defaultFlags().find((f) => f.startsWith("--disable-features="));
if (!launcherDisabled) throw new Error("chrome-launcher no longer passes --disable-features: merge the list below by hand");
// The certificate of the bench's HTTPS front (bench/https-proxy.ts) is self-signed, for 127.0.0.1.
const CHROME_FLAGS = [
  "--headless=new",
  ...chromiumFlags,
  "--ignore-certificate-errors",
  `${launcherDisabled},WebUIOmniboxPopup,WebUIOmniboxAimPopup`,
];

export const REPORT_DIR = "bench/lighthouse";

export type LighthouseFigures = {
  route: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Every run's LCP, to show the spread. */
  lcpRuns: number[];
  /** LCP / the floor page's LCP in the same bench run (set by run.ts). */
  lcpRatio?: number;
  cls: number;
  tbtMs: number;
  tbtRuns: number[];
  fcpMs: number;
  fcpRuns: number[];
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  /** Audits that cost points in a category that is below 100 (from any run). */
  failing: Array<{ category: string; audit: string; title: string }>;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function failingAudits(lhr: Lhr): LighthouseFigures["failing"] {
  const out: LighthouseFigures["failing"] = [];
  for (const [category, cat] of Object.entries(lhr.categories)) {
    if ((cat.score ?? 0) >= 1) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        out.push({ category, audit: ref.id, title: audit.title });
      }
    }
  }
  return out;
}

/**
 * How a series is throttled and named: `simulate` is Lighthouse's default (Lantern's model of one
 * unthrottled load); `devtools` applies the same round trip, bandwidth and CPU factor to the load
 * itself, so what arrives first is what the server sent first.
 */
export type Protocol = { label: string; throttling: "simulate" | "devtools" };

// Lighthouse's mobile figures (slow 4G: 150 ms, 1.6 Mbit/s; 4x CPU), applied as they are: its
// DevTools preset would otherwise multiply them to stand for the simulation's queueing.
const DEVTOOLS_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150,
  downloadThroughputKbps: 1.6 * 1024,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
};

const reportName = (route: string) => (route.startsWith("http") ? "floor" : route === "/" ? "home" : route.slice(1).replace(/\//g, "-"));

export type LighthouseStep = { route: string; round: number; kept: boolean };

/**
 * The runs of a series: first one run of the floor page that is not kept, then `runs` rounds of the
 * floor page and every route. The first load of a series is slower than the next ones (a series'
 * first floor run on DevTools throttling: 967 ms, then 619; in a one-round bench 1,851 ms, whose
 * document alone took 1.3 s, against 0.64-0.66 s in other runs), and the floor is first in every
 * round, so without this the cold run falls on the floor alone and every ratio to it goes below 1.
 */
export function lighthousePlan(floorUrl: string, routes: string[], runs: number): LighthouseStep[] {
  const steps: LighthouseStep[] = [{ route: floorUrl, round: -1, kept: false }];
  for (let round = 0; round < runs; round++) for (const route of [floorUrl, ...routes]) steps.push({ route, round, kept: true });
  return steps;
}

/**
 * `routes` are paths under `origin`; `floorUrl` is the floor page (served elsewhere), measured
 * with the same settings at the start of every round. Reports go to bench/lighthouse/ as
 * `<label>-<route>-<run>.html`, so no series overwrites another's.
 */
export async function runLighthouse(
  origin: string,
  routes: string[],
  runs: number,
  floorUrl: string,
  protocol: Protocol,
): Promise<{ floor: LighthouseFigures; routes: LighthouseFigures[] }> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const all = [floorUrl, ...routes];
  const lhrs = new Map<string, Lhr[]>(all.map((r) => [r, []]));
  for (const { route, round, kept } of lighthousePlan(floorUrl, routes, runs)) {
    const name = kept ? `run ${round + 1}` : "the warm-up run";
    const measure = () =>
      measureInFreshChromium(route.startsWith("http") ? route : `${origin}${route}`, protocol, route === notFoundPage.path);
    let result = await measure();
    // Chromium now and then fails to record the trace (NO_NAVSTART, NO_FCP) or hangs: that says
    // nothing about the page, so the run is repeated (twice at most) instead of ending the bench.
    for (let retry = 0; retry < 2 && (!result || result.lhr.runtimeError); retry++) {
      console.warn(
        `Lighthouse ${name} of ${route} (${protocol.label}) failed (${result ? result.lhr.runtimeError?.code : "no result in time"}); running it again.`,
      );
      result = await measure();
    }
    if (!kept) continue;
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
    lhrs.get(route)!.push(result.lhr);
    writeFileSync(join(REPORT_DIR, `${protocol.label}-${reportName(route)}-${round + 1}.html`), String(result.report));
  }
  const figures = (route: string): LighthouseFigures => {
    const list = lhrs.get(route)!;
    const failing = new Map<string, LighthouseFigures["failing"][number]>();
    for (const lhr of list) for (const f of failingAudits(lhr)) failing.set(`${f.category}/${f.audit}`, f);
    const each = (id: string) => list.map((l) => numeric(l, id));
    return {
      route: route === floorUrl ? "floor page" : route,
      runs,
      performance: median(list.map((l) => score(l, "performance"))),
      accessibility: median(list.map((l) => score(l, "accessibility"))),
      bestPractices: median(list.map((l) => score(l, "best-practices"))),
      seo: median(list.map((l) => score(l, "seo"))),
      lcpMs: median(each("largest-contentful-paint")),
      lcpRuns: each("largest-contentful-paint"),
      cls: median(each("cumulative-layout-shift")),
      tbtMs: median(each("total-blocking-time")),
      tbtRuns: each("total-blocking-time"),
      fcpMs: median(each("first-contentful-paint")),
      fcpRuns: each("first-contentful-paint"),
      performanceRuns: list.map((l) => score(l, "performance")),
      failing: [...failing.values()],
    };
  };
  const floor = figures(floorUrl);
  return { floor, routes: routes.map((r) => ({ ...figures(r), lcpRatio: figures(r).lcpMs / floor.lcpMs })) };
}

const RUN_LIMIT_MS = 120_000;

/** One Lighthouse run in a Chromium of its own, killed after it; undefined if it hangs. */
/** `notFound`: the page answers 404 on purpose, which Lighthouse otherwise refuses to measure. */
async function measureInFreshChromium(url: string, protocol: Protocol, notFound = false) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: "error" });
  let timer: NodeJS.Timeout | undefined;
  try {
    const hung = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RUN_LIMIT_MS);
    });
    const run = lighthouse(url, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      // The DevTools series is for its paint timings: the other categories are the simulated series'.
      onlyCategories: protocol.throttling === "devtools" ? ["performance"] : ["performance", "accessibility", "best-practices", "seo"],
      ignoreStatusCode: notFound,
      ...(protocol.throttling === "devtools" ? { throttlingMethod: "devtools" as const, throttling: DEVTOOLS_THROTTLING } : {}),
    });
    return await Promise.race([run, hung]);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
