// The wellness interest list: count and search, removal of one address (npm run interest:remove),
// and the CSV export (npm run interest:export) with its formula guard.
import { asc, count, eq, sql } from "drizzle-orm";
import { interestEmails } from "#shared/db/schema";
import { sha256Hex } from "#shared/password";
import { auditRow, recordWrite, type Actor, type OwnerDb } from "./record";

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

/** The whole list as CSV, oldest first; the export itself is audited (it hands out every address). */
export async function exportInterest(db: OwnerDb, actor: Actor): Promise<{ csv: string; count: number }> {
  const [rows] = await db.batch([
    db
      .select({ email: interestEmails.email, createdAt: interestEmails.createdAt })
      .from(interestEmails)
      .orderBy(asc(interestEmails.createdAt), asc(interestEmails.id)),
    auditRow(db, actor, "interest.export", "the interest list"),
  ]);
  return { csv: toCsv(rows), count: rows.length };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How many addresses there are, and up to 50 that contain `query` (lower-cased), oldest first. */
export async function searchInterest(
  db: OwnerDb,
  query: string,
): Promise<{ count: number; matches: Array<{ email: string; createdAt: Date }> }> {
  const q = query.trim().toLowerCase();
  const [[total], matches] = await db.batch([
    db.select({ n: count() }).from(interestEmails),
    db
      .select({ email: interestEmails.email, createdAt: interestEmails.createdAt })
      .from(interestEmails)
      .where(q ? sql`${interestEmails.email} LIKE ${`%${escapeLike(q)}%`} ESCAPE '\\'` : undefined)
      .orderBy(asc(interestEmails.createdAt))
      .limit(50),
  ]);
  return { count: total.n, matches };
}

/** Deletes the (already normalised) address; true when it was on the list. The audit row holds only its SHA-256. */
export async function removeInterest(db: OwnerDb, actor: Actor, email: string): Promise<boolean> {
  if (!(await db.select({ id: interestEmails.id }).from(interestEmails).where(eq(interestEmails.email, email)).get())) return false;
  const [removed] = await db.batch([
    db.delete(interestEmails).where(eq(interestEmails.email, email)).returning({ id: interestEmails.id }),
    ...recordWrite(db, actor, "interest.remove", `sha256:${await sha256Hex(email)}`),
  ]);
  return removed.length > 0;
}
