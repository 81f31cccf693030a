/**
 * One error shape for the whole API: `{ message, code?, issues? }` with a non-2xx status.
 * Handlers throw ApiError; the app's onError turns anything thrown into that shape, so no
 * stack trace or SQL text ever reaches a client.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isStorageError } from "#shared/db/errors";
import { formRefusal } from "./form-posts";

export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (message: string, code?: string, issues?: FieldIssue[]) => ({
  message,
  ...(code ? { code } : {}),
  ...(issues ? { issues } : {}),
});

const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";

export function onError(err: unknown, c: Context) {
  const ours = err instanceof ApiError || err instanceof HTTPException;
  if (!ours) console.error("Unhandled API error", c.req.method, new URL(c.req.url).pathname, err);
  const status = ours ? err.status : isStorageError(err) ? 503 : 500;
  // A browser that posted a form without JavaScript gets its page back, with the reason in words.
  const back = formRefusal(c, status);
  if (back) return back;
  if (err instanceof ApiError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.message, err.code, err.issues), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = /malformed json/i.test(err.message)
      ? "The request body is not valid JSON."
      : err.message || "The request could not be processed.";
    return c.json(errorBody(message, status === 400 ? "bad_request" : undefined), status);
  }
  if (isStorageError(err)) return c.json(errorBody(UNAVAILABLE, "unavailable"), 503);
  return c.json(errorBody("Something went wrong on our side. Please try again.", "internal"), 500);
}
