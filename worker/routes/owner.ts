/**
 * The owner console's API under /api/owner (docs/owner-console-api.md). Sign-in by passkey only;
 * every other route needs the owner's session (401 otherwise), and the irreversible ones a fresh
 * passkey check made for them (403 otherwise). Each operation is the same domain function the npm
 * command calls (shared/owner/), whose batch writes the audit row and a new cache generation.
 *
 * This module is small and imported at start-up; the WebAuthn library, the Markdown renderer and
 * the Porch's model load on the first request that needs them.
 */
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { monthQuery } from "#shared/schemas/calendar";
import { ownerAudit, ownerPasskeys, ownerSessions, ownerSetupCodes } from "#shared/db/schema";
import { ApiError } from "../lib/errors";
import { clientIp, enforceRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import type { AppEnv } from "../env";
import { auditRow, recordWrite, type Actor } from "#shared/owner/record";
import { setupCodeHash } from "#shared/owner/setup";
import {
  clearOwnerCookie,
  liveOwnerSession,
  newSessionId,
  ownerToken,
  readOwnerToken,
  requireOwner,
  sessionRow,
  setOwnerCookie,
  type OwnerEnv,
} from "../owner/session";
import * as ceremonies from "../owner/passkeys";
import { FRESH_HEADER, type FreshAction } from "../owner/passkeys";
import * as s from "../owner/schemas";

// Static and small: the WebAuthn library inside it loads on the first ceremony.
const passkeys = async () => ceremonies;
const ops = {
  invites: () => import("#shared/owner/invites"),
  calendar: () => import("#shared/owner/calendar"),
  instructors: () => import("#shared/owner/instructors"),
  interest: () => import("#shared/owner/interest"),
  blog: () => import("#shared/owner/blog"),
};

/** The passkey endpoints share the login limiter's budget under their own key: 10 a minute per network. */
const limit = (c: Context) => enforceRateLimit(c.env.LOGIN_LIMITER, `owner:${clientIp(c)}`);

const actor = (c: Context<OwnerEnv>, passkeyId = c.var.owner.passkeyId): Actor => ({ via: "console", passkeyId });

/** Uses up the fresh check sent for `action` (403 without one); returns the actor, with the passkey that made the check. */
async function fresh(c: Context<OwnerEnv>, action: FreshAction): Promise<Actor> {
  const { useFreshCheck } = await passkeys();
  return actor(c, await useFreshCheck(c.var.db, c.req.header(FRESH_HEADER), c.var.owner.sessionId, action));
}

/** A set-up code that is unused and unexpired, or a 400 that says what to do. */
async function openSetupCode(c: Context<AppEnv>, code: string) {
  const row = await c.var.db
    .select({ id: ownerSetupCodes.id })
    .from(ownerSetupCodes)
    .where(
      and(
        eq(ownerSetupCodes.codeHash, await setupCodeHash(code)),
        isNull(ownerSetupCodes.usedAt),
        gt(ownerSetupCodes.expiresAt, new Date()),
      ),
    )
    .get();
  if (!row)
    throw new ApiError(
      400,
      "This set-up code is not valid, was already used or has expired (each lasts 15 minutes). Run npm run owner:setup for a new one.",
      "setup_code_invalid",
    );
  return row.id;
}

/** Starts a session for the passkey that just verified: the row and the cookie. */
async function startSession(c: Context<AppEnv>, passkeyId: string, extra: Parameters<typeof c.var.db.batch>[0][number][] = []) {
  const id = newSessionId();
  const userAgent = c.req.header("user-agent") ?? "";
  await c.var.db.batch([sessionRow(c.var.db, id, passkeyId, userAgent), ...extra] as unknown as Parameters<typeof c.var.db.batch>[0]);
  setOwnerCookie(c, await ownerToken(c.env, id));
  return id;
}

const notFound = (what: string) => new ApiError(404, what, "not_found");

const publicRoutes = new Hono<AppEnv>()
  .get("/status", async (c) => {
    const db = c.var.db;
    const [[{ n: passkeyCount }], [open]] = await db.batch([
      db.select({ n: sql<number>`count(*)` }).from(ownerPasskeys),
      db
        .select({ id: ownerSetupCodes.id })
        .from(ownerSetupCodes)
        .where(and(isNull(ownerSetupCodes.usedAt), gt(ownerSetupCodes.expiresAt, new Date())))
        .limit(1),
    ]);
    const session = await liveOwnerSession(c.env, db, readOwnerToken(c));
    return c.json({ signedIn: session !== null, passkeys: passkeyCount, setupOpen: open !== undefined });
  })
  .post("/setup/options", validate("json", s.setupOptionsSchema), async (c) => {
    await limit(c);
    await openSetupCode(c, c.req.valid("json").code);
    const { registrationOptions } = await passkeys();
    return c.json(await registrationOptions(c.env, c.var.db, "setup", null));
  })
  .post("/setup/verify", validate("json", s.setupVerifySchema), async (c) => {
    await limit(c);
    const { code, response, label } = c.req.valid("json");
    const codeId = await openSetupCode(c, code);
    const { verifyRegistration } = await passkeys();
    const passkey = await verifyRegistration(c.env, c.var.db, response as never, "setup", null);
    // The code is used up only now that a registration verified (and only once, even in a race).
    const used = await c.var.db
      .update(ownerSetupCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(ownerSetupCodes.id, codeId), isNull(ownerSetupCodes.usedAt)))
      .returning({ id: ownerSetupCodes.id });
    if (used.length === 0)
      throw new ApiError(400, "This set-up code was just used. Run npm run owner:setup for a new one.", "setup_code_invalid");
    const db = c.var.db;
    const who: Actor = { via: "console", passkeyId: passkey.id };
    await startSession(c, passkey.id, [
      db.insert(ownerPasskeys).values({ ...passkey, label: label || "Passkey" }),
      ...recordWrite(db, who, "passkeys.add", `${label || "Passkey"} (set-up code)`),
    ]);
    return c.json({ passkey: { id: passkey.id, label: label || "Passkey" } }, 201);
  })
  .post("/login/options", async (c) => {
    await limit(c);
    const { authenticationOptions } = await passkeys();
    return c.json(await authenticationOptions(c.env, c.var.db, "login", null));
  })
  .post("/login/verify", validate("json", s.loginVerifySchema), async (c) => {
    await limit(c);
    const { verifyAuthentication } = await passkeys();
    const passkeyId = await verifyAuthentication(c.env, c.var.db, c.req.valid("json").response as never, "login", null);
    await startSession(c, passkeyId, [auditRow(c.var.db, { via: "console", passkeyId }, "session.start", "sign-in")]);
    return c.json({ signedIn: true });
  })
  .post("/logout", async (c) => {
    const session = await liveOwnerSession(c.env, c.var.db, readOwnerToken(c));
    if (session) await c.var.db.update(ownerSessions).set({ endedAt: new Date() }).where(eq(ownerSessions.id, session.sessionId));
    clearOwnerCookie(c);
    return c.body(null, 204);
  });

