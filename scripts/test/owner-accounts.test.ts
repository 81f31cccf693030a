// The owner scripts against a real local D1 (a fresh wrangler state folder, migrated
// with the project's migrations): reset-password, instructor:remove, interest:export, interest:remove and invite, each run
// as the owner runs it (tsx, a separate process, WRANGLER_PERSIST_DIR pointing at the folder).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInNewYork } from "#shared/calendar-rules";
import { calendarSlots, instructors, interestEmails, inviteCodes, loginKnownNetworks } from "#shared/db/schema";
import { hashResetCode, RESET_TTL_MS, sha256Hex } from "#shared/password";
import { readCacheGeneration } from "../lib/cache-generation";
import { openD1, type ScriptDb } from "../lib/d1";
import { localTarget, migrateD1, PHOTOS_BUCKET, wranglerEnv } from "../lib/wrangler";
import { csvCell, toCsv } from "../interest-export";

let dir: string;
let db: ScriptDb;

beforeAll(async () => {
  mkdirSync(".wrangler", { recursive: true });
  dir = mkdtempSync(join(".wrangler", "owner-scripts-test-"));
  await migrateD1(localTarget(dir));
  db = openD1(localTarget(dir));
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function runScript(script: string, args: string[]) {
  const result = spawnSync("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: dir }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `wrangler r2 object <args>` on this file's local state folder, as the Worker's dev server would see it. */
function r2(args: string[]) {
  const result = spawnSync("node_modules/.bin/wrangler", ["r2", "object", ...args, "--local", "--persist-to", dir], { encoding: "utf8", env: wranglerEnv() });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function addInstructor(email: string, name: string): Promise<number> {
  const [row] = await db.insert(instructors).values({ email, name, passwordHash: "pbkdf2-sha256$1$AA$AA" }).returning({ id: instructors.id });
  return row.id;
}

describe("npm run reset-password", () => {
  it("prints a single code as the last line and stores only its hash, expiring in an hour", async () => {
    await addInstructor("reset.me@example.com", "Reset Me");
    const before = Date.now();
    const { status, stdout } = runScript("reset-password", ["  Reset.Me@Example.com "]);
    expect(status).toBe(0);
    const lines = stdout.trim().split("\n");
    const code = lines.at(-1)!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){6}$/);
    expect(code.replace(/-/g, "")).toHaveLength(26); // 130 bits
    expect(stdout).toContain("Reset Me <reset.me@example.com>");
    const row = await db
      .select({ hash: instructors.resetCodeHash, expiresAt: instructors.resetExpiresAt })
      .from(instructors)
      .where(eq(instructors.email, "reset.me@example.com"))
      .get();
    expect(row?.hash).toBe(await hashResetCode(code));
    expect(row?.hash).toBe(await sha256Hex(code.replace(/-/g, "")));
    expect(row!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + RESET_TTL_MS - 1000);
    expect(row!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + RESET_TTL_MS);
    expect(stdout).not.toContain(row!.hash!);

    // A second run replaces the first code.
    const second = runScript("reset-password", ["reset.me@example.com"]).stdout.trim().split("\n").at(-1)!;
    expect(second).not.toBe(code);
    const after = await db.select({ hash: instructors.resetCodeHash }).from(instructors).where(eq(instructors.email, "reset.me@example.com")).get();
    expect(after?.hash).toBe(await hashResetCode(second));
  }, 240_000);

  it("says so and exits non-zero for an unknown email or none at all", () => {
    const unknown = runScript("reset-password", ["nobody@example.com"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No instructor has the email "nobody@example.com"');
    expect(unknown.stdout).toBe("");
    const none = runScript("reset-password", []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Usage: npm run reset-password -- EMAIL");
  }, 240_000);
});

describe("npm run instructor:remove", () => {
  it("deletes the account, frees its future days, keeps its past days without the name", async () => {
    const today = todayInNewYork();
    const before = Date.now();
    const [[{ id }], [{ id: other }]] = await db.batch([
      db.insert(instructors).values({ email: "leaving@example.com", name: "Leaving Lee", passwordHash: "x" }).returning({ id: instructors.id }),
      db.insert(instructors).values({ email: "staying@example.com", name: "Staying Sam", passwordHash: "x" }).returning({ id: instructors.id }),
    ]);
    await db.batch([
      db.insert(calendarSlots).values([
        { slotDate: "2020-03-02", instructorId: id, courseTitle: "Past Class", timeSlot: "10:00am - 11:00am EST" },
        { slotDate: today, instructorId: id, courseTitle: "Today Class", timeSlot: "11:00pm - 12:00am EST" },
        { slotDate: "2099-06-01", instructorId: id, courseTitle: "Future Class", timeSlot: "10:00am - 11:00am EST" },
        { slotDate: "2099-06-02", instructorId: other, courseTitle: "Not Theirs", timeSlot: "10:00am - 11:00am EST" },
      ]),
      db.insert(inviteCodes).values({ codeHash: "f".repeat(64), expiresAt: new Date(Date.now() + 1000), usedAt: new Date(), usedBy: id }),
      db.insert(loginKnownNetworks).values({ instructorId: id, networkHash: "n", lastSuccessAt: new Date() }),
    ]);

    const { status, stdout } = runScript("instructor-remove", ["Leaving@example.com"]);
    expect(status).toBe(0);
    expect(stdout).toContain("Removed the instructor account of Leaving Lee <leaving@example.com>");
    expect(stdout).toContain(`Freed 2 day(s) from today on, which others can now claim:\n  ${today}  Today Class\n  2099-06-01  Future Class`);
    expect(stdout).toContain("Kept 1 past day(s) for the record, now shown without a name:\n  2020-03-02  Past Class");

    // One wrangler process for every check (each costs seconds on a busy machine).
    const [gone, slots, [code], networks] = await db.batch([
      db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id)),
      db.select({ day: calendarSlots.slotDate, who: calendarSlots.instructorId, title: calendarSlots.courseTitle }).from(calendarSlots).orderBy(calendarSlots.slotDate),
      db.select({ usedBy: inviteCodes.usedBy, usedAt: inviteCodes.usedAt }).from(inviteCodes),
      db.select({ id: loginKnownNetworks.id }).from(loginKnownNetworks),
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
    const generation = await readCacheGeneration(localTarget(dir));
    expect(Number(generation)).toBeGreaterThanOrEqual(before);
    expect(Number(generation)).toBeLessThanOrEqual(Date.now());
  }, 240_000);

  it("deletes their photo from the local R2 bucket the Worker uses, and no one else's", async () => {
    const [[{ id }], [{ id: other }]] = await db.batch([
      db.insert(instructors).values({ email: "pictured@example.com", name: "Pictured Pat", passwordHash: "x" }).returning({ id: instructors.id }),
      db.insert(instructors).values({ email: "also.pictured@example.com", name: "Also Pictured", passwordHash: "x" }).returning({ id: instructors.id }),
    ]);
    const theirs = `${id}/${"a".repeat(32)}.webp`;
    const kept = `${other}/${"b".repeat(32)}.webp`;
    const file = join(dir, "photo.webp");
    writeFileSync(file, "RIFF-not-really-a-photo");
    for (const key of [theirs, kept]) r2(["put", `${PHOTOS_BUCKET}/${key}`, "--file", file]);
    await db.batch([
      db.update(instructors).set({ photoKey: theirs }).where(eq(instructors.id, id)),
      db.update(instructors).set({ photoKey: kept }).where(eq(instructors.id, other)),
    ]);
    expect(r2(["get", `${PHOTOS_BUCKET}/${theirs}`, "--pipe"]).stdout).toBe("RIFF-not-really-a-photo");

    const { status, stdout } = runScript("instructor-remove", ["pictured@example.com"]);
    expect(status).toBe(0);
    expect(stdout).toContain(`Deleted their photo (${PHOTOS_BUCKET}/${theirs}).`);
    const gone = r2(["get", `${PHOTOS_BUCKET}/${theirs}`, "--pipe"]);
    expect(gone.status).not.toBe(0);
    expect(gone.stderr).toContain("The specified key does not exist.");
    expect(r2(["get", `${PHOTOS_BUCKET}/${kept}`, "--pipe"]).stdout).toBe("RIFF-not-really-a-photo");

    // Without a photo the script says so.
    await db.update(instructors).set({ photoKey: null }).where(eq(instructors.id, other));
    const second = runScript("instructor-remove", ["also.pictured@example.com"]);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("They had no photo.");
  }, 240_000);

  it("names the bucket wrangler.toml binds as PHOTOS", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    expect(/\[\[r2_buckets\]\]\s*binding = "PHOTOS"\s*bucket_name = "([^"]+)"/.exec(toml)?.[1]).toBe(PHOTOS_BUCKET);
  });

  it("says so and changes nothing for an unknown email, the cache generation included", async () => {
    const before = await db.select({ id: instructors.id }).from(instructors);
    const generation = await readCacheGeneration(localTarget(dir));
    const { status, stderr } = runScript("instructor-remove", ["ghost@example.com"]);
    expect(status).toBe(2);
    expect(stderr).toContain('No instructor has the email "ghost@example.com"');
    expect(await db.select({ id: instructors.id }).from(instructors)).toEqual(before);
    expect(await readCacheGeneration(localTarget(dir))).toBe(generation);
  }, 240_000);
});

describe("npm run interest:export", () => {
  it("writes every address as CSV, oldest first, to a file or to standard output", async () => {
    await db.insert(interestEmails).values([
      { email: "first@example.com", createdAt: new Date("2026-01-01T10:00:00.000Z") },
      { email: "=cmd|' /c calc'!a0@example.com", createdAt: new Date("2026-01-02T10:00:00.000Z") },
      { email: 'quote"comma,@example.com', createdAt: new Date("2026-01-03T10:00:00.000Z") },
    ]);
    const expected =
      "email,joined_at\r\n" +
      "first@example.com,2026-01-01T10:00:00.000Z\r\n" +
      "'=cmd|' /c calc'!a0@example.com,2026-01-02T10:00:00.000Z\r\n" +
      '"quote""comma,@example.com",2026-01-03T10:00:00.000Z\r\n';

    const file = join(dir, "list.csv");
    const toFile = runScript("interest-export", [file]);
    expect(toFile.status).toBe(0);
    expect(toFile.stdout).toContain(`Wrote 3 address(es)`);
    expect(readFileSync(file, "utf8")).toBe(expected);

    const toStdout = runScript("interest-export", []);
    expect(toStdout.status).toBe(0);
    expect(toStdout.stdout).toBe(expected);
    expect(toStdout.stderr).toContain("3 address(es)");
  }, 240_000);

  it("quotes cells by RFC 4180 and defuses spreadsheet formulas", () => {
    expect(csvCell("plain@example.com")).toBe("plain@example.com");
    expect(csvCell("+1@example.com")).toBe("'+1@example.com");
    expect(csvCell("-x@example.com")).toBe("'-x@example.com");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(toCsv([])).toBe("email,joined_at\r\n");
  });
});

describe("npm run interest:remove", () => {
  const stored = async (email: string) => db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, email));

  it("removes the address read as the API stores it (trimmed, lower case) and says so; others stay", async () => {
    await db.insert(interestEmails).values([{ email: "leaving.list@example.com" }, { email: "staying.list@example.com" }]);
    const run = runScript("interest-remove", ["  Leaving.List@Example.COM "]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("Removed leaving.list@example.com from the interest list.");
    const [gone, kept] = await db.batch([
      db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, "leaving.list@example.com")),
      db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, "staying.list@example.com")),
    ]);
    expect(gone).toEqual([]);
    expect(kept).toEqual([{ email: "staying.list@example.com" }]);
  }, 240_000);

  it("says an unknown address was not on the list, exit 0, and changes nothing", async () => {
    const before = await db.select({ email: interestEmails.email }).from(interestEmails);
    const run = runScript("interest-remove", ["Never.Joined@example.com"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("never.joined@example.com was not on the interest list.");
    expect(await db.select({ email: interestEmails.email }).from(interestEmails)).toEqual(before);
    expect(await stored("never.joined@example.com")).toEqual([]);
  }, 240_000);

  it("refuses a malformed address or none with a sentence and exit 1", () => {
    const malformed = runScript("interest-remove", ["not-an-address"]);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"not-an-address" is not a valid email address, so nothing was removed.');
    expect(malformed.stdout).toBe("");
    const tooLong = runScript("interest-remove", [`${"a".repeat(250)}@example.com`]);
    expect(tooLong.status).toBe(1);
    expect(tooLong.stderr).toContain("is not a valid email address, so nothing was removed.");
    const none = runScript("interest-remove", []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Usage: npm run interest:remove -- EMAIL");
  }, 240_000);
});

describe("npm run invite", () => {
  it("--count 3 prints three different codes as the last lines and stores only their hashes", async () => {
    const before = (await db.select().from(inviteCodes)).length;
    const run = runScript("invite", ["--count", "3"]);
    expect(run.status, run.stderr).toBe(0);
    const codes = run.stdout.trim().split(/\r?\n/).slice(-3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    expect(new Set(codes).size).toBe(3);
    const rows = await db.select().from(inviteCodes);
    expect(rows.length).toBe(before + 3);
    for (const code of codes) expect(rows.some((r) => r.codeHash === code)).toBe(false);
  }, 60_000);

  it("refuses a count outside 1-100 with a sentence, and creates nothing", async () => {
    const before = (await db.select().from(inviteCodes)).length;
    for (const count of ["0", "101", "two"]) {
      const run = runScript("invite", ["--count", count]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("--count takes a whole number from 1 to 100");
    }
    expect((await db.select().from(inviteCodes)).length).toBe(before);
  }, 60_000);
});
