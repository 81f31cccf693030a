import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import {
  claim,
  claimBody,
  dayFromToday,
  freeDay,
  freshIp,
  insertBlockedDay,
  insertInstructor,
  insertSlot,
  nextWeekday,
  signUp,
  slotRows,
  slotRowsOf,
  wire,
} from "./calendar-helpers";
import { availableTimeSlots, dayFromWire, isPastDay, isReserved, monthRange, TIME_SLOTS, todayInNewYork } from "#shared/calendar-rules";
import { buildFeed, foldLine } from "../calendar/ics";

// Response bodies are read loosely here; each test asserts the exact shape it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Json;
  expect(body.message).toMatch(/^[A-Z]/);
  expect(body.message).not.toMatch(/SQLITE|D1_|constraint|at .*\.ts/i);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message) expect(body.message).toBe(message);
  return body;
}

describe("calendar rules", () => {
  it("has the 24 exact time-slot labels in order", () => {
    expect(TIME_SLOTS).toHaveLength(24);
    expect(TIME_SLOTS[0]).toBe("12:00am - 1:00am EST");
    expect(TIME_SLOTS[1]).toBe("1:00am - 2:00am EST");
    expect(TIME_SLOTS[11]).toBe("11:00am - 12:00pm EST");
    expect(TIME_SLOTS[12]).toBe("12:00pm - 1:00pm EST");
    expect(TIME_SLOTS[20]).toBe("8:00pm - 9:00pm EST");
    expect(TIME_SLOTS[21]).toBe("9:00pm - 10:00pm EST");
    expect(TIME_SLOTS[23]).toBe("11:00pm - 12:00am EST");
    expect(new Set(TIME_SLOTS).size).toBe(24);
  });

  it("reserves Tuesday 9-10pm and Thursday 8-9pm only", () => {
    expect(isReserved("2026-12-01", "9:00pm - 10:00pm EST")).toBe(true); // Tuesday
    expect(isReserved("2026-12-01", "8:00pm - 9:00pm EST")).toBe(false);
    expect(isReserved("2026-12-03", "8:00pm - 9:00pm EST")).toBe(true); // Thursday
    expect(isReserved("2026-12-03", "9:00pm - 10:00pm EST")).toBe(false);
    expect(isReserved("2026-12-02", "9:00pm - 10:00pm EST")).toBe(false); // Wednesday
    expect(availableTimeSlots("2026-12-01")).toHaveLength(23);
    expect(availableTimeSlots("2026-12-01")).not.toContain("9:00pm - 10:00pm EST");
    expect(availableTimeSlots("2026-12-05")).toHaveLength(24);
  });

  it("counts days in New York, not UTC", () => {
    // 03:30 UTC on 10 March 2026 is still 9 March in New York (EDT starts 8 March: UTC-4).
    expect(todayInNewYork(new Date("2026-03-10T03:30:00Z"))).toBe("2026-03-09");
    expect(todayInNewYork(new Date("2026-03-10T04:00:00Z"))).toBe("2026-03-10");
    // In winter the offset is five hours.
    expect(todayInNewYork(new Date("2026-01-10T04:59:00Z"))).toBe("2026-01-09");
    expect(todayInNewYork(new Date("2026-01-10T05:00:00Z"))).toBe("2026-01-10");
    const now = new Date("2026-03-10T03:30:00Z");
    expect(isPastDay("2026-03-08", now)).toBe(true);
    expect(isPastDay("2026-03-09", now)).toBe(false);
    expect(isPastDay("2026-03-10", now)).toBe(false);
  });

  it("reads the wire date as UTC midnight of a real day", () => {
    expect(dayFromWire("2026-12-01T00:00:00.000Z")).toBe("2026-12-01");
    expect(dayFromWire("2026-12-01T00:00:00Z")).toBe("2026-12-01");
    expect(dayFromWire("2026-12-01")).toBe("2026-12-01");
    expect(dayFromWire("2026-12-01T05:00:00.000Z")).toBeNull();
    expect(dayFromWire("2026-02-30T00:00:00.000Z")).toBeNull();
    expect(dayFromWire("2026-12-01T00:00:00.000+01:00")).toBeNull();
    expect(dayFromWire("yesterday")).toBeNull();
  });

  it("month ranges roll over the year", () => {
    expect(monthRange(2026, 12)).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(monthRange(2026, 1)).toEqual({ from: "2026-01-01", to: "2026-02-01" });
  });
});

