/**
 * The public list of instructors (names for the calendar). Columns are picked one by one so an
 * email, a password hash or a session version can never be added to it by accident.
 */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { instructors } from "#shared/db/schema";
import type { AppEnv } from "../env";
import { cacheKeys, EDGE_TTL, edgeCache } from "../lib/edge-cache";

export const instructorsRoutes = new Hono<AppEnv>().get("/", edgeCache(EDGE_TTL.instructors, cacheKeys.instructors), async (c) => {
  const rows = await c.var.db
    .select({
      id: instructors.id,
      name: instructors.name,
      photoUrl: instructors.photoUrl,
      offerings: instructors.offerings,
      websiteUrl: instructors.websiteUrl,
    })
    .from(instructors)
    .orderBy(asc(instructors.id))
    .all();
  return c.json(rows);
});
