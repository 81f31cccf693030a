/**
 * GET /api/blog/latest: the newest post, or JSON null when there is none (the card shows its
 * empty state for null, so "no post" is not an error).
 *
 * `contentHtml` is served exactly as `npm run blog:publish` stored it, already sanitised in Node
 * (scripts/lib/markdown.ts). No route writes this table: the HTML can only come from the owner's
 * publish step, never from a visitor or an instructor.
 */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { blogPosts } from "#shared/db/schema";
import type { AppEnv } from "../env";
import { cacheKeys, EDGE_TTL, edgeCache } from "../lib/edge-cache";

export const blogRoutes = new Hono<AppEnv>().get("/latest", edgeCache(EDGE_TTL.blog, cacheKeys.blog), async (c) => {
  const [post] = await c.var.db
    .select({
      category: blogPosts.category,
      title: blogPosts.title,
      content: blogPosts.content,
      contentHtml: blogPosts.contentHtml,
      publishedAt: blogPosts.publishedAt,
      readTime: blogPosts.readTime,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(1);
  return c.json(post ?? null);
});
