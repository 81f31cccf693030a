/**
 * Seeds the demo blog post into the local D1 (called by `npm start`). Idempotent: the insert
 * skips a post that already exists with the same title and date.
 */
import { pathToFileURL } from "node:url";
import { publishPost } from "./blog-publish";

export const DEMO_POST = "content/blog/welcome.md";

export async function seedBlog(): Promise<void> {
  const { post } = await publishPost(DEMO_POST);
  console.log(`Blog demo post ready: "${post.title}".`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedBlog().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
