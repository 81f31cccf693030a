/**
 * What every owner write carries in its own D1 batch (docs/owner-console-api.md): one audit row
 * and a new cache generation, so the change shows at once everywhere and the log never misses one.
 * The console's API and the npm commands both go through these.
 */
import { sql } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { CACHE_GENERATION_ROW, nextCacheGeneration } from "#shared/cache-generation";
import * as schema from "#shared/db/schema";
import { cacheGeneration, ownerAudit } from "#shared/db/schema";

/**
 * A drizzle database on D1 as both doors hold one: the Worker's (drizzle-orm/d1) and the
 * commands' (drizzle-orm/sqlite-proxy through wrangler). Both batch in one transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the two drivers' run results differ; no caller reads them
export type OwnerDb = BaseSQLiteDatabase<"async", any, typeof schema> & Pick<SqliteRemoteDatabase<typeof schema>, "batch">;

/** Who did it: a passkey in the console, or a terminal command (whoever controls the Cloudflare account). */
export type Actor = { via: "console"; passkeyId: string } | { via: "command" };

export const COMMAND: Actor = { via: "command" };

/** The audit row of one write. `target` names what it acted on (never a removed interest address: its hash). */
export function auditRow(db: OwnerDb, actor: Actor, action: string, target: string, now = Date.now()) {
  return db.insert(ownerAudit).values({
    at: new Date(now),
    action,
    target,
    passkeyId: actor.via === "console" ? actor.passkeyId : null,
    via: actor.via,
  });
}

/**
 * A new cache generation, with no read first: the time in milliseconds, or one more than the
 * stored one when that is not older (two writes in one millisecond still differ).
 */
export function generationBump(db: OwnerDb, now = Date.now()) {
  const next = nextCacheGeneration(now);
  return db
    .insert(cacheGeneration)
    .values({ id: CACHE_GENERATION_ROW, value: next })
    .onConflictDoUpdate({
      target: cacheGeneration.id,
      set: {
        value: sql`CASE WHEN CAST(${cacheGeneration.value} AS INTEGER) >= CAST(excluded.value AS INTEGER) THEN CAST(CAST(${cacheGeneration.value} AS INTEGER) + 1 AS TEXT) ELSE excluded.value END`,
      },
    });
}

/** The audit row and the generation bump, to end a write's batch. */
export const recordWrite = (db: OwnerDb, actor: Actor, action: string, target: string) =>
  [auditRow(db, actor, action, target), generationBump(db)] as const;
