// The owner scripts against a real local D1 and R2 (a fresh wrangler state folder a test file,
// migrated with the project's migrations), each run as the owner runs it: tsx, a separate process,
// WRANGLER_PERSIST_DIR pointing at the folder. One file per script, so the files run side by side.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { instructors } from "#shared/db/schema";
import { openD1, type ScriptDb } from "../lib/d1";
import { localTarget, migrateD1, wranglerEnv } from "../lib/wrangler";

export type Run = { status: number | null; stdout: string; stderr: string };

/** A fresh, migrated local state for this test file, and the ways a test reaches it. */
export function ownerState() {
  let dir = "";
  let db: ScriptDb | undefined;
  beforeAll(async () => {
    mkdirSync(".wrangler", { recursive: true });
    dir = mkdtempSync(join(".wrangler", "owner-scripts-test-"));
    await migrateD1(localTarget(dir));
    db = openD1(localTarget(dir));
  }, 240_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    get db(): ScriptDb {
      return db!;
    },
    runScript(script: string, args: string[]): Run {
      const result = spawnSync("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
        encoding: "utf8",
        env: wranglerEnv({ WRANGLER_PERSIST_DIR: dir }),
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    /** `wrangler r2 object <args>` on this file's local state folder, as the Worker's dev server would see it. */
    r2(args: string[]): Run {
      const result = spawnSync("node_modules/.bin/wrangler", ["r2", "object", ...args, "--local", "--persist-to", dir], {
        encoding: "utf8",
        env: wranglerEnv(),
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    async addInstructor(email: string, name: string): Promise<number> {
      const [row] = await db!
        .insert(instructors)
        .values({ email, name, passwordHash: "pbkdf2-sha256$1$AA$AA" })
        .returning({ id: instructors.id });
      return row.id;
    },
  };
}
