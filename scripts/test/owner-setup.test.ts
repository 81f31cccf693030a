// npm run owner:setup, run as the owner runs it against a real local state (owner-state.ts).
import { describe, expect, it } from "vitest";
import { hashInviteCode } from "#shared/password";
import { ownerAudit, ownerPasskeys, ownerSetupCodes } from "#shared/db/schema";
import { ownerState } from "./owner-state";

const owner = ownerState();

describe("npm run owner:setup", () => {
  it("prints a one-time code as its last line, stores only its hash for 15 minutes, and removes no passkey", async () => {
    await owner.db.insert(ownerPasskeys).values({ id: "kept-passkey", publicKey: "AA", label: "Phone" });
    const before = Date.now();
    const run = owner.runScript("owner-setup", []);
    expect(run.status, run.stderr).toBe(0);
    const code = run.stdout.trim().split(/\r?\n/).at(-1)!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    const [codes, passkeys, audit] = await owner.db.batch([
      owner.db.select().from(ownerSetupCodes),
      owner.db.select({ id: ownerPasskeys.id }).from(ownerPasskeys),
      owner.db.select({ action: ownerAudit.action, via: ownerAudit.via }).from(ownerAudit),
    ]);
    expect(codes).toHaveLength(1);
    expect(codes[0].codeHash).toBe(await hashInviteCode(code));
    expect(codes[0].codeHash).not.toContain(code.replace(/-/g, ""));
    expect(codes[0].usedAt).toBeNull();
    const ttl = codes[0].expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 60_000);
    expect(passkeys).toEqual([{ id: "kept-passkey" }]);
    expect(audit).toEqual([{ action: "setup.code", via: "command" }]);
    expect(run.stdout).not.toContain(codes[0].codeHash);
  }, 120_000);
});
