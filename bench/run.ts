/**
 * npm run bench: the site's performance targets (docs/architecture.md), measured in one run against the built
 * Worker served locally (wrangler dev --local, fresh D1/KV in .wrangler/bench-state).
 *
 *   npm run bench                     full run (5 Lighthouse rounds per series, 10 s per API route)
 *   npm run bench -- --runs 1 --duration 5    quicker, noisier
 *   npm run bench -- --runs 1 --routes /,/meet --only hydrated
 *                                     the route rows of those routes only (Lighthouse, JavaScript),
 *                                     and only the interaction rows whose name contains the text;
 *                                     the start-up, API, race and Porch rows are measured as always
 *   npm run bench -- --api-only       only the API rows and their targets (about 2 minutes); prints,
 *                                     writes no results file
 *   npm run bench -- --porch-only     only the Porch's answer() CPU row (about a minute, no server); prints
 *   npm run bench -- --startup-only   only the Worker's start-up CPU (wrangler check startup) and the first
 *                                     chat after a cold start (about two minutes); prints
 *
 * Prints a table, writes bench/results.json (Lighthouse reports in bench/lighthouse/), and exits
 * with code 1 when a target is missed (2 when the harness itself failed).
 */
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { writeFileSync } from "node:fs";
import { loadTestSuite, type ApiFigures, type ApiRoute } from "./api";
import { bumpCacheGeneration } from "../scripts/lib/cache-generation";
import { localTarget } from "../scripts/lib/wrangler";
import { formatInteractions, measureInteractedJs, measureInteractions } from "./interaction";
import { firstLoad, measureLoadedJs, prerenderedRoutes, type FirstLoad, type LoadedJs } from "./first-load";
import { chromiumPath } from "../scripts/lib/chromium";
import { runLighthouse } from "./lighthouse";
import { claimRace, type RaceFigures } from "./race";
import { ensureBuild, startServer, type BenchServer } from "./server";
import { checkApiTargets, checkPorchTargets, checkTargets, formatApiTable, formatTable, type Results } from "./report";
import { formatPorchCost, measurePorchCost } from "./porch-cost";
import {
  checkStartupTargets,
  formatPorchLoad,
  formatStartup,
  measureFirstChat,
  measureStartup,
  profilePorchLoad,
  STARTUP_MIN_RUNS,
} from "./startup";
import { startFloorServer, type FloorServer } from "./floor";
import { startHttpsProxy, type HttpsProxy } from "./https-proxy";
import { notFoundPage, pageRoutes } from "../web/src/shell/route-table";
import { stopEverythingOnSignal } from "../scripts/lib/interrupts";
import { selectRoutes } from "./select";

const USAGE = `npm run bench -- [options]   (the full run takes about an hour on 2 cores; run it on a quiet machine)
  --runs N              Lighthouse rounds per series (default 5); the start-up row keeps at least 7 runs whatever N is
  --duration S          seconds of load per API route (default 10)
  --interaction-runs N  runs of each interaction row (default 5)
  --routes /,/meet      the route rows (Lighthouse, JavaScript, longest task) of these routes only
  --only TEXT           only the interaction rows whose name contains TEXT
  --api-only | --porch-only | --startup-only   one group of rows alone, printed, no results file
  --help                this text`;

// Before anything starts: Ctrl-C must stop the servers and browsers too.
stopEverythingOnSignal();

