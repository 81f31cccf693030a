// npm run interest-list, run as the owner runs it against a real local state (owner-state.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { interestEmails } from "#shared/db/schema";
import { csvCell, toCsv } from "../interest-export";
import { ownerState } from "./owner-state";

const owner = ownerState();

describe("npm run interest:export", () => {
  it("writes every address as CSV, oldest first, to a file or to standard output", async () => {
    await owner.db.insert(interestEmails).values([
      { email: "first@example.com", createdAt: new Date("2026-01-01T10:00:00.000Z") },
      { email: "=cmd|' /c calc'!a0@example.com", createdAt: new Date("2026-01-02T10:00:00.000Z") },
      { email: 'quote"comma,@example.com', createdAt: new Date("2026-01-03T10:00:00.000Z") },
    ]);
    const expected =
      "email,joined_at\r\n" +
      "first@example.com,2026-01-01T10:00:00.000Z\r\n" +
      "'=cmd|' /c calc'!a0@example.com,2026-01-02T10:00:00.000Z\r\n" +
      '"quote""comma,@example.com",2026-01-03T10:00:00.000Z\r\n';

    const file = join(owner.dir, "list.csv");
    const toFile = owner.runScript("interest-export", [file]);
    expect(toFile.status).toBe(0);
    expect(toFile.stdout).toContain(`Wrote 3 address(es)`);
    expect(readFileSync(file, "utf8")).toBe(expected);

    const toStdout = owner.runScript("interest-export", []);
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
  const stored = async (email: string) =>
    owner.db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, email));

  it("removes the address read as the API stores it (trimmed, lower case) and says so; others stay", async () => {
    await owner.db.insert(interestEmails).values([{ email: "leaving.list@example.com" }, { email: "staying.list@example.com" }]);
    const run = owner.runScript("interest-remove", ["  Leaving.List@Example.COM "]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("Removed leaving.list@example.com from the interest list.");
    const [gone, kept] = await owner.db.batch([
      owner.db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, "leaving.list@example.com")),
      owner.db.select({ email: interestEmails.email }).from(interestEmails).where(eq(interestEmails.email, "staying.list@example.com")),
    ]);
    expect(gone).toEqual([]);
    expect(kept).toEqual([{ email: "staying.list@example.com" }]);
  }, 240_000);

  it("says an unknown address was not on the list, exit 0, and changes nothing", async () => {
    const before = await owner.db.select({ email: interestEmails.email }).from(interestEmails);
    const run = owner.runScript("interest-remove", ["Never.Joined@example.com"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("never.joined@example.com was not on the interest list.");
    expect(await owner.db.select({ email: interestEmails.email }).from(interestEmails)).toEqual(before);
    expect(await stored("never.joined@example.com")).toEqual([]);
  }, 240_000);

  it("refuses a malformed address or none with a sentence and exit 1", () => {
    const malformed = owner.runScript("interest-remove", ["not-an-address"]);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('"not-an-address" is not a valid email address, so nothing was removed.');
    expect(malformed.stdout).toBe("");
    const tooLong = owner.runScript("interest-remove", [`${"a".repeat(250)}@example.com`]);
    expect(tooLong.status).toBe(1);
    expect(tooLong.stderr).toContain("is not a valid email address, so nothing was removed.");
    const none = owner.runScript("interest-remove", []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Usage: npm run interest:remove -- EMAIL");
  }, 240_000);
});
