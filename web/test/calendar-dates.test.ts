// The visitor's own time of a New York slot. The expected labels are built here with a fresh
// formatter in the machine's default locale (which varies: en-US, fr-FR, "und"), so the tests check
// the instant, the zone and the weekday rule, and that the formatters the module keeps are never
// handed to the wrong zone.
import { describe, expect, it } from "vitest";
import { localStartLabel, slotStart } from "../src/features/calendar/calendar-dates";

const SLOT = "7:00pm - 8:00pm EST";
const DAY = "2026-12-02";
// 7 pm in New York on 2 December 2026 (EST, UTC-5) is midnight UTC on the 3rd.
const START = new Date("2026-12-03T00:00:00.000Z");

const expected = (timeZone: string, weekday: boolean) =>
  new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: weekday ? "short" : undefined,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(START);

describe("localStartLabel", () => {
  it("starts the slot at its New York hour", () => {
    expect(slotStart(DAY, SLOT).getTime()).toBe(START.getTime());
  });

  it("is null for a visitor whose clock reads as New York's", () => {
    expect(localStartLabel(DAY, SLOT, "America/New_York")).toBeNull();
    expect(localStartLabel(DAY, SLOT, "America/Toronto")).toBeNull();
  });

  it("gives the hour alone on the same day, and the weekday too when the day differs", () => {
    expect(localStartLabel(DAY, SLOT, "America/Chicago")).toBe(expected("America/Chicago", false));
    expect(localStartLabel(DAY, SLOT, "Asia/Tokyo")).toBe(expected("Asia/Tokyo", true));
    expect(localStartLabel(DAY, SLOT, "Pacific/Honolulu")).toBe(expected("Pacific/Honolulu", false));
  });

  it("answers each zone for itself when zones are asked in turn", () => {
    const zones = ["Asia/Tokyo", "America/Chicago", "Europe/Paris", "America/New_York", "Asia/Kolkata"];
    const alone = zones.map((zone) => localStartLabel(DAY, SLOT, zone));
    for (let round = 0; round < 3; round++) {
      for (const [i, zone] of [...zones].reverse().entries()) {
        expect(localStartLabel(DAY, SLOT, zone)).toBe(alone[zones.length - 1 - i]);
      }
    }
    expect(new Set(alone.filter(Boolean)).size).toBe(4);
    expect(alone[2]).toBe(expected("Europe/Paris", true));
  });
});
