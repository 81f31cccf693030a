// One day format from the form to D1 and back: the calendar holds `YYYY-MM-DD` days, the two calls
// that cross the API write and read the wire's UTC midnight (docs/architecture.md, "API contract")
// through the shared dayToWire and dayFromWire, and the Worker's schema reads the claim back into
// the same day it stores.
import { describe, expect, it } from "vitest";
import { dayToWire } from "#shared/calendar-rules";
import { claimSchema } from "#shared/schemas/calendar";
import { claimToWire, slotFromWire, slotsByDay } from "../src/features/calendar/calendar-wire";

// A day surely inside the two years ahead a claim may reach.
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const course = { courseTitle: "Clay", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };

describe("the calendar's day on the wire", () => {
  it("a claim goes out as UTC midnight of its day, and the Worker's schema reads that day back", () => {
    const body = claimToWire({ day, instructorId: 7, ...course });
    expect(body).toEqual({ slotDate: `${day}T00:00:00.000Z`, instructorId: 7, ...course });
    expect(claimSchema.parse(body).slotDate).toBe(day);
  });

  it("a listed slot comes back as the day D1 holds, whatever else it carries", () => {
    const wire = { id: 3, slotDate: dayToWire(day), instructorId: 7, ...course, isBlocked: false };
    expect(slotFromWire(wire)).toEqual({ id: 3, day, instructorId: 7, ...course, isBlocked: false });
    expect([...slotsByDay([wire]).keys()]).toEqual([day]);
  });

  it("a slot date that is not a day breaks the contract loudly, not as a wrong day", () => {
    const wire = { id: 3, instructorId: 7, ...course, isBlocked: false };
    expect(() => slotFromWire({ ...wire, slotDate: "2026-12-01T05:00:00.000Z" })).toThrow(/not a day/);
    expect(() => slotFromWire({ ...wire, slotDate: "2026-02-30T00:00:00.000Z" })).toThrow(/not a day/);
  });
});
