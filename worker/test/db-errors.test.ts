// shared/db/errors.ts against real D1 errors raised through drizzle, as the routes see them.
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { isNotNullViolation, isStorageError, isUniqueViolation } from "#shared/db/errors";
import { calendarSlots, instructors } from "#shared/db/schema";
import { getDb } from "../db/client";
import { env } from "./helpers";

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("expected the query to fail");
}

describe("database error classification", () => {
  it("recognises a UNIQUE violation wrapped by drizzle", async () => {
    const db = getDb(env.DB);
    await db.insert(calendarSlots).values({ slotDate: "2031-03-03", isBlocked: true });
    const err = await failure(() => db.insert(calendarSlots).values({ slotDate: "2031-03-03", isBlocked: true }));
    expect(isUniqueViolation(err)).toBe(true);
    expect(isNotNullViolation(err)).toBe(false);
  });

  it("recognises a NOT NULL violation and names its column", async () => {
    const db = getDb(env.DB);
    const err = await failure(() =>
      db.insert(instructors).values({ email: "nn@example.com", name: "N", passwordHash: null as unknown as string }),
    );
    expect(isNotNullViolation(err, "instructors.password_hash")).toBe(true);
    expect(isNotNullViolation(err, "instructors.email")).toBe(false);
    expect(isUniqueViolation(err)).toBe(false);
  });

  it("reads the driver's message, never the parameters drizzle repeats in its own", () => {
    const outage = new DrizzleQueryError(
      "insert into calendar_slots ...",
      ["UNIQUE constraint failed NOT NULL constraint failed"],
      new Error("network lost"),
    );
    expect(isUniqueViolation(outage)).toBe(false);
    expect(isNotNullViolation(outage)).toBe(false);
    const d1Down = new DrizzleQueryError("select 1", [], new Error("D1_ERROR: simulated outage"));
    expect(isStorageError(d1Down)).toBe(true);
    expect(isStorageError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
