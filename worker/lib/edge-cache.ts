/**
 * Edge caching of the four public reads (decision 0021) with the Workers
 * Cache API. `caches.default` is per data centre: a write deletes the entry only here, so entries
 * elsewhere live until their TTL; the TTLs below are that staleness bound for visitors' writes.
 *
 * - Keys are full canonical URLs. A request whose URL is not exactly the canonical one (another
 *   parameter order, extra parameters, `month=012`) is answered from D1 and not cached, so nobody
 *   can fill the cache with variants that a write would not delete.
 * - Each stored key also carries the cache generation, a D1 row the owner scripts overwrite
 *   after changing public data (decisions 0036 and 0060): a new generation is a new set of keys,
 *   so every location misses on its next read instead of waiting for the TTL. It is read once per
 *   request that uses the cache, in the request's D1 session (the nearest replica). It is not in
 *   KV: every chat message writes KV, and a flood of them must not use up the writes it needs.
 * - Requests of a live instructor session (its token, or a bookmark we signed for it) bypass the
 *   cache: an instructor who just wrote must read their own writes, which an edge copy cannot
 *   promise. Any other cookie value is ignored (a forged one gets the cached answer), and so is a
 *   logged-out session's token.
 * - Browsers get `max-age=0` (they always ask again); only the edge keeps a copy (`s-maxage`).
 *   Otherwise a browser could show an instructor the month as it was before their own claim.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { eq, inArray } from "drizzle-orm";
import { CACHE_GENERATION_ROW, INITIAL_CACHE_GENERATION } from "#shared/cache-generation";
import { cacheGeneration, instructors } from "#shared/db/schema";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { SESSION_COOKIE, verifiedSession } from "./auth";
import { BOOKMARK_COOKIE, readBookmark } from "./d1-session";

/** Seconds an edge copy may be served; see decision 0021 for why each. */
export const EDGE_TTL = {
  /** Claims and edits delete this location's copy; other locations may lag this long. */
  slots: 60,
  /** Profile edits and sign-ups delete this location's copy. */
  instructors: 300,
  /** No route writes posts; npm run blog:publish bumps the generation. */
  blog: 600,
  /** The iCalendar feed: calendar apps poll it; claims and edits delete this location's copy. */
  feed: 300,
} as const;

export const publicCacheControl = (ttl: number) => `public, max-age=0, s-maxage=${ttl}`;

/** Says how a public read was answered: HIT (edge copy), MISS (D1, now stored), BYPASS (D1). */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

const origin = (c: Context) => new URL(c.req.url).origin;

export const cacheKeys = {
  slots: (c: Context, year: number, month: number) => `${origin(c)}/api/calendar/slots?year=${year}&month=${month}`,
  /** The key of the month that holds a day written `YYYY-MM-DD`. */
  slotsOfDay: (c: Context, day: string) => cacheKeys.slots(c, Number(day.slice(0, 4)), Number(day.slice(5, 7))),
  instructors: (c: Context) => `${origin(c)}/api/instructors`,
  blog: (c: Context) => `${origin(c)}/api/blog/latest`,
  feed: (c: Context) => `${origin(c)}/api/calendar/feed.ics`,
};

/** The current cache generation, or null when D1 cannot be read (then the cache is left alone). */
async function currentGeneration(db: Db, url: string): Promise<string | null> {
  try {
    const row = await db
      .select({ value: cacheGeneration.value })
      .from(cacheGeneration)
      .where(eq(cacheGeneration.id, CACHE_GENERATION_ROW))
      .get();
    return row?.value ?? INITIAL_CACHE_GENERATION;
  } catch (err) {
    console.error("Cache generation read failed", url, err);
    return null;
  }
}

/** The key a canonical URL is stored under in one generation (a URL, as the Cache API wants). */
export function generationKey(url: string, generation: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}generation=${encodeURIComponent(generation)}`;
}

/**
 * Whether the request must be answered from D1: it carries a session token that verifies (our
 * signature, not expired), or a bookmark we signed for a signed-in writer, and that session is
 * still live (its version is the instructor's current one: logout and a password reset end it).
 * A made-up or unsigned cookie costs no D1 read and gets the cached answer; a signed one costs one
 * primary-key read (docs/decisions/0076-signed-bookmarks-and-live-sessions.md).
 */
async function personal(c: Context<{ Bindings: Env; Variables: { db: Db } }>): Promise<boolean> {
  const sessions = [
    await verifiedSession(c.env, getCookie(c, SESSION_COOKIE)),
    (await readBookmark(c.env, getCookie(c, BOOKMARK_COOKIE)))?.writer,
  ].filter((s) => s != null);
  if (sessions.length === 0) return false;
  try {
    const rows = await c.var.db
      .select({ id: instructors.id, ver: instructors.sessionVersion })
      .from(instructors)
      .where(
        inArray(
          instructors.id,
          sessions.map((s) => s.id),
        ),
      )
      .all();
    return sessions.some((s) => rows.some((row) => row.id === s.id && row.ver === s.ver));
  } catch (err) {
    console.error("Session check for the edge cache failed", c.req.url, err);
    return false; // the cached answer is better than none
  }
}

/**
 * Serves a public GET from this location's cache, or runs the route and stores a 200 answer.
 * `canonical` gives the canonical URL of the request (after validation, so it can use parsed
 * input); the copy is stored under that URL in the current generation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used on routes with differing Hono env types
export function edgeCache(ttl: number, canonical: (c: Context<any>) => string): MiddlewareHandler {
  return async (c, next) => {
    const url = canonical(c);
    if (c.req.method !== "GET" || c.req.url !== url || (await personal(c))) {
      await next();
      c.res.headers.set(CACHE_STATUS_HEADER, "BYPASS");
      return;
    }
    const generation = await currentGeneration(c.var.db, url);
    if (generation === null) {
      // Without the generation a stored copy could outlive an owner's change: answer from D1.
      await next();
      c.res.headers.set(CACHE_STATUS_HEADER, "BYPASS");
      return;
    }
    const key = generationKey(url, generation);
    const cache = caches.default;
    const hit = await cache.match(key);
    if (hit) {
      // A fresh Response: the stored one's headers are immutable, and later middleware sets some.
      const res = new Response(hit.body, hit);
      res.headers.set(CACHE_STATUS_HEADER, "HIT");
      return res;
    }
    await next();
    if (c.res.status !== 200) return;
    c.res.headers.set("Cache-Control", publicCacheControl(ttl));
    c.res.headers.set(CACHE_STATUS_HEADER, "MISS");
    const stored = cache.put(key, c.res.clone()).catch((err: unknown) => console.error("Edge cache put failed", key, err));
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored; // no execution context (app.request in a script): store before answering
    }
  };
}

/**
 * Deletes this location's copies (of the current generation) after a write changed them. Awaited,
 * so the next anonymous read here sees the change; a failure is logged, never turned into an error
 * for a write that succeeded.
 */
export async function forgetCached(c: { var: { db: Db } }, urls: string[]): Promise<void> {
  const generation = await currentGeneration(c.var.db, urls.join(" "));
  if (generation === null) return; // logged; the copies live until their TTL
  await Promise.all(
    urls.map((url) => {
      const key = generationKey(url, generation);
      return caches.default.delete(key).catch((err: unknown) => console.error("Edge cache delete failed", key, err));
    }),
  );
}
