/**
 * Instructor accounts (DESIGN sections 3 and 5): signup with an invite code, login, logout,
 * `me`, and profile update.
 */
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "../db/client";
import { instructors } from "../db/schema";
import {
  clearSessionCookie,
  dummyPasswordHash,
  hashInviteCode,
  hashPassword,
  instructorFromToken,
  issueSessionToken,
  ownInstructor,
  readSessionToken,
  requireInstructor,
  setSessionCookie,
  verifyPassword,
  type AuthEnv,
} from "../lib/auth";
import { isCommonPassword } from "../lib/common-passwords";
import { ApiError } from "../lib/errors";
import { clientIp, enforceRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";

const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid email address." }).max(254, { error: "That email address is too long." }));

const signupSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Please choose a password." })
    .min(12, { error: "Passwords must be at least 12 characters long." })
    .max(128, { error: "Passwords can be at most 128 characters long." }),
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, { error: "Please enter your name." })
    .max(80, { error: "Names can be at most 80 characters long." }),
  inviteCode: z
    .string({ error: "Please enter your invite code." })
    .trim()
    .min(1, { error: "Please enter your invite code." })
    .max(100, { error: "That invite code is not valid." }),
});

const loginSchema = z.object({
  email: z.string({ error: "Please enter your email address." }).trim().toLowerCase().min(1, { error: "Please enter your email address." }).max(254, { error: "That email address is too long." }),
  // No length rules here beyond a bound on the hashing work: rules would hint at what exists.
  password: z.string({ error: "Please enter your password." }).min(1, { error: "Please enter your password." }).max(1024, { error: "That password is too long." }),
});

const optionalUrl = (label: string) =>
  z.union(
    [
      z.null(),
      z
        .string()
        .trim()
        .max(2048, { error: `${label} can be at most 2048 characters long.` })
        .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a full web address starting with https:// or http://.` })),
    ],
    { error: `${label} must be a full web address starting with https:// or http://, or null.` },
  );

const profileSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, { error: "Please enter your name." })
    .max(80, { error: "Names can be at most 80 characters long." }),
  photoUrl: optionalUrl("Photo URL"),
  offerings: z.union([z.null(), z.string().trim().max(1000, { error: "Offerings can be at most 1000 characters long." })], {
    error: "Offerings must be text or null.",
  }),
  websiteUrl: optionalUrl("Website URL"),
});

const idParam = z.object({
  id: z.coerce.number({ error: "The id must be a number." }).int({ error: "The id must be a whole number." }).positive({ error: "The id must be positive." }),
});

function isUniqueViolation(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : String(err);
  return /UNIQUE constraint failed/i.test(text);
}

export const instructorRoutes = new Hono<AuthEnv>()
  .post("/signup", async (c, next) => {
    await enforceRateLimit(c.env.SIGNUP_LIMITER, `signup:${clientIp(c)}`);
    await next();
  }, validate("json", signupSchema), async (c) => {
    const { email, password, name, inviteCode } = c.req.valid("json");
    if (isCommonPassword(password, { email, name })) {
      const message = "This password is too common or too easy to guess. Please choose a longer or less predictable one.";
      throw new ApiError(400, message, "weak_password", [{ path: "password", message }]);
    }

    const passwordHash = await hashPassword(password, c.env.PASSWORD_PEPPER);
    const codeHash = await hashInviteCode(inviteCode);
    const now = Date.now();

    // One transaction (a D1 batch): the instructor row exists only if the code was valid and
    // unused at that instant, and the code is marked used in the same step, so one code can never
    // create two accounts however many requests race. An invalid code inserts nothing and so
    // never reveals whether the email is registered.
    let inserted: { id: number } | null;
    try {
      const [insertResult] = await c.env.DB.batch([
        c.env.DB.prepare(
          `INSERT INTO instructors (email, name, password_hash)
           SELECT ?1, ?2, ?3 WHERE EXISTS (
             SELECT 1 FROM invite_codes WHERE code_hash = ?4 AND used_at IS NULL AND expires_at > ?5)
           RETURNING id`,
        ).bind(email, name, passwordHash, codeHash, now),
        c.env.DB.prepare(
          `UPDATE invite_codes SET used_at = ?2, used_by = (SELECT id FROM instructors WHERE email = ?3)
           WHERE code_hash = ?1 AND used_at IS NULL AND expires_at > ?2
             AND EXISTS (SELECT 1 FROM instructors WHERE email = ?3 AND password_hash = ?4)`,
        ).bind(codeHash, now, email, passwordHash),
      ]);
      inserted = (insertResult.results[0] as { id: number } | undefined) ?? null;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new ApiError(409, "An account with this email already exists. Please log in instead.", "email_taken");
      }
      throw err;
    }
    if (!inserted) {
      throw new ApiError(403, "This invite code is not valid, has expired or has already been used.", "invalid_invite");
    }

    const row = await getDb(c.env.DB).select().from(instructors).where(eq(instructors.id, inserted.id)).get();
    if (!row) throw new Error("Instructor row missing right after signup");
    setSessionCookie(c, await issueSessionToken(c.env, row.id, row.sessionVersion));
    return c.json({ instructor: ownInstructor(row) }, 201);
  })

  .post("/login", async (c, next) => {
    await enforceRateLimit(c.env.LOGIN_LIMITER, `login-ip:${clientIp(c)}`);
    await next();
  }, validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    await enforceRateLimit(c.env.LOGIN_LIMITER, `login-email:${email}`);

    const db = getDb(c.env.DB);
    const row = await db.select().from(instructors).where(eq(instructors.email, email)).get();
    // Unknown email: verify against a dummy hash anyway, so both failures cost one PBKDF2 run.
    const stored = row?.passwordHash ?? (await dummyPasswordHash(c.env));
    const { ok, needsRehash } = await verifyPassword(password, stored, c.env.PASSWORD_PEPPER);
    if (!row || !ok) throw new ApiError(401, INVALID_LOGIN_MESSAGE, "invalid_credentials");

    if (needsRehash) {
      const upgraded = await hashPassword(password, c.env.PASSWORD_PEPPER);
      await db.update(instructors).set({ passwordHash: upgraded }).where(eq(instructors.id, row.id));
    }
    setSessionCookie(c, await issueSessionToken(c.env, row.id, row.sessionVersion));
    return c.json({ instructor: ownInstructor(row) }, 200);
  })

  .post("/logout", async (c) => {
    // Idempotent: without a live session there is nothing to end, but the cookie is still cleared.
    // Only a valid token can bump the version, so a forged or stale one ends nobody's session.
    const instructor = await instructorFromToken(c.env, readSessionToken(c));
    if (instructor) {
      await getDb(c.env.DB)
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
    validate("param", idParam),
    async (c, next) => {
      if (c.req.valid("param").id !== c.var.instructor.id) {
        throw new ApiError(403, "You can only edit your own profile.", "forbidden");
      }
      await next();
    },
    validate("json", profileSchema),
    async (c) => {
      const body = c.req.valid("json");
      const row = await getDb(c.env.DB)
        .update(instructors)
        .set({
          name: body.name,
          photoUrl: body.photoUrl,
          offerings: body.offerings === "" ? null : body.offerings,
          websiteUrl: body.websiteUrl,
        })
        .where(eq(instructors.id, c.var.instructor.id))
        .returning()
        .get();
      if (!row) throw new ApiError(401, "Please log in to continue.", "unauthenticated");
      return c.json({ instructor: ownInstructor(row) });
    },
  );
