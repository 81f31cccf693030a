/**
 * The API contract's edges (docs/architecture.md, "API contract"): a wrong reset code is a 401, a
 * method a real path does not take is a 405 with `Allow`, ids and months are decimal digits only,
 * `/api` and its capitalised spellings answer JSON, the feed is edge-cached, rate-limited and
 * bounded, and the hour the spring-forward day skips cannot be picked.
 */
import { describe, expect, it } from "vitest";
import { call, env, newCacheGeneration } from "./helpers";
import {
  awayFromWindowEdge,
  claim,
  claimBody,
  dayFromToday,
  freeDay,
  freshIp,
  insertInstructor,
  insertSlot,
  uniqueEmail,
} from "./calendar-helpers";
import { generateResetCode, hashResetCode, RESET_TTL_MS } from "#shared/password";
import { availableTimeSlots, hourExists } from "#shared/calendar-rules";
import worker from "../index";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import type { Env } from "../env";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe("a wrong reset code", () => {
  it.each([
    // Codes are compared in capitals: a last "A" swapped for "a" would still be the right code.
    ["a wrong code for a real account", true, (code: string) => `${code.slice(0, -1)}${code.toUpperCase().endsWith("A") ? "B" : "A"}`],
    ["another valid-looking code", true, () => generateResetCode()],
    ["the code with a character added", true, (code: string) => `${code}x`],
    ["a code for an unknown email", false, (code: string) => code],
    ["an empty-looking code of dashes", true, () => "----"],
    ["a code made of digits", true, () => "0000-0000-0000-0000"],
  ])("%s is 401, the code stays usable", async (_, known, wrong) => {
    const who = await insertInstructor("Reset Edge");
    const code = generateResetCode();
    await env.DB.prepare("UPDATE instructors SET reset_code_hash = ?, reset_expires_at = ? WHERE email = ?")
      .bind(await hashResetCode(code), Date.now() + RESET_TTL_MS, who.email)
      .run();
    const email = known ? who.email : uniqueEmail("nobody");
    const res = await call("/api/instructor/reset", {
      method: "POST",
      ip: freshIp(),
      json: { email, code: wrong(code), password: "harbor-quilt-saffron-91" },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).code).toBe("invalid_reset");
  });
});

