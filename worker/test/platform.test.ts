import { describe, expect, it } from "vitest";
import { call, env, ORIGIN } from "./helpers";
import worker from "../index";
import { createExecutionContext } from "cloudflare:test";

describe("platform", () => {
  it("health touches D1 and KV and answers ok", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("health/live answers ok without touching D1 or KV (the bench's no-I/O baseline)", async () => {
    // Bindings that throw on any use: the answer proves the route never reached either. (Every API
    // request opens a D1 session, which is not I/O; a query on it would be.)
    const untouchable = (name: string) =>
      new Proxy(
        {},
        {
          get: (_, prop) =>
            prop === "then"
              ? undefined
              : () => {
                  throw new Error(`${name}.${String(prop)} was used`);
                },
        },
      );
    const DB = { withSession: () => untouchable("D1 session") };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/health/live`),
      { ...env, DB, KV: untouchable("KV") } as unknown as typeof env,
      ctx,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("unknown API paths are JSON 404s", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "There is no such API endpoint.", code: "not_found" });
  });

  it("refuses bodies over 16 KiB with 413", async () => {
    const res = await call("/api/health", { method: "POST", json: { big: "x".repeat(17 * 1024) } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });

  it("refuses non-JSON mutations with 415", async () => {
    const res = await call("/api/anything", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it("refuses cross-origin mutations with 403, by Origin and by Sec-Fetch-Site", async () => {
    const byOrigin = await call("/api/anything", {
      method: "POST",
      json: {},
      headers: { origin: "https://evil.example" },
    });
    expect(byOrigin.status).toBe(403);
    const bySite = await call("/api/anything", {
      method: "DELETE",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(bySite.status).toBe(403);
    const same = await call("/api/anything", { method: "POST", json: {}, headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
    expect(same.status).toBe(404);
  });

  it("puts security headers on API responses", async () => {
    const res = await call("/api/health");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  });

  it("answers 503 with a clear sentence when a secret is missing or short", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/api/health`), { ...env, JWT_SECRET: "short" }, ctx);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/JWT_SECRET must be at least 32 characters/);
  });

  it("health is 503 JSON when D1 fails", async () => {
    const ctx = createExecutionContext();
    // The statement fails the way D1 does (on execution), whichever method drizzle calls.
    const fail = () => Promise.reject(new Error("D1_ERROR: boom"));
    const statement: Record<string, unknown> = {};
    Object.assign(statement, { bind: () => statement, first: fail, all: fail, run: fail, raw: fail });
    const session = { prepare: () => statement, getBookmark: () => null };
    const brokenDb = { ...session, withSession: () => session };
    const res = await worker.fetch(new Request(`${ORIGIN}/api/health`), { ...env, DB: brokenDb as unknown as D1Database }, ctx);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string };
    expect(body.message).not.toMatch(/boom|D1_ERROR/);
  });
});
