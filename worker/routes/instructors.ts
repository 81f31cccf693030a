/**
 * `/api/instructors`: the public list of instructors (names for the calendar) and their photos;
 * the signed-in instructor's own account is `/api/instructor` (instructor.ts). Columns are picked one
 * by one so an email, a password hash or a session version can never be added to it by accident.
 */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { instructors } from "#shared/db/schema";
import { photoFileParams } from "#shared/schemas/instructor";
import type { AppEnv } from "../env";
import { cacheKeys, EDGE_TTL, edgeCache } from "../lib/edge-cache";
import { ApiError } from "../lib/errors";
import { PHOTO_CACHE_CONTROL, photoType, readPhoto } from "../photos/storage";
import { ifMatchFails } from "../lib/preconditions";
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
  // holds its content hash, so it never changes and may be cached for a year. hono's etag answers
  // a matching If-None-Match with 304 (a malformed one matches nothing); If-Match is ours.
  .get("/:id/photo/:file", validate("param", photoFileParams), etag(), async (c) => {
    const { id, file } = c.req.valid("param");
    const object = await readPhoto(c.env.PHOTOS, `${id}/${file}`);
    if (!object) throw new ApiError(404, "There is no such photo: it may have been replaced or removed.", "not_found");
    if (ifMatchFails(c.req.header("if-match"), object.httpEtag)) {
      await object.body.cancel();
      throw new ApiError(412, "This photo is not the version your request names (If-Match): it has another ETag.", "precondition_failed");
    }
    c.header("Cache-Control", PHOTO_CACHE_CONTROL);
    c.header("ETag", object.httpEtag);
    c.header("Content-Type", photoType(file));
    c.header("Content-Length", String(object.size));
    return c.body(object.body);
  });
