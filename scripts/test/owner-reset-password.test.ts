// npm run reset-password, run as the owner runs it against a real local state (owner-state.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instructors } from "#shared/db/schema";
import { hashResetCode, RESET_TTL_MS, sha256Hex } from "#shared/password";
import { ownerState } from "./owner-state";

const owner = ownerState();

describe("npm run reset-password", () => {
  it("prints a single code as the last line and stores only its hash, expiring in an hour", async () => {
    await owner.addInstructor("reset.me@example.com", "Reset Me");
    const before = Date.now();
    const { status, stdout } = owner.runScript("reset-password", ["  Reset.Me@Example.com "]);
    expect(status).toBe(0);
    const lines = stdout.trim().split("\n");
    const code = lines.at(-1)!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){6}$/);
    expect(code.replace(/-/g, "")).toHaveLength(26); // 130 bits
    expect(stdout).toContain("Reset Me <reset.me@example.com>");
    const row = await owner.db
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
    const second = owner.runScript("reset-password", ["reset.me@example.com"]).stdout.trim().split("\n").at(-1)!;
    expect(second).not.toBe(code);
    const after = await owner.db
      .select({ hash: instructors.resetCodeHash })
      .from(instructors)
      .where(eq(instructors.email, "reset.me@example.com"))
      .get();
    expect(after?.hash).toBe(await hashResetCode(second));
  }, 240_000);

  it("says so and exits non-zero for an unknown email or none at all", () => {
    const unknown = owner.runScript("reset-password", ["nobody@example.com"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No instructor has the email "nobody@example.com"');
    expect(unknown.stdout).toBe("");
    const none = owner.runScript("reset-password", []);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("Usage: npm run reset-password -- EMAIL");
  }, 240_000);
});
