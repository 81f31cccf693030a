// Instructors: the list with their coming days, a password-reset code (npm run reset-password), and
// removal with its preview (npm run instructor:remove).
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { todayInNewYork } from "#shared/calendar-rules";
import { generateResetCode, hashResetCode, RESET_TTL_MS } from "#shared/password";
import { calendarSlots, instructors, inviteCodes } from "#shared/db/schema";
import { recordWrite, type Actor, type OwnerDb } from "./record";

type Day = { slotDate: string; courseTitle: string };
const byDay = (a: Day, b: Day) => a.slotDate.localeCompare(b.slotDate);

export type InstructorSummary = { id: number; name: string; email: string; createdAt: Date; comingDays: Day[] };

export async function listInstructors(db: OwnerDb, today = todayInNewYork()): Promise<InstructorSummary[]> {
  const [people, days] = await db.batch([
    db
      .select({ id: instructors.id, name: instructors.name, email: instructors.email, createdAt: instructors.createdAt })
      .from(instructors)
      .orderBy(asc(instructors.name)),
    db
      .select({ instructorId: calendarSlots.instructorId, slotDate: calendarSlots.slotDate, courseTitle: calendarSlots.courseTitle })
      .from(calendarSlots)
      .where(gte(calendarSlots.slotDate, today))
      .orderBy(calendarSlots.slotDate),
  ]);
  return people.map((p) => ({
    ...p,
    comingDays: days.filter((d) => d.instructorId === p.id).map(({ slotDate, courseTitle }) => ({ slotDate, courseTitle })),
  }));
}

export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

export type IssuedReset = { code: string; expiresAt: Date; name: string; email: string };

/** Stores a fresh code's hash on the instructor with that email (replacing any earlier one); null when there is none. */
export async function issueResetCode(db: OwnerDb, actor: Actor, rawEmail: string, now = Date.now()): Promise<IssuedReset | null> {
  const email = normaliseEmail(rawEmail);
  if (!(await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.email, email)).get())) return null;
  const code = generateResetCode();
  const expiresAt = new Date(now + RESET_TTL_MS);
  const [[row]] = await db.batch([
    db
      .update(instructors)
      .set({ resetCodeHash: await hashResetCode(code), resetExpiresAt: expiresAt })
      .where(eq(instructors.email, email))
      .returning({ name: instructors.name, email: instructors.email }),
    ...recordWrite(db, actor, "instructors.reset-code", email),
  ]);
  return row ? { code, expiresAt, name: row.name, email: row.email } : null;
}

export type RemovalPreview = { id: number; name: string; email: string; freedDays: Day[]; keptDays: Day[] };

/** What removing the instructor would do: the days from today on it frees, the past days it keeps without the name. */
export async function removalPreview(db: OwnerDb, id: number, today = todayInNewYork()): Promise<RemovalPreview | null> {
  const who = await db
    .select({ id: instructors.id, name: instructors.name, email: instructors.email })
    .from(instructors)
    .where(eq(instructors.id, id))
    .get();
  if (!who) return null;
  const days = await db
    .select({ slotDate: calendarSlots.slotDate, courseTitle: calendarSlots.courseTitle })
    .from(calendarSlots)
    .where(eq(calendarSlots.instructorId, id));
  return {
    ...who,
    freedDays: days.filter((d) => d.slotDate >= today).sort(byDay),
    keptDays: days.filter((d) => d.slotDate < today).sort(byDay),
  };
}

export type Removal = { id: number; name: string; email: string; freedDays: Day[]; keptDays: Day[]; photoKey: string | null };

/**
 * Removes the instructor with that email from D1 in one batch: their days from today on are freed,
 * past days stay without the name, an invite they used stays used. Their photo in R2 is the
 * caller's to delete (`photoKey`). Null when there is no such instructor.
 */
export async function removeInstructor(db: OwnerDb, actor: Actor, rawEmail: string, today = todayInNewYork()): Promise<Removal | null> {
  const email = normaliseEmail(rawEmail);
  const who = await db
    .select({ id: instructors.id, name: instructors.name, email: instructors.email })
    .from(instructors)
    .where(eq(instructors.email, email))
    .get();
  if (!who) return null;
  const mine = eq(calendarSlots.instructorId, who.id);
  const day = { slotDate: calendarSlots.slotDate, courseTitle: calendarSlots.courseTitle };
  const [freedDays, keptDays, , removed] = await db.batch([
    db
      .delete(calendarSlots)
      .where(and(mine, gte(calendarSlots.slotDate, today)))
      .returning(day),
    // Past days: kept, but no longer tied to anyone (the foreign key would otherwise delete them).
    db
      .update(calendarSlots)
      .set({ instructorId: null })
      .where(and(mine, lt(calendarSlots.slotDate, today)))
      .returning(day),
    db.update(inviteCodes).set({ usedBy: null }).where(eq(inviteCodes.usedBy, who.id)),
    db.delete(instructors).where(eq(instructors.id, who.id)).returning({ id: instructors.id, photoKey: instructors.photoKey }),
    ...recordWrite(db, actor, "instructors.remove", who.email),
  ]);
  if (removed.length !== 1)
    throw new Error(`The account of ${who.email} was not removed (it may have changed meanwhile); nothing was changed.`);
  return {
    id: who.id,
    name: who.name,
    email: who.email,
    freedDays: freedDays.sort(byDay),
    keptDays: keptDays.sort(byDay),
    photoKey: removed[0].photoKey,
  };
}
