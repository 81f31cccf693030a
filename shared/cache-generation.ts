/**
 * The edge cache's generation (docs/decisions/0036-cache-generation.md): one D1 row that the Worker
 * puts into every edge-cache key and that the owner scripts overwrite after changing what a public
 * read shows, so every location misses on its next read instead of waiting for the TTL. It moved
 * from KV to D1 so that no flood of chat messages can use up the writes it needs
 * (docs/decisions/0060-cache-generation-in-d1.md).
 */

/** The one row's id in `cache_generation`. */
export const CACHE_GENERATION_ROW = 1;

/** What the Worker assumes while the row has never been written. */
export const INITIAL_CACHE_GENERATION = "0";

/**
 * A new generation: the time in milliseconds. It needs no read first (no read-increment-write
 * race between two scripts) and differs from every recent one.
 */
export const nextCacheGeneration = (now = Date.now()) => String(now);

/**
 * The statement that writes `generation` (one row, inserted the first time): what the owner scripts
 * run after a change, and what the Worker's tests run in their place.
 */
export function cacheGenerationUpsert(generation: string): string {
  if (!/^\d+$/.test(generation)) throw new Error(`A cache generation is digits, not "${generation}"`);
  return `INSERT INTO cache_generation (id, value) VALUES (${CACHE_GENERATION_ROW}, '${generation}') ON CONFLICT(id) DO UPDATE SET value = excluded.value`;
}