describe("GET /api/calendar/slots", () => {
  it("returns only that month's slots, blocked days included, in the wire shape", async () => {
    const a = await insertInstructor("Month Teacher");
    await insertSlot(a.id, "2031-11-30");
    const first = await insertSlot(a.id, "2031-12-01");
    const last = await insertSlot(a.id, "2031-12-31");
    await insertSlot(a.id, "2032-01-01");
    const blocked = await insertBlockedDay("2031-12-15");

    const res = await call("/api/calendar/slots?year=2031&month=12");
    expect(res.status).toBe(200);
    const slots = (await res.json()) as Json[];
    expect(slots.map((s) => s.id)).toEqual([first, blocked, last]);
    expect(slots[0]).toEqual({
      id: first,
      slotDate: "2031-12-01T00:00:00.000Z",
      instructorId: a.id,
      courseTitle: "Old class",
      courseDescription: "",
      timeSlot: "10:00am - 11:00am EST",
      isBlocked: false,
    });
    expect(slots[1]).toMatchObject({ slotDate: "2031-12-15T00:00:00.000Z", instructorId: null, isBlocked: true });
    expect(await (await call("/api/calendar/slots?year=2031&month=2")).json()).toEqual([]);
  });

  it("400s for a missing or out-of-range year or month", async () => {
    for (const qs of [
      "",
      "?year=2026",
      "?month=5",
      "?year=2026&month=13",
      "?year=2026&month=0",
      "?year=abc&month=1",
      "?year=2026&month=1.5",
      "?year=1800&month=1",
    ]) {
      const body = await expectError(await call(`/api/calendar/slots${qs}`), 400);
      expect(body.issues.length).toBeGreaterThan(0);
    }
  });
});

