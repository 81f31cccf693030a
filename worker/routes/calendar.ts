/**
 * The teaching calendar (docs/architecture.md): slots of a month, claim, update, delete, and
 * the public iCalendar feed. One slot per day is decided by the UNIQUE index on slot_date: a claim
 * is a plain INSERT and the loser of a race gets the constraint error, never a stale read.
 */
import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { Hono } from "hono";
import { isUniqueViolation } from "#shared/db/errors";
import { calendarSlots, instructors } from "#shared/db/schema";
import { requireInstructor, type AuthEnv } from "../lib/auth";
import { dayToWire, isPastDay, isReserved, isTimeSlot, monthRange, reservedMessage } from "#shared/calendar-rules";
import { claimSchema, monthQuery, slotIdParam, updateSchema } from "#shared/schemas/calendar";
import { ApiError } from "../lib/errors";
import { buildFeed } from "../calendar/ics";
import { validate } from "../lib/validate";
import { cacheKeys, EDGE_TTL, edgeCache, forgetCached } from "../lib/edge-cache";

export const SLOT_TAKEN_MESSAGE = "This slot is already claimed by another instructor.";
const PAST_MESSAGE = "This day is in the past. Teaching slots can only be claimed or changed for today or later.";
const BLOCKED_MESSAGE = "This day is blocked on the calendar and cannot be claimed or changed.";

type SlotRow = typeof calendarSlots.$inferSelect;

export function slotToWire(row: SlotRow) {
  return {
    id: row.id,
    slotDate: dayToWire(row.slotDate),
    instructorId: row.instructorId,
    courseTitle: row.courseTitle,
    courseDescription: row.courseDescription,
    timeSlot: row.timeSlot,
    isBlocked: row.isBlocked,
  };
}

/** Loads a slot the caller wants to change and applies the rules in the contract's order. */
async function ownSlotOrThrow(c: { env: AuthEnv["Bindings"]; var: AuthEnv["Variables"] }, id: number): Promise<SlotRow> {
  const row = await c.var.db.select().from(calendarSlots).where(eq(calendarSlots.id, id)).get();
  if (!row) throw new ApiError(404, "This teaching slot does not exist (it may have been removed).", "not_found");
  if (row.isBlocked) throw new ApiError(422, BLOCKED_MESSAGE, "day_blocked");
  if (row.instructorId !== c.var.instructor.id) throw new ApiError(403, "You can only change your own teaching slots.", "forbidden");
  if (isPastDay(row.slotDate)) throw new ApiError(422, PAST_MESSAGE, "day_past");
  return row;
}

export const calendarRoutes = new Hono<AuthEnv>()
  .get(
    "/slots",
    validate("query", monthQuery),
    // Keyed by the validated month, so only the canonical URL of a month is ever stored.
    edgeCache(EDGE_TTL.slots, (c) => {
      const { year, month } = monthQuery.parse(c.req.query()); // validated just above: cannot throw
      return cacheKeys.slots(c, year, month);
    }),
    async (c) => {
    const { year, month } = c.req.valid("query");
    const { from, to } = monthRange(year, month);
    const rows = await c.var.db
      .select()
      .from(calendarSlots)
      .where(and(gte(calendarSlots.slotDate, from), lt(calendarSlots.slotDate, to)))
      .orderBy(asc(calendarSlots.slotDate))
      .all();
    return c.json(rows.map(slotToWire));
    },
  )

  .post("/slots", requireInstructor, validate("json", claimSchema), async (c) => {
    const body = c.req.valid("json");
    const me = c.var.instructor;
    if (body.instructorId !== me.id) {
      throw new ApiError(403, "You can only claim slots for yourself.", "forbidden");
    }
    if (isPastDay(body.slotDate)) throw new ApiError(422, PAST_MESSAGE, "day_past");
    if (isReserved(body.slotDate, body.timeSlot)) throw new ApiError(422, reservedMessage(body.slotDate), "reserved_hour");

    const db = c.var.db;
    try {
      const row = await db
        .insert(calendarSlots)
        .values({
          slotDate: body.slotDate,
          instructorId: me.id,
          courseTitle: body.courseTitle,
          courseDescription: body.courseDescription,
          timeSlot: body.timeSlot,
          isBlocked: false,
        })
        .returning()
        .get();
      await forgetCached(c, [cacheKeys.slotsOfDay(c, row.slotDate)]);
      return c.json({ slot: slotToWire(row) }, 201);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    // The insert lost to an existing row; only now read it, to say why (blocked or taken).
    const existing = await db.select().from(calendarSlots).where(eq(calendarSlots.slotDate, body.slotDate)).get();
    if (existing?.isBlocked) throw new ApiError(422, BLOCKED_MESSAGE, "day_blocked");
    throw new ApiError(409, SLOT_TAKEN_MESSAGE, "slot_taken");
  })

  .put("/slots/:id", requireInstructor, validate("param", slotIdParam), validate("json", updateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const row = await ownSlotOrThrow(c, id);
    if (isReserved(row.slotDate, body.timeSlot)) throw new ApiError(422, reservedMessage(row.slotDate), "reserved_hour");

    // The owner check is repeated in the WHERE so a concurrent delete cannot be overwritten.
    const updated = await c.var.db
      .update(calendarSlots)
      .set({ courseTitle: body.courseTitle, courseDescription: body.courseDescription, timeSlot: body.timeSlot })
      .where(and(eq(calendarSlots.id, id), eq(calendarSlots.instructorId, c.var.instructor.id)))
      .returning()
      .get();
    if (!updated) throw new ApiError(404, "This teaching slot does not exist (it may have been removed).", "not_found");
    await forgetCached(c, [cacheKeys.slotsOfDay(c, updated.slotDate)]);
    return c.json({ slot: slotToWire(updated) });
  })

  .delete("/slots/:id", requireInstructor, validate("param", slotIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await ownSlotOrThrow(c, id);
    await c.var.db
      .delete(calendarSlots)
      .where(and(eq(calendarSlots.id, id), eq(calendarSlots.instructorId, c.var.instructor.id)));
    await forgetCached(c, [cacheKeys.slotsOfDay(c, row.slotDate)]);
    return c.body(null, 204);
  })

  .get("/feed.ics", async (c) => {
    const rows = await c.var.db
      .select({
        id: calendarSlots.id,
        slotDate: calendarSlots.slotDate,
        timeSlot: calendarSlots.timeSlot,
        courseTitle: calendarSlots.courseTitle,
        courseDescription: calendarSlots.courseDescription,
        instructorName: instructors.name,
      })
      .from(calendarSlots)
      .innerJoin(instructors, eq(calendarSlots.instructorId, instructors.id))
      .where(and(eq(calendarSlots.isBlocked, false), isNotNull(calendarSlots.instructorId)))
      .orderBy(asc(calendarSlots.slotDate))
      .all();
    // Rows written by hand (owner SQL) could carry an unknown label; such a row is left out, not a 500.
    const body = buildFeed(rows.filter((r) => isTimeSlot(r.timeSlot)));
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", 'inline; filename="soulcode-calendar.ics"');
    // Calendar apps poll; a few minutes of caching is harmless and spares D1.
    c.header("Cache-Control", "public, max-age=300");
    return c.body(body);
  });
