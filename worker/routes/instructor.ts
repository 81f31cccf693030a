/**
 * `/api/instructor`: the signed-in instructor's own account (docs/architecture.md): signup with
 * an invite code, login, logout, `me`, profile update, and the profile photo (upload, remove).
 * The public list is `/api/instructors` (instructors.ts); each module carries its mount's word.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { isNotNullViolation, isUniqueViolation } from "#shared/db/errors";
import { instructors, inviteCodes } from "#shared/db/schema";
import {
  clearSessionCookie,
  dummyPasswordHash,
  instructorFromToken,
  issueSessionToken,
  ownInstructor,
  readSessionToken,
  requireInstructor,
  setSessionCookie,
  type AuthEnv,
  type InstructorRow,
} from "../lib/auth";
import { hashInviteCode, hashPassword, hashResetCode, verifyPassword } from "#shared/password";
import { isCommonPassword } from "../accounts/common-passwords";
import { loginSchema, profileIdParam, profileSchema, resetSchema, signupSchema } from "#shared/schemas/instructor";
import { lookAlikeReason, skeleton } from "../accounts/confusables";
import { cacheKeys, forgetCached } from "../lib/edge-cache";
import { ApiError } from "../lib/errors";
import { lastSuccessFrom, networkHash, rememberNetwork } from "../accounts/known-networks";
import { cleanPhoto, PhotoRefusal, type CleanPhoto } from "../photos/bytes";
import { forgetPhoto, photoKey, storePhoto } from "../photos/storage";
import { clientIp, enforceRateLimit, rateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
/** One answer for an unknown email and for a wrong, expired or used code (no enumeration). */
export const INVALID_RESET_MESSAGE =
  "This email and reset code do not match a valid reset. The code may be mistyped, expired (codes last one hour) or already used: ask the site owner for a new one.";

const WEAK_PASSWORD_MESSAGE = "This password is too common or too easy to guess. Please choose a longer or less predictable one.";

/**
 * Refuses a name a visitor could take for another instructor's (the same UTS #39 skeleton):
 * docs/decisions/0075-confusable-instructor-names.md. `self` is left out, and keeping one's own
 * name (or a spelling of it with the same skeleton) is always allowed.
 */
async function refuseLookAlikeName(db: AuthEnv["Variables"]["db"], name: string, self?: InstructorRow) {
  const wanted = skeleton(name);
  if (self && skeleton(self.name) === wanted) return;
  const others = await db.select({ id: instructors.id, name: instructors.name }).from(instructors).all();
  const taken = others.find((other) => other.id !== self?.id && skeleton(other.name) === wanted);
  if (!taken) return;
  const why = lookAlikeReason(name, taken.name);
  const issue =
    `Names cannot look like another instructor's name, so that visitors can tell instructors apart: this one reads as "${taken.name}", ` +
    `who is an instructor here already${why ? `, because ${why}` : ""}. Please write your name another way, for example with a middle initial.`;
  throw new ApiError(409, `Please check this field: name (${issue})`, "name_look_alike", [{ path: "name", message: issue }]);
}

