/**
 * The teaching calendar (docs/architecture.md): slots of a month, claim, update, delete, and
 * the public iCalendar feed. One slot per day is decided by the UNIQUE index on slot_date: a claim
 * is a plain INSERT and the loser of a race gets the constraint error, never a stale read.
 */
import { and, asc, count, eq, gte, isNotNull, lt } from "drizzle-orm";
import { Hono } from "hono";
import { isUniqueViolation } from "#shared/db/errors";
import { calendarSlots, instructors } from "#shared/db/schema";
import { requireInstructor, type AuthEnv } from "../lib/auth";
import {
  dayToWire,
  isPastDay,
  isReserved,
  isTimeSlot,
  monthRange,
  reservedMessage,
  skippedHourMessage,
  todayInNewYork,
} from "#shared/calendar-rules";
import { claimSchema, monthQuery, slotIdParam, updateSchema } from "#shared/schemas/calendar";
import { ApiError } from "../lib/errors";
import { buildFeed } from "../calendar/ics";
import { validate } from "../lib/validate";
import { cacheKeys, EDGE_TTL, edgeCache, forgetCached } from "../lib/edge-cache";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { maxFutureClaims } from "../calendar/claim-cap";

export const SLOT_TAKEN_MESSAGE = "This slot is already claimed by another instructor.";
const PAST_MESSAGE = "This day is in the past. Teaching slots can only be claimed or changed for today or later.";
const BLOCKED_MESSAGE = "This day is blocked on the calendar and cannot be claimed or changed.";

type SlotRow = typeof calendarSlots.$inferSelect;
type Db = AuthEnv["Variables"]["db"];

/** Claims, edits and releases count together: releasing and claiming again is sweeping too. */
const writeLimit = rateLimit<AuthEnv>({ binding: "CLAIM_LIMITER", key: (c) => `calendar-write:${c.var.instructor.id}` });

/** Days from today on that the instructor holds (a blocked day is the owner's, not theirs). */
async function upcomingClaims(db: Db, instructorId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(calendarSlots)
    .where(
      and(eq(calendarSlots.instructorId, instructorId), eq(calendarSlots.isBlocked, false), gte(calendarSlots.slotDate, todayInNewYork())),
    )
    .get();
  return row?.n ?? 0;
}

const capMessage = (cap: number) =>
  `You already hold ${cap} upcoming teaching days, the most one instructor may hold at a time, so that other instructors can claim days too. Release one of your days, or wait until one has passed, to claim another.`;

/** Days of the past the feed still lists: calendar apps keep what they showed, so a short tail is enough. */
const FEED_DAYS_BACK = 31;
/** That tail plus the furthest claimable day (two years ahead), one slot a day, with room to spare. */
const FEED_MAX_EVENTS = 800;

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

  .post("/slots", requireInstructor, writeLimit, validate("json", claimSchema), async (c) => {
    const body = c.req.valid("json");
    const me = c.var.instructor;
    if (body.instructorId !== me.id) {
      throw new ApiError(403, "You can only claim slots for yourself.", "forbidden");
    }
    if (isPastDay(body.slotDate)) throw new ApiError(422, PAST_MESSAGE, "day_past");
    if (isReserved(body.slotDate, body.timeSlot)) throw new ApiError(422, reservedMessage(body.slotDate), "reserved_hour");
    const skipped = skippedHourMessage(body.slotDate, body.timeSlot);
    if (skipped) throw new ApiError(422, skipped, "hour_skipped");

    const db = c.var.db;
    const cap = maxFutureClaims(c.env);
    if ((await upcomingClaims(db, me.id)) >= cap) throw new ApiError(422, capMessage(cap), "claim_cap");
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
      // Claims racing each other could all pass the count above: the one that went over gives way.
      if ((await upcomingClaims(db, me.id)) > cap) {
        await db.delete(calendarSlots).where(eq(calendarSlots.id, row.id));
        throw new ApiError(422, capMessage(cap), "claim_cap");
      }
      await forgetCached(c, [cacheKeys.slotsOfDay(c, row.slotDate), cacheKeys.feed(c)]);
      return c.json({ slot: slotToWire(row) }, 201);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    // The insert lost to an existing row; only now read it, to say why (blocked or taken).
    const existing = await db.select().from(calendarSlots).where(eq(calendarSlots.slotDate, body.slotDate)).get();
    if (existing?.isBlocked) throw new ApiError(422, BLOCKED_MESSAGE, "day_blocked");
    throw new ApiError(409, SLOT_TAKEN_MESSAGE, "slot_taken");
  })

  .put("/slots/:id", requireInstructor, writeLimit, validate("param", slotIdParam), validate("json", updateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const row = await ownSlotOrThrow(c, id);
    if (isReserved(row.slotDate, body.timeSlot)) throw new ApiError(422, reservedMessage(row.slotDate), "reserved_hour");
    const skipped = skippedHourMessage(row.slotDate, body.timeSlot);
    if (skipped) throw new ApiError(422, skipped, "hour_skipped");

    // The owner check is repeated in the WHERE so a concurrent delete cannot be overwritten.
    const updated = await c.var.db
      .update(calendarSlots)
      .set({ courseTitle: body.courseTitle, courseDescription: body.courseDescription, timeSlot: body.timeSlot })
      .where(and(eq(calendarSlots.id, id), eq(calendarSlots.instructorId, c.var.instructor.id)))
      .returning()
      .get();
    if (!updated) throw new ApiError(404, "This teaching slot does not exist (it may have been removed).", "not_found");
    await forgetCached(c, [cacheKeys.slotsOfDay(c, updated.slotDate), cacheKeys.feed(c)]);
    return c.json({ slot: slotToWire(updated) });
  })

  .delete("/slots/:id", requireInstructor, writeLimit, validate("param", slotIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await ownSlotOrThrow(c, id);
    await c.var.db.delete(calendarSlots).where(and(eq(calendarSlots.id, id), eq(calendarSlots.instructorId, c.var.instructor.id)));
    await forgetCached(c, [cacheKeys.slotsOfDay(c, row.slotDate), cacheKeys.feed(c)]);
    return c.body(null, 204);
  })

  .get(
    "/feed.ics",
    edgeCache(EDGE_TTL.feed, cacheKeys.feed),
    // After the cache: only the requests that read D1 are counted.
    rateLimit<AuthEnv>({ binding: "FEED_LIMITER", key: (c) => `feed:${clientIp(c)}` }),
    async (c) => {
      const since = new Date(`${todayInNewYork()}T00:00:00.000Z`);
      since.setUTCDate(since.getUTCDate() - FEED_DAYS_BACK);
      // Bounded: a month back to the furthest claimable day, at most one slot a day.
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
        .where(
          and(
            eq(calendarSlots.isBlocked, false),
            isNotNull(calendarSlots.instructorId),
            gte(calendarSlots.slotDate, since.toISOString().slice(0, 10)),
          ),
        )
        .orderBy(asc(calendarSlots.slotDate))
        .limit(FEED_MAX_EVENTS)
        .all();
      // Rows written by hand (owner SQL) could carry an unknown label; such a row is left out, not a 500.
      const body = buildFeed(rows.filter((r) => isTimeSlot(r.timeSlot)));
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", 'inline; filename="soulcode-calendar.ics"');
      return c.body(body);
    },
  );
