// Blog posts: publish (npm run blog:publish, the console's Blog screen) and unpublish. The HTML is
// always made here from the Markdown (shared/owner/markdown.ts), whatever a browser sent.
import { and, desc, eq } from "drizzle-orm";
import { blogPosts } from "#shared/db/schema";
import { markdownToSafeHtml, readTime } from "./markdown";
import { recordWrite, type Actor, type OwnerDb } from "./record";

export type PostInput = { category: string; title: string; publishedAt: string; content: string };
export type RenderedPost = PostInput & { contentHtml: string; readTime: string };

/** The post as it would be stored: the same renderer, sanitiser and reading time as publishing. */
export function renderPost(post: PostInput): RenderedPost {
  const content = post.content.trim().replace(/\n{3,}/g, "\n\n");
  return { ...post, content, contentHtml: markdownToSafeHtml(content), readTime: readTime(content) };
}

/** Publishes the post unless one with the same title and date exists (then nothing is written). */
export async function publishPost(db: OwnerDb, actor: Actor, input: PostInput): Promise<{ post: RenderedPost; id: number | null }> {
  const post = renderPost(input);
  const same = and(eq(blogPosts.title, post.title), eq(blogPosts.publishedAt, post.publishedAt));
  if (await db.select({ id: blogPosts.id }).from(blogPosts).where(same).get()) return { post, id: null };
  const { category, title, content, contentHtml, publishedAt, readTime } = post;
  const [[row]] = await db.batch([
    db.insert(blogPosts).values({ category, title, content, contentHtml, publishedAt, readTime }).returning({ id: blogPosts.id }),
    ...recordWrite(db, actor, "blog.publish", `${publishedAt} ${title}`),
  ]);
  return { post, id: row.id };
}

/** Removes a published post; false when there is no such post. */
export async function unpublishPost(db: OwnerDb, actor: Actor, id: number): Promise<boolean> {
  const row = await db
    .select({ title: blogPosts.title, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get();
  if (!row) return false;
  await db.batch([
    db.delete(blogPosts).where(eq(blogPosts.id, id)),
    ...recordWrite(db, actor, "blog.unpublish", `${row.publishedAt} ${row.title}`),
  ]);
  return true;
}

export async function listPosts(db: OwnerDb) {
  return db
    .select({
      id: blogPosts.id,
      category: blogPosts.category,
      title: blogPosts.title,
      publishedAt: blogPosts.publishedAt,
      readTime: blogPosts.readTime,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
