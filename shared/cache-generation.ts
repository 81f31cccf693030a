/**
 * The edge cache's generation (docs/decisions/0036-cache-generation.md): one KV key that the Worker
 * puts into every edge-cache key and that the owner scripts overwrite after changing what a public
 * read shows, so every location misses on its next read instead of waiting for the TTL.
 */

/** The KV key. */
export const CACHE_GENERATION_KEY = "cache:generation";

/** What the Worker assumes while the key has never been written. */
export const INITIAL_CACHE_GENERATION = "0";

/**
 * A new generation: the time in milliseconds. It needs no read first (no read-increment-write
 * race between two scripts, one wrangler call instead of two) and differs from every recent one.
 */
export const nextCacheGeneration = (now = Date.now()) => String(now);
