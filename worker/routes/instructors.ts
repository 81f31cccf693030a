/**
 * The public list of instructors (names for the calendar) and their photos. Columns are picked one
 * by one so an email, a password hash or a session version can never be added to it by accident.
 */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { instructors } from "#shared/db/schema";
import { photoFileParams } from "#shared/schemas/instructor";
import type { AppEnv } from "../env";
import { cacheKeys, EDGE_TTL, edgeCache } from "../lib/edge-cache";
import { ApiError } from "../lib/errors";
import { PHOTO_CACHE_CONTROL, photoType, readPhoto } from "../lib/photos";
import { photoAddress } from "#shared/photo-address";
import { validate } from "../lib/validate";

export const instructorsRoutes = new Hono<AppEnv>()
  .get("/", edgeCache(EDGE_TTL.instructors, cacheKeys.instructors), async (c) => {
    const rows = await c.var.db
      .select({
        id: instructors.id,
        name: instructors.name,
        photoKey: instructors.photoKey,
        offerings: instructors.offerings,
        websiteUrl: instructors.websiteUrl,
      })
      .from(instructors)
      .orderBy(asc(instructors.id))
      .all();
    return c.json(rows.map(({ photoKey, ...row }) => ({ ...row, photoUrl: photoAddress(photoKey) })));
  })

  // A stored photo (docs/decisions/0042-hosted-instructor-photos.md), same-origin. Its address
  // holds its content hash, so it never changes and may be cached for a year.
  .get("/:id/photo/:file", validate("param", photoFileParams), async (c) => {
    const { id, file } = c.req.valid("param");
    const object = await readPhoto(c.env.PHOTOS, `${id}/${file}`, c.req.raw.headers);
    if (!object) throw new ApiError(404, "There is no such photo: it may have been replaced or removed.", "not_found");
    c.header("Cache-Control", PHOTO_CACHE_CONTROL);
    c.header("ETag", object.httpEtag);
    // R2 answers a matching If-None-Match with the object's metadata only.
    if (!("body" in object)) return c.body(null, 304);
    c.header("Content-Type", photoType(file));
    c.header("Content-Length", String(object.size));
    return c.body(object.body);
  });
