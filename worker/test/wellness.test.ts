// The wellness interest list: POST /api/wellness/interest, JSON and plain form posts.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { INTEREST_FAILURE_NOTICES, INTEREST_NOTICE } from "#shared/form-notices";
import type { Env } from "../env";
import worker from "../index";
import { call, env, ORIGIN } from "./helpers";
import { awayFromWindowEdge, freshIp } from "./calendar-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const join = (json: unknown, ip = freshIp()) => call("/api/wellness/interest", { method: "POST", ip, json });
const formPost = (body: BodyInit, ip = freshIp(), headers: Record<string, string> = {}) =>
  call("/api/wellness/interest", {
    method: "POST",
    ip,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
    body,
  });

const rowsFor = async (email: string) =>
  (await env.DB.prepare("SELECT email FROM interest_emails WHERE email = ?").bind(email).all<{ email: string }>()).results;

let n = 0;
const address = (prefix: string) => `${prefix}-${++n}-${crypto.randomUUID().slice(0, 6)}@example.com`;

describe("POST /api/wellness/interest (JSON)", () => {
  it("stores the address trimmed and lower-cased, one row per address", async () => {
    const email = address("norm");
    const res = await join({ email: `  ${email.toUpperCase()}\t` });
    expect(res.status).toBe(200);
    expect(await rowsFor(email)).toEqual([{ email }]);
    expect((await join({ email })).status).toBe(200);
    expect((await join({ email: email.replace("norm", "NORM") })).status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("answers a known address exactly as a new one", async () => {
    const known = address("known");
    await join({ email: known });
    const again = await join({ email: known });
    const fresh = await join({ email: address("fresh") });
    expect(again.status).toBe(fresh.status);
    expect(await again.text()).toBe(await fresh.text());
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
  });

  it("refuses bad input with a 400 sentence and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM interest_emails").first<{ n: number }>();
    for (const body of [{ email: "not-an-email" }, { email: "" }, {}, { email: 42 }, { email: `${"a".repeat(250)}@example.com` }]) {
      const res = await join(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.message).toMatch(/^Please check this field: email \(/);
    }
    const bad = await call("/api/wellness/interest", {
      method: "POST",
      ip: freshIp(),
      headers: { "content-type": "text/plain" },
      body: "a@b.co",
    });
    expect(bad.status).toBe(415);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM interest_emails").first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it("rate-limits to 10 a minute per IP with 429 and Retry-After", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await join({ email: address("burst") }, ip)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await join({ email: address("burst") }, ip);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as Json).message).toMatch(/Too many attempts/);
  });

  it("refuses other websites", async () => {
    const res = await call("/api/wellness/interest", {
      method: "POST",
      ip: freshIp(),
      origin: "https://evil.example",
      json: { email: address("evil") },
    });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/wellness/interest (plain HTML form, no JavaScript)", () => {
  it("stores the address and answers 303 back to the page with a notice, never the address", async () => {
    const email = address("form");
    const res = await formPost(`email=${encodeURIComponent(` ${email.toUpperCase()} `)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/wellness#interest-joined");
    expect(await rowsFor(email)).toEqual([{ email }]);
    // Known address: the same redirect.
    const again = await formPost(`email=${encodeURIComponent(email)}`);
    expect(again.headers.get("location")).toBe("/wellness#interest-joined");
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("sends an invalid address back to the page's error notice and stores nothing", async () => {
    for (const body of ["email=nope", "email=", "other=x", "email=%ED%A0%80@example.com"]) {
      const res = await formPost(body);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/wellness#interest-invalid");
    }
    expect(await rowsFor("nope")).toEqual([]);
  });

  it("shows the busy notice once the IP is over its limit", async () => {
    const ip = freshIp();
    const locations: string[] = [];
    for (let i = 0; i < 11; i++) locations.push((await formPost(`email=${address("formburst")}`, ip)).headers.get("location") ?? "");
    expect(locations.slice(0, 10)).toEqual(Array(10).fill("/wellness#interest-joined"));
    expect(locations[10]).toBe("/wellness#interest-busy");
  });

  it("still refuses a form post from another website (back to the page, saying so), and form posts anywhere else", async () => {
    const email = address("x");
    const cross = await formPost(`email=${email}`, freshIp(), { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(303);
    expect(cross.headers.get("location")).toBe("/wellness#interest-refused");
    expect(await rowsFor(email)).toEqual([]);
    const elsewhere = await call("/api/instructor/login", {
      method: "POST",
      ip: freshIp(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co&password=x",
    });
    expect(elsewhere.status).toBe(415);
  });
});

describe("a form posted without JavaScript that is refused comes back to its page with a notice, never JSON", () => {
  const big = `email=${"a".repeat(17 * 1024)}%40example.com`;
  const cases: [string, () => Promise<Response>, string][] = [
    // As an outsider sent them: another origin, and a body over 16 KiB.
    ["another origin", () => formPost(`email=${address("o")}`, freshIp(), { origin: "https://evil.example" }), "interest-refused"],
    ["too large", () => formPost(big), "interest-too-large"],
    // Variants.
    [
      "a cross-site Sec-Fetch-Site with our Origin",
      () => formPost(`email=${address("s")}`, freshIp(), { "sec-fetch-site": "cross-site" }),
      "interest-refused",
    ],
    [
      "no Origin and no Sec-Fetch-Site",
      () =>
        call("/api/wellness/interest", {
          method: "POST",
          ip: freshIp(),
          origin: null,
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `email=${address("n")}`,
        }),
      "interest-refused",
    ],
    ["too large, streamed without a length", () => formPost(new Blob([big]).stream(), freshIp(), {}), "interest-too-large"],
    [
      "a multipart form (enctype) on a navigation",
      () =>
        formPost(`--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${address("m")}\r\n--b--`, freshIp(), {
          "content-type": "multipart/form-data; boundary=b",
          "sec-fetch-mode": "navigate",
        }),
      "interest-failed",
    ],
    [
      "a text/plain form on a navigation",
      () => formPost(`email=${address("t")}`, freshIp(), { "content-type": "text/plain", accept: "text/html,application/xhtml+xml" }),
      "interest-failed",
    ],
    [
      "the Worker misconfigured",
      async () => {
        const request = new Request(`${ORIGIN}/api/wellness/interest`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": freshIp() },
          body: `email=${address("c")}`,
        });
        const ctx = createExecutionContext();
        const res = await worker.fetch(request, { ...env, JWT_SECRET: "short" } as Env, ctx);
        await waitOnExecutionContext(ctx);
        return res;
      },
      "interest-failed",
    ],
    ["a body of brackets (no JSON, so no depth limit: an invalid address)", () => formPost(`email=${"[".repeat(40)}`), "interest-invalid"],
  ];

  it.each(cases)("%s", async (_, send, notice) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM interest_emails").first<{ n: number }>();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send();
    errors.mockRestore();
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/wellness#${notice}`);
    expect(res.headers.get("content-type") ?? "").not.toMatch(/json/);
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM interest_emails").first<{ n: number }>()).toEqual(before);
  });

  it("every notice the Worker can send back has words to show", () => {
    const ids = [...Object.values(INTEREST_NOTICE), ...INTEREST_FAILURE_NOTICES.map((n) => n.id)];
    for (const [, , notice] of cases) expect(ids).toContain(notice);
    for (const n of INTEREST_FAILURE_NOTICES) expect(`${n.title}. ${n.description}`).toMatch(/^[A-Z][^<>]+\.$/);
  });

  it("JSON clients keep JSON errors for the same refusals", async () => {
    const cross = await call("/api/wellness/interest", {
      method: "POST",
      ip: freshIp(),
      origin: "https://evil.example",
      json: { email: address("j") },
    });
    expect(cross.status).toBe(403);
    expect(((await cross.json()) as Json).message).toBe("Requests from other websites are not allowed.");
    const large = await call("/api/wellness/interest", { method: "POST", ip: freshIp(), json: { email: "a".repeat(17 * 1024) } });
    expect(large.status).toBe(413);
    expect(large.headers.get("content-type")).toMatch(/^application\/json/);
    const plain = await call("/api/wellness/interest", {
      method: "POST",
      ip: freshIp(),
      headers: { "content-type": "text/plain" },
      body: "email=a@b.co",
    });
    expect(plain.status).toBe(415);
  });
});
