// Creates invite codes through the console's own domain function (shared/owner/invites.ts): used by
// `npm run invite` and by the e2e server start. One batch: the codes, the audit row, a new cache generation.
import { createInvites } from "#shared/owner/invites";
import { COMMAND } from "#shared/owner/record";
import { openD1 } from "./d1";
import type { D1Target } from "./wrangler";

/** Only each code's SHA-256 is stored; the plain codes exist only in the returned list. */
export async function createInviteCodes(target: D1Target, count: number): Promise<{ codes: string[]; expiresAt: number }> {
  return createInvites(openD1(target), COMMAND, count);
}