// Every row of the route table and the 404 page (served at /404 with status 200: Lighthouse
// refuses to score a page answered with 404, and the HTML is the same).
const LIGHTHOUSE_ROUTES = [...pageRoutes.map((p) => p.path), notFoundPage.path];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** `--name value`, or undefined when the option is not given. */
function textArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  if (!value || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

function nyMonth(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" })
    .format(new Date())
    .split("-")
    .map(Number);
  return { year, month };
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

function chromiumVersion(path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/** Every month the slots route accepts (2000-01 to 2100-12), the n-th of them. */
const MONTHS = 101 * 12;
const monthPath = (n: number) => `/api/calendar/slots?year=${2000 + Math.floor((n % MONTHS) / 12)}&month=${((n % MONTHS) % 12) + 1}`;

/**
 * The API rows (docs/performance.md#the-api-rows-a-no-io-baseline): the no-I/O baseline
 * around each of health (D1 and KV), the month cached (HIT) and uncached (MISS), the instructor
 * list and the chat.
 */
async function measureApi(server: BenchServer, duration: number): Promise<{ api: ApiFigures[]; baselineRuns: ApiFigures[] }> {
  const { year, month } = nyMonth();
  const baseline: ApiRoute = { name: "baseline", method: "GET", path: "/api/health/live" };
  const apiRoutes: ApiRoute[] = [
    { name: "health", method: "GET", path: "/api/health" },
    { name: "slots cached", method: "GET", path: `/api/calendar/slots?year=${year}&month=${month}`, expectCache: "HIT" },
    {
      name: "slots uncached",
      method: "GET",
      path: "/api/calendar/slots?year=2000..2100&month=1..12",
      expectCache: "MISS",
      // A new generation (as the owner scripts write it) empties the cache for every month; then
      // each request reads a month nobody read since. 1,100 of the 1,212 months: autocannon builds
      // up to one request per connection that it never sends, and no month may come twice.
      each: {
        count: 1100,
        paths: monthPath,
        prepare: async () => {
          await bumpCacheGeneration(localTarget(server.persistDir));
        },
      },
    },
    { name: "instructors", method: "GET", path: "/api/instructors" },
    { name: "chat", method: "POST", path: "/api/community/chat", body: { message: "Where can I find food help near me?" }, varyIp: true },
  ];
  const suite = await loadTestSuite(server.origin, baseline, apiRoutes, duration, console.log);
  return { api: [suite.baseline, ...suite.routes], baselineRuns: suite.baselineRuns };
}

/** `--api-only`: the API rows and their targets, nothing else. */
async function apiOnly(duration: number): Promise<number> {
  await ensureBuild();
  const server = await startServer();
  try {
    console.log(`Serving at ${server.origin}`);
    const { api } = await measureApi(server, duration);
    console.log(`\n${formatApiTable(api, 50, duration)}`);
    const targets = checkApiTargets(api);
    for (const t of targets) console.log(`${t.met ? "met   " : "MISSED"} ${t.name}: ${t.actual} (target ${t.target})`);
    return targets.every((t) => t.met) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

/** `--porch-only`: the Porch's CPU row and its targets, nothing else. */
async function porchOnly(): Promise<number> {
  const porch = await measurePorchCost();
  console.log(formatPorchCost(porch));
  const targets = checkPorchTargets(porch);
  for (const t of targets) console.log(`${t.met ? "met   " : "MISSED"} ${t.name}: ${t.actual} (target ${t.target})`);
  return targets.every((t) => t.met) ? 0 : 1;
}

/** `--startup-only`: the Worker's start-up and the first chat after a cold start, nothing else. */
async function startupOnly(runs: number): Promise<number> {
  await ensureBuild();
  const startup = await measureStartup(runs);
  const firstChat = await measureFirstChat(runs);
  console.log(formatStartup(startup, firstChat));
  console.log(formatPorchLoad(await profilePorchLoad(runs)));
  const targets = checkStartupTargets(startup, firstChat);
  for (const t of targets) console.log(`${t.met ? "met   " : "MISSED"} ${t.name}: ${t.actual} (target ${t.target})`);
  return targets.every((t) => t.met) ? 0 : 1;
}

async function main(): Promise<number> {
  const runs = arg("runs", 5);
  const duration = arg("duration", 10);
  const interactionRuns = arg("interaction-runs", 5);
  const routesOption = textArg("routes");
  const only = textArg("only");
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  if (process.argv.includes("--api-only")) return apiOnly(duration);
  if (process.argv.includes("--porch-only")) return porchOnly();
  if (process.argv.includes("--startup-only")) return startupOnly(runs);
  const started = Date.now();
  const loadAtStart = loadavg()[0];

  await ensureBuild();
  // Before the bench's own server: each first chat starts a fresh server on the same state folder.
  console.log(
    `The Worker's start-up (wrangler check startup, ${Math.max(runs, STARTUP_MIN_RUNS)} runs of each Worker) and the first chat after a cold start (${runs} run(s))...`,
  );
  const startup = await measureStartup(runs);
  const firstChat = await measureFirstChat(runs);
  const routes = selectRoutes([...prerenderedRoutes(), notFoundPage.path], routesOption);
  const lighthouseRoutes = selectRoutes(LIGHTHOUSE_ROUTES, routesOption);
  const firstLoads: FirstLoad[] = routes.map(firstLoad);

  console.log("Starting the built site (wrangler dev --local, fresh state)...");
  let server: BenchServer | undefined;
  let floorServer: FloorServer | undefined;
  const proxies: HttpsProxy[] = [];
  const stopServer = () => Promise.all([server?.stop(), floorServer?.stop(), ...proxies.map((p) => p.stop())]);
  try {
    server = await startServer();
    const { origin } = server;
    console.log(`Serving at ${origin}`);

    console.log("Measuring JavaScript fetched by Chromium...");
    const loaded: LoadedJs[] = await measureLoadedJs(origin, routes, chromiumPath());

    console.log(`Interaction timings on an emulated phone, ${interactionRuns} runs each, a fresh browser per run...`);
    // A longest-task row belongs to its route: with --routes, only the listed routes' rows.
    const longestTaskOf = (name: string) => /^longest task after first paint: (.*)$/.exec(name)?.[1];
    const interactions = await measureInteractions(origin, interactionRuns, (name) => {
      const route = longestTaskOf(name);
      if (route !== undefined && routesOption !== undefined && !routes.includes(route === "/no-such-page" ? notFoundPage.path : route))
        return false;
      return only === undefined || name.includes(only);
    });
    console.log("JavaScript fetched once a visitor has used each page...");
    const interactedJs = await measureInteractedJs(origin, routes);

    floorServer = await startFloorServer();
    // Lighthouse reaches the site and the floor page alike over HTTPS and HTTP/2, as visitors reach
    // the deployed site (docs/performance.md#lighthouse-over-https-and-http2).
    const siteHttps = await startHttpsProxy(origin);
    proxies.push(siteHttps);
    const floorHttps = await startHttpsProxy(floorServer.origin);
    proxies.push(floorHttps);
    // Each series measures the floor page in every round, beside the routes, the same way.
    console.log(`Lighthouse (mobile, simulated throttling, HTTPS and HTTP/2), ${runs} round(s) of the floor page and every route...`);
    const h2 = await runLighthouse(siteHttps.origin, lighthouseRoutes, runs, `${floorHttps.origin}/`, {
      label: "h2",
      throttling: "simulate",
    });
    // The owner's preview: `npm start` serves plain HTTP/1.1, where a browser opens six connections
    // per host, so a page's request count weighs on its LCP.
    console.log(`Lighthouse over plain HTTP/1.1, ${runs} round(s)...`);
    const http1 = await runLighthouse(origin, lighthouseRoutes, runs, `${floorServer.origin}/`, { label: "http1", throttling: "simulate" });
    // The same round trip, bandwidth and CPU factor applied to the real load: what the server sends
    // first arrives first, whatever Lantern's model would order.
    console.log(`Lighthouse with DevTools throttling over HTTPS and HTTP/2, ${runs} round(s)...`);
    const devtools = await runLighthouse(siteHttps.origin, lighthouseRoutes, runs, `${floorHttps.origin}/`, {
      label: "devtools-h2",
      throttling: "devtools",
    });

    const { api, baselineRuns } = await measureApi(server, duration);

    console.log("Claim race: 100 instructors, one day...");
    let race: RaceFigures | { error: string };
    try {
      race = await claimRace(origin, server.persistDir, 100);
    } catch (err) {
      race = { error: (err as Error).message };
    }

    console.log("The Porch's answer() CPU per message, hostile messages included...");
    const porch = await measurePorchCost();

    const chromium = chromiumPath();
    const results: Results = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        node: process.version,
        cpus: cpus().length,
        chromium: chromiumVersion(chromium) ?? "Playwright's Chromium",
        loadAverage: { start: loadAtStart, end: loadavg()[0] },
      },
      settings: { lighthouseRuns: runs, loadSeconds: duration, connections: 50 },
      floor: h2.floor,
      lighthouse: h2.routes,
      floorHttp1: http1.floor,
      lighthouseHttp1: http1.routes,
      floorDevtools: devtools.floor,
      lighthouseDevtools: devtools.routes,
      firstLoad: firstLoads.map((f) => ({ ...f, loaded: loaded.find((l) => l.route === f.route) })),
      api,
      baselineRuns,
      race,
      porch,
      startup,
      firstChat,
      interactions,
      interactedJs,
      targets: [],
      seconds: 0,
    };
    results.targets = checkTargets(results);
    results.seconds = Math.round((Date.now() - started) / 1000);
    writeFileSync("bench/results.json", JSON.stringify(results, null, 2) + "\n");

    console.log("\n" + formatTable(results));
    console.log("\n" + formatInteractions(interactions, interactedJs));
    console.log(`\nbench/results.json written; Lighthouse reports in bench/lighthouse/. ${results.seconds} s in all.`);
    const missed = results.targets.filter((t) => !t.met);
    if (missed.length > 0) {
      console.error(
        `\n${missed.length} target(s) missed:\n${missed.map((t) => `  - ${t.name}: ${t.actual} (target ${t.target})`).join("\n")}`,
      );
      return 1;
    }
    console.log("\nEvery target is met.");
    return 0;
  } finally {
    await stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`\nThe benchmark could not run: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(2);
  },
);
