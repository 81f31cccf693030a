/**
 * GET /api/blog/latest: the newest post, or JSON null when there is none (the card shows its
 * empty state for null, so "no post" is not an error).
 */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "../db/client";
import { blogPosts } from "../db/schema";
import type { AppEnv } from "../env";

export const blog = new Hono<AppEnv>().get("/latest", async (c) => {
  const [post] = await getDb(c.env.DB)
    .select({
      category: blogPosts.category,
      title: blogPosts.title,
      content: blogPosts.content,
      publishedAt: blogPosts.publishedAt,
      readTime: blogPosts.readTime,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(1);
  return c.json(post ?? null);
});
