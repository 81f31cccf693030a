/**
 * The edge cache's generation in D1 (docs/decisions/0036-cache-generation.md,
 * docs/decisions/0060-cache-generation-in-d1.md), as the scripts and the bench reach it. The owner
 * commands write a new one in the same batch as their change (shared/owner/record.ts,
 * docs/decisions/0098-one-rule-two-doors.md); the bench writes one to start its reads afresh.
 */
import { eq } from "drizzle-orm";
import { CACHE_GENERATION_ROW, cacheGenerationUpsert, nextCacheGeneration } from "#shared/cache-generation";
import { cacheGeneration } from "#shared/db/schema";
import { openD1 } from "./d1";
import { d1Execute, type D1Target } from "./wrangler";

/** What a command prints once its change and the new generation are written (in one batch). */
export const CHANGE_SHOWN = "Visitors see the change on their next read (new cache generation).";

/** Writes a new generation and returns it. */
export async function bumpCacheGeneration(target: D1Target): Promise<string> {
  const generation = nextCacheGeneration();
  d1Execute(cacheGenerationUpsert(generation), target);
  return generation;
}

/** The stored generation, or null when none was ever written. */
export async function readCacheGeneration(target: D1Target): Promise<string | null> {
  const row = await openD1(target)
    .select({ value: cacheGeneration.value })
    .from(cacheGeneration)
    .where(eq(cacheGeneration.id, CACHE_GENERATION_ROW))
    .get();
  return row?.value ?? null;
}
