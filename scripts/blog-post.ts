/**
 * A blog post file: Markdown with a small front matter, as the owner writes it.
 *
 *   ---
 *   category: AI & Culture
 *   title: Welcome to the Porch
 *   date: 2026-01-15
 *   ---
 *   First paragraph.
 *
 *   Second paragraph (paragraphs are separated by blank lines, as the blog card shows them).
 */
import { and, eq } from "drizzle-orm";
import { blogPosts } from "#shared/db/schema";
import type { ScriptDb } from "./lib/d1";
import { readFrontMatter } from "./lib/front-matter";
import { markdownToSafeHtml } from "./lib/markdown";

export type BlogPost = {
  category: string;
  title: string;
  publishedAt: string;
  /** The Markdown as written: the read time counts it, plain consumers may show it. */
  content: string;
  /** The Markdown rendered and sanitised now, at publish time (scripts/lib/markdown.ts). */
  contentHtml: string;
  readTime: string;
};

/** Silent-reading speed used for the "N min read" label. */
export const WORDS_PER_MINUTE = 200;

export function readTime(content: string): string {
  const words = content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Parses a post file; throws an Error whose message tells the owner what to fix. */
export function parsePost(source: string, fileName = "the post"): BlogPost {
  const { fields: written, body } = readFrontMatter(source, fileName, ["category", "title", "date"]);
  const fields = new Map(Object.entries(written).map(([name, value]) => [name.toLowerCase(), value]));
  const category = fields.get("category") ?? "";
  const title = fields.get("title") ?? "";
  const date = fields.get("date") ?? "";
  const problems: string[] = [];
  if (!category) problems.push("category is missing");
  if (!title) problems.push("title is missing");
  if (!isRealDate(date)) problems.push(`date must be a real day written YYYY-MM-DD (got "${date}")`);
  const content = body.trim().replace(/\n{3,}/g, "\n\n");
  if (!content) problems.push("the post has no text after the front matter");
  if (problems.length > 0) throw new Error(`${fileName}: ${problems.join("; ")}.`);
  return { category, title, publishedAt: date, content, contentHtml: markdownToSafeHtml(content), readTime: readTime(content) };
}

/**
 * Inserts the post unless one with the same title and date exists. Read, then write: the owner
 * publishes by hand, one post at a time, so no second writer races the check (the table has no
 * unique key on title and date, and adding one would change the schema for a script's sake).
 */
export async function insertPost(db: ScriptDb, post: BlogPost): Promise<boolean> {
  const same = and(eq(blogPosts.title, post.title), eq(blogPosts.publishedAt, post.publishedAt));
  if (await db.select({ id: blogPosts.id }).from(blogPosts).where(same).get()) return false;
  const { category, title, content, contentHtml, publishedAt, readTime } = post;
  await db.insert(blogPosts).values({ category, title, content, contentHtml, publishedAt, readTime });
  return true;
}
