/**
 * API latency under load: autocannon with 50 concurrent connections for ~10 s per route, after a
 * short warm-up. The figure that matters is each route's p99 as a ratio to /api/health's p99 in
 * the same run (the machine's speed cancels out; the route's own cost remains).
 *
 * The chat is rate limited per client IP (20 a minute). `wrangler dev` passes the client's
 * `cf-connecting-ip` header through (Cloudflare's edge overwrites it in production), so each chat
 * request names a different IP: the limiter still runs on every request, it just never trips.
 * See docs/decisions/0007-bench.md.
 */
import autocannon from "autocannon";

export type ApiRoute = { name: string; method: "GET" | "POST"; path: string; body?: unknown; varyIp?: boolean };
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
  ratioToHealth?: number;
};

let ipCounter = 0;
/** 10.x.y.z, a new one per call (16.7 million before it wraps). */
export function nextIp(): string {
  ipCounter = (ipCounter + 1) % 16_777_216;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function options(origin: string, route: ApiRoute, duration: number) {
  // Writes must carry the site's Origin (the API refuses writes without one); reads ignore it.
  const headers: Record<string, string> = route.body === undefined ? {} : { "content-type": "application/json", origin };
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);
  return {
    url: origin,
    connections: 50,
    duration,
    timeout: 30,
    requests: [
      {
        method: route.method,
        path: route.path,
        headers,
        body,
        // (autocannon calls setupRequest whenever the key is present, so it is left out when unused)
        ...(route.varyIp
          ? { setupRequest: (req: { headers?: Record<string, string> }) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextIp() } }) }
          : {}),
      },
    ],
  };
}

export async function loadTest(origin: string, route: ApiRoute, durationSeconds = 10, warmupSeconds = 2): Promise<ApiFigures> {
  // Check it answers 2xx once before measuring, so a missing route reads as such, not as speed.
  const probe = await fetch(`${origin}${route.path}`, {
    method: route.method,
    headers: { ...(route.body === undefined ? {} : { "content-type": "application/json", origin }), ...(route.varyIp ? { "cf-connecting-ip": nextIp() } : {}) },
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
  await probe.arrayBuffer();
  if (!probe.ok) {
    return { name: route.name, method: route.method, path: route.path, status: `HTTP ${probe.status}`, requests: 0, reqPerSec: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, errors: 0, non2xx: 0 };
  }
  if (warmupSeconds > 0) await autocannon(options(origin, route, warmupSeconds));
  const r = await autocannon(options(origin, route, durationSeconds));
  const total = Object.values(r.statusCodeStats).reduce((n, s) => n + Number(s.count), 0);
  const codes = Object.keys(r.statusCodeStats).sort().join("/");
  return {
    name: route.name,
    method: route.method,
    path: route.path,
    status: r.non2xx === 0 && r.errors === 0 ? "ok" : `non-2xx ${r.non2xx}, errors ${r.errors} (${codes})`,
    requests: total,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/**
 * Health, then each route followed by health again (H R1 H R2 H ...): each route's p99 is
 * compared with the mean of the two health runs around it, so a neighbour's build or test run
 * slowing this shared machine down for a while moves both sides of the ratio alike.
 */
export async function loadTestSuite(
  origin: string,
  health: ApiRoute,
  routes: ApiRoute[],
  durationSeconds: number,
  log: (line: string) => void = () => {},
): Promise<{ health: ApiFigures; healthRuns: ApiFigures[]; routes: ApiFigures[] }> {
  const measure = (route: ApiRoute) => {
    log(`Load test: ${route.method} ${route.path} (50 connections, ${durationSeconds} s)...`);
    return loadTest(origin, route, durationSeconds);
  };
  const healthRuns = [await measure(health)];
  const out: ApiFigures[] = [];
  for (const route of routes) {
    const figures = await measure(route);
    healthRuns.push(await measure(health));
    const around = healthRuns.slice(-2).map((h) => h.p99Ms);
    const baseline = (around[0] + around[1]) / 2;
    if (Number.isFinite(figures.p99Ms) && baseline > 0) figures.ratioToHealth = figures.p99Ms / baseline;
    out.push(figures);
  }
  const mean = (k: "p50Ms" | "p99Ms" | "reqPerSec") => healthRuns.reduce((n, h) => n + h[k], 0) / healthRuns.length;
  const failed = healthRuns.find((h) => h.status !== "ok");
  const combined: ApiFigures = {
    ...healthRuns[0],
    status: failed ? failed.status : "ok",
    requests: healthRuns.reduce((n, h) => n + h.requests, 0),
    reqPerSec: Math.round(mean("reqPerSec")),
    p50Ms: mean("p50Ms"),
    p99Ms: mean("p99Ms"),
    errors: healthRuns.reduce((n, h) => n + h.errors, 0),
    non2xx: healthRuns.reduce((n, h) => n + h.non2xx, 0),
    ratioToHealth: 1,
  };
  return { health: combined, healthRuns, routes: out };
}
