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
import { renderPost } from "#shared/owner/blog";
import { readFrontMatter } from "./lib/front-matter";

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

// Reading time and rendering are the console's own (shared/owner/markdown.ts, shared/owner/blog.ts).
export { readTime, WORDS_PER_MINUTE } from "#shared/owner/markdown";

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
  return renderPost({ category, title, publishedAt: date, content });
}
