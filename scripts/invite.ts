/**
 * npm run invite [-- --remote] [-- --count N]
 *
 * Creates single-use invite codes (valid 14 days; one, or N up to 100) and prints them as the
 * LAST lines of the output, one per line, so other scripts and the end-to-end tests can read
 * them with `tail`. Only each code's SHA-256 is stored; the codes exist only in this output.
 */
import { createInviteCodes } from "./lib/invites";
import { describeTarget, targetFromArgs } from "./lib/wrangler";
import { errorText } from "./lib/script-main";

const argv = process.argv.slice(2);
const target = targetFromArgs(argv);
const countAt = argv.indexOf("--count");
const count = countAt >= 0 ? Number(argv[countAt + 1]) : 1;
if (!Number.isInteger(count) || count < 1 || count > 100) {
  console.error("--count takes a whole number from 1 to 100, e.g. npm run invite -- --count 5");
  process.exit(1);
}
try {
  const { codes, expiresAt } = await createInviteCodes(target, count);
  const what = count === 1 ? "Invite code" : `${count} invite codes`;
  console.log(`${what} created in ${describeTarget(target)}.`);
  console.log(
    `${count === 1 ? "It works" : "Each works"} once and expires on ${new Date(expiresAt).toISOString().slice(0, 10)}. Send ${count === 1 ? "it" : "one"} to the instructor:`,
  );
  for (const code of codes) console.log(code);
} catch (err) {
  console.error(errorText(err));
  process.exit(1);
}
