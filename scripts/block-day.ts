/**
 * npm run block-day -- YYYY-MM-DD [--remote] [--force]
 * npm run unblock-day -- YYYY-MM-DD [--remote]
 *
 * A blocked day is a calendar row with is_blocked = 1 and no instructor: the UNIQUE day index
 * then refuses every claim of it. A day an instructor already claimed is not blocked unless
 * --force is given (which removes that claim), so nobody's slot disappears by accident. The same
 * domain function as the owner console's (shared/owner/calendar.ts): the change, its audit row
 * and a new cache generation are one batch, so the public calendar shows it on the next read.
 */
import { isValidDay } from "#shared/calendar-rules";
import { blockDay, unblockDay } from "#shared/owner/calendar";
import { COMMAND } from "#shared/owner/record";
import { CHANGE_SHOWN } from "./lib/cache-generation";
import { openD1 } from "./lib/d1";
import { describeTarget, targetFromArgs } from "./lib/wrangler";
import { errorText } from "./lib/script-main";

const [mode, ...rest] = process.argv.slice(2);
const day = rest.find((a) => !a.startsWith("--"));
const target = targetFromArgs(rest);
const force = rest.includes("--force");

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run block-day -- YYYY-MM-DD [--remote] [--force]\n       npm run unblock-day -- YYYY-MM-DD [--remote]`,
  );
  process.exit(1);
}

if (mode !== "block" && mode !== "unblock") usage(`Unknown mode "${mode ?? ""}".`);
if (!day || !isValidDay(day)) usage(`Please give a real day as YYYY-MM-DD${day ? ` (got "${day}")` : ""}.`);

try {
  const db = openD1(target);
  if (mode === "block") {
    const result = await blockDay(db, COMMAND, day, force);
    if (result.status === "claimed") {
      console.error(
        `${day} is already claimed by ${result.holder.name ?? "an instructor"} ("${result.holder.courseTitle}"), so it was not blocked.\n` +
          "Ask them to move their slot, or run again with --force to remove their slot and block the day.",
      );
      process.exit(2);
    }
    console.log(`${day} is blocked in ${describeTarget(target)}. Nobody can claim it until you run: npm run unblock-day -- ${day}`);
    if (result.status === "blocked") console.log(CHANGE_SHOWN);
  } else if (await unblockDay(db, COMMAND, day)) {
    console.log(`${day} is no longer blocked in ${describeTarget(target)}.`);
    console.log(CHANGE_SHOWN);
  } else {
    console.log(`${day} was not blocked in ${describeTarget(target)}; nothing changed.`);
  }
} catch (err) {
  console.error(errorText(err));
  process.exit(1);
}
