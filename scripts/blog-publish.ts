/**
 * npm run blog:publish -- path/to/post.md [--remote]
 *
 * Reads a Markdown post with front matter (category, title, date), computes its read time and
 * inserts it into D1: the local database by default (honouring WRANGLER_PERSIST_DIR), the
 * production one with --remote. Publishing the same title and date again changes nothing. A new
 * post also gets an audit row and a new cache generation (one batch), so the home page's card shows
 * it on the next read.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { publishPost as publish } from "#shared/owner/blog";
import { COMMAND } from "#shared/owner/record";
import { parsePost, type BlogPost } from "./blog-post";
import { CHANGE_SHOWN } from "./lib/cache-generation";
import { openD1 } from "./lib/d1";
import { describeTarget, localTarget, targetFromArgs, type D1Target } from "./lib/wrangler";
import { isMainModule, errorText } from "./lib/script-main";

/** Parses and inserts the post; `inserted` is false when the same title and date already exist. */
export async function publishPost(file: string, target: D1Target = localTarget()): Promise<{ post: BlogPost; inserted: boolean }> {
  const post = parsePost(readFileSync(file, "utf8"), basename(file));
  // The console's own domain function (shared/owner/blog.ts): the same renderer and sanitiser,
  // and the post, its audit row and a new cache generation in one batch.
  const { id } = await publish(openD1(target), COMMAND, post);
  return { post, inserted: id !== null };
}

if (isMainModule(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("Usage: npm run blog:publish -- path/to/post.md [--remote]");
    process.exit(1);
  }
  try {
    const target = targetFromArgs(args);
    const { post, inserted } = await publishPost(file, target);
    if (inserted) {
      console.log(`Published "${post.title}" (${post.category}, ${post.publishedAt}, ${post.readTime}) to ${describeTarget(target)}.`);
      console.log(CHANGE_SHOWN);
    } else {
      console.log(`"${post.title}" (${post.publishedAt}) is already in ${describeTarget(target)}; left as it was.`);
    }
  } catch (err) {
    console.error(errorText(err));
    process.exit(1);
  }
}
