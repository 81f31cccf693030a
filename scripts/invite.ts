/**
 * npm run invite [-- --remote]
 *
 * Creates one single-use invite code (valid 14 days) and prints it as the LAST line of the
 * output, so other scripts and the end-to-end tests can read it with `tail -1`. Only the code's
 * SHA-256 is stored; the code itself exists only in this output.
 */
import { generateInviteCode, hashInviteCode, INVITE_TTL_MS } from "#shared/password";
import { inviteCodes } from "#shared/db/schema";
import { openD1 } from "./lib/d1";
import { describeTarget, targetFromArgs } from "./lib/wrangler";

const target = targetFromArgs(process.argv.slice(2));
try {
  const code = generateInviteCode();
  const expiresAt = Date.now() + INVITE_TTL_MS;
  await openD1(target).insert(inviteCodes).values({ codeHash: await hashInviteCode(code), expiresAt: new Date(expiresAt) });
  console.log(`Invite code created in ${describeTarget(target)}.`);
  console.log(`It works once and expires on ${new Date(expiresAt).toISOString().slice(0, 10)}. Send it to the instructor:`);
  console.log(code);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
