// Request guards for /api, before any route: body size (413: hono's bodyLimit, then our drain) and
// same origin (403: hono's csrf, applied to every write). Why: docs/decisions/0038-request-guards-on-hono.md.
import { Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";
import { RAW_BODY_ROUTES } from "./json-body";

export const MAX_BODY_BYTES = 16 * 1024;
const MAX_DRAIN_BYTES = 4 * 1024 * 1024; // read past a refusal at most: no honest client sends that much
/**
 * Answering while the client is still uploading closes the connection under it (wrangler's dev proxy
 * then answers a plain-text 503, Node's fetch sees ECONNRESET), never our 413: so the rest is read
 * first. bodyLimit keeps the lock of the stream it reads, so it reads a relay and we drain the source,
 * locked only once read (a body nobody reads stays the runtime's to discard; wrangler dev drains it).
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  let source: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const read = () => (source ??= body.getReader()).read();
  /** Reads what is left (at most MAX_DRAIN_BYTES), then lets go; says how many bytes it read. */
  const drain = async () => {
    let total = 0;
    while (total <= MAX_DRAIN_BYTES) {
      const chunk = await read().catch(() => ({ done: true, value: undefined })); // the client left
      if (chunk.done) break;
      total += chunk.value.byteLength;
    }
    await source?.cancel().catch(() => {});
    return total;
  };
  // HTTP gives a body on GET or HEAD no meaning (RFC 9110 9.3.1), and a Request cannot be rebuilt
  // with one (the runtime throws, which was a 500): an empty one is dropped, any byte is refused.
  const method = c.req.raw.method;
  if (method === "GET" || method === "HEAD") {
    if ((await drain()) === 0) return next();
    throw new ApiError(400, `A ${method} request cannot carry a body; send it again without one.`, "body_not_allowed");
  }
  const raw = RAW_BODY_ROUTES.get(c.req.path);
  const pull = (out: ReadableStreamDefaultController<Uint8Array>) => read().then((r) => (r.done ? out.close() : out.enqueue(r.value)));
  c.req.raw = new Request(c.req.raw, { body: new ReadableStream({ pull }, { highWaterMark: 0 }) });
  const onError = async () => {
    await drain();
    throw new ApiError(413, raw?.tooLarge ?? "The request body is too large (the limit is 16 KiB).", "payload_too_large");
  };
  return bodyLimit({ maxSize: raw?.maxBytes ?? MAX_BODY_BYTES, onError })(c, next);
};

// hono passes a write when either header is allowed; we ask that neither names another website.
// Origin is compared with SITE_ORIGIN (one origin or a comma-separated list), never with Host.
const ourOrigin = (origin: string | undefined, c: Context<AppEnv>) =>
  origin === undefined || c.env.SITE_ORIGIN.split(",").some((o) => o.trim() === origin);
const ourSite = (site: string | undefined) => site === undefined || site === "same-origin" || site === "none";
const checkOrigin = csrf({
  origin: (origin, c) => ourOrigin(origin, c) && ourSite(c.req.header("sec-fetch-site")),
  secFetchSite: (site, c) => ourSite(site) && ourOrigin(c.req.header("origin"), c),
});

export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return next();
  if (c.req.header("origin") === undefined && c.req.header("sec-fetch-site") === undefined) {
    throw new ApiError(
      403,
      "This request did not say which website sent it (no Origin header), so it was refused. Please use the SoulCode site.",
      "origin_missing",
    );
  }
  // csrf checks only the types a cross-site <form> can send (JSON it leaves to CORS preflight); we
  // check every write, so it is shown the request's headers without its Content-Type.
  const headers = [...c.req.raw.headers].filter(([name]) => name !== "content-type");
  const asForm = new Context<AppEnv>(new Request(c.req.url, { method: c.req.method, headers }), { env: c.env });
  await checkOrigin(asForm, async () => {}).catch(() => {
    throw new ApiError(403, "Requests from other websites are not allowed.", "cross_origin");
  });
  return next();
};
