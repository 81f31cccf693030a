/**
 * A flood of chat messages cannot use up the writes owner changes need
 * (docs/decisions/0060-cache-generation-in-d1.md). Every chat message writes its session to KV,
 * and KV's free plan allows 1,000 writes a day for the whole account. Here KV refuses every write
 * after 1,000, as Cloudflare's does (the binding itself is the real local one; only the platform's
 * daily allowance is added at its boundary). The chat is flooded past that, then block-day's own
 * statements run (the block, and the new cache generation), and the very next read of the cached
 * month must show the blocked day.
 *
 * With the generation back in KV the bump would be refused and the month would stay a HIT without
 * the block: this test fails.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { cacheGenerationUpsert, nextCacheGeneration } from "#shared/cache-generation";
import worker from "../index";
import type { Env } from "../env";
import { freeDay, freshIp, insertBlockedDay } from "./calendar-helpers";
import { env, newCacheGeneration, ORIGIN } from "./helpers";

/** KV's free-plan allowance: writes per day, for the whole account. */
const FREE_PLAN_WRITES = 1000;

/** The local KV binding with the free plan's daily write allowance in front of it. */
function kvWithAllowance(kv: KVNamespace, allowance: number) {
  const counts = { accepted: 0, refused: 0 };
  const limited = new Proxy(kv, {
    get(target, prop, receiver) {
      if (prop === "put" || prop === "delete") {
        return async (...args: unknown[]) => {
          if (counts.accepted >= allowance) {
            counts.refused += 1;
            throw new Error("KV put() limit exceeded for the day.");
          }
          counts.accepted += 1;
          return (Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: limited, counts };
}

async function send(request: Request, bindings: Env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const chat = (message: string) =>
  new Request(`${ORIGIN}/api/community/chat`, {
    method: "POST",
    // A different address each time: the per-client rate limit is not what is being measured.
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": freshIp() },
    body: JSON.stringify({ message }),
  });

const month = (day: string) => `/api/calendar/slots?year=${Number(day.slice(0, 4))}&month=${Number(day.slice(5, 7))}`;
const read = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { "cf-connecting-ip": freshIp() } });

describe("a write budget a flood cannot drain", () => {
  it("1,100 chat messages use up KV's daily writes; block-day's change still shows on the next read", async () => {
    const { kv, counts } = kvWithAllowance(env.KV, FREE_PLAN_WRITES);
    const bindings = { ...env, KV: kv } as Env;
    const day = freeDay();
    await newCacheGeneration();

    // The month is cached at this location before anything happens.
    expect((await send(read(month(day)), bindings)).headers.get("x-edge-cache")).toBe("MISS");
    expect((await send(read(month(day)), bindings)).headers.get("x-edge-cache")).toBe("HIT");

    // Each refused write is logged once; quiet here, counted below.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1100; i++) {
      const res = await send(chat(`where can I find a food bank near me ${i}`), bindings);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await res.body?.cancel();
    }
    // Every visitor was answered; KV took its 1,000 writes and refused the rest.
    expect([...statuses]).toEqual([[200, 1100]]);
    expect(counts.accepted).toBe(FREE_PLAN_WRITES);
    expect(counts.refused).toBe(100);
    expect(logged.mock.calls.filter(([m]) => String(m).includes("could not save the chat session"))).toHaveLength(100);
    logged.mockRestore();

    // block-day: the blocked row, then the new generation (the scripts' own statement).
    await insertBlockedDay(day);
    await env.DB.prepare(cacheGenerationUpsert(nextCacheGeneration())).run();

    const next = await send(read(month(day)), bindings);
    expect(next.headers.get("x-edge-cache")).toBe("MISS");
    const rows = (await next.json()) as { slotDate: string; isBlocked: boolean }[];
    expect(rows.filter((r) => r.slotDate.startsWith(day)).map((r) => r.isBlocked)).toEqual([true]);
    // Nothing of the owner's change went through KV.
    expect(counts.refused).toBe(100);
  }, 180_000);
});
