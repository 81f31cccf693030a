// The wellness interest list: POST /api/wellness/interest, JSON and plain form posts.
import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { freshIp } from "./calendar-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const join = (json: unknown, ip = freshIp()) => call("/api/wellness/interest", { method: "POST", ip, json });
const formPost = (body: string, ip = freshIp(), headers: Record<string, string> = {}) =>
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
    const bad = await call("/api/wellness/interest", { method: "POST", ip: freshIp(), headers: { "content-type": "text/plain" }, body: "a@b.co" });
    expect(bad.status).toBe(415);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM interest_emails").first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it("rate-limits to 10 a minute per IP with 429 and Retry-After", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await join({ email: address("burst") }, ip)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await join({ email: address("burst") }, ip);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as Json).message).toMatch(/Too many attempts/);
  });

  it("refuses other websites", async () => {
    const res = await call("/api/wellness/interest", { method: "POST", ip: freshIp(), origin: "https://evil.example", json: { email: address("evil") } });
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

  it("still refuses a form post from another website, and form posts anywhere else", async () => {
    const cross = await formPost(`email=${address("x")}`, freshIp(), { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    const elsewhere = await call("/api/instructor/login", {
      method: "POST",
      ip: freshIp(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co&password=x",
    });
    expect(elsewhere.status).toBe(415);
  });
});