describe("claiming a day", () => {
  it("claims today (New York) and refuses yesterday with 422", async () => {
    const a = await insertInstructor("Today Teacher");
    // A slot late in the day is never reserved on any weekday... except 9pm Tue / 8pm Thu; 6am is safe.
    expect((await claim(a, dayFromToday(0), { timeSlot: "6:00am - 7:00am EST" })).status).toBe(201);
    await expectError(await claim(a, dayFromToday(-1), { timeSlot: "6:00am - 7:00am EST" }), 422, /in the past/);
    await expectError(await claim(a, "2020-01-01"), 422, /in the past/);
    expect(await slotRowsOf(a.id)).toHaveLength(1);
  });

  it("409s with the contract's sentence when the day is taken", async () => {
    const a = await insertInstructor("First Claimer");
    const b = await insertInstructor("Second Claimer");
    const day = freeDay();
    expect((await claim(a, day)).status).toBe(201);
    const body = await expectError(
      await claim(b, day, { timeSlot: "9:00am - 10:00am EST" }),
      409,
      "This slot is already claimed by another instructor.",
    );
    expect(body.code).toBe("slot_taken");
    // The same instructor cannot take a second slot on that day either.
    await expectError(await claim(a, day, { timeSlot: "9:00am - 10:00am EST" }), 409);
  });

  it("422s for a blocked day, and the block row is untouched", async () => {
    const a = await insertInstructor("Blocked Claimer");
    const day = freeDay();
    const blockId = await insertBlockedDay(day);
    await expectError(await claim(a, day), 422, /blocked/);
    const rows = await slotRows();
    expect(rows.find((r) => r.id === blockId)).toMatchObject({ is_blocked: 1, instructor_id: null });
  });

  it("422s for the reserved hours on Tuesday and Thursday, and allows the other hours", async () => {
    const a = await insertInstructor("Reserved Claimer");
    const tuesday = nextWeekday(2, 40);
    const thursday = nextWeekday(4, 40);
    await expectError(
      await claim(a, tuesday, { timeSlot: "9:00pm - 10:00pm EST" }),
      422,
      "On Tuesdays, 9:00pm - 10:00pm EST is reserved for the VIP think tank. Please choose another time.",
    );
    await expectError(
      await claim(a, thursday, { timeSlot: "8:00pm - 9:00pm EST" }),
      422,
      "On Thursdays, 8:00pm - 9:00pm EST is reserved for academy onboarding. Please choose another time.",
    );
    expect(await slotRowsOf(a.id)).toHaveLength(0);
    expect((await claim(a, tuesday, { timeSlot: "8:00pm - 9:00pm EST" })).status).toBe(201);
    expect((await claim(a, thursday, { timeSlot: "9:00pm - 10:00pm EST" })).status).toBe(201);
  });

  it("403s when instructorId is not the caller", async () => {
    const a = await insertInstructor("Honest");
    const b = await insertInstructor("Impersonated");
    const res = await call("/api/calendar/slots", { method: "POST", headers: { cookie: a.cookie }, json: claimBody(b.id, freeDay()) });
    await expectError(res, 403, "You can only claim slots for yourself.");
    expect(await slotRowsOf(a.id)).toHaveLength(0);
    expect(await slotRowsOf(b.id)).toHaveLength(0);
  });

  it("400s for malformed claims, with the field named", async () => {
    const a = await insertInstructor("Sloppy");
    const day = freeDay();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slotDate: `${day}T05:00:00.000Z` }, "slotDate"],
      [{ slotDate: "2031-02-30T00:00:00.000Z" }, "slotDate"],
      [{ slotDate: 12345 }, "slotDate"],
      [{ timeSlot: "7pm" }, "timeSlot"],
      [{ timeSlot: "7:00pm - 8:00pm" }, "timeSlot"],
      [{ courseTitle: "   " }, "courseTitle"],
      [{ courseTitle: "t".repeat(121) }, "courseTitle"],
      [{ courseDescription: "d".repeat(2001) }, "courseDescription"],
      [{ instructorId: "1" }, "instructorId"],
    ];
    for (const [overrides, path] of cases) {
      const body = await expectError(await claim(a, day, overrides), 400);
      expect(body.issues.map((i: Json) => i.path)).toContain(path);
    }
    expect(await slotRowsOf(a.id)).toHaveLength(0);
    // The description is optional.
    expect((await claim(a, day, { courseDescription: undefined })).status).toBe(201);
  });

  it("401s without a session", async () => {
    const a = await insertInstructor("Anonymous");
    const res = await call("/api/calendar/slots", { method: "POST", json: claimBody(a.id, freeDay()) });
    await expectError(res, 401);
  });

  it("50 simultaneous claims of one free day: exactly one 201, 49 409s, one row", async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => insertInstructor(`Racer ${i}`)));
    const day = freeDay();
    const results = await Promise.all(racers.map((r) => claim(r, day, { courseTitle: `Race by ${r.name}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = (await env.DB.prepare("SELECT instructor_id, course_title FROM calendar_slots WHERE slot_date = ?").bind(day).all())
      .results;
    expect(rows).toHaveLength(1);
    const winner = racers[statuses.indexOf(201)];
    expect(rows[0]).toEqual({ instructor_id: winner.id, course_title: `Race by ${winner.name}` });
  });
});

describe("updating and deleting", () => {
  it("lets only the owner update, with the contract's errors", async () => {
    const a = await insertInstructor("Slot Owner");
    const b = await insertInstructor("Slot Neighbour");
    const day = nextWeekday(2, 60); // a Tuesday
    const { slot } = (await (await claim(a, day)).json()) as Json;
    const put = (who: { cookie: string } | null, id: number | string, json: Json) =>
      call(`/api/calendar/slots/${id}`, { method: "PUT", headers: (who ? { cookie: who.cookie } : {}) as Record<string, string>, json });
    const good = { courseTitle: "Renamed", courseDescription: "New words", timeSlot: "10:00pm - 11:00pm EST" };

    await expectError(await put(null, slot.id, good), 401);
    await expectError(await put(b, slot.id, good), 403, "You can only change your own teaching slots.");
    await expectError(await put(a, 999999, good), 404);
    await expectError(await put(a, "nope", good), 400);
    await expectError(await put(a, slot.id, { ...good, timeSlot: "10pm" }), 400);
    await expectError(await put(a, slot.id, { ...good, courseTitle: "" }), 400);
    await expectError(await put(a, slot.id, { ...good, timeSlot: "9:00pm - 10:00pm EST" }), 422, /reserved/);

    const ok = await put(a, slot.id, good);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Json).slot).toEqual({ ...slot, ...good });
    const row = (await slotRows()).find((r) => r.id === slot.id);
    expect(row).toMatchObject({ course_title: "Renamed", time_slot: "10:00pm - 11:00pm EST", instructor_id: a.id, slot_date: day });
  });

  it("refuses to change or delete a past slot (422)", async () => {
    const a = await insertInstructor("Past Owner");
    const id = await insertSlot(a.id, dayFromToday(-2));
    const put = await call(`/api/calendar/slots/${id}`, {
      method: "PUT",
      headers: { cookie: a.cookie },
      json: { courseTitle: "x", courseDescription: "", timeSlot: "1:00am - 2:00am EST" },
    });
    await expectError(put, 422, /in the past/);
    await expectError(await call(`/api/calendar/slots/${id}`, { method: "DELETE", headers: { cookie: a.cookie } }), 422, /in the past/);
    expect((await slotRows()).find((r) => r.id === id)).toMatchObject({ course_title: "Old class" });
  });

  it("refuses to change or delete a blocked day (422)", async () => {
    const a = await insertInstructor("Blocked Owner");
    const id = await insertBlockedDay(freeDay());
    await expectError(await call(`/api/calendar/slots/${id}`, { method: "DELETE", headers: { cookie: a.cookie } }), 422, /blocked/);
    await expectError(
      await call(`/api/calendar/slots/${id}`, {
        method: "PUT",
        headers: { cookie: a.cookie },
        json: { courseTitle: "x", courseDescription: "", timeSlot: "1:00am - 2:00am EST" },
      }),
      422,
      /blocked/,
    );
    expect((await slotRows()).find((r) => r.id === id)).toBeDefined();
  });

  it("lets only the owner delete, 404 after", async () => {
    const a = await insertInstructor("Deleter");
    const b = await insertInstructor("Not Deleter");
    const { slot } = (await (await claim(a, freeDay())).json()) as Json;
    const del = (who: { cookie: string } | null, id: number | string) =>
      call(`/api/calendar/slots/${id}`, { method: "DELETE", headers: (who ? { cookie: who.cookie } : {}) as Record<string, string> });
    await expectError(await del(null, slot.id), 401);
    await expectError(await del(b, slot.id), 403);
    await expectError(await del(a, "x1"), 400);
    expect((await slotRows()).some((r) => r.id === slot.id)).toBe(true);
    expect((await del(a, slot.id)).status).toBe(204);
    await expectError(await del(a, slot.id), 404);
    expect((await slotRows()).some((r) => r.id === slot.id)).toBe(false);
  });

  it("a deleted day can be claimed again by someone else", async () => {
    const a = await insertInstructor("Releaser");
    const b = await insertInstructor("Taker");
    const day = freeDay();
    const { slot } = (await (await claim(a, day)).json()) as Json;
    expect((await call(`/api/calendar/slots/${slot.id}`, { method: "DELETE", headers: { cookie: a.cookie } })).status).toBe(204);
    expect((await claim(b, day)).status).toBe(201);
  });
});

describe("GET /api/calendar/feed.ics", () => {
  it("is a parseable iCalendar of claimed days in New York time", async () => {
    const a = await signUp("Feed, Teacher; Esq.");
    const tuesday = nextWeekday(2, 70);
    const saturday = nextWeekday(6, 70);
    const r1 = await claim(a, tuesday, {
      courseTitle: "Colour, light; and \\ shadow",
      courseDescription: "Line one\nLine two",
      timeSlot: "7:00pm - 8:00pm EST",
    });
    const r2 = await claim(a, saturday, { courseTitle: "Late night", courseDescription: "", timeSlot: "11:00pm - 12:00am EST" });
    expect(r1.status).toBe(201);
    expect(r2.status).toBe(201);
    await insertBlockedDay(freeDay());

    const res = await call("/api/calendar/feed.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const tz = calendar.getFirstSubcomponent("vtimezone");
    expect(tz?.getFirstPropertyValue("tzid")).toBe("America/New_York");
    ICAL.TimezoneService.register(tz!);
    const all = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    // Every claimed day in D1 (other tests' too) is in the feed; blocked days are not.
    const claimedCount = (await env.DB.prepare("SELECT count(*) AS n FROM calendar_slots WHERE is_blocked = 0").first<{ n: number }>())!.n;
    expect(all).toHaveLength(claimedCount);
    const events = all.filter((e) => e.description?.startsWith("Instructor: Feed, Teacher; Esq."));
    expect(events).toHaveLength(2);

    const first = events.find((e) => e.summary !== "Late night")!;
    const second = events.find((e) => e.summary === "Late night")!;
    expect(first.summary).toBe("Colour, light; and \\ shadow");
    expect(first.description).toBe("Instructor: Feed, Teacher; Esq.\n\nLine one\nLine two");
    expect(first.startDate.toString()).toBe(`${tuesday}T19:00:00`);
    expect(first.startDate.zone.tzid).toBe("America/New_York");
    expect(first.endDate.toString()).toBe(`${tuesday}T20:00:00`);
    // 7pm New York is midnight or 11pm UTC depending on daylight saving: never the same day at 19:00.
    const utcHour = first.startDate.toJSDate().getUTCHours();
    expect([23, 0]).toContain(utcHour);

    const next = new Date(`${saturday}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(second.startDate.toString()).toBe(`${saturday}T23:00:00`);
    expect(second.endDate.toString()).toBe(`${next.toISOString().slice(0, 10)}T00:00:00`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  });

  it("folds long lines without splitting a character", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  it("an empty calendar is still valid", () => {
    const parsed = new ICAL.Component(ICAL.parse(buildFeed([])));
    expect(parsed.name).toBe("vcalendar");
    expect(parsed.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});

describe("errors never leak internals", () => {
  it("an unexpected body type is a 400 sentence, not a 500", async () => {
    const a = await insertInstructor("Fuzzer");
    for (const json of [null, 42, "text", [], { slotDate: {}, instructorId: {}, courseTitle: [], timeSlot: null }]) {
      const res = await call("/api/calendar/slots", { method: "POST", ip: freshIp(), headers: { cookie: a.cookie }, json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).message).toMatch(/^[A-Z]/);
    }
    expect(wire("2030-01-01")).toBe("2030-01-01T00:00:00.000Z");
  });
});

describe("dates and text that cannot be kept", () => {
  it("refuses a claim more than two years ahead, so no slot is stored where the calendar cannot show it", async () => {
    const who = await signUp("Far Ahead");
    const res = await claim(who, "9999-12-31");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/up to 2 years ahead/);
    const edge = await claim(who, dayFromToday(800));
    expect(edge.status).toBe(400);
    expect(await slotRowsOf(who.id)).toHaveLength(0);
  });

  it("refuses text with a lone surrogate instead of storing replacement characters", async () => {
    const who = await signUp("Surrogate Tester");
    const body = JSON.stringify(claimBody(who.id, freeDay(), { courseTitle: "Broken TEXT" })).replace("TEXT", "\\ud800");
    const res = await call("/api/calendar/slots", {
      method: "POST",
      ip: freshIp(),
      headers: { cookie: who.cookie, "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/broken character/);
    expect(await slotRowsOf(who.id)).toHaveLength(0);
  });
});
