/**
 * `/404` and the API's own 404, against the built Worker on a server of this spec's own, whose log
 * it reads: whatever the method or the headers, `/404` answers as an unknown path does (404, or 405
 * with `Allow`, and the not-found page's CSP) without reaching React Router's handler, which
 * would render the page without its CSP and log an error with a stack trace for each request
 * (worker/index.ts; docs/architecture.md, "Shape"). `/api` and its capitalised spellings are the
 * API's JSON 404, never the HTML page.
 */
import { expect, test } from "@playwright/test";
import { startBuiltServer, type BuiltServer } from "../scripts/lib/built-server";

const STATE = ".wrangler/e2e-not-found-state";

test.describe.configure({ mode: "serial" });

let server: BuiltServer;
let log = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startBuiltServer({ persistDir: STATE, onOutput: (text) => (log += text) });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A request with exactly these headers (Playwright's request context would add its own). */
const send = (path: string, method = "GET", headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { method, headers, redirect: "manual" });

/** What an unknown path gets: the not-found page and its headers. */
async function unknownPath() {
  const res = await send("/no-such-page");
  expect(res.status).toBe(404);
  return { csp: res.headers.get("content-security-policy"), body: await res.text(), etag: res.headers.get("etag")! };
}

/** The log lines written since `since` that report an error (React Router logs one per failed render). */
const errorLines = (since: number) =>
  log
    .slice(since)
    .split("\n")
    .filter((line) => /error|^\s+at /i.test(line) && !/\[wrangler:info\]/.test(line));

test("GET /404 with the If-None-Match of an earlier GET /404 is 404 with the page and its CSP, and logs no error", async () => {
  const unknown = await unknownPath();
  expect(unknown.csp).toContain("script-src 'self' 'sha256-");
  const first = await send("/404");
  const etag = first.headers.get("etag");
  expect(etag).toBeTruthy();
  const since = log.length;
  for (const validator of [etag!, unknown.etag, `W/${etag}`, "*", `"nope", ${etag}`, "not-a-validator"]) {
    const res = await send("/404", "GET", { "If-None-Match": validator });
    expect(res.status, validator).toBe(404);
    expect(res.headers.get("content-security-policy"), validator).toBe(unknown.csp);
    expect(await res.text(), validator).toBe(unknown.body);
  }
  const others: Record<string, string>[] = [
    { "If-Modified-Since": new Date().toUTCString() },
    { Range: "bytes=0-10" },
    { "If-Match": '"x"' },
    { Accept: "application/json" },
  ];
  for (const headers of others) {
    const res = await send("/404", "GET", headers);
    expect(res.status, JSON.stringify(headers)).toBe(404);
    expect(res.headers.get("content-security-policy")).toBe(unknown.csp);
  }
  expect(errorLines(since)).toEqual([]);
});

test("POST, PUT, DELETE, PATCH and OPTIONS on /404 are 405 with Allow and the page's CSP, and log no error", async () => {
  const unknown = await unknownPath();
  const since = log.length;
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const variants: Record<string, string>[] = [
      {},
      { "content-type": "application/json", origin: server.origin },
      { "If-None-Match": unknown.etag },
    ];
    for (const headers of variants) {
      const res = await send("/404", method, headers);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD");
      expect(res.headers.get("content-security-policy"), method).toBe(unknown.csp);
    }
  }
  const head = await send("/404", "HEAD");
  expect(head.status).toBe(404);
  expect(head.headers.get("content-security-policy")).toBe(unknown.csp);
  expect(errorLines(since)).toEqual([]);
});

test("twenty requests to /404 of every kind write no error line", async () => {
  const since = log.length;
  const etag = (await send("/404")).headers.get("etag")!;
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      send("/404", ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"][i % 7], { "If-None-Match": etag }),
    ),
  );
  // wrangler writes its request lines a moment after answering.
  await new Promise((r) => setTimeout(r, 500));
  expect(errorLines(since)).toEqual([]);
});

test("/api and /API/health are the API's JSON 404, not the HTML page", async () => {
  for (const path of ["/api", "/API/health", "/API", "/Api/health", "/API/calendar/slots?year=2026&month=12", "/api/"]) {
    const res = await send(path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get("content-type"), path).toContain("application/json");
    expect(((await res.json()) as { code: string }).code, path).toBe("not_found");
  }
});
