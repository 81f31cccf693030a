/**
 * The claim race: 100 instructors (real accounts, signed up through the API with invite codes
 * inserted into the bench's local D1) claim the same future day at the same moment. Exactly one
 * may win (201); every other claim must be a 409; D1 must hold exactly one row for that day.
 */
import { createHash, randomBytes } from "node:crypto";
import { count as countRows, eq } from "drizzle-orm";
import { calendarSlots, inviteCodes } from "#shared/db/schema";
import { openD1 } from "../scripts/lib/d1";
import { localTarget } from "../scripts/lib/wrangler";
import { nextIp } from "./api";

export type RaceFigures = {
  day: string;
  claimants: number;
  winners: number;
  conflicts: number;
  otherStatuses: Record<string, number>;
  rowsForDay: number;
  wallMs: number;
};

const NY_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });

/** A day about `offset` days ahead in New York that is a Monday, Wednesday or Friday (no reserved hours). */
export function raceDay(offset = 120): string {
  const d = new Date(`${NY_DAY.format(new Date())}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  while (![1, 3, 5].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function pool<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

type Claimant = { id: number; cookie: string };

/** Signs up `count` instructors; returns their ids and session cookies. */
export async function createInstructors(origin: string, persistDir: string, count: number): Promise<Claimant[]> {
  // Invite codes: 128 random bits, uppercase hex (already in the normalised form the Worker
  // hashes: uppercase, no separators), stored as SHA-256 hex like `npm run invite` does.
  const codes = Array.from({ length: count }, () => randomBytes(16).toString("hex").toUpperCase());
  const expires = Date.now() + 24 * 60 * 60 * 1000;
  await openD1(localTarget(persistDir))
    .insert(inviteCodes)
    .values(codes.map((c) => ({ codeHash: createHash("sha256").update(c).digest("hex"), expiresAt: new Date(expires) })));

  const run = randomBytes(4).toString("hex");
  return pool(codes, 6, async (inviteCode, i) => {
    const res = await fetch(`${origin}/api/instructor/signup`, {
      method: "POST",
      // Signup allows 5 a minute per IP; each account comes from its own address.
      headers: { "content-type": "application/json", origin, "cf-connecting-ip": nextIp() },
      body: JSON.stringify({
        email: `bench-${run}-${i}@example.com`,
        password: `bench-${randomBytes(12).toString("hex")}`,
        name: `Bench Instructor ${i + 1}`,
        inviteCode,
      }),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`signup ${i + 1} failed: HTTP ${res.status} ${text.slice(0, 200)}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__Host-session="));
    if (!cookie) throw new Error(`signup ${i + 1} set no session cookie`);
    return { id: (JSON.parse(text) as { instructor: { id: number } }).instructor.id, cookie };
  });
}

export async function claimRace(origin: string, persistDir: string, count = 100): Promise<RaceFigures> {
  const day = raceDay();
  const db = openD1(localTarget(persistDir));
  const rowsOn = async (slotDate: string) =>
    (await db.select({ n: countRows() }).from(calendarSlots).where(eq(calendarSlots.slotDate, slotDate)).get())?.n ?? 0;
  const before = await rowsOn(day);
  if (before !== 0) throw new Error(`the race day ${day} already has ${before} row(s) in the bench database`);

  const claimants = await createInstructors(origin, persistDir, count);
  const requests = claimants.map((who) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: who.cookie, "cf-connecting-ip": nextIp() },
    body: JSON.stringify({
      slotDate: `${day}T00:00:00.000Z`,
      instructorId: who.id,
      courseTitle: `Race entry of instructor ${who.id}`,
      courseDescription: "Claimed by the benchmark's race.",
      timeSlot: "10:00am - 11:00am EST",
    }),
  }));

  const started = performance.now();
  const statuses = await Promise.all(
    requests.map(async (init) => {
      try {
        const res = await fetch(`${origin}/api/calendar/slots`, init);
        await res.arrayBuffer();
        return String(res.status);
      } catch (err) {
        return `network error: ${(err as Error).message}`;
      }
    }),
  );
  const wallMs = Math.round(performance.now() - started);

  const tally: Record<string, number> = {};
  for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
  const rowsForDay = await rowsOn(day);
  const { "201": winners = 0, "409": conflicts = 0, ...otherStatuses } = tally;
  return { day, claimants: count, winners, conflicts, otherStatuses, rowsForDay, wallMs };
}
