/**
 * Security headers (docs/architecture.md) on API responses, beyond platform.test.ts's one look at /api/health: every
 * kind of answer (success, 4xx from each guard, 429, 503) carries the same security headers,
 * exactly the values of shared/security-headers.ts, and is never cached. The HTML and
 * static-file side (`_headers`) is checked end to end in e2e/security.spec.ts, since static
 * assets are not served inside these tests.
 */
import { describe, expect, it } from "vitest";
import { createExecutionContext } from "cloudflare:test";
import { apiSecurityHeaders } from "#shared/security-headers";
import worker from "../index";
import { call, env, ORIGIN } from "./helpers";
import { freshIp } from "./calendar-helpers";

function expectApiSecurityHeaders(res: Response, what: string) {
  const h = res.headers;
  expect(h.get("strict-transport-security"), what).toMatch(/^max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(h.get("strict-transport-security") ?? "")?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), what).toBe("DENY");
  const csp = Object.fromEntries(
    (h.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values.join(" ")]),
  );
  expect(csp["default-src"], what).toBe("'none'");
  expect(csp["frame-ancestors"], what).toBe("'none'");
  expect(csp["base-uri"], what).toBe("'none'");
  const permissions = h.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, `${what}: ${feature}`).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
  }
  // The three public reads are the exception (decision 0021): an edge copy, never a browser copy.
  const cacheControl = what.startsWith("public read") ? "public, max-age=0, s-maxage=300" : "no-store";
  expect(h.get("cache-control"), `${what}: API answers are not cached by browsers`).toBe(cacheControl);
  expect(h.get("content-type"), what).toMatch(/^application\/json/);
  // The one definition the prerender's _headers also uses (e2e/security.spec.ts compares the two).
  for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(h.get(name), `${what}: ${name}`).toBe(value);
}

describe("security headers on every kind of API answer", () => {
  it("200, 404, 400, 401, 403, 413 and 415", async () => {
    const cases: Array<[string, Promise<Response>, number]> = [
      ["health", call("/api/health"), 200],
      ["public read: instructors", call("/api/instructors"), 200],
      ["public read, cached: instructors", call("/api/instructors"), 200],
      ["unknown path", call("/api/nope"), 404],
      ["bad query", call("/api/calendar/slots?year=abc&month=1"), 400],
      ["no session", call("/api/instructor/me"), 401],
      [
        "cross-site",
        call("/api/community/chat", { method: "POST", json: { message: "hi" }, headers: { "sec-fetch-site": "cross-site" } }),
        403,
      ],
      ["too large", call("/api/community/chat", { method: "POST", json: { message: "x".repeat(20_000) } }), 413],
      ["not JSON", call("/api/community/chat", { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" }), 415],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expectApiSecurityHeaders(res, what);
    }
  });

  it("429 with Retry-After", async () => {
    const ip = freshIp();
    let res: Response | undefined;
    for (let i = 0; i < 25; i++) {
      res = await call("/api/community/quick-action", { method: "POST", ip, json: { action: "food" } });
      if (res.status === 429) break;
    }
    expect(res?.status).toBe(429);
    expect(Number(res!.headers.get("retry-after"))).toBeGreaterThan(0);
    expectApiSecurityHeaders(res!, "rate limited");
  });

  it("503 when the Worker is misconfigured, and when storage fails", async () => {
    const misconfigured = await worker.fetch(
      new Request(`${ORIGIN}/api/health`),
      { ...env, PASSWORD_PEPPER: "" },
      createExecutionContext(),
    );
    expect(misconfigured.status).toBe(503);
    expectApiSecurityHeaders(misconfigured, "misconfigured");

    const fail = () => new Promise((_, reject) => setTimeout(() => reject(new Error("D1_ERROR: down")), 1));
    const statement: Record<string, unknown> = {};
    Object.assign(statement, { bind: () => statement, first: fail, all: fail, run: fail, raw: fail });
    const session = { prepare: () => statement, getBookmark: () => null };
    const failing = { ...session, withSession: () => session };
    const down = await worker.fetch(
      new Request(`${ORIGIN}/api/health`),
      { ...env, DB: failing as unknown as D1Database },
      createExecutionContext(),
    );
    expect(down.status).toBe(503);
    expectApiSecurityHeaders(down, "storage down");
  });

  it("the calendar feed is the one cacheable answer, and still carries the security headers", async () => {
    const res = await call("/api/calendar/feed.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  });
});
