// Blocked days (npm run block-day / unblock-day, the console's Calendar screen) and the month view.
import { and, eq, gte, lte } from "drizzle-orm";
import { calendarSlots, instructors } from "#shared/db/schema";
import { recordWrite, type Actor, type OwnerDb } from "./record";

export type Holder = { name: string | null; courseTitle: string };
export type BlockResult = { status: "blocked" } | { status: "already-blocked" } | { status: "claimed"; holder: Holder };

/** Who holds the day, if someone does (null: free or blocked). */
export async function dayHolder(db: OwnerDb, day: string): Promise<Holder | null> {
  const row = await db
    .select({ blocked: calendarSlots.isBlocked, title: calendarSlots.courseTitle, name: instructors.name })
    .from(calendarSlots)
    .leftJoin(instructors, eq(instructors.id, calendarSlots.instructorId))
    .where(eq(calendarSlots.slotDate, day))
    .get();
  return row && !row.blocked ? { name: row.name, courseTitle: row.title } : null;
}

/**
 * Blocks a day. A day someone claimed is left alone unless `force` (which removes their claim):
 * then the result names the holder. The claim's removal, the block, the audit row and the new
 * cache generation are one batch.
 */
export async function blockDay(db: OwnerDb, actor: Actor, day: string, force = false): Promise<BlockResult> {
  const onDay = eq(calendarSlots.slotDate, day);
  const existing = await db.select({ blocked: calendarSlots.isBlocked }).from(calendarSlots).where(onDay).get();
  if (existing?.blocked) return { status: "already-blocked" };
  const holder = await dayHolder(db, day);
  if (holder && !force) return { status: "claimed", holder };
  await db.batch([
    db.delete(calendarSlots).where(and(onDay, eq(calendarSlots.isBlocked, false))),
    db.insert(calendarSlots).values({ slotDate: day, isBlocked: true }).onConflictDoNothing({ target: calendarSlots.slotDate }),
    ...recordWrite(
      db,
      actor,
      holder ? "calendar.block-claimed" : "calendar.block",
      holder ? `${day} (was ${holder.name ?? "an instructor"}'s)` : day,
    ),
  ]);
  return { status: "blocked" };
}

/** Unblocks a day; false when it was not blocked (nothing written). */
export async function unblockDay(db: OwnerDb, actor: Actor, day: string): Promise<boolean> {
  const onDay = and(eq(calendarSlots.slotDate, day), eq(calendarSlots.isBlocked, true));
  if (!(await db.select({ id: calendarSlots.id }).from(calendarSlots).where(onDay).get())) return false;
  await db.batch([db.delete(calendarSlots).where(onDay), ...recordWrite(db, actor, "calendar.unblock", day)]);
  return true;
}

export type MonthDay =
  | { day: string; state: "blocked" }
  | { day: string; state: "claimed"; holder: string | null; instructorId: number | null; courseTitle: string; timeSlot: string };

/** The month's days that are not free (every other day of it is). */
export async function calendarMonth(db: OwnerDb, year: number, month: number): Promise<MonthDay[]> {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const last = `${year}-${String(month).padStart(2, "0")}-31`;
  const rows = await db
    .select({
      day: calendarSlots.slotDate,
      blocked: calendarSlots.isBlocked,
      instructorId: calendarSlots.instructorId,
      name: instructors.name,
      courseTitle: calendarSlots.courseTitle,
      timeSlot: calendarSlots.timeSlot,
    })
    .from(calendarSlots)
    .leftJoin(instructors, eq(instructors.id, calendarSlots.instructorId))
    .where(and(gte(calendarSlots.slotDate, first), lte(calendarSlots.slotDate, last)))
    .orderBy(calendarSlots.slotDate);
  return rows.map((r) =>
    r.blocked
      ? { day: r.day, state: "blocked" as const }
      : {
          day: r.day,
          state: "claimed" as const,
          holder: r.name,
          instructorId: r.instructorId,
          courseTitle: r.courseTitle,
          timeSlot: r.timeSlot,
        },
  );
}
