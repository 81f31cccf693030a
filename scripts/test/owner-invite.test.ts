// npm run invite, run as the owner runs it against a real local state (owner-state.ts).
import { describe, expect, it } from "vitest";
import { inviteCodes } from "#shared/db/schema";
import { ownerState } from "./owner-state";

const owner = ownerState();

describe("npm run invite", () => {
  it("--count 3 prints three different codes as the last lines and stores only their hashes", async () => {
    const before = (await owner.db.select().from(inviteCodes)).length;
    const run = owner.runScript("invite", ["--count", "3"]);
    expect(run.status, run.stderr).toBe(0);
    const codes = run.stdout.trim().split(/\r?\n/).slice(-3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    expect(new Set(codes).size).toBe(3);
    const rows = await owner.db.select().from(inviteCodes);
    expect(rows.length).toBe(before + 3);
    for (const code of codes) expect(rows.some((r) => r.codeHash === code)).toBe(false);
  }, 60_000);

  it("refuses a count outside 1-100 with a sentence, and creates nothing", async () => {
    const before = (await owner.db.select().from(inviteCodes)).length;
    for (const count of ["0", "101", "two"]) {
      const run = owner.runScript("invite", ["--count", count]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("--count takes a whole number from 1 to 100");
    }
    expect((await owner.db.select().from(inviteCodes)).length).toBe(before);
  }, 60_000);
});