const consoleRoutes = new Hono<OwnerEnv>()
  .use("*", requireOwner)
  // Fresh passkey checks, each made for one action.
  .post("/fresh/options", validate("json", s.freshOptionsSchema), async (c) => {
    await limit(c);
    const { authenticationOptions } = await passkeys();
    return c.json(await authenticationOptions(c.env, c.var.db, `fresh:${c.req.valid("json").action}`, c.var.owner.sessionId));
  })
  .post("/fresh/verify", validate("json", s.freshVerifySchema), async (c) => {
    await limit(c);
    const { action, response } = c.req.valid("json");
    const { verifyAuthentication, issueFreshToken } = await passkeys();
    const passkeyId = await verifyAuthentication(c.env, c.var.db, response as never, `fresh:${action}`, c.var.owner.sessionId);
    const { freshToken, expiresAt } = await issueFreshToken(c.var.db, c.var.owner.sessionId, passkeyId, action);
    return c.json({ action, freshToken, expiresAt: expiresAt.toISOString() });
  })
  // Passkeys.
  .get("/passkeys", async (c) => {
    const rows = await c.var.db
      .select({
        id: ownerPasskeys.id,
        label: ownerPasskeys.label,
        createdAt: ownerPasskeys.createdAt,
        lastUsedAt: ownerPasskeys.lastUsedAt,
      })
      .from(ownerPasskeys)
      .orderBy(ownerPasskeys.createdAt);
    return c.json({ passkeys: rows.map((p) => ({ ...p, current: p.id === c.var.owner.passkeyId })), addSecond: rows.length < 2 });
  })
  .post("/passkeys/options", async (c) => {
    await limit(c);
    const { registrationOptions } = await passkeys();
    return c.json(await registrationOptions(c.env, c.var.db, "add", c.var.owner.sessionId));
  })
  .post("/passkeys", validate("json", s.addPasskeySchema), async (c) => {
    await limit(c);
    const who = await fresh(c, "passkeys.add");
    const { response, label } = c.req.valid("json");
    const { verifyRegistration } = await passkeys();
    const passkey = await verifyRegistration(c.env, c.var.db, response as never, "add", c.var.owner.sessionId);
    const db = c.var.db;
    await db.batch([
      db.insert(ownerPasskeys).values({ ...passkey, label: label || "Passkey" }),
      ...recordWrite(db, who, "passkeys.add", label || "Passkey"),
    ]);
    return c.json({ passkey: { id: passkey.id, label: label || "Passkey" } }, 201);
  })
  .delete("/passkeys/:id", validate("param", s.passkeyIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const row = await db.select({ label: ownerPasskeys.label }).from(ownerPasskeys).where(eq(ownerPasskeys.id, id)).get();
    if (!row) throw notFound("There is no such passkey (it may have been removed already).");
    const { passkeyCount } = await passkeys();
    if ((await passkeyCount(db)) <= 1)
      throw new ApiError(
        409,
        "This is your only passkey, so it cannot be removed: add another first, or you could not sign in again.",
        "last_passkey",
      );
    const who = await fresh(c, "passkeys.remove");
    // Never the last one, even if two removals race: the DELETE itself counts.
    const [removed] = await db.batch([
      db
        .delete(ownerPasskeys)
        .where(and(eq(ownerPasskeys.id, id), sql`(SELECT count(*) FROM owner_passkeys) > 1`))
        .returning({ id: ownerPasskeys.id }),
      // Its sessions end with it (only if it really went).
      db
        .update(ownerSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(ownerSessions.passkeyId, id),
            isNull(ownerSessions.endedAt),
            sql`NOT EXISTS (SELECT 1 FROM owner_passkeys WHERE id = ${id})`,
          ),
        ),
      ...recordWrite(db, who, "passkeys.remove", row.label),
    ]);
    if (removed.length === 0)
      throw new ApiError(
        409,
        "This is your only passkey, so it cannot be removed: add another first, or you could not sign in again.",
        "last_passkey",
      );
    return c.body(null, 204);
  })
  // Sessions.
  .get("/sessions", async (c) => {
    const now = Date.now();
    const rows = await c.var.db
      .select({
        id: ownerSessions.id,
        passkeyId: ownerSessions.passkeyId,
        userAgent: ownerSessions.userAgent,
        createdAt: ownerSessions.createdAt,
        lastSeenAt: ownerSessions.lastSeenAt,
        expiresAt: ownerSessions.expiresAt,
      })
      .from(ownerSessions)
      .where(
        and(
          isNull(ownerSessions.endedAt),
          gt(ownerSessions.expiresAt, new Date(now)),
          gt(ownerSessions.lastSeenAt, new Date(now - 30 * 60 * 1000)),
        ),
      )
      .orderBy(desc(ownerSessions.lastSeenAt));
    return c.json({ sessions: rows.map((r) => ({ ...r, current: r.id === c.var.owner.sessionId })) });
  })
  .delete("/sessions/:id", validate("param", s.sessionIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const who = await fresh(c, "sessions.end");
    const db = c.var.db;
    const [ended] = await db.batch([
      db
        .update(ownerSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(ownerSessions.id, id), isNull(ownerSessions.endedAt)))
        .returning({ id: ownerSessions.id }),
      ...recordWrite(db, who, "sessions.end", id.slice(0, 8)),
    ]);
    if (ended.length === 0) throw notFound("There is no such session, or it has ended already.");
    if (id === c.var.owner.sessionId) clearOwnerCookie(c);
    return c.body(null, 204);
  })
  // Invites.
  .get("/invites", async (c) => {
    const { listInvites } = await ops.invites();
    return c.json({ invites: await listInvites(c.var.db) });
  })
  .post("/invites", validate("json", s.invitesSchema), async (c) => {
    const { createInvites } = await ops.invites();
    const { codes, expiresAt } = await createInvites(c.var.db, actor(c), c.req.valid("json").count);
    return c.json({ codes, expiresAt: new Date(expiresAt).toISOString() }, 201);
  })
  .delete("/invites/:id", validate("param", s.idParam), async (c) => {
    const { revokeInvite } = await ops.invites();
    const result = await revokeInvite(c.var.db, actor(c), c.req.valid("param").id);
    if (result === "none") throw notFound("There is no such invite code (it may have been revoked already).");
    if (result === "used")
      throw new ApiError(409, "This invite code was already used, so it stays on the list for the record.", "invite_used");
    return c.body(null, 204);
  })
  // Calendar.
  .get("/calendar", validate("query", monthQuery), async (c) => {
    const { year, month } = c.req.valid("query");
    const { calendarMonth } = await ops.calendar();
    return c.json({ year, month, days: await calendarMonth(c.var.db, year, month) });
  })
  .post("/blocked-days", validate("json", s.blockDaySchema), async (c) => {
    const { day, replaceClaim } = c.req.valid("json");
    const { blockDay, dayHolder } = await ops.calendar();
    const holder = await dayHolder(c.var.db, day);
    if (holder && !replaceClaim) {
      throw new ApiError(
        409,
        `${day} is claimed by ${holder.name ?? "an instructor"} ("${holder.courseTitle}"). Blocking it removes their slot; confirm with your passkey to go on.`,
        "day_claimed",
        undefined,
      );
    }
    const who = holder ? await fresh(c, "calendar.block-claimed") : actor(c);
    const result = await blockDay(c.var.db, who, day, Boolean(holder));
    return c.json(
      { day, status: result.status, replaced: holder ? { name: holder.name, courseTitle: holder.courseTitle } : null },
      result.status === "blocked" ? 201 : 200,
    );
  })
  .delete("/blocked-days/:day", validate("param", s.dayParam), async (c) => {
    const { day } = c.req.valid("param");
    const { unblockDay } = await ops.calendar();
    if (!(await unblockDay(c.var.db, actor(c), day))) throw notFound(`${day} is not blocked; nothing changed.`);
    return c.body(null, 204);
  })
  // Instructors.
  .get("/instructors", async (c) => {
    const { listInstructors } = await ops.instructors();
    return c.json({ instructors: await listInstructors(c.var.db) });
  })
  .post("/instructors/:id/reset-code", validate("param", s.idParam), async (c) => {
    const { removalPreview, issueResetCode } = await ops.instructors();
    const who = await removalPreview(c.var.db, c.req.valid("param").id);
    if (!who) throw notFound("There is no such instructor (they may have been removed).");
    const issued = await issueResetCode(c.var.db, actor(c), who.email);
    if (!issued) throw notFound("There is no such instructor (they may have been removed).");
    return c.json({ code: issued.code, expiresAt: issued.expiresAt.toISOString(), name: issued.name, email: issued.email }, 201);
  })
  .get("/instructors/:id/removal", validate("param", s.idParam), async (c) => {
    const { removalPreview } = await ops.instructors();
    const preview = await removalPreview(c.var.db, c.req.valid("param").id);
    if (!preview) throw notFound("There is no such instructor (they may have been removed).");
    return c.json(preview);
  })
  .post("/instructors/:id/remove", validate("param", s.idParam), validate("json", s.removeInstructorSchema), async (c) => {
    const { removalPreview, removeInstructor, normaliseEmail } = await ops.instructors();
    const preview = await removalPreview(c.var.db, c.req.valid("param").id);
    if (!preview) throw notFound("There is no such instructor (they may have been removed).");
    if (normaliseEmail(c.req.valid("json").email) !== preview.email) {
      throw new ApiError(
        400,
        `The email typed is not ${preview.name}'s; nothing was removed. Type their email exactly to confirm.`,
        "email_mismatch",
      );
    }
    const who = await fresh(c, "instructors.remove");
    const removal = await removeInstructor(c.var.db, who, preview.email);
    if (!removal) throw notFound("There is no such instructor (they may have been removed).");
    let photoDeleted = true;
    if (removal.photoKey)
      await c.env.PHOTOS.delete(removal.photoKey).catch(
        (err: unknown) => (
          (photoDeleted = false),
          console.error("Owner console: the removed instructor's photo was not deleted", removal.photoKey, err)
        ),
      );
    return c.json({ name: removal.name, email: removal.email, freedDays: removal.freedDays, keptDays: removal.keptDays, photoDeleted });
  })
  // The interest list.
  .get("/interest", validate("query", s.interestQuery), async (c) => {
    const { searchInterest } = await ops.interest();
    return c.json(await searchInterest(c.var.db, c.req.valid("query").q ?? ""));
  })
  .post("/interest/remove", validate("json", s.interestRemoveSchema), async (c) => {
    const who = await fresh(c, "interest.remove");
    const { removeInterest } = await ops.interest();
    const email = c.req.valid("json").email;
    if (!(await removeInterest(c.var.db, who, email))) throw notFound(`${email} is not on the interest list; nothing changed.`);
    return c.body(null, 204);
  })
  .post("/interest/export", async (c) => {
    const who = await fresh(c, "interest.export");
    const { exportInterest } = await ops.interest();
    const { csv } = await exportInterest(c.var.db, who);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="interest-list.csv"`,
    });
  })
  // The blog.
  .get("/posts", async (c) => {
    const { listPosts } = await ops.blog();
    return c.json({ posts: await listPosts(c.var.db) });
  })
  .post("/posts/preview", validate("json", s.previewSchema), async (c) => {
    const { renderPost } = await ops.blog();
    const post = renderPost({ category: "", title: "", publishedAt: "", content: c.req.valid("json").markdown });
    return c.json({ html: post.contentHtml, readTime: post.readTime });
  })
  .post("/posts", validate("json", s.publishSchema), async (c) => {
    const { category, title, date, markdown } = c.req.valid("json");
    const { publishPost } = await ops.blog();
    const { post, id } = await publishPost(c.var.db, actor(c), { category, title, publishedAt: date, content: markdown });
    if (id === null) throw new ApiError(409, `A post titled "${title}" on ${date} is already published; nothing changed.`, "post_exists");
    return c.json({ id, category, title, publishedAt: post.publishedAt, readTime: post.readTime, html: post.contentHtml }, 201);
  })
  .delete("/posts/:id", validate("param", s.idParam), async (c) => {
    const { unpublishPost } = await ops.blog();
    if (!(await unpublishPost(c.var.db, actor(c), c.req.valid("param").id)))
      throw notFound("There is no such post (it may have been unpublished already).");
    return c.body(null, 204);
  })
  // Health and the audit log.
  .get("/health", async (c) => {
    const { siteHealth } = await import("../owner/health");
    return c.json(await siteHealth(c.env, c.var.db));
  })
  .get("/audit", validate("query", s.auditQuery), async (c) => {
    const { before } = c.req.valid("query");
    const rows = await c.var.db
      .select()
      .from(ownerAudit)
      .where(before ? lt(ownerAudit.id, before) : undefined)
      .orderBy(desc(ownerAudit.id))
      .limit(100);
    return c.json({ entries: rows });
  });

export const ownerRoutes = new Hono<AppEnv>().route("/", publicRoutes).route("/", consoleRoutes);