export const instructorRoutes = new Hono<AuthEnv>()
  .post(
    "/signup",
    rateLimit({ binding: "SIGNUP_LIMITER", key: (c) => `signup:${clientIp(c)}` }),
    validate("json", signupSchema),
    async (c) => {
      const { email, password, name, inviteCode } = c.req.valid("json");
      if (isCommonPassword(password, { email, name })) {
        throw new ApiError(400, WEAK_PASSWORD_MESSAGE, "weak_password", [{ path: "password", message: WEAK_PASSWORD_MESSAGE }]);
      }
      await refuseLookAlikeName(c.var.db, name);

      const passwordHash = await hashPassword(password, c.env.PASSWORD_PEPPER);
      const codeHash = await hashInviteCode(inviteCode);
      const now = new Date();

      // One transaction (a D1 batch): the instructor row exists only if the code was valid and
      // unused at that instant, and the code is marked used in the same step, so one code can never
      // create two accounts however many requests race. The code gates the insert through the
      // NOT NULL password_hash: its value is read from the usable code's row, so an unknown, used or
      // expired code makes it NULL and SQLite refuses the row. SQLite checks NOT NULL before UNIQUE,
      // so an invalid code never reveals whether the email is registered (it is a 403 either way).
      const db = c.var.db;
      const usable = and(eq(inviteCodes.codeHash, codeHash), isNull(inviteCodes.usedAt), gt(inviteCodes.expiresAt, now));
      let row: typeof instructors.$inferSelect | undefined;
      try {
        [[row]] = await db.batch([
          db
            .insert(instructors)
            .values({ email, name, passwordHash: sql`(SELECT ${passwordHash} FROM ${inviteCodes} WHERE ${usable})` })
            .returning(),
          db
            .update(inviteCodes)
            .set({ usedAt: now, usedBy: sql`${db.select({ id: instructors.id }).from(instructors).where(eq(instructors.email, email))}` })
            .where(usable),
        ]);
      } catch (err) {
        if (isNotNullViolation(err, "instructors.password_hash")) {
          throw new ApiError(403, "This invite code is not valid, has expired or has already been used.", "invalid_invite");
        }
        if (isUniqueViolation(err)) {
          throw new ApiError(409, "An account with this email already exists. Please log in instead.", "email_taken");
        }
        throw err;
      }
      if (!row) throw new Error("Instructor row missing right after signup");
      // Signing up proves the password from this network as much as a login does (decision 0011).
      const nowMs = now.getTime();
      await rememberNetwork(db, row.id, await networkHash(c.env.PASSWORD_PEPPER, row.id, clientIp(c)), null, nowMs);
      await forgetCached(c, [cacheKeys.instructors(c)]); // the public list has a new name
      setSessionCookie(c, await issueSessionToken(c.env, row.id, row.sessionVersion));
      return c.json({ instructor: ownInstructor(row) }, 201);
    },
  )

  .post(
    "/login",
    rateLimit({ binding: "LOGIN_LIMITER", key: (c) => `login-ip:${clientIp(c)}` }),
    validate("json", loginSchema),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const db = c.var.db;
      const now = Date.now();
      const row = await db.select().from(instructors).where(eq(instructors.email, email)).get();
      // The known-network lookup runs for unknown emails too (id 0 matches nothing), so its cost
      // does not reveal which emails have accounts.
      const hash = await networkHash(c.env.PASSWORD_PEPPER, row?.id ?? 0, clientIp(c));
      const lastSuccess = await lastSuccessFrom(db, row?.id ?? 0, hash, now);
      // Per-email limit only for networks without a past success (decision 0011): guesses spread
      // over many networks are still capped, but they cannot lock the owner out of their own.
      if (lastSuccess === null) await enforceRateLimit(c.env.LOGIN_LIMITER, `login-email:${email}`);

      // Unknown email: verify against a dummy hash anyway, so both failures cost one PBKDF2 run.
      const stored = row?.passwordHash ?? (await dummyPasswordHash(c.env));
      const { ok, needsRehash } = await verifyPassword(password, stored, c.env.PASSWORD_PEPPER);
      if (!row || !ok) throw new ApiError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");

      if (needsRehash) {
        const upgraded = await hashPassword(password, c.env.PASSWORD_PEPPER);
        await db.update(instructors).set({ passwordHash: upgraded }).where(eq(instructors.id, row.id));
      }
      await rememberNetwork(db, row.id, hash, lastSuccess, now);
      setSessionCookie(c, await issueSessionToken(c.env, row.id, row.sessionVersion));
      return c.json({ instructor: ownInstructor(row) }, 200);
    },
  )

  // Account recovery: the owner runs `npm run reset-password -- EMAIL` and passes the
  // code on. One UPDATE sets the new password, ends every session (version bump) and consumes the
  // code, and only if the code matches that email and is unexpired at that instant, so two racing
  // requests with one code cannot both succeed. Unknown email and wrong code cost the same work
  // (one PBKDF2 run and one UPDATE) and get the same answer.
  .post(
    "/reset",
    rateLimit({ binding: "RESET_LIMITER", key: (c) => `reset-ip:${clientIp(c)}` }),
    validate("json", resetSchema),
    async (c) => {
      const { email, code, password } = c.req.valid("json");
      if (isCommonPassword(password, { email })) {
        throw new ApiError(400, WEAK_PASSWORD_MESSAGE, "weak_password", [{ path: "password", message: WEAK_PASSWORD_MESSAGE }]);
      }
      const passwordHash = await hashPassword(password, c.env.PASSWORD_PEPPER);
      const codeHash = await hashResetCode(code);
      const row = await c.var.db
        .update(instructors)
        .set({ passwordHash, sessionVersion: sql`${instructors.sessionVersion} + 1`, resetCodeHash: null, resetExpiresAt: null })
        .where(and(eq(instructors.email, email), eq(instructors.resetCodeHash, codeHash), gt(instructors.resetExpiresAt, new Date())))
        .returning()
        .get();
      if (!row) throw new ApiError(401, INVALID_RESET_MESSAGE, "invalid_reset");
      setSessionCookie(c, await issueSessionToken(c.env, row.id, row.sessionVersion));
      return c.json({ instructor: ownInstructor(row) }, 200);
    },
  )

  .post("/logout", async (c) => {
    // Idempotent: without a live session there is nothing to end, but the cookie is still cleared.
    // Only a valid token can bump the version, so a forged or stale one ends nobody's session.
    const instructor = await instructorFromToken(c.env, c.var.db, readSessionToken(c));
    if (instructor) {
      await c.var.db
        .update(instructors)
        .set({ sessionVersion: sql`${instructors.sessionVersion} + 1` })
        .where(eq(instructors.id, instructor.id));
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  })

  .get("/me", requireInstructor, (c) => c.json({ instructor: ownInstructor(c.var.instructor) }))

  .put(
    "/profile/:id",
    requireInstructor,
    validate("param", profileIdParam),
    async (c, next) => {
      if (c.req.valid("param").id !== c.var.instructor.id) {
        throw new ApiError(403, "You can only edit your own profile.", "forbidden");
      }
      await next();
    },
    validate("json", profileSchema),
    async (c) => {
      const body = c.req.valid("json");
      await refuseLookAlikeName(c.var.db, body.name, c.var.instructor);
      const row = await c.var.db
        .update(instructors)
        .set({
          name: body.name,
          offerings: body.offerings === "" ? null : body.offerings,
          websiteUrl: body.websiteUrl,
        })
        .where(eq(instructors.id, c.var.instructor.id))
        .returning()
        .get();
      if (!row) throw new ApiError(401, "Please log in to continue.", "unauthenticated");
      await forgetCached(c, [cacheKeys.instructors(c)]);
      return c.json({ instructor: ownInstructor(row) });
    },
  )

  // The photo: the raw bytes of a WebP or JPEG (RAW_BODY_ROUTES in worker/lib/json-body.ts lets this one
  // route take a body that is not JSON, up to its own limit). Checked and stripped of metadata by
  // worker/photos/bytes.ts, stored in R2 under a new content-addressed key, then the row points
  // to it and the old object is deleted (docs/decisions/0042-hosted-instructor-photos.md).
  // Counted per instructor before the body is read: each upload costs a parse, a hash and an R2 write.
  .put(
    "/photo",
    requireInstructor,
    rateLimit<AuthEnv>({ binding: "PHOTO_LIMITER", key: (c) => `photo:${c.var.instructor.id}` }),
    async (c) => {
      let photo: CleanPhoto;
      try {
        photo = cleanPhoto(new Uint8Array(await c.req.arrayBuffer()));
      } catch (err) {
        if (err instanceof PhotoRefusal) throw new ApiError(err.status, err.message, err.code);
        throw err;
      }
      const me = c.var.instructor;
      const key = await photoKey(me.id, photo);
      await storePhoto(c.env.PHOTOS, key, photo);
      const row = await swapPhotoKey(c, me.photoKey, key);
      return c.json({ instructor: ownInstructor(row) });
    },
  )

  .delete("/photo", requireInstructor, async (c) => {
    const row = await swapPhotoKey(c, c.var.instructor.photoKey, null);
    return c.json({ instructor: ownInstructor(row) });
  });

/**
 * Points the instructor's row from `before` to `after` and deletes the object nothing points to
 * any more. The UPDATE applies only if the row still holds `before`: when two uploads race, the
 * loser's object is deleted and it gets a 409, so no object is left behind that no row names.
 */
async function swapPhotoKey(c: Context<AuthEnv>, before: string | null, after: string | null): Promise<InstructorRow> {
  const id = c.var.instructor.id;
  const unchanged = before === null ? isNull(instructors.photoKey) : eq(instructors.photoKey, before);
  let row: InstructorRow | undefined;
  try {
    row = await c.var.db
      .update(instructors)
      .set({ photoKey: after })
      .where(and(eq(instructors.id, id), unchanged))
      .returning()
      .get();
  } catch (err) {
    if (after !== null && after !== before) await forgetPhoto(c.env.PHOTOS, after);
    throw err;
  }
  if (!row) {
    const now = await c.var.db.select({ photoKey: instructors.photoKey }).from(instructors).where(eq(instructors.id, id)).get();
    if (after !== null && after !== now?.photoKey) await forgetPhoto(c.env.PHOTOS, after);
    if (!now) throw new ApiError(401, "Please log in to continue.", "unauthenticated");
    throw new ApiError(
      409,
      "Your photo was changed at the same moment from somewhere else. Please look at it and try again.",
      "photo_conflict",
    );
  }
  if (before !== null && before !== after) await forgetPhoto(c.env.PHOTOS, before);
  await forgetCached(c, [cacheKeys.instructors(c)]);
  return row;
}
