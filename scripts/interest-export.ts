/**
 * npm run interest:export [-- FILE.csv] [--remote]
 *
 * Writes the wellness interest list (POST /api/wellness/interest) as CSV, oldest first:
 * `email,joined_at` (ISO 8601, UTC). To FILE.csv when given, else to standard output (the
 * summary line then goes to standard error, so `> list.csv` captures only the CSV).
 */
import { writeFileSync } from "node:fs";
import { exportInterest } from "#shared/owner/interest";
import { COMMAND } from "#shared/owner/record";
import { openD1 } from "./lib/d1";
import { isMainModule, errorText } from "./lib/script-main";
import { describeTarget, targetFromArgs } from "./lib/wrangler";

// The console's own domain functions (shared/owner/interest.ts), with the same formula guard.
export { csvCell, exportInterest, toCsv } from "#shared/owner/interest";

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  const target = targetFromArgs(args);
  try {
    const { csv, count } = await exportInterest(openD1(target), COMMAND);
    if (file) {
      writeFileSync(file, csv);
      console.log(`Wrote ${count} address(es) from ${describeTarget(target)} to ${file}.`);
    } else {
      process.stdout.write(csv);
      console.error(`${count} address(es) from ${describeTarget(target)}.`);
    }
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
