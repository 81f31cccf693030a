/**
 * D1 read replication (decision 0021): every API request runs its queries in
 * one D1 session, and drizzle runs on that session.
 *
 * - A request carrying a valid `__Host-d1b` bookmark starts from it, so whoever wrote something
 *   reads at least that state (read-your-writes), even when their next read lands on a replica.
 * - Other reads start `first-unconstrained`: the nearest replica answers, however fresh it is.
 * - Writes start `first-primary`: their first query (often an ownership check) sees the newest
 *   state, and a write always goes to the primary anyway.
 *
 * After a write the response carries the session's latest bookmark in `__Host-d1b` for a day.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";

export const BOOKMARK_COOKIE = "__Host-d1b";
export const BOOKMARK_TTL_SECONDS = 24 * 60 * 60;

/**
 * A bookmark as D1 hands them out: hex groups joined by dashes (for example
 * `00000000-00000001-00004f8d-6c7d…`). The cookie comes from the browser, so anything else is
 * junk and is ignored: passing it to withSession would make D1 refuse the first query (a 500).
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

export function isBookmark(value: string | undefined): value is string {
  return value !== undefined && value.length <= 256 && BOOKMARK_SHAPE.test(value);
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isWrite = (method: string) => !READ_METHODS.has(method.toUpperCase());

/** The bookmark cookie of a request, or undefined when it is missing or malformed. */
export function requestBookmark(c: Parameters<typeof getCookie>[0]): string | undefined {
  const value = getCookie(c, BOOKMARK_COOKIE);
  return isBookmark(value) ? value : undefined;
}

/**
 * drizzle's D1 driver is typed for a D1Database but only ever calls `prepare` and `batch`, which a
 * session has with the same signatures. The adapter gives it exactly those two; the rest of the
 * D1Database surface refuses loudly instead of silently escaping the session.
 */
function sessionAsDatabase(session: D1DatabaseSession): D1Database {
  const outside = () => {
    throw new Error("Only prepare and batch run inside a D1 session");
  };
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: outside,
    dump: outside,
    withSession: outside,
  };
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const write = isWrite(c.req.method);
  const bookmark = requestBookmark(c);
  const session = c.env.DB.withSession(write ? "first-primary" : (bookmark ?? "first-unconstrained"));
  c.set("d1", session);
  c.set("db", getDb(sessionAsDatabase(session)));
  await next();
  if (!write) return;
  // Set even when the write was refused: the bookmark is the newest state this session saw, so
  // the next read will not go back in time from what the writer was just shown.
  const latest = session.getBookmark();
  if (isBookmark(latest ?? undefined)) {
    setCookie(c, BOOKMARK_COOKIE, latest!, {
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
      maxAge: BOOKMARK_TTL_SECONDS,
    });
  }
};
