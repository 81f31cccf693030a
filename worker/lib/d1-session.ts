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
 * After a write the response carries the session's latest bookmark in `__Host-d1b` for a day,
 * signed (docs/decisions/0076-signed-bookmarks-and-live-sessions.md): the cookie is
 * `<bookmark>~<expiry>~<writer>~<HMAC>`, where the writer is the instructor id and session version
 * of a signed-in writer (empty for anyone else). Only a cookie whose HMAC verifies and whose
 * expiry has not passed is used, here and by the edge cache; the edge cache also asks that its
 * writer's session is still live.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { getDb } from "../db/client";
import type { AppEnv, Env } from "../env";

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

/** A signed-in instructor's session as a token names it: who, and which version of their sessions. */
export type Writer = { id: number; ver: number };
export type SignedBookmark = { bookmark: string; writer: Writer | null };

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
/** A key of its own for bookmarks, derived from JWT_SECRET, so a bookmark's HMAC is never a token's. */
function bookmarkKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const root = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      const derived = await crypto.subtle.sign("HMAC", root, encoder.encode("soulcode: __Host-d1b bookmark cookie, v1"));
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    })();
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const signedPart = (bookmark: string, expires: string, writer: string) => encoder.encode(`${bookmark}~${expires}~${writer}`);

/** The cookie value for a bookmark: the bookmark, when it stops counting, its writer, and the HMAC of the three. */
export async function signBookmark(
  env: Pick<Env, "JWT_SECRET">,
  bookmark: string,
  writer: Writer | null,
  now = Date.now(),
): Promise<string> {
  const expires = String(Math.floor(now / 1000) + BOOKMARK_TTL_SECONDS);
  const who = writer ? `${writer.id}.${writer.ver}` : "";
  const mac = await crypto.subtle.sign("HMAC", await bookmarkKey(env.JWT_SECRET), signedPart(bookmark, expires, who));
  return `${bookmark}~${expires}~${who}~${base64url(mac)}`;
}

const SIGNED_SHAPE = /^([0-9a-f-]{3,256})~(\d{1,12})~((\d{1,15})\.(\d{1,15}))?~([A-Za-z0-9_-]{43})$/;

/** A bookmark cookie's value if it is one we signed and it has not expired; undefined for anything else. */
export async function readBookmark(
  env: Pick<Env, "JWT_SECRET">,
  value: string | undefined,
  now = Date.now(),
): Promise<SignedBookmark | undefined> {
  const match = SIGNED_SHAPE.exec(value ?? "");
  if (!match) return undefined;
  const [, bookmark, expires, who = "", id, ver, mac] = match;
  if (!isBookmark(bookmark) || Number(expires) * 1000 <= now) return undefined;
  const ok = await crypto.subtle.verify("HMAC", await bookmarkKey(env.JWT_SECRET), fromBase64url(mac), signedPart(bookmark, expires, who));
  if (!ok) return undefined;
  return { bookmark, writer: who ? { id: Number(id), ver: Number(ver) } : null };
}

/**
 * Who wrote, for the bookmark: the session the answer starts (signup, login, reset), none when it
 * ends one (logout), else the session the request came with (its signature and claims; whether it
 * is still live is the edge cache's question).
 */
async function writerOf(c: Context<AppEnv>): Promise<Writer | null> {
  // Only writes ask, so a read never loads the sessions' code and the instructors' table.
  const { SESSION_COOKIE, verifiedSession } = await import("./auth");
  const set = c.res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (set !== undefined) return verifiedSession(c.env, set.slice(SESSION_COOKIE.length + 1).split(";")[0]);
  return verifiedSession(c.env, getCookie(c, SESSION_COOKIE));
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
  const bookmark = (await readBookmark(c.env, getCookie(c, BOOKMARK_COOKIE)))?.bookmark;
  const session = c.env.DB.withSession(write ? "first-primary" : (bookmark ?? "first-unconstrained"));
  c.set("d1", session);
  c.set("db", getDb(sessionAsDatabase(session)));
  await next();
  if (!write) return;
  // Set even when the write was refused: the bookmark is the newest state this session saw, so
  // the next read will not go back in time from what the writer was just shown.
  const latest = session.getBookmark();
  if (isBookmark(latest ?? undefined)) {
    setCookie(c, BOOKMARK_COOKIE, await signBookmark(c.env, latest!, await writerOf(c)), {
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
      maxAge: BOOKMARK_TTL_SECONDS,
    });
  }
};
