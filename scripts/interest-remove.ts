/**
 * npm run interest:remove -- EMAIL [--remote]
 *
 * Deletes one address from the wellness interest list, when its owner asks (the Legal page's
 * privacy section tells visitors to write to the contact address). The address is read as the
 * API reads it (trimmed, lower-cased: shared/schemas/wellness.ts), so it finds the row the API
 * stored whatever the capitals or spaces in the request. Prints whether it was on the list; both
 * end with exit code 0. A malformed address ends with exit code 1 and a sentence saying so.
 */
import { eq } from "drizzle-orm";
import { interestEmails } from "#shared/db/schema";
import { interestEmail } from "#shared/schemas/wellness";
import { openD1, type ScriptDb } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";

/** Deletes the (already normalised) address; true when it was on the list. */
export async function removeInterest(db: ScriptDb, email: string): Promise<boolean> {
  // RETURNING tells whether a row went (wrangler's JSON output carries no change count).
  const removed = await db.delete(interestEmails).where(eq(interestEmails.email, email)).returning({ id: interestEmails.id });
  return removed.length > 0;
}

if (isMainModule(import.meta.url)) {
  const { email: raw, target } = emailAndTarget("interest:remove");
  const parsed = interestEmail.safeParse(raw);
  if (!parsed.success) {
    console.error(`"${raw.trim()}" is not a valid email address, so nothing was removed. Usage: npm run interest:remove -- EMAIL [--remote]`);
    process.exit(1);
  }
  const email = parsed.data;
  try {
    const removed = await removeInterest(openD1(target), email);
    console.log(removed ? `Removed ${email} from the interest list.` : `${email} was not on the interest list.`);
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
