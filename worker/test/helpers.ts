/**
 * Helpers shared by the worker tests: requests go through the real Worker entry (`exports.default`),
 * with the same bindings the site uses.
 */
import { env } from "cloudflare:workers";
import worker from "../index";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";

export const ORIGIN = "https://soulcode.test";

export async function call(path: string, init: RequestInit & { json?: unknown; ip?: string } = {}) {
  const { json, ip, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  if (ip) headers.set("cf-connecting-ip", ip);
  const request = new Request(`${ORIGIN}${path}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export { env };
