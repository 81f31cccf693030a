import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { resetFreeDays } from "./calendar-helpers";

// Runs before each test file. One workerd serves every file of a vitest worker (vitest.config.ts,
// isolate: false: starting workerd once per file cost more than the tests), so each file first
// drops what the files before it left (a fault test may even have dropped or renamed a table),
// then migrates: every file starts from a freshly migrated database, empty KV and an empty bucket,
// and with the test helpers' own state back at its start.
resetFreeDays();
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
).all<{ name: string }>();
if (tables.length)
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...tables.map(({ name }) => env.DB.prepare(`DROP TABLE "${name}"`)),
  ]);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (let cursor: string | undefined; ;) {
  const page = await env.KV.list({ cursor });
  await Promise.all(page.keys.map(({ name }) => env.KV.delete(name)));
  if (page.list_complete) break;
  cursor = page.cursor;
}
for (let cursor: string | undefined; ;) {
  const page = await env.PHOTOS.list({ cursor });
  if (page.objects.length) await env.PHOTOS.delete(page.objects.map((o) => o.key));
  if (!page.truncated) break;
  cursor = page.cursor;
}
