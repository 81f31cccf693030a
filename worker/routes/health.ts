import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.var.db.get(sql`SELECT 1`);
    await c.env.KV.get("health:probe");
  } catch (err) {
    console.error("Health check failed", err);
    throw new ApiError(503, "The database or the key-value store is not reachable.", "unavailable");
  }
  return c.json({ ok: true });
});
