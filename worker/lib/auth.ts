/**
 * Instructor sessions (docs/architecture.md): a jose HS256 JWT in the `__Host-session` cookie, with
 * `iss`, `aud`, `exp` and `ver` (the instructor's session version) all checked, and the algorithm
 * pinned so a token claiming `alg: none` or any other algorithm is refused.
 */
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client";
import { instructors } from "#shared/db/schema";
import type { AppVariables, Env } from "../env";
import { ApiError } from "./errors";
import { photoAddress } from "#shared/photo-address";
import { hashPassword } from "#shared/password";

export const SESSION_COOKIE = "__Host-session";
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const JWT_ISSUER = "soulcode-site";
export const JWT_AUDIENCE = "soulcode-instructor";
const JWT_ALG = "HS256";

export type InstructorRow = typeof instructors.$inferSelect;
export type AuthEnv = { Bindings: Env; Variables: AppVariables & { instructor: InstructorRow } };

/** The instructor as their owner sees it (never the hash or the session version). */
export function ownInstructor(row: InstructorRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photoUrl: photoAddress(row.photoKey),
    offerings: row.offerings,
    websiteUrl: row.websiteUrl,
  };
}

const secretKey = (env: Env) => new TextEncoder().encode(env.JWT_SECRET);

export async function issueSessionToken(env: Env, instructorId: number, sessionVersion: number): Promise<string> {
  return new SignJWT({ ver: sessionVersion })
    .setProtectedHeader({ alg: JWT_ALG, typ: "JWT" })
    .setSubject(String(instructorId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey(env));
}

/**
 * The instructor id and session version a token carries when we signed it and it has not
 * expired, or null. No database read: enough to tell a real session from a made-up cookie (the
 * edge cache's bypass), not to act as that instructor (instructorFromToken also checks the version).
 */
export async function verifiedSession(env: Env, token: string | undefined): Promise<{ id: number; ver: number } | null> {
  if (!token) return null;
  // The header is checked before jose sees the token: jose refuses these too, but it does so with
  // a promise that is already rejected when returned, which workerd reports as unhandled.
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== JWT_ALG || "crit" in header || "b64" in header) return null;
  } catch {
    return null;
  }
  let sub: string | undefined;
  let ver: unknown;
  try {
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: [JWT_ALG],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    sub = payload.sub;
    ver = payload.ver;
  } catch {
    return null;
  }
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || id < 1 || typeof ver !== "number") return null;
  return { id, ver };
}

/** The instructor a token names, or null when the token is not a live session for any one. */
export async function instructorFromToken(env: Env, db: Db, token: string | undefined): Promise<InstructorRow | null> {
  const session = await verifiedSession(env, token);
  if (!session) return null;
  const row = await db.select().from(instructors).where(eq(instructors.id, session.id)).get();
  // A version older than the stored one means the instructor logged out since this token was made.
  if (!row || row.sessionVersion !== session.ver) return null;
  return row;
}

export function setSessionCookie(c: Parameters<typeof setCookie>[0], token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(c: Parameters<typeof deleteCookie>[0]) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

export function readSessionToken(c: Parameters<typeof getCookie>[0]): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export const UNAUTHENTICATED_MESSAGE = "Please log in to continue.";

/** Puts the session's instructor in `c.var.instructor`, or answers 401. */
export const requireInstructor: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const instructor = await instructorFromToken(c.env, c.var.db, readSessionToken(c));
  if (!instructor) throw new ApiError(401, UNAUTHENTICATED_MESSAGE, "unauthenticated");
  c.set("instructor", instructor);
  await next();
};

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a throwaway password, verified against when the email is unknown so that the
 * answer costs the same PBKDF2 work as a wrong password for a known email.
 */
export function dummyPasswordHash(env: Env): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing", env.PASSWORD_PEPPER);
  return dummyHash;
}
