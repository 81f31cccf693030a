/**
 * npm run reset-password -- EMAIL [--remote]
 *
 * Issues a password-reset code for one instructor and prints it as the LAST line of the output
 * (like `npm run invite`). The code carries 130 random bits, works once and expires after one
 * hour; only its SHA-256 is stored, and a new code replaces any earlier one. The instructor
 * enters it with a new password under Login → "Forgot password?" (POST /api/instructor/reset),
 * which also ends every session they had.
 */
import { issueResetCode } from "#shared/owner/instructors";
import { COMMAND } from "#shared/owner/record";
import { openD1 } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";
import { describeTarget } from "./lib/wrangler";

/** The console's own domain function (shared/owner/instructors.ts), re-exported for this command's callers. */
export { issueResetCode, type IssuedReset } from "#shared/owner/instructors";

if (isMainModule(import.meta.url)) {
  const { email, target } = emailAndTarget("reset-password");
  try {
    const issued = await issueResetCode(openD1(target), COMMAND, email);
    if (!issued) {
      console.error(`No instructor has the email "${email.trim()}" in ${describeTarget(target)}; no code was made.`);
      process.exit(2);
    }
    console.log(`Password-reset code for ${issued.name} <${issued.email}> created in ${describeTarget(target)}.`);
    console.log(
      `It works once and expires at ${issued.expiresAt.toISOString().slice(11, 16)} UTC (one hour). Send it to them; they enter it under Login, "Forgot password?":`,
    );
    console.log(issued.code);
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
