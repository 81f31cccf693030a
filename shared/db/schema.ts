import { sql } from "drizzle-orm";
import { integer, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const instructors = sqliteTable("instructors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** R2 key of the instructor's photo in PHOTOS (`<id>/<sha-256 prefix>.<webp|jpg>`, content-addressed,
   *  decision 0042); null when they have none. The public URL is derived from it (photoPath). */
  photoKey: text("photo_key"),
  offerings: text("offerings"),
  websiteUrl: text("website_url"),
  /** Bumped on logout: every token carrying an older version is refused. */
  sessionVersion: integer("session_version").notNull().default(1),
  /** SHA-256 of the owner-issued password-reset code (`npm run reset-password`), hex; null when
   *  none is pending. Cleared in the same UPDATE that sets the new password (single use). */
  resetCodeHash: text("reset_code_hash"),
  resetExpiresAt: integer("reset_expires_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const inviteCodes = sqliteTable("invite_codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** SHA-256 of the code, hex; the code itself is never stored. */
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  usedBy: integer("used_by").references(() => instructors.id),
  createdAt: createdAt(),
});

export const calendarSlots = sqliteTable(
  "calendar_slots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The day in America/New_York, `YYYY-MM-DD`. Unique: one slot (or block) per day. */
    slotDate: text("slot_date").notNull(),
    instructorId: integer("instructor_id").references(() => instructors.id, { onDelete: "cascade" }),
    courseTitle: text("course_title").notNull().default(""),
    courseDescription: text("course_description").notNull().default(""),
    timeSlot: text("time_slot").notNull().default(""),
    isBlocked: integer("is_blocked", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_slots_slot_date_unique").on(t.slotDate), index("calendar_slots_instructor_idx").on(t.instructorId)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    /** The post's Markdown as written (read time, plain-text consumers). */
    content: text("content").notNull(),
    /** Sanitised HTML made from `content` at publish time (scripts/lib/markdown.ts); null for
     *  rows inserted before this column existed, which the card shows as plain paragraphs. */
    contentHtml: text("content_html"),
    publishedAt: text("published_at").notNull(),
    readTime: text("read_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt)],
);

/**
 * Networks an instructor has logged in from successfully (decision 0011): logins from them skip
 * the per-email limit, so strangers' failures cannot lock the owner out. Only an HMAC of
 * instructor id + network (IPv4 address or IPv6 /64) is stored, never the address; rows expire
 * 90 days after the last success and are pruned at the next login.
 */
export const loginKnownNetworks = sqliteTable(
  "login_known_networks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => instructors.id, { onDelete: "cascade" }),
    networkHash: text("network_hash").notNull(),
    lastSuccessAt: integer("last_success_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("login_known_networks_instructor_network_unique").on(t.instructorId, t.networkHash)],
);

/**
 * The wellness interest list (POST /api/wellness/interest, `npm run interest:export`): one row
 * per address, stored trimmed and lower-cased.
 */
export const interestEmails = sqliteTable("interest_emails", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The edge cache's generation (docs/decisions/0036-cache-generation.md, moved out of KV by
 * docs/decisions/0060-cache-generation-in-d1.md): one row, rewritten by the owner scripts after
 * they change what a public read shows. It lives in D1 because nothing a visitor can send writes
 * here, while every chat message writes KV, whose free plan allows 1,000 writes a day.
 */
export const cacheGeneration = sqliteTable("cache_generation", {
  id: integer("id").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The owner console (docs/owner-console-api.md, docs/decisions/0095-owner-passkeys.md). Passkeys
 * only: one row per registered credential. Public keys only; nothing here signs anything.
 */
export const ownerPasskeys = sqliteTable("owner_passkeys", {
  /** The credential id, base64url, as the browser reports it. */
  id: text("id").primaryKey(),
  /** The COSE public key, base64url. */
  publicKey: text("public_key").notNull(),
  counter: integer("counter").notNull().default(0),
  /** JSON array of the authenticator's transports ("internal", "hybrid", ...). */
  transports: text("transports").notNull().default("[]"),
  label: text("label").notNull().default(""),
  createdAt: createdAt(),
  lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
});

/**
 * WebAuthn challenges: single use (deleted when answered), 5 minutes. `purpose` is what the
 * answer may do: "setup", "login", "add" or "fresh:<action>"; `sessionId` ties "add" and
 * "fresh:*" to the owner session that asked.
 */
export const ownerChallenges = sqliteTable(
  "owner_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    sessionId: text("session_id"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("owner_challenges_expires_idx").on(t.expiresAt)],
);

/** `npm run owner:setup` codes: SHA-256 only, 15 minutes, used up when a registration verifies. */
export const ownerSetupCodes = sqliteTable("owner_setup_codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** One row per owner sign-in: 8 hours at most, 30 minutes idle; ended by sign-out or revocation. */
export const ownerSessions = sqliteTable("owner_sessions", {
  /** Random, base64url; the JWT's subject. */
  id: text("id").primaryKey(),
  passkeyId: text("passkey_id").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  createdAt: createdAt(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  endedAt: integer("ended_at", { mode: "timestamp_ms" }),
});

/** Fresh passkey checks: the SHA-256 of a token good for one action of one session, 5 minutes, once. */
export const ownerFreshChecks = sqliteTable("owner_fresh_checks", {
  tokenHash: text("token_hash").primaryKey(),
  sessionId: text("session_id").notNull(),
  action: text("action").notNull(),
  passkeyId: text("passkey_id").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * What the owner did, append-only (triggers in the migration refuse UPDATE and DELETE): when,
 * what, on what, with which passkey ("command" when a terminal command did it). A removed
 * interest address appears only as its SHA-256.
 */
export const ownerAudit = sqliteTable(
  "owner_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    passkeyId: text("passkey_id"),
    via: text("via").notNull(),
  },
  (t) => [index("owner_audit_at_idx").on(t.at)],
);
