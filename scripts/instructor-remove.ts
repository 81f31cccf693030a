/**
 * npm run instructor:remove -- EMAIL [--remote]
 *
 * Deletes an instructor account and frees their days from today on (New York date), so others
 * can claim them. Their past days stay on the calendar for the record, without the name
 * (instructor_id becomes NULL; the calendar shows such a day with no name). Their remembered
 * login networks go with the account; an invite code they used stays used. Everything in D1
 * happens in one batch (one transaction) with its audit row and a new cache generation, so the public
 * instructor list and calendar show the change on the next read (the owner console's own domain
 * function, shared/owner/instructors.ts); then their photo is deleted from
 * R2 (the key comes back from the DELETE itself, so a photo changed meanwhile is the one deleted).
 * The script prints what it removed.
 */
import { removeInstructor } from "#shared/owner/instructors";
import { COMMAND } from "#shared/owner/record";
import { CHANGE_SHOWN } from "./lib/cache-generation";
import { openD1 } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";
import { describeTarget, PHOTOS_BUCKET, r2Delete } from "./lib/wrangler";

export { removeInstructor, type Removal } from "#shared/owner/instructors";

type Day = { slotDate: string; courseTitle: string };
const list = (days: Day[]) => days.map((d) => `  ${d.slotDate}  ${d.courseTitle}`).join("\n");

if (isMainModule(import.meta.url)) {
  const { email, target } = emailAndTarget("instructor:remove");
  try {
    const removal = await removeInstructor(openD1(target), COMMAND, email);
    if (!removal) {
      console.error(`No instructor has the email "${email.trim()}" in ${describeTarget(target)}; nothing was removed.`);
      process.exit(2);
    }
    const { freedDays, keptDays } = removal;
    console.log(`Removed the instructor account of ${removal.name} <${removal.email}> from ${describeTarget(target)}.`);
    console.log(
      freedDays.length
        ? `Freed ${freedDays.length} day(s) from today on, which others can now claim:\n${list(freedDays)}`
        : "They had no days from today on.",
    );
    console.log(
      keptDays.length
        ? `Kept ${keptDays.length} past day(s) for the record, now shown without a name:\n${list(keptDays)}`
        : "They had no past days.",
    );
    console.log(CHANGE_SHOWN);
    if (removal.photoKey) {
      const where = target.remote ? "--remote" : `--local${target.persistDir ? ` --persist-to ${target.persistDir}` : ""}`;
      try {
        r2Delete(PHOTOS_BUCKET, removal.photoKey, target);
        console.log(`Deleted their photo (${PHOTOS_BUCKET}/${removal.photoKey}).`);
      } catch (err) {
        console.error(errorText(err));
        console.error(
          `The account is gone but their photo is not. Delete it with:\n  npx wrangler r2 object delete ${PHOTOS_BUCKET}/${removal.photoKey} ${where}`,
        );
        process.exit(1);
      }
    } else {
      console.log("They had no photo.");
    }
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
