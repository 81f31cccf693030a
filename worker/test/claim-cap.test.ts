/**
 * No instructor holds the calendar (docs/decisions/0091-claim-cap-and-claim-rate.md): upcoming
 * claims per instructor are capped by the owner's MAX_FUTURE_CLAIMS (30 unless set), and
 * calendar writes are rate-limited per instructor (CLAIM_LIMITER, 20 a minute as deployed).
 */
import { describe, expect, it } from "vitest";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../index";
import type { Env } from "../env";
import { env, ORIGIN } from "./helpers";
import { awayFromWindowEdge, claimBody, dayFromToday, insertInstructor, insertSlot, type TestInstructor } from "./calendar-helpers";
import { checkEnv } from "../env";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A claim through the Worker with the given env (the deployed limiter, or another cap). */
async function claimWith(who: TestInstructor, day: string, extra: Partial<Env> = {}) {
  const request = new Request(`${ORIGIN}/api/calendar/slots`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie: who.cookie },
    body: JSON.stringify(claimBody(who.id, day)),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...extra } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const asDeployed = () => ({ CLAIM_LIMITER: env.CLAIM_LIMITER_AS_DEPLOYED });
const capMessage = (cap: number) =>
  `You already hold ${cap} upcoming teaching days, the most one instructor may hold at a time, so that other instructors can claim days too. Release one of your days, or wait until one has passed, to claim another.`;

/** Days from `start` on, skipping Tuesdays and Thursdays (the claim body's hour is free on the rest). */
function days(start: number, n: number): string[] {
  const out: string[] = [];
  for (let offset = start; out.length < n; offset++) {
    const day = dayFromToday(offset);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 2 && weekday !== 4) out.push(day);
  }
  return out;
}

describe("the claim rate limit", () => {
  it("forty claims of consecutive days in a row: 20 are claimed, the rest get 429 with Retry-After", async () => {
    await awayFromWindowEdge();
    const who = await insertInstructor("Sweeping Sam");
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const day of days(100, 40)) {
      last = await claimWith(who, day, asDeployed());
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(last!.headers.get("retry-after")).toBe("60");
    expect(((await last!.json()) as Json).message).toBe("Too many attempts. Please wait a minute and try again.");
    const held = await env.DB.prepare("SELECT COUNT(*) AS n FROM calendar_slots WHERE instructor_id = ?")
      .bind(who.id)
      .first<{ n: number }>();
    expect(held?.n).toBe(20);
  });

  it("edits and releases count with claims, and each instructor has a budget of their own", async () => {
    const a = await insertInstructor("Budget A");
    const b = await insertInstructor("Budget B");
    const id = await insertSlot(a.id, days(400, 1)[0]);
    const edit = () =>
      worker.fetch(
        new Request(`${ORIGIN}/api/calendar/slots/${id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie: a.cookie },
          body: JSON.stringify({ courseTitle: "Again", courseDescription: "", timeSlot: "7:00pm - 8:00pm EST" }),
        }),
        { ...env, ...asDeployed() } as Env,
        createExecutionContext(),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await edit()).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await claimWith(a, days(420, 1)[0], asDeployed())).status).toBe(429);
    expect((await claimWith(b, days(420, 1)[0], asDeployed())).status).toBe(201);
  });
});

describe("the cap on upcoming claims", () => {
  it("with the default (30), the 31st upcoming day is refused with a 422 sentence", async () => {
    const who = await insertInstructor("Thirty Days");
    for (const day of days(200, 30)) await insertSlot(who.id, day);
    const res = await claimWith(who, days(300, 1)[0]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: capMessage(30), code: "claim_cap" });
  });

  it.each([
    ["past days do not count", 30, -1, 201],
    ["a cap of 3 set by the owner", 3, 440, 422],
    ["a cap of 100 set by the owner", 100, 480, 201],
    ["an empty setting is the default", "", 530, 422],
    ["a cap of 1", 1, 582, 422],
  ] as const)("%s", async (_, cap, start, status) => {
    const who = await insertInstructor(`Cap ${cap}`);
    const held = typeof cap === "number" && cap < 30 ? cap : 30;
    // Past days are inserted directly (the API cannot claim them).
    for (const day of start < 0 ? days(-60, 40).filter((d) => d < dayFromToday(0)) : days(start, held)) await insertSlot(who.id, day);
    const res = await claimWith(who, dayFromToday(700 + (start % 7) + (start < 0 ? 7 : 0)), { MAX_FUTURE_CLAIMS: String(cap) });
    expect(res.status, await res.clone().text()).toBe(status);
    if (status === 422) expect(((await res.json()) as Json).message).toBe(capMessage(typeof cap === "number" ? cap : 30));
  });

  it("simultaneous claims never take an instructor over the cap", async () => {
    const who = await insertInstructor("Racing Rae");
    for (const day of days(30, 2)) await insertSlot(who.id, day);
    const results = await Promise.all(days(60, 8).map((day) => claimWith(who, day, { MAX_FUTURE_CLAIMS: "3" })));
    expect(results.map((r) => r.status).filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    const held = await env.DB.prepare("SELECT COUNT(*) AS n FROM calendar_slots WHERE instructor_id = ?")
      .bind(who.id)
      .first<{ n: number }>();
    expect(held!.n).toBeLessThanOrEqual(3);
  });

  it("a setting that is not a whole number from 1 to 1000 disables the API with a sentence, never lifts the cap", () => {
    for (const bad of ["0", "-1", "30 days", "1e3", "1001", "0x1E"]) {
      expect(checkEnv({ ...env, MAX_FUTURE_CLAIMS: bad } as Env)).toEqual([
        "MAX_FUTURE_CLAIMS must be a whole number from 1 to 1000 (or empty for the default, 30).",
      ]);
    }
    expect(checkEnv({ ...env, MAX_FUTURE_CLAIMS: "30" } as Env)).toEqual([]);
  });
});
