/**
 * npm run interest:export [-- FILE.csv] [--remote]
 *
 * Writes the wellness interest list (POST /api/wellness/interest) as CSV, oldest first:
 * `email,joined_at` (ISO 8601, UTC). To FILE.csv when given, else to standard output (the
 * summary line then goes to standard error, so `> list.csv` captures only the CSV).
 */
import { writeFileSync } from "node:fs";
import { asc } from "drizzle-orm";
import { interestEmails } from "#shared/db/schema";
import { openD1, type ScriptDb } from "./lib/d1";
import { isMainModule, errorText } from "./lib/script-main";
import { describeTarget, targetFromArgs } from "./lib/wrangler";

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: the list is opened in spreadsheets.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Array<{ email: string; createdAt: Date }>): string {
  const lines = ["email,joined_at", ...rows.map((r) => `${csvCell(r.email)},${r.createdAt.toISOString()}`)];
  return `${lines.join("\r\n")}\r\n`;
}

export async function exportInterest(db: ScriptDb): Promise<{ csv: string; count: number }> {
  const rows = await db
    .select({ email: interestEmails.email, createdAt: interestEmails.createdAt })
    .from(interestEmails)
    .orderBy(asc(interestEmails.createdAt), asc(interestEmails.id));
  return { csv: toCsv(rows), count: rows.length };
}

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  const target = targetFromArgs(args);
  try {
    const { csv, count } = await exportInterest(openD1(target));
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
