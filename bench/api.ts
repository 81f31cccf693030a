/**
 * API latency under load: autocannon with 50 concurrent connections per route. The figure that
 * matters is each route's p99 as a ratio to a baseline route's p99 in the same run (the machine's
 * speed cancels out; the route's own cost remains). The baseline is GET /api/health/live, which
 * does no I/O at all: the runtime, the local proxy and the middleware, nothing else
 * (docs/performance.md#the-api-rows-a-no-io-baseline).
 *
 * The slots route is measured twice, and the answers' X-Edge-Cache header is counted to prove
 * which path ran: cached (every request a HIT on the current month, after a warm-up) and uncached
 * (every request a MISS: a new cache generation first, then each request a different month, so
 * each one runs the D1 generation read, the cache lookup, the D1 query and the cache put).
 *
 * The chat is rate limited per client IP (20 a minute). `wrangler dev` passes the client's
 * `cf-connecting-ip` header through (Cloudflare's edge overwrites it in production), so each chat
 * request names a different IP: the limiter still runs on every request, it just never trips.
 */
import autocannon from "autocannon";

export type ApiRoute = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  varyIp?: boolean;
  /** The X-Edge-Cache answer every request must get (the row's status says otherwise). */
  expectCache?: "HIT" | "MISS";
  /**
   * Instead of `path` and a duration: this many requests, the n-th to `paths(n)`, with no warm-up
   * (a warm-up would fill the cache the row means to miss). Run after `prepare`.
   */
  each?: { count: number; paths: (n: number) => string; prepare: () => Promise<void> | void };
};

export type ApiFigures = {
  name: string;
  method: string;
  path: string;
  status: string;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** X-Edge-Cache values counted over the measured requests (absent: the route sets none). */
  cache?: Record<string, number>;
  ratioToBaseline?: number;
};

let ipCounter = 0;
/** 10.x.y.z, a new one per call (16.7 million before it wraps). */
export function nextIp(): string {
  ipCounter = (ipCounter + 1) % 16_777_216;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type Counts = Record<string, number>;

function options(origin: string, route: ApiRoute, run: { duration: number } | { amount: number }, counts?: Counts) {
  // Writes must carry the site's Origin (the API refuses writes without one); reads ignore it.
  const headers: Record<string, string> = route.body === undefined ? {} : { "content-type": "application/json", origin };
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);
  let sent = 0;
  const setup = (req: { path?: string; headers?: Record<string, string> }) => ({
    ...req,
    ...(route.each ? { path: route.each.paths(sent++) } : {}),
    ...(route.varyIp ? { headers: { ...req.headers, "cf-connecting-ip": nextIp() } } : {}),
  });
  return {
    url: origin,
    connections: 50,
    ...run,
    timeout: 30,
    requests: [
      {
        method: route.method,
        path: route.path,
        headers,
        body,
        // (autocannon calls these whenever the key is present, so each is left out when unused)
        ...(route.each || route.varyIp ? { setupRequest: setup } : {}),
        ...(counts
          ? {
              onResponse: (_status: number, _body: string, _context: unknown, responseHeaders: Record<string, string | string[]>) => {
                const name = Object.keys(responseHeaders).find((h) => h.toLowerCase() === "x-edge-cache");
                const value = name ? String(responseHeaders[name]) : "none";
                counts[value] = (counts[value] ?? 0) + 1;
              },
            }
          : {}),
      },
    ],
  };
}

function failed(route: ApiRoute, status: string): ApiFigures {
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    status,
    requests: 0,
    reqPerSec: 0,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    errors: 0,
    non2xx: 0,
  };
}