describe("a method a real API path does not take", () => {
  it.each([
    ["PATCH", "/api/calendar/slots/1", "PUT, DELETE"],
    ["OPTIONS", "/api/calendar/slots", "GET, HEAD, POST"],
    ["PATCH", "/api/instructor/profile/1", "PUT"],
    ["OPTIONS", "/api/health", "GET, HEAD"],
    ["PUT", "/api/community/chat", "POST"],
    ["DELETE", "/api/instructors", "GET, HEAD"],
    ["POST", "/api/calendar/feed.ics", "GET, HEAD"],
    ["PATCH", "/api/instructor/photo", "PUT, DELETE"],
  ])("%s %s is 405 with Allow: %s", async (method, path, allow) => {
    const res = await call(path, { method, ip: freshIp(), ...(method === "OPTIONS" ? {} : { json: {} }) });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    const body = (await res.json()) as Json;
    expect(body.code).toBe("method_not_allowed");
    expect(body.message).toBe(`This address does not take ${method} requests; it takes ${allow}.`);
  });

  it("an unknown path is still 404", async () => {
    for (const method of ["GET", "PATCH", "OPTIONS"]) {
      const res = await call("/api/calendar/nothing-here", { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.has("allow")).toBe(false);
    }
  });
});

describe("ids and months are decimal digits only", () => {
  it.each(["0x10", "1e1", "+16", "16.0", "%2016", "0b10", "0o20", "16%20", "１６"])(
    "DELETE /api/calendar/slots/%s is 400 and deletes nothing",
    async (id) => {
      const who = await insertInstructor("Digits Only");
      // Slot 16 is the one `0x10` named; make sure this instructor owns one, whatever its id.
      const slotId = await insertSlot(who.id, freeDay());
      const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM calendar_slots").first<{ n: number }>();
      const res = await call(`/api/calendar/slots/${id}`, { method: "DELETE", headers: { cookie: who.cookie } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).message).toContain("The slot id must be a whole number written in digits, such as 42.");
      const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM calendar_slots").first<{ n: number }>();
      expect(after?.n).toBe(before?.n);
      expect(slotId).toBeGreaterThan(0);
    },
  );

  it("DELETE /api/calendar/slots/0x10 does not delete slot 16", async () => {
    const who = await insertInstructor("Hex Id");
    let id = 0;
    while (id < 16) id = await insertSlot(who.id, freeDay());
    const row16 = await env.DB.prepare("SELECT id FROM calendar_slots WHERE id = 16").first();
    const res = await call("/api/calendar/slots/0x10", { method: "DELETE", headers: { cookie: who.cookie } });
    expect(res.status).toBe(400);
    expect(await env.DB.prepare("SELECT id FROM calendar_slots WHERE id = 16").first()).toEqual(row16);
  });

  it.each([
    ["year=0x7EA&month=12", "year"],
    ["year=2026&month=0xC", "month"],
    ["year=2.026e3&month=12", "year"],
    ["year=%202026&month=12", "year"],
    ["year=2026&month=12.0", "month"],
    ["year=+2026&month=1", "year"],
    ["year=2026&month=", "month"],
  ])("GET /api/calendar/slots?%s is 400 naming %s", async (query, field) => {
    const res = await call(`/api/calendar/slots?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.issues.map((i: Json) => i.path)).toEqual([field]);
  });

  it("digits still work, leading zeros included", async () => {
    expect((await call("/api/calendar/slots?year=2026&month=12")).status).toBe(200);
    expect((await call("/api/calendar/slots?year=2026&month=012")).status).toBe(200);
    const who = await insertInstructor("Profile Hex");
    const hex = `0x${who.id.toString(16)}`;
    const res = await call(`/api/instructor/profile/${hex}`, {
      method: "PUT",
      headers: { cookie: who.cookie },
      json: { name: "Profile Hex", offerings: null, websiteUrl: null },
    });
    expect(res.status).toBe(400);
    expect(
      (
        await call(`/api/instructor/profile/${who.id}`, {
          method: "PUT",
          headers: { cookie: who.cookie },
          json: { name: "Profile Hex", offerings: null, websiteUrl: null },
        })
      ).status,
    ).toBe(200);
  });
});

describe("/api itself and other spellings of it", () => {
  it.each(["/api", "/API/health", "/API", "/Api/calendar/slots", "/aPi/instructors", "/API/"])("%s answers JSON", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(((await res.json()) as Json).code).toBe("not_found");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });
});

async function feed(ip = freshIp(), path = "/api/calendar/feed.ics") {
  const request = new Request(`http://localhost:8787${path}`, { headers: { "cf-connecting-ip": ip } });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("the iCalendar feed", () => {
  it("is edge-cached like the other public reads, and a claim drops this location's copy", async () => {
    // Keys of this file's own: files running beside it read the feed too.
    await newCacheGeneration();
    const first = await feed();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    expect((await feed()).headers.get("x-edge-cache")).toBe("HIT");
    const who = await insertInstructor("Feed Claimer");
    const day = freeDay();
    expect((await claim(who, day, { courseTitle: "Feed Fresh" })).status).toBe(201);
    const after = await feed();
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(await after.text()).toContain("SUMMARY:Feed Fresh");
  });

  it.each([["?a=1"], ["?"], ["?year=2026"], ["?x=%00"], ["?cache=bust"], ["?a=1&b=2"]])(
    "requests that miss the cache (%s) are rate-limited per IP with a 429 sentence",
    async (query) => {
      const ip = freshIp();
      await awayFromWindowEdge();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++)
        statuses.push((await feed(ip, `/api/calendar/feed.ics${query}${query.length > 1 ? "&" : "?"}n=${i}`)).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
      const refused = await feed(ip, `/api/calendar/feed.ics?n=again`);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(((await refused.json()) as Json).message).toBe("Too many attempts. Please wait a minute and try again.");
    },
  );

  it("reads a month back and no further, however many old slots there are", async () => {
    const who = await insertInstructor("Old Feed");
    const old = [dayFromToday(-400), dayFromToday(-60), dayFromToday(-32)];
    for (const day of old) await insertSlot(who.id, day);
    const recent = dayFromToday(-5);
    await insertSlot(who.id, recent);
    const text = await (await feed(freshIp(), "/api/calendar/feed.ics?fresh=1")).text();
    for (const day of old) expect(text).not.toContain(`:${day.replace(/-/g, "")}T`);
    expect(text).toContain(`:${recent.replace(/-/g, "")}T`);
  });
});

describe("the hour the spring-forward day skips", () => {
  // Second Sundays of March: 2:00am does not happen in New York.
  const springDays = ["2027-03-14", "2028-03-12"];

  it.each([
    ["2:00am - 3:00am EST", springDays[0], false],
    ["2:00am - 3:00am EST", springDays[1], false],
    ["1:00am - 2:00am EST", springDays[0], true],
    ["3:00am - 4:00am EST", springDays[0], true],
    ["2:00am - 3:00am EST", "2027-03-13", true],
    ["2:00am - 3:00am EST", "2027-11-07", true], // fall back: 1:00am happens twice, 2:00am once
  ])("%s on %s exists: %s", (slot, day, exists) => {
    expect(hourExists(day, Number(slot.split(":")[0]) % 12)).toBe(exists);
    expect(availableTimeSlots(day).includes(slot)).toBe(exists);
  });

  it("a claim or an edit to 2:00am on that day is 422 with a sentence", async () => {
    const who = await insertInstructor("Spring Forward");
    // Within the two years ahead the API allows: the next second Sunday of March from today.
    let day = dayFromToday(1);
    for (
      let i = 1;
      !(
        day.slice(5, 7) === "03" &&
        new Date(`${day}T00:00:00Z`).getUTCDay() === 0 &&
        Number(day.slice(8)) >= 8 &&
        Number(day.slice(8)) <= 14
      );
      i++
    )
      day = dayFromToday(i);
    const res = await call("/api/calendar/slots", {
      method: "POST",
      headers: { cookie: who.cookie },
      json: claimBody(who.id, day, { timeSlot: "2:00am - 3:00am EST" }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Json;
    expect(body.code).toBe("hour_skipped");
    expect(body.message).toBe(
      `On ${day} clocks in New York jump forward an hour at 2:00am, so 2:00am - 3:00am EST does not happen that day. Please choose another time.`,
    );
    expect((await claim(who, day, { timeSlot: "3:00am - 4:00am EST" })).status).toBe(201);
    const id = (await env.DB.prepare("SELECT id FROM calendar_slots WHERE slot_date = ?").bind(day).first<{ id: number }>())!.id;
    const edit = await call(`/api/calendar/slots/${id}`, {
      method: "PUT",
      headers: { cookie: who.cookie },
      json: { courseTitle: "T", courseDescription: "", timeSlot: "2:00am - 3:00am EST" },
    });
    expect(edit.status).toBe(422);
  });
});
