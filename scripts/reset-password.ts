/**
 * npm run reset-password -- EMAIL [--remote]
 *
 * Issues a password-reset code for one instructor and prints it as the LAST line of the output
 * (like `npm run invite`). The code carries 130 random bits, works once and expires after one
 * hour; only its SHA-256 is stored, and a new code replaces any earlier one. The instructor
 * enters it with a new password under Login → "Forgot password?" (POST /api/instructor/reset),
 * which also ends every session they had.
 */
import { eq } from "drizzle-orm";
import { generateResetCode, hashResetCode, RESET_TTL_MS } from "#shared/password";
import { instructors } from "#shared/db/schema";
import { openD1, type ScriptDb } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";
import { describeTarget } from "./lib/wrangler";

export type IssuedReset = { code: string; expiresAt: Date; name: string; email: string };

/** Stores a fresh code's hash on the instructor with that email; null when there is none. */
export async function issueResetCode(db: ScriptDb, rawEmail: string, now = Date.now()): Promise<IssuedReset | null> {
  const email = rawEmail.trim().toLowerCase();
  const code = generateResetCode();
  const expiresAt = new Date(now + RESET_TTL_MS);
  const [row] = await db
    .update(instructors)
    .set({ resetCodeHash: await hashResetCode(code), resetExpiresAt: expiresAt })
    .where(eq(instructors.email, email))
    .returning({ name: instructors.name, email: instructors.email });
  return row ? { code, expiresAt, name: row.name, email: row.email } : null;
}

if (isMainModule(import.meta.url)) {
  const { email, target } = emailAndTarget("reset-password");
  try {
    const issued = await issueResetCode(openD1(target), email);
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
