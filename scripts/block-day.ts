/**
 * npm run block-day -- YYYY-MM-DD [--remote] [--force]
 * npm run unblock-day -- YYYY-MM-DD [--remote]
 *
 * A blocked day is a calendar row with is_blocked = 1 and no instructor: the UNIQUE day index
 * then refuses every claim of it. A day an instructor already claimed is not blocked unless
 * --force is given (which removes that claim), so nobody's slot disappears by accident.
 */
import { isValidDay } from "#shared/calendar-rules";
import { describeTarget, execute, sqlText, targetFromArgs } from "./lib/owner-d1";

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
  const d = sqlText(day);
  if (mode === "block") {
    if (force) execute(`DELETE FROM calendar_slots WHERE slot_date = ${d} AND is_blocked = 0`, target);
    const [, state] = execute(
      `INSERT INTO calendar_slots (slot_date, is_blocked) VALUES (${d}, 1) ON CONFLICT(slot_date) DO NOTHING;
       SELECT s.is_blocked AS blocked, s.course_title AS title, i.name AS name
         FROM calendar_slots s LEFT JOIN instructors i ON i.id = s.instructor_id WHERE s.slot_date = ${d}`,
      target,
    );
    const row = state.results[0];
    if (row && !row.blocked) {
      console.error(
        `${day} is already claimed by ${String(row.name ?? "an instructor")} ("${String(row.title)}"), so it was not blocked.\n` +
          "Ask them to move their slot, or run again with --force to remove their slot and block the day.",
      );
      process.exit(2);
    }
    console.log(`${day} is blocked in ${describeTarget(target)}. Nobody can claim it until you run: npm run unblock-day -- ${day}`);
  } else {
    // `--json` output carries no change count, so the count is read in the same call.
    const [before] = execute(
      `SELECT count(*) AS n FROM calendar_slots WHERE slot_date = ${d} AND is_blocked = 1;
       DELETE FROM calendar_slots WHERE slot_date = ${d} AND is_blocked = 1`,
      target,
    );
    const changed = Number(before.results[0]?.n ?? 0);
    console.log(changed > 0 ? `${day} is no longer blocked in ${describeTarget(target)}.` : `${day} was not blocked in ${describeTarget(target)}; nothing changed.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
