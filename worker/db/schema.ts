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
  photoUrl: text("photo_url"),
  offerings: text("offerings"),
  websiteUrl: text("website_url"),
  /** Bumped on logout: every token carrying an older version is refused. */
  sessionVersion: integer("session_version").notNull().default(1),
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
    content: text("content").notNull(),
    publishedAt: text("published_at").notNull(),
    readTime: text("read_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt)],
);
