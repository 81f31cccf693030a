// npm run instructor-remove, run as the owner runs it against a real local state (owner-state.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayInNewYork } from "#shared/calendar-rules";
import { calendarSlots, instructors, inviteCodes, loginKnownNetworks } from "#shared/db/schema";
import { readCacheGeneration } from "../lib/cache-generation";
import { localTarget, PHOTOS_BUCKET } from "../lib/wrangler";
import { ownerState } from "./owner-state";

const owner = ownerState();

describe("npm run instructor:remove", () => {
  it("deletes the account, frees its future days, keeps its past days without the name", async () => {
    const today = todayInNewYork();
    const before = Date.now();
    const [[{ id }], [{ id: other }]] = await owner.db.batch([
      owner.db
        .insert(instructors)
        .values({ email: "leaving@example.com", name: "Leaving Lee", passwordHash: "x" })
        .returning({ id: instructors.id }),
      owner.db
        .insert(instructors)
        .values({ email: "staying@example.com", name: "Staying Sam", passwordHash: "x" })
        .returning({ id: instructors.id }),
    ]);
    await owner.db.batch([
      owner.db.insert(calendarSlots).values([
        { slotDate: "2020-03-02", instructorId: id, courseTitle: "Past Class", timeSlot: "10:00am - 11:00am EST" },
        { slotDate: today, instructorId: id, courseTitle: "Today Class", timeSlot: "11:00pm - 12:00am EST" },
        { slotDate: "2099-06-01", instructorId: id, courseTitle: "Future Class", timeSlot: "10:00am - 11:00am EST" },
        { slotDate: "2099-06-02", instructorId: other, courseTitle: "Not Theirs", timeSlot: "10:00am - 11:00am EST" },
      ]),
      owner.db
        .insert(inviteCodes)
        .values({ codeHash: "f".repeat(64), expiresAt: new Date(Date.now() + 1000), usedAt: new Date(), usedBy: id }),
      owner.db.insert(loginKnownNetworks).values({ instructorId: id, networkHash: "n", lastSuccessAt: new Date() }),
    ]);

    const { status, stdout } = owner.runScript("instructor-remove", ["Leaving@example.com"]);
    expect(status).toBe(0);
    expect(stdout).toContain("Removed the instructor account of Leaving Lee <leaving@example.com>");
    expect(stdout).toContain(
      `Freed 2 day(s) from today on, which others can now claim:\n  ${today}  Today Class\n  2099-06-01  Future Class`,
    );
    expect(stdout).toContain("Kept 1 past day(s) for the record, now shown without a name:\n  2020-03-02  Past Class");

    // One wrangler process for every check (each costs seconds on a busy machine).
    const [gone, slots, [code], networks] = await owner.db.batch([
      owner.db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id)),
      owner.db
        .select({ day: calendarSlots.slotDate, who: calendarSlots.instructorId, title: calendarSlots.courseTitle })
        .from(calendarSlots)
        .orderBy(calendarSlots.slotDate),
      owner.db.select({ usedBy: inviteCodes.usedBy, usedAt: inviteCodes.usedAt }).from(inviteCodes),
      owner.db.select({ id: loginKnownNetworks.id }).from(loginKnownNetworks),
    ]);
    expect(gone).toEqual([]);
    expect(slots).toEqual([
      { day: "2020-03-02", who: null, title: "Past Class" },
      { day: "2099-06-02", who: other, title: "Not Theirs" },
    ]);
    expect(code.usedBy).toBeNull();
    expect(code.usedAt).not.toBeNull();
    expect(networks).toEqual([]);
    // The public list and calendar changed: a new cache generation in the same state's D1 (decisions 0036, 0060).
    expect(stdout).toContain("Visitors see the change on their next read");
    const generation = await readCacheGeneration(localTarget(owner.dir));
    expect(Number(generation)).toBeGreaterThanOrEqual(before);
    expect(Number(generation)).toBeLessThanOrEqual(Date.now());
  }, 240_000);

  it("deletes their photo from the local R2 bucket the Worker uses, and no one else's", async () => {
    const [[{ id }], [{ id: other }]] = await owner.db.batch([
      owner.db
        .insert(instructors)
        .values({ email: "pictured@example.com", name: "Pictured Pat", passwordHash: "x" })
        .returning({ id: instructors.id }),
      owner.db
        .insert(instructors)
        .values({ email: "also.pictured@example.com", name: "Also Pictured", passwordHash: "x" })
        .returning({ id: instructors.id }),
    ]);
    const theirs = `${id}/${"a".repeat(32)}.webp`;
    const kept = `${other}/${"b".repeat(32)}.webp`;
    const file = join(owner.dir, "photo.webp");
    writeFileSync(file, "RIFF-not-really-a-photo");
    for (const key of [theirs, kept]) owner.r2(["put", `${PHOTOS_BUCKET}/${key}`, "--file", file]);
    await owner.db.batch([
      owner.db.update(instructors).set({ photoKey: theirs }).where(eq(instructors.id, id)),
      owner.db.update(instructors).set({ photoKey: kept }).where(eq(instructors.id, other)),
    ]);
    expect(owner.r2(["get", `${PHOTOS_BUCKET}/${theirs}`, "--pipe"]).stdout).toBe("RIFF-not-really-a-photo");

    const { status, stdout } = owner.runScript("instructor-remove", ["pictured@example.com"]);
    expect(status).toBe(0);
    expect(stdout).toContain(`Deleted their photo (${PHOTOS_BUCKET}/${theirs}).`);
    const gone = owner.r2(["get", `${PHOTOS_BUCKET}/${theirs}`, "--pipe"]);
    expect(gone.status).not.toBe(0);
    expect(gone.stderr).toContain("The specified key does not exist.");
    expect(owner.r2(["get", `${PHOTOS_BUCKET}/${kept}`, "--pipe"]).stdout).toBe("RIFF-not-really-a-photo");

    // Without a photo the script says so.
    await owner.db.update(instructors).set({ photoKey: null }).where(eq(instructors.id, other));
    const second = owner.runScript("instructor-remove", ["also.pictured@example.com"]);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("They had no photo.");
  }, 240_000);

  it("names the bucket wrangler.toml binds as PHOTOS", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    expect(/\[\[r2_buckets\]\]\s*binding = "PHOTOS"\s*bucket_name = "([^"]+)"/.exec(toml)?.[1]).toBe(PHOTOS_BUCKET);
  });

  it("says so and changes nothing for an unknown email, the cache generation included", async () => {
    const before = await owner.db.select({ id: instructors.id }).from(instructors);
    const generation = await readCacheGeneration(localTarget(owner.dir));
    const { status, stderr } = owner.runScript("instructor-remove", ["ghost@example.com"]);
    expect(status).toBe(2);
    expect(stderr).toContain('No instructor has the email "ghost@example.com"');
    expect(await owner.db.select({ id: instructors.id }).from(instructors)).toEqual(before);
    expect(await readCacheGeneration(localTarget(owner.dir))).toBe(generation);
  }, 240_000);
});
