/**
 * npm run blog:publish -- path/to/post.md [--remote]
 *
 * Reads a Markdown post with front matter (category, title, date), computes its read time and
 * inserts it into D1: the local database by default (honouring WRANGLER_PERSIST_DIR), the
 * production one with --remote. Publishing the same title and date again changes nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { insertSql, parsePost, type BlogPost } from "./blog-post";

const quietEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

export function publishPost(file: string, options: { remote?: boolean } = {}): BlogPost {
  const post = parsePost(readFileSync(file, "utf8"), basename(file));
  const dir = mkdtempSync(join(tmpdir(), "blog-publish-"));
  const sqlFile = join(dir, "post.sql");
  writeFileSync(sqlFile, insertSql(post));
  const target = options.remote
    ? ["--remote", "--yes"]
    : ["--local", ...(process.env.WRANGLER_PERSIST_DIR ? ["--persist-to", process.env.WRANGLER_PERSIST_DIR] : [])];
  try {
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--file", sqlFile], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...quietEnv },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return post;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("Usage: npm run blog:publish -- path/to/post.md [--remote]");
    process.exit(1);
  }
  try {
    const post = publishPost(file, { remote: args.includes("--remote") });
    console.log(
      `Published "${post.title}" (${post.category}, ${post.publishedAt}, ${post.readTime}) to the ${args.includes("--remote") ? "production" : "local"} database.` +
        " (A post with the same title and date is left as it was.)",
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
