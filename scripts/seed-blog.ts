/**
 * Seeds the demo blog post into the local D1 (called by `npm start`). Idempotent: the insert
 * skips a post that already exists with the same title and date.
 */
import { publishPost } from "./blog-publish";
import { isMainModule, errorText } from "./lib/script-main";

export const DEMO_POST = "content/blog/welcome.md";

export async function seedBlog(): Promise<void> {
  const { post } = await publishPost(DEMO_POST);
  console.log(`Blog demo post ready: "${post.title}".`);
}

if (isMainModule(import.meta.url)) {
  seedBlog().catch((err: unknown) => {
    console.error(errorText(err));
    process.exit(1);
  });
}
