/**
 * After an owner script changed what a public read shows (a blocked day, a post, a removed
 * instructor), it writes a new cache generation to KV (docs/decisions/0036-cache-generation.md):
 * the Worker puts the generation into every edge-cache key, so every location misses on its next
 * read. Same target as the script's D1 change: the local state folder, or --remote.
 */
import { CACHE_GENERATION_KEY, nextCacheGeneration } from "#shared/cache-generation";
import { kvKey, targetArgs, type D1Target } from "./wrangler";

/** Writes a new generation and returns it. */
export function bumpCacheGeneration(target: D1Target): string {
  const generation = nextCacheGeneration();
  kvKey(["put", CACHE_GENERATION_KEY, generation], target);
  return generation;
}

/** The stored generation, or null when none was ever written. */
export function readCacheGeneration(target: D1Target): string | null {
  const out = kvKey(["get", CACHE_GENERATION_KEY, "--text"], target).trim();
  return out === "Value not found" ? null : out; // wrangler's answer for a missing key (exit code 0)
}

/**
 * Bumps the generation after a change and says so. When that fails the change still stands: the
 * owner is told how long visitors may see the old answer and how to retry (exit code 1).
 */
export function showChangeNow(target: D1Target): void {
  try {
    bumpCacheGeneration(target);
    console.log("Visitors see the change on their next read (new cache generation).");
  } catch (err) {
    console.error(
      `${err instanceof Error ? err.message : String(err)}\n` +
        "The change is saved, but the cache generation was not written: visitors may see the old answer for up to 10 minutes.\n" +
        `To show it now, run: npx wrangler kv key put ${CACHE_GENERATION_KEY} ${nextCacheGeneration()} --binding KV ${targetArgs(target).join(" ")}`,
    );
    process.exitCode = 1;
  }
}
