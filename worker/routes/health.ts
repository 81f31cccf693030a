import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

/**
 * GET /api/health: the Worker reaches D1 and KV (one query, one read); the e2e server and the
 * bench wait for it. GET /api/health/live: the Worker answers, with no D1 or KV at all: the
 * bench's no-I/O baseline, the cost of the runtime and the middleware alone
 * (docs/performance.md#the-api-rows-a-no-io-baseline).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    try {
      await c.var.db.get(sql`SELECT 1`);
      await c.env.KV.get("health:probe");
    } catch (err) {
      console.error("Health check failed", err);
      throw new ApiError(503, "The database or the key-value store is not reachable.", "unavailable");
    }
    return c.json({ ok: true });
  })
  .get("/live", (c) => c.json({ ok: true }));
