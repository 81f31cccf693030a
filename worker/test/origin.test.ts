/**
 * The same-origin check compares Origin with the configured SITE_ORIGIN (never the Host header),
 * and a write with neither Origin nor Sec-Fetch-Site is refused. SITE_ORIGIN is checked at start.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { call, env, ORIGIN } from "./helpers";
import { freshIp } from "./calendar-helpers";
import { checkEnv } from "../env";

async function fetchWith(url: string, headers: Record<string, string>, bindings: Partial<Cloudflare.Env> = {}, method = "POST") {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(url, {
      method,
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp(), ...headers },
      body: JSON.stringify({ message: "Hello there" }),
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const WRITES: Array<[string, string]> = [
  ["POST", "/api/instructor/signup"],
  ["POST", "/api/instructor/login"],
  ["POST", "/api/instructor/logout"],
  ["PUT", "/api/instructor/profile/1"],
  ["PUT", "/api/instructor/photo"],
  ["DELETE", "/api/instructor/photo"],
  ["POST", "/api/calendar/slots"],
  ["PUT", "/api/calendar/slots/1"],
  ["DELETE", "/api/calendar/slots/1"],
  ["POST", "/api/community/chat"],
  ["POST", "/api/community/quick-action"],
];

describe("same-origin check", () => {
  it("refuses every write that has neither Origin nor Sec-Fetch-Site with a 403 sentence", async () => {
    for (const [method, path] of WRITES) {
      const res = await call(path, { method, origin: null, ip: freshIp(), json: {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      const body = (await res.json()) as { message: string; code: string };
      expect(body.code).toBe("origin_missing");
      expect(body.message).toMatch(/^This request did not say which website sent it/);
    }
  });

  it("compares with SITE_ORIGIN, not with the Host the request was sent to", async () => {
    // A request to evil.example claiming Origin evil.example: same as its Host, still refused.
    const forgedHost = await fetchWith("https://evil.example/api/community/chat", { origin: "https://evil.example" });
    expect(forgedHost.status).toBe(403);
    expect(((await forgedHost.json()) as { code: string }).code).toBe("cross_origin");
    // Behind a proxy (the Vite dev server) the Host differs from the site origin: still accepted.
    const proxied = await fetchWith("http://127.0.0.1:9999/api/community/chat", { origin: ORIGIN });
    expect(proxied.status).toBe(200);
    for (const origin of ["null", `${ORIGIN}/`, "http://localhost:8788", "https://soulcode.studio", ORIGIN.toUpperCase()]) {
      expect((await fetchWith(`${ORIGIN}/api/community/chat`, { origin })).status, origin).toBe(403);
    }
  });

  it("trusts a browser's Sec-Fetch-Site: same-origin without Origin, refuses same-site and cross-site", async () => {
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { "sec-fetch-site": "cross-site", origin: ORIGIN })).status).toBe(403);
  });

  it("accepts any origin of a comma-separated SITE_ORIGIN list (npm run dev: Vite and wrangler)", async () => {
    const SITE_ORIGIN = "http://localhost:5173, http://localhost:8787";
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { origin: "http://localhost:5173" }, { SITE_ORIGIN })).status).toBe(200);
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { origin: "http://localhost:8787" }, { SITE_ORIGIN })).status).toBe(200);
    expect((await fetchWith(`${ORIGIN}/api/community/chat`, { origin: "http://localhost:5174" }, { SITE_ORIGIN })).status).toBe(403);
  });

  it("leaves reads alone: a GET without Origin is answered", async () => {
    const res = await call("/api/instructors", { origin: null });
    expect(res.status).toBe(200);
  });
});

describe("SITE_ORIGIN is checked before the API serves", () => {
  it("a missing or malformed SITE_ORIGIN is a 503 that says what is wrong", async () => {
    for (const bad of [
      undefined,
      "",
      "soulcode.studio",
      "https://soulcode.studio/",
      "https://soulcode.studio/api",
      "http://soulcode.studio",
      "ftp://x.example",
      "*",
      "https://a.example,,",
    ]) {
      const problems = checkEnv({ ...env, SITE_ORIGIN: bad as unknown as string });
      expect(problems.join(" "), String(bad)).toMatch(/SITE_ORIGIN/);
    }
    for (const good of [
      "https://soulcode.studio",
      "http://localhost:8787",
      "http://localhost:5173,http://127.0.0.1:8787",
      "https://www.soulcode.studio:8443",
    ]) {
      expect(checkEnv({ ...env, SITE_ORIGIN: good }), good).toEqual([]);
    }
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/api/health`), { ...env, SITE_ORIGIN: "" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/^The site is not configured yet: .*SITE_ORIGIN/);
  });
});
