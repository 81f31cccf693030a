// What the API shows once `npm run instructor:remove` has run: the removed instructor's
// past day stays, with no instructor, and nothing names them any more.
import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { insertInstructor } from "./calendar-helpers";

describe("a past day of a removed instructor", () => {
  it("is still listed, with instructorId null and not blocked, and their name is gone everywhere", async () => {
    const gone = await insertInstructor("Gone Gillian");
    await env.DB.prepare(
      "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, time_slot) VALUES ('2024-03-05', ?, 'Kept For The Record', '10:00am - 11:00am EST')",
    )
      .bind(gone.id)
      .run();
    // What the script's batch does to such a day, then to the account.
    await env.DB.batch([
      env.DB.prepare("UPDATE calendar_slots SET instructor_id = NULL WHERE instructor_id = ?").bind(gone.id),
      env.DB.prepare("DELETE FROM instructors WHERE id = ?").bind(gone.id),
    ]);

    const slots = await call("/api/calendar/slots?year=2024&month=3");
    expect(slots.status).toBe(200);
    expect(await slots.json()).toEqual([
      {
        id: expect.any(Number),
        slotDate: "2024-03-05T00:00:00.000Z",
        instructorId: null,
        courseTitle: "Kept For The Record",
        courseDescription: "",
        timeSlot: "10:00am - 11:00am EST",
        isBlocked: false,
      },
    ]);
    expect(JSON.stringify(await (await call("/api/instructors")).json())).not.toContain("Gillian");
    expect(await (await call("/api/calendar/feed.ics")).text()).not.toContain("Gillian");
    // Their old session is dead too.
    expect((await call("/api/instructor/me", { headers: { cookie: gone.cookie } })).status).toBe(401);
  });
});
