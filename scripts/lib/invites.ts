// Creates invite codes in one D1 statement; used by `npm run invite` and by the e2e server start.
import { generateInviteCode, hashInviteCode, INVITE_TTL_MS } from "#shared/password";
import { inviteCodes } from "#shared/db/schema";
import { openD1 } from "./d1";
import type { D1Target } from "./wrangler";

/** Only each code's SHA-256 is stored; the plain codes exist only in the returned list. */
export async function createInviteCodes(target: D1Target, count: number): Promise<{ codes: string[]; expiresAt: number }> {
  const codes = Array.from({ length: count }, () => generateInviteCode());
  const expiresAt = Date.now() + INVITE_TTL_MS;
  const rows = await Promise.all(codes.map(async (code) => ({ codeHash: await hashInviteCode(code), expiresAt: new Date(expiresAt) })));
  // One statement for all of them: one wrangler call, one transaction.
  await openD1(target).insert(inviteCodes).values(rows);
  return { codes, expiresAt };
}
