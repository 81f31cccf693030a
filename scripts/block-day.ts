/**
 * npm run block-day -- YYYY-MM-DD [--remote] [--force]
 * npm run unblock-day -- YYYY-MM-DD [--remote]
 *
 * A blocked day is a calendar row with is_blocked = 1 and no instructor: the UNIQUE day index
 * then refuses every claim of it. A day an instructor already claimed is not blocked unless
 * --force is given (which removes that claim), so nobody's slot disappears by accident. After a
 * change the script writes a new cache generation, so the public calendar shows it on the next read.
 */
import { isValidDay } from "#shared/calendar-rules";
import { and, eq } from "drizzle-orm";
import { calendarSlots, instructors } from "#shared/db/schema";
import { showChangeNow } from "./lib/cache-generation";
import { openD1 } from "./lib/d1";
import { describeTarget, targetFromArgs } from "./lib/wrangler";
import { errorText } from "./lib/script-main";

const [mode, ...rest] = process.argv.slice(2);
const day = rest.find((a) => !a.startsWith("--"));
const target = targetFromArgs(rest);
const force = rest.includes("--force");

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run block-day -- YYYY-MM-DD [--remote] [--force]\n       npm run unblock-day -- YYYY-MM-DD [--remote]`);
  process.exit(1);
}

if (mode !== "block" && mode !== "unblock") usage(`Unknown mode "${mode ?? ""}".`);
if (!day || !isValidDay(day)) usage(`Please give a real day as YYYY-MM-DD${day ? ` (got "${day}")` : ""}.`);

try {
  const db = openD1(target);
  const onDay = eq(calendarSlots.slotDate, day);
  if (mode === "block") {
    if (force) await db.delete(calendarSlots).where(and(onDay, eq(calendarSlots.isBlocked, false)));
    const [, [row]] = await db.batch([
      db.insert(calendarSlots).values({ slotDate: day, isBlocked: true }).onConflictDoNothing({ target: calendarSlots.slotDate }),
      db
        .select({ blocked: calendarSlots.isBlocked, title: calendarSlots.courseTitle, name: instructors.name })
        .from(calendarSlots)
        .leftJoin(instructors, eq(instructors.id, calendarSlots.instructorId))
        .where(onDay),
    ]);
    if (row && !row.blocked) {
      console.error(
        `${day} is already claimed by ${row.name ?? "an instructor"} ("${row.title}"), so it was not blocked.\n` +
          "Ask them to move their slot, or run again with --force to remove their slot and block the day.",
      );
      process.exit(2);
    }
    console.log(`${day} is blocked in ${describeTarget(target)}. Nobody can claim it until you run: npm run unblock-day -- ${day}`);
    await showChangeNow(target);
  } else {
    // RETURNING tells what was removed (wrangler's JSON output carries no change count).
    const removed = await db.delete(calendarSlots).where(and(onDay, eq(calendarSlots.isBlocked, true))).returning({ id: calendarSlots.id });
    if (removed.length > 0) {
      console.log(`${day} is no longer blocked in ${describeTarget(target)}.`);
      await showChangeNow(target);
    } else {
      console.log(`${day} was not blocked in ${describeTarget(target)}; nothing changed.`);
    }
  }
} catch (err) {
  console.error(errorText(err));
  process.exit(1);
}