export async function loadTest(origin: string, route: ApiRoute, durationSeconds = 10, warmupSeconds = 2): Promise<ApiFigures> {
  // Check it answers 2xx once before measuring, so a missing route reads as such, not as speed.
  // (A route measured request by request is probed on its first path; `prepare` runs after.)
  const probe = await fetch(`${origin}${route.each ? route.each.paths(0) : route.path}`, {
    method: route.method,
    headers: {
      ...(route.body === undefined ? {} : { "content-type": "application/json", origin }),
      ...(route.varyIp ? { "cf-connecting-ip": nextIp() } : {}),
    },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  await probe.arrayBuffer();
  if (!probe.ok) return failed(route, `HTTP ${probe.status}`);

  const counts: Counts = {};
  let r: Awaited<ReturnType<typeof autocannon>>;
  if (route.each) {
    await route.each.prepare();
    r = await autocannon(options(origin, route, { amount: route.each.count }, counts));
  } else {
    if (warmupSeconds > 0) await autocannon(options(origin, route, { duration: warmupSeconds }));
    r = await autocannon(options(origin, route, { duration: durationSeconds }, counts));
  }
  const total = Object.values(r.statusCodeStats).reduce((n, s) => n + Number(s.count), 0);
  const codes = Object.keys(r.statusCodeStats).sort().join("/");
  const problems: string[] = [];
  if (r.non2xx !== 0 || r.errors !== 0) problems.push(`non-2xx ${r.non2xx}, errors ${r.errors} (${codes})`);
  const cacheCounted = Object.keys(counts).some((k) => k !== "none");
  if (route.expectCache) {
    const other = Object.entries(counts).filter(([k]) => k !== route.expectCache);
    if (other.length > 0) problems.push(`not all ${route.expectCache}: ${other.map(([k, n]) => `${n} ${k}`).join(", ")}`);
  }
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    status: problems.length === 0 ? "ok" : problems.join("; "),
    requests: total,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    ...(cacheCounted ? { cache: counts } : {}),
  };
}

/**
 * The baseline, then each route followed by the baseline again (B R1 B R2 B ...): each route's
 * p99 is compared with the mean of the two baseline runs around it, so a neighbour's build or
 * test run slowing this shared machine down for a while moves both sides of the ratio alike.
 */
export async function loadTestSuite(
  origin: string,
  baseline: ApiRoute,
  routes: ApiRoute[],
  durationSeconds: number,
  log: (line: string) => void = () => {},
): Promise<{ baseline: ApiFigures; baselineRuns: ApiFigures[]; routes: ApiFigures[] }> {
  const measure = (route: ApiRoute) => {
    log(
      `Load test: ${route.method} ${route.path} (${route.name}; 50 connections, ${route.each ? `${route.each.count} requests` : `${durationSeconds} s`})...`,
    );
    return loadTest(origin, route, durationSeconds);
  };
  const baselineRuns = [await measure(baseline)];
  const out: ApiFigures[] = [];
  for (const route of routes) {
    const figures = await measure(route);
    baselineRuns.push(await measure(baseline));
    const around = baselineRuns.slice(-2).map((b) => b.p99Ms);
    const mean = (around[0] + around[1]) / 2;
    if (Number.isFinite(figures.p99Ms) && mean > 0) figures.ratioToBaseline = figures.p99Ms / mean;
    out.push(figures);
  }
  const mean = (k: "p50Ms" | "p99Ms" | "reqPerSec") => baselineRuns.reduce((n, b) => n + b[k], 0) / baselineRuns.length;
  const bad = baselineRuns.find((b) => b.status !== "ok");
  const combined: ApiFigures = {
    ...baselineRuns[0],
    status: bad ? bad.status : "ok",
    requests: baselineRuns.reduce((n, b) => n + b.requests, 0),
    reqPerSec: Math.round(mean("reqPerSec")),
    p50Ms: mean("p50Ms"),
    p99Ms: mean("p99Ms"),
    errors: baselineRuns.reduce((n, b) => n + b.errors, 0),
    non2xx: baselineRuns.reduce((n, b) => n + b.non2xx, 0),
    ratioToBaseline: 1,
  };
  return { baseline: combined, baselineRuns, routes: out };
}
