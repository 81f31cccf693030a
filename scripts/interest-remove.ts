/**
 * npm run interest:remove -- EMAIL [--remote]
 *
 * Deletes one address from the wellness interest list, when its owner asks (the Legal page's
 * privacy section tells visitors to write to the contact address). The address is read as the
 * API reads it (trimmed, lower-cased: shared/schemas/wellness.ts), so it finds the row the API
 * stored whatever the capitals or spaces in the request. The console's own domain function
 * (shared/owner/interest.ts): the audit row holds only the address's hash. Prints whether it was on the list; both
 * end with exit code 0. A malformed address ends with exit code 1 and a sentence saying so.
 */
import { interestEmail } from "#shared/schemas/wellness";
import { removeInterest } from "#shared/owner/interest";
import { COMMAND } from "#shared/owner/record";
import { openD1 } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";

export { removeInterest } from "#shared/owner/interest";

if (isMainModule(import.meta.url)) {
  const { email: raw, target } = emailAndTarget("interest:remove");
  const parsed = interestEmail.safeParse(raw);
  if (!parsed.success) {
    console.error(
      `"${raw.trim()}" is not a valid email address, so nothing was removed. Usage: npm run interest:remove -- EMAIL [--remote]`,
    );
    process.exit(1);
  }
  const email = parsed.data;
  try {
    const removed = await removeInterest(openD1(target), COMMAND, email);
    console.log(removed ? `Removed ${email} from the interest list.` : `${email} was not on the interest list.`);
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
