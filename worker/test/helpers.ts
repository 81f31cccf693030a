/**
 * Helpers shared by the worker tests: requests go through the real Worker entry (`exports.default`),
 * with the same bindings the site uses.
 */
import { env } from "cloudflare:workers";
import worker from "../index";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { CACHE_GENERATION_ROW, INITIAL_CACHE_GENERATION } from "#shared/cache-generation";
import lines from "../porch/data/crisis-lines.json";
import type { Env } from "../env";
import { generationKey } from "../lib/edge-cache";

/** Test files run side by side against one rate limiter: each starts its IPs at its own place. */
const porchBase = 20 + Math.floor(Math.random() * 200);
let porchCalls = 0;

/** One Porch chat message through the Worker; each from its own client IP (the chat limit is 20 a minute per IP). */
export async function porchSend(
  message: string,
  sessionId?: string,
  extra: Partial<Env> = {},
): Promise<{ sessionId: string; response: string }> {
  porchCalls += 1;
  const request = new Request(`${ORIGIN}/api/community/chat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "cf-connecting-ip": `10.${porchBase}.${porchCalls >> 8}.${porchCalls & 255}`,
    },
    body: JSON.stringify(sessionId ? { message, sessionId } : { message }),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...extra } as Env, ctx);
  await waitOnExecutionContext(ctx);
  if (res.status !== 200) throw new Error(`chat answered ${res.status} to "${message}"`);
  return (await res.json()) as { sessionId: string; response: string };
}

export async function porchChat(message: string, extra: Partial<Env> = {}): Promise<string> {
  return (await porchSend(message, undefined, extra)).response;
}

/** A conversation through the Worker in one session (its turns kept in KV): the reply to the last turn. */
export async function porchConversation(turns: readonly string[], extra: Partial<Env> = {}): Promise<string> {
  let sessionId: string | undefined;
  let response = "";
  for (const turn of turns) ({ sessionId, response } = await porchSend(turn, sessionId, extra));
  return response;
}

/** A Porch reply's crisis lines, by id, in the order shown (empty when it does not open with them). */
export function crisisLines(reply: string): string[] {
  const language = reply.startsWith(lines.es.opening) ? "es" : reply.startsWith(lines.en.opening) ? "en" : null;
  if (!language) return [];
  const copy = lines[language] as Record<string, string>;
  const ids: string[] = [];
  for (const row of reply.split("\n").slice(1)) {
    const id = Object.keys(copy).find((k) => k !== "opening" && copy[k] === row);
    if (!id) break;
    ids.push(id);
  }
  return ids;
}

/** The site origin the tests run under: SITE_ORIGIN in vitest.config.ts. */
export const ORIGIN = "http://localhost:8787";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Calls the Worker. Writes carry `Origin: ORIGIN` as a browser on the site would send it, unless
 * the test sets its own Origin header or passes `origin: null` (a client that sends none).
 */
export async function call(path: string, init: RequestInit & { json?: unknown; ip?: string; origin?: string | null } = {}) {
  const { json, ip, origin, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  if (ip) headers.set("cf-connecting-ip", ip);
  if (origin !== null && !headers.has("origin") && !SAFE_METHODS.has((rest.method ?? "GET").toUpperCase()))
    headers.set("origin", origin ?? ORIGIN);
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

/**
 * Sends a request to the Worker over real HTTP (workerd's own server parses it), for requests a
 * Request object cannot hold, such as a GET with a body. `headers` are sent as given: set
 * content-length or transfer-encoding yourself when there is a body.
 */
export async function rawHttp(method: string, path: string, headers: Record<string, string>, body = ""): Promise<Response> {
  return env.RAW_HTTP.fetch("http://raw-http/", { method: "POST", body: JSON.stringify({ method, path, headers, body }) });
}

/**
 * Starts every edge-cached read afresh (decisions 0036 and 0060): a new cache generation in D1, as
 * the owner scripts write after changing public data. (A random value: two calls in one millisecond
 * must still differ; the Worker compares generations only for equality.)
 */
export async function newCacheGeneration(value: string = crypto.randomUUID()): Promise<void> {
  await env.DB.prepare("INSERT INTO cache_generation (id, value) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET value = excluded.value")
    .bind(CACHE_GENERATION_ROW, value)
    .run();
}

/** The stored generation, as the Worker reads it. */
export async function storedCacheGeneration(): Promise<string> {
  const row = await env.DB.prepare("SELECT value FROM cache_generation WHERE id = ?").bind(CACHE_GENERATION_ROW).first<{ value: string }>();
  return row?.value ?? INITIAL_CACHE_GENERATION;
}

/** This location's stored copy of a public read in the current generation, if any. */
export async function cachedCopy(path: string): Promise<Response | undefined> {
  return caches.default.match(generationKey(`${ORIGIN}${path}`, await storedCacheGeneration()));
}

export { env };
