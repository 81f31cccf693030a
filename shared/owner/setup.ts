// Set-up codes for the owner's first passkey and the way back in (npm run owner:setup).
import { generateInviteCode, hashInviteCode } from "#shared/password";
import { ownerSetupCodes } from "#shared/db/schema";
import { auditRow, type Actor, type OwnerDb } from "./record";

export const SETUP_CODE_TTL_MS = 15 * 60 * 1000;

/** A new one-time code (130 random bits); only its SHA-256 is stored, for 15 minutes. Earlier codes stay valid until they expire. */
export async function createSetupCode(db: OwnerDb, actor: Actor, now = Date.now()): Promise<{ code: string; expiresAt: Date }> {
  const code = generateInviteCode();
  const expiresAt = new Date(now + SETUP_CODE_TTL_MS);
  await db.batch([
    db.insert(ownerSetupCodes).values({ codeHash: await hashInviteCode(code), expiresAt }),
    auditRow(db, actor, "setup.code", "a set-up code"),
  ]);
  return { code, expiresAt };
}

/** The stored form of a code as the owner typed it (spaces, dashes and case forgiven). */
export const setupCodeHash = (code: string) => hashInviteCode(code);
