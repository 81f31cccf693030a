/**
 * Guards for /api request bodies that hono has no middleware for: writes send JSON (415), and
 * that JSON is not nested deeper than MAX_JSON_DEPTH (400), so a body of 8,000 `[` never reaches
 * JSON.parse, zod or our own checks. They run after limitBody and requireSameOrigin (guards.ts);
 * a urlencoded form post to a form route (worker/lib/form-posts.ts) is no JSON and skips both.
 */
import type { Context, MiddlewareHandler } from "hono";
import { PHOTO_MAX_BYTES } from "#shared/schemas/limits";
import { ApiError } from "./errors";
import { isUrlencodedFormPost } from "./form-posts";

/**
 * Routes whose body is raw bytes, not JSON (the photo upload, decision 0042), each with its own
 * size limit and sentence (limitBody in guards.ts). The origin check applies to them as to every
 * write; the JSON checks below do not: the route decides what the bytes are by reading them.
 */
export const RAW_BODY_ROUTES: ReadonlyMap<string, { maxBytes: number; tooLarge: string }> = new Map([
  [
    "/api/instructor/photo",
    {
      maxBytes: PHOTO_MAX_BYTES,
      tooLarge: `This photo is too large: the limit is ${PHOTO_MAX_BYTES / 1000} kB. Please upload a smaller copy (the Edit Profile dialog shrinks photos for you).`,
    },
  ],
]);

/** Deepest `[` / `{` nesting a request body may have. Our bodies are flat objects (depth 1). */
export const MAX_JSON_DEPTH = 16;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const typeIs = (c: Context, type: RegExp) => type.test(c.req.header("content-type") ?? "");

export const requireJson: MiddlewareHandler = async (c, next) => {
  const length = c.req.header("content-length");
  const hasBody = length !== undefined ? Number(length) > 0 : c.req.raw.body !== null;
  // Form routes also take a plain HTML form post (decision 0020); the origin check applies to them as to every write.
  const formPost = isUrlencodedFormPost(c);
  const raw = RAW_BODY_ROUTES.has(c.req.path);
  if (SAFE_METHODS.has(c.req.method) || !hasBody || formPost || raw || typeIs(c, /^application\/json\s*(;|$)/i)) return next();
  throw new ApiError(415, "Please send the request body as JSON (Content-Type: application/json).", "unsupported_media_type");
};

/**
 * The deepest bracket nesting of a JSON text, counting only brackets outside strings. A plain
 * scan (no recursion, no parse), so a body of 8,000 `[` costs one pass and cannot exhaust the
 * stack of JSON.parse, zod or our own checks.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > max) max = depth;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return max;
}

/** 400 for JSON nested deeper than MAX_JSON_DEPTH, before any parser or validator runs. */
export const limitJsonDepth: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.raw.body === null || RAW_BODY_ROUTES.has(c.req.path) || isUrlencodedFormPost(c))
    return next();
  // limitBody has already bounded the body to 16 KiB; hono caches this text for c.req.json().
  const text = await c.req.text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(
      400,
      `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels of brackets). Please send a flat JSON object.`,
      "too_deep",
    );
  }
  return next();
};
