/**
 * Request guards for /api: body size (413), JSON-only mutations (415), same-origin (403) and
 * JSON nesting depth (400). They run before any route, so no validator or handler ever sees a
 * body that is too big, too deep, or sent from another website.
 */
import type { MiddlewareHandler } from "hono";
import { PHOTO_MAX_BYTES } from "#shared/schemas/limits";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

type BodyLimit = { maxBytes: number; tooLarge: string };

const JSON_LIMIT: BodyLimit = { maxBytes: MAX_BODY_BYTES, tooLarge: "The request body is too large (the limit is 16 KiB)." };

/**
 * Routes whose body is not JSON but raw bytes (the photo upload, decision 0036), each with its own
 * size limit and sentence. The same-origin check applies to them as to every write; the JSON
 * content-type and depth checks do not: the route decides what the bytes are by reading them.
 */
export const RAW_BODY_ROUTES: ReadonlyMap<string, BodyLimit> = new Map([
  [
    "/api/instructor/photo",
    {
      maxBytes: PHOTO_MAX_BYTES,
      tooLarge: `This photo is too large: the limit is ${PHOTO_MAX_BYTES / 1000} kB. Please upload a smaller copy (the Edit Profile dialog shrinks photos for you).`,
    },
  ],
]);

/**
 * How far past the limit we keep reading (and discarding) an oversized body before answering.
 * Answering while the client is still uploading makes the connection close under it: wrangler's
 * dev proxy then answers a plain-text 503 ("Your worker restarted mid-request") and clients such
 * as Node's fetch see ECONNRESET, never our 413. Reading the rest first lets the 413 arrive.
 * Beyond this we stop paying for the upload and cancel: no honest client sends that much.
 */
export const MAX_DRAIN_BYTES = 4 * 1024 * 1024;

/** Deepest `[` / `{` nesting a request body may have. Our bodies are flat objects (depth 1). */
export const MAX_JSON_DEPTH = 16;

const tooLarge = (limit: BodyLimit) => new ApiError(413, limit.tooLarge, "payload_too_large");

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  try {
    while (read <= MAX_DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away mid-upload: nothing left to drain, and nobody to answer.
  }
}

/**
 * 413 for bodies over 16 KiB (a raw-body route: its own limit), whether announced by
 * Content-Length or streamed in chunks (no Content-Length). The body is read into memory once (at
 * most the limit) and handed on as a plain buffer, so later readers never touch the network stream.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const limit = RAW_BODY_ROUTES.get(c.req.path) ?? JSON_LIMIT;
  const reader = body.getReader();
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding") && Number(declared) > limit.maxBytes) {
    await drain(reader, 0);
    throw tooLarge(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      await drain(reader, size);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const buffer = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.byteLength;
  }
  c.req.raw = new Request(c.req.raw, { body: buffer });
  return next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Routes that also take a plain HTML form post (application/x-www-form-urlencoded), so they work
 * before or without JavaScript. The origin check applies to them as to every write: a browser's
 * own form post sends Origin and Sec-Fetch-Site.
 */
export const FORM_POST_PATHS = new Set(["/api/wellness/interest"]);
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** The configured site origins: SITE_ORIGIN is one origin or a comma-separated list. */
export function siteOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export const requireJsonAndSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();

  // Browsers send Origin on every non-GET request and Sec-Fetch-Site on every request; a page on
  // another website cannot forge either. The origin is compared with the configured site origin,
  // never with the Host header: a proxy or a forged Host must not decide what "same" means.
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if (site === undefined && origin === undefined) {
    throw new ApiError(
      403,
      "This request did not say which website sent it (no Origin header), so it was refused. Please use the SoulCode site.",
      "origin_missing",
    );
  }
  if ((site !== undefined && site !== "same-origin" && site !== "none") || (origin !== undefined && !siteOrigins(c.env.SITE_ORIGIN).includes(origin))) {
    throw new ApiError(403, "Requests from other websites are not allowed.", "cross_origin");
  }

  const length = c.req.header("content-length");
  const hasBody = length !== undefined ? Number(length) > 0 : c.req.raw.body !== null;
  const type = c.req.header("content-type") ?? "";
  const formAllowed = FORM_POST_PATHS.has(c.req.path) && FORM_TYPE.test(type);
  if (hasBody && !formAllowed && !RAW_BODY_ROUTES.has(c.req.path) && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "Please send the request body as JSON (Content-Type: application/json).", "unsupported_media_type");
  }
  return next();
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
      if (ch === 0x5c) i++; // backslash: skip the escaped character
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
  if (SAFE_METHODS.has(c.req.method) || c.req.raw.body === null || RAW_BODY_ROUTES.has(c.req.path)) return next();
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
