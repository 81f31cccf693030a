/**
 * npm run instructor:remove -- EMAIL [--remote]
 *
 * Deletes an instructor account and frees their days from today on (New York date), so others
 * can claim them. Their past days stay on the calendar for the record, without the name
 * (instructor_id becomes NULL; the calendar shows such a day with no name). Their remembered
 * login networks go with the account; an invite code they used stays used. Everything in D1
 * happens in one batch (one transaction); then a new cache generation is written, so the public
 * instructor list and calendar show the change on the next read, and their photo is deleted from
 * R2 (the key comes back from the DELETE itself, so a photo changed meanwhile is the one deleted).
 * The script prints what it removed.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { todayInNewYork } from "#shared/calendar-rules";
import { calendarSlots, instructors, inviteCodes } from "#shared/db/schema";
import { showChangeNow } from "./lib/cache-generation";
import { openD1, type ScriptDb } from "./lib/d1";
import { emailAndTarget, isMainModule, errorText } from "./lib/script-main";
import { describeTarget, PHOTOS_BUCKET, r2Delete } from "./lib/wrangler";

type Day = { slotDate: string; courseTitle: string };
export type Removal = { name: string; email: string; freedDays: Day[]; keptDays: Day[]; photoKey: string | null };

/** Removes the instructor with that email from D1 (their photo is the caller's: r2Delete); null when there is none. */
export async function removeInstructor(db: ScriptDb, rawEmail: string, today = todayInNewYork()): Promise<Removal | null> {
  const email = rawEmail.trim().toLowerCase();
  const who = await db.select({ id: instructors.id, name: instructors.name, email: instructors.email }).from(instructors).where(eq(instructors.email, email)).get();
  if (!who) return null;
  const mine = eq(calendarSlots.instructorId, who.id);
  const day = { slotDate: calendarSlots.slotDate, courseTitle: calendarSlots.courseTitle };
  const [freedDays, keptDays, , removed] = await db.batch([
    db.delete(calendarSlots).where(and(mine, gte(calendarSlots.slotDate, today))).returning(day),
    // Past days: kept, but no longer tied to anyone (the foreign key would otherwise delete them).
    db.update(calendarSlots).set({ instructorId: null }).where(and(mine, lt(calendarSlots.slotDate, today))).returning(day),
    db.update(inviteCodes).set({ usedBy: null }).where(eq(inviteCodes.usedBy, who.id)),
    db.delete(instructors).where(eq(instructors.id, who.id)).returning({ id: instructors.id, photoKey: instructors.photoKey }),
  ]);
  if (removed.length !== 1) throw new Error(`The account of ${who.email} was not removed (it may have changed meanwhile); nothing was changed.`);
  const byDay = (a: Day, b: Day) => a.slotDate.localeCompare(b.slotDate);
  return { name: who.name, email: who.email, freedDays: freedDays.sort(byDay), keptDays: keptDays.sort(byDay), photoKey: removed[0].photoKey };
}

const list = (days: Day[]) => days.map((d) => `  ${d.slotDate}  ${d.courseTitle}`).join("\n");

if (isMainModule(import.meta.url)) {
  const { email, target } = emailAndTarget("instructor:remove");
  try {
    const removal = await removeInstructor(openD1(target), email);
    if (!removal) {
      console.error(`No instructor has the email "${email.trim()}" in ${describeTarget(target)}; nothing was removed.`);
      process.exit(2);
    }
    const { freedDays, keptDays } = removal;
    console.log(`Removed the instructor account of ${removal.name} <${removal.email}> from ${describeTarget(target)}.`);
    console.log(freedDays.length ? `Freed ${freedDays.length} day(s) from today on, which others can now claim:\n${list(freedDays)}` : "They had no days from today on.");
    console.log(keptDays.length ? `Kept ${keptDays.length} past day(s) for the record, now shown without a name:\n${list(keptDays)}` : "They had no past days.");
    await showChangeNow(target);
    if (removal.photoKey) {
      const where = target.remote ? "--remote" : `--local${target.persistDir ? ` --persist-to ${target.persistDir}` : ""}`;
      try {
        r2Delete(PHOTOS_BUCKET, removal.photoKey, target);
        console.log(`Deleted their photo (${PHOTOS_BUCKET}/${removal.photoKey}).`);
      } catch (err) {
        console.error(errorText(err));
        console.error(`The account is gone but their photo is not. Delete it with:\n  npx wrangler r2 object delete ${PHOTOS_BUCKET}/${removal.photoKey} ${where}`);
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
