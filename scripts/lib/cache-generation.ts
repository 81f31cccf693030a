/**
 * After an owner script changed what a public read shows (a blocked day, a post, a removed
 * instructor), it writes a new cache generation to D1 (docs/decisions/0036-cache-generation.md,
 * docs/decisions/0060-cache-generation-in-d1.md): the Worker puts the generation into every
 * edge-cache key, so every location misses on its next read. Same target as the script's change:
 * the local state folder, or --remote.
 */
import { eq } from "drizzle-orm";
import { CACHE_GENERATION_ROW, cacheGenerationUpsert, nextCacheGeneration } from "#shared/cache-generation";
import { cacheGeneration } from "#shared/db/schema";
import { openD1 } from "./d1";
import { d1Execute, targetArgs, type D1Target } from "./wrangler";

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
  const row = await openD1(target).select({ value: cacheGeneration.value }).from(cacheGeneration).where(eq(cacheGeneration.id, CACHE_GENERATION_ROW)).get();
  return row?.value ?? null;
}

/**
 * Bumps the generation after a change and says so. When that fails the change still stands: the
 * owner is told how long visitors may see the old answer and how to retry (exit code 1).
 */
export async function showChangeNow(target: D1Target): Promise<void> {
  try {
    await bumpCacheGeneration(target);
    console.log("Visitors see the change on their next read (new cache generation).");
  } catch (err) {
    console.error(
      `${err instanceof Error ? err.message : String(err)}\n` +
        "The change is saved, but the cache generation was not written: visitors may see the old answer for up to 10 minutes.\n" +
        `To show it now, run: npx wrangler d1 execute DB ${targetArgs(target).join(" ")} --command "${cacheGenerationUpsert(nextCacheGeneration())}"`,
    );
    process.exitCode = 1;
  }
}
