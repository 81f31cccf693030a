/**
 * Request guards for /api: body size (413), JSON-only mutations (415), same-origin (403).
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "The request body is too large (the limit is 16 KiB).", "payload_too_large");
  },
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const requireJsonAndSameOrigin: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();

  // Browsers send Sec-Fetch-Site and Origin on every cross-site write; other clients send neither.
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const selfOrigin = new URL(c.req.url).origin;
  if ((site && site !== "same-origin" && site !== "none") || (origin && origin !== selfOrigin)) {
    throw new ApiError(403, "Requests from other websites are not allowed.", "cross_origin");
  }

  const length = c.req.header("content-length");
  const hasBody = length !== undefined ? Number(length) > 0 : c.req.raw.body !== null;
  const type = c.req.header("content-type") ?? "";
  if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "Please send the request body as JSON (Content-Type: application/json).", "unsupported_media_type");
  }
  return next();
};
