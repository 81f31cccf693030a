/**
 * The owner's session (docs/owner-console-api.md): a jose HS256 JWT in `__Host-owner` (HttpOnly,
 * Secure, SameSite=Strict), signed with OWNER_JWT_SECRET for the audience "soulcode-owner", so no
 * instructor token (JWT_SECRET, "soulcode-instructor") ever passes here, nor the reverse. The
 * token names a D1 row, which is what makes a session listable and revocable: 8 hours at most,
 * 30 minutes idle.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { ownerSessions } from "#shared/db/schema";
import { toBase64Url } from "#shared/password";
import type { AppVariables, Env } from "../env";
import { ApiError } from "../lib/errors";
import type { OwnerDb } from "#shared/owner/record";

export const OWNER_COOKIE = "__Host-owner";
export const OWNER_AUDIENCE = "soulcode-owner";
export const OWNER_ISSUER = "soulcode-site";
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** lastSeenAt is rewritten at most this often (one D1 write a minute, not one a request). */
const TOUCH_EVERY_MS = 60 * 1000;
const ALG = "HS256";

export type OwnerSession = { sessionId: string; passkeyId: string };
export type OwnerEnv = { Bindings: Env; Variables: AppVariables & { owner: OwnerSession } };

const key = (env: Env) => new TextEncoder().encode(env.OWNER_JWT_SECRET);

export const newSessionId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(24)));

/** Starts a session row for the passkey that just verified and returns its cookie's token. */
export function sessionRow(db: OwnerDb, id: string, passkeyId: string, userAgent: string, now = Date.now()) {
  return db.insert(ownerSessions).values({
    id,
    passkeyId,
    userAgent: userAgent.slice(0, 200),
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + SESSION_MAX_MS),
  });
}

export async function ownerToken(env: Env, sessionId: string, now = Date.now()): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(sessionId)
    .setIssuer(OWNER_ISSUER)
    .setAudience(OWNER_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + SESSION_MAX_MS) / 1000))
    .sign(key(env));
}

/** The session id a token carries when we signed it for the owner and it has not expired; null otherwise. */
export async function ownerSessionId(env: Env, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== ALG || "crit" in header || "b64" in header) return null;
    const { payload } = await jwtVerify(token, key(env), {
      algorithms: [ALG],
      issuer: OWNER_ISSUER,
      audience: OWNER_AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    return typeof payload.sub === "string" && /^[A-Za-z0-9_-]{32}$/.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The live session row a token names (not ended, under 8 hours, active in the last 30 minutes), touched; or null. */
export async function liveOwnerSession(env: Env, db: OwnerDb, token: string | undefined, now = Date.now()): Promise<OwnerSession | null> {
  const id = await ownerSessionId(env, token);
  if (!id) return null;
  const row = await db
    .select({ passkeyId: ownerSessions.passkeyId, lastSeenAt: ownerSessions.lastSeenAt })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.id, id),
        isNull(ownerSessions.endedAt),
        gt(ownerSessions.expiresAt, new Date(now)),
        gt(ownerSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db
      .update(ownerSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(ownerSessions.id, id));
  return { sessionId: id, passkeyId: row.passkeyId };
}

export function setOwnerCookie(c: Context, token: string) {
  setCookie(c, OWNER_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Strict", path: "/", maxAge: SESSION_MAX_MS / 1000 });
}

export function clearOwnerCookie(c: Context) {
  deleteCookie(c, OWNER_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
}

export const readOwnerToken = (c: Context) => getCookie(c, OWNER_COOKIE);

export const OWNER_UNAUTHENTICATED = "Please sign in to the owner console with your passkey.";

/** Puts the owner's session in `c.var.owner`, or answers 401. */
export const requireOwner: MiddlewareHandler<OwnerEnv> = async (c, next) => {
  const session = await liveOwnerSession(c.env, c.var.db, readOwnerToken(c));
  if (!session) throw new ApiError(401, OWNER_UNAUTHENTICATED, "unauthenticated");
  c.set("owner", session);
  await next();
};
