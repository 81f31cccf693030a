/**
 * Hostile input to the calendar routes (claim, update, delete, the month query): the cases and
 * the rules of worker/test/hostile-helpers.ts, beside calendar.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TIME_SLOTS } from "#shared/calendar-rules";
import { nextWeekday } from "./calendar-helpers";
import { env } from "./helpers";
import {
  check,
  expectRefused,
  json,
  EMPTYISH,
  hostileString,
  hostileNumber,
  hostileValue,
  ABSURD_IDS,
  ABSURD_DATES,
  RUNS,
  useHostileFixtures,
  bodyRouteCases,
  type BodyRoute,
  type Json,
} from "./hostile-helpers";

const fx = useHostileFixtures();
const auth = () => ({ cookie: fx.owner.cookie });
const futureMonday = () => nextWeekday(1, 40);

const BODY_ROUTES: BodyRoute[] = [
  { name: "/api/calendar/slots", method: "POST", path: () => "/api/calendar/slots", authed: true },
  { name: "/api/calendar/slots/:id", method: "PUT", path: () => `/api/calendar/slots/${fx.ownSlotId}`, authed: true },
];
bodyRouteCases(BODY_ROUTES, auth);

describe("calendar", () => {
  const validClaim = () => ({
    slotDate: `${futureMonday()}T00:00:00.000Z`,
    instructorId: fx.owner.id,
    courseTitle: "Valid title",
    courseDescription: "Valid description",
    timeSlot: "10:00am - 11:00am EST",
  });
  const notATimeSlot = fc
    .oneof(hostileString, fc.constantFrom("10:00am - 11:00am", "10:00AM - 11:00AM EST", " 10:00am - 11:00am EST ", "25:00am - 26:00am EST"))
    .filter((s) => !TIME_SLOTS.includes(s));
  const claimField = {
    slotDate: fc.oneof(ABSURD_DATES, hostileNumber, fc.boolean(), fc.constant(null), fc.constant(`${nextWeekday(1, -14)}T00:00:00.000Z`)),
    instructorId: fc.oneof(
      fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2),
      hostileString,
      fc.constant(null),
      fc.boolean(),
      fc.constant("1"),
      fc.integer({ min: 100_000, max: 2 ** 31 }), // nobody's id: the session decides, 403
    ),
    courseTitle: fc.oneof(
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      EMPTYISH,
      fc.constant("t".repeat(121)),
      fc.array(fc.string(), { maxLength: 2 }),
    ),
    courseDescription: fc.oneof(
      hostileNumber,
      fc.boolean(),
      fc.constant("d".repeat(2001)),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    ),
    timeSlot: fc.oneof(notATimeSlot, hostileNumber, fc.constant(null)),
  };
  const claimFields = Object.keys(claimField) as Array<keyof typeof claimField>;

  it("claim: one invalid or missing field, whatever the others hold, claims nothing", async () => {
    const body = fc
      .record({
        broken: fc.constantFrom(...claimFields),
        mode: fc.constantFrom("invalid", "missing"),
        invalid: fc.record(claimField),
        others: fc.record({ courseTitle: hostileString, courseDescription: hostileString }, { requiredKeys: [] }),
        extra: fc.dictionary(fc.constantFrom("id", "isBlocked", "createdAt", "__proto__", "instructor_id"), hostileValue),
      })
      .filter(({ broken, mode }) => !(broken === "courseDescription" && mode === "missing")) // optional field
      .map(({ broken, mode, invalid, others, extra }) => {
        const value: Record<string, unknown> = { ...validClaim(), ...others, ...extra };
        if (mode === "missing") delete value[broken];
        else value[broken] = invalid[broken];
        return value;
      });
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("POST", "/api/calendar/slots", value), auth());
        expect([400, 403, 413, 422]).toContain(status);
      }),
      RUNS,
    );
  });

  it("claim: reserved hours, blocked and taken days are refused without a write", async () => {
    const tuesday = nextWeekday(2, 40);
    const thursday = nextWeekday(4, 40);
    await expectRefused(
      json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${tuesday}T00:00:00.000Z`, timeSlot: "9:00pm - 10:00pm EST" }),
      auth(),
    );
    await expectRefused(
      json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${thursday}T00:00:00.000Z`, timeSlot: "8:00pm - 9:00pm EST" }),
      auth(),
    );
    const taken = (await env.DB.prepare("SELECT slot_date FROM calendar_slots WHERE id = ?").bind(fx.othersSlotId).first<Json>()).slot_date;
    const { status } = await expectRefused(
      json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${taken}T00:00:00.000Z` }),
      auth(),
    );
    expect(status).toBe(409);
  });

  it("claim without a session is a 401 whatever the body", async () => {
    await check(
      fc.asyncProperty(fc.oneof(hostileValue, fc.constant(validClaim())), async (value) => {
        const { status } = await expectRefused(json("POST", "/api/calendar/slots", value));
        expect([400, 401, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("update: one invalid or missing field changes nothing", async () => {
    const base = { courseTitle: "Updated", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };
    const body = fc
      .record({
        broken: fc.constantFrom("courseTitle", "courseDescription", "timeSlot"),
        mode: fc.constantFrom("invalid", "missing"),
        invalid: fc.record({
          courseTitle: claimField.courseTitle,
          courseDescription: claimField.courseDescription,
          timeSlot: claimField.timeSlot,
        }),
        extra: fc.dictionary(fc.constantFrom("instructorId", "slotDate", "isBlocked", "id"), hostileValue),
      })
      .filter(({ broken, mode }) => !(broken === "courseDescription" && mode === "missing"))
      .map(({ broken, mode, invalid, extra }) => {
        const value: Record<string, unknown> = { ...base, ...extra };
        if (mode === "missing") delete value[broken];
        else value[broken] = invalid[broken as keyof typeof invalid];
        return value;
      });
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("PUT", `/api/calendar/slots/${fx.ownSlotId}`, value), auth());
        expect([400, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("update and delete: absurd ids and someone else's slot are refused", async () => {
    const base = { courseTitle: "Updated", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };
    await check(
      fc.asyncProperty(fc.oneof(ABSURD_IDS, fc.constant(String(fx.othersSlotId))), async (id) => {
        const put = await expectRefused(json("PUT", `/api/calendar/slots/${id}`, base), auth());
        expect([400, 403, 404]).toContain(put.status);
        const del = await expectRefused({ method: "DELETE", path: `/api/calendar/slots/${id}` }, auth());
        expect([400, 403, 404]).toContain(del.status);
        const anon = await expectRefused({ method: "DELETE", path: `/api/calendar/slots/${id}` });
        expect([400, 401, 404]).toContain(anon.status);
      }),
      RUNS,
    );
  });

  it("month query: anything but a whole year 2000-2100 and a month 1-12 is a 400", async () => {
    const valid = (v: string | undefined, min: number, max: number) => {
      if (v === undefined) return false;
      const n = Number(v); // the schema coerces with Number()
      return Number.isInteger(n) && n >= min && n <= max;
    };
    const part = fc.option(fc.oneof(hostileString, fc.constantFrom("2026", "0", "-1", "1e3", "13", "12.5", "NaN", "Infinity", "")), {
      nil: undefined,
    });
    const query = fc.record({ year: part, month: part }).filter(({ year, month }) => !(valid(year, 2000, 2100) && valid(month, 1, 12)));
    await check(
      fc.asyncProperty(query, async ({ year, month }) => {
        const params = new URLSearchParams();
        if (year !== undefined) params.set("year", year);
        if (month !== undefined) params.set("month", month);
        const { status } = await expectRefused({ method: "GET", path: `/api/calendar/slots?${params}` });
        expect(status).toBe(400);
      }),
      RUNS,
    );
  });
});
