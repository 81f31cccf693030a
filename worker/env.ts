/**
 * The Worker's bindings, vars and secrets, checked with zod before any API work.
 *
 * Their types are generated: `npm run types` (wrangler types) writes Cloudflare.Env into
 * worker-configuration.d.ts from wrangler.toml and the secret names in .dev.vars.example, and
 * `npm test` fails when that file is stale. What wrangler cannot see is declared in
 * worker/env-extra.d.ts and below.
 */
import { z } from "zod";
import type { Db } from "./db/client";

/** What the rate-limit helper needs of a `[[ratelimits]]` binding (tests pass small fakes). */
export type RateLimiter = Pick<RateLimit, "limit">;

/**
 * wrangler types every name in .dev.vars.example as a required string, but LLM_API_KEY is an
 * optional secret (unset unless an OpenAI-compatible endpoint is configured).
 */
export type Env = Omit<Cloudflare.Env, "LLM_API_KEY"> & { LLM_API_KEY?: string };

const secret = (name: string) =>
  z.string({ error: `${name} is not set.` }).min(32, { error: `${name} must be at least 32 characters long.` });

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** One origin exactly as browsers send it: scheme, host, port; https unless it is this machine. */
function isSiteOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.origin !== value) return false; // a path, a trailing slash or credentials
    return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

const siteOrigin = z
  .string({ error: "SITE_ORIGIN is not set (the site's address, such as https://soulcode.studio)." })
  .refine((v) => v.split(",").every((o) => isSiteOrigin(o.trim())), {
    error: "SITE_ORIGIN must be one or more comma-separated origins such as https://soulcode.studio (no path; http only for localhost).",
  });

const envSchema = z.object({
  JWT_SECRET: secret("JWT_SECRET"),
  PASSWORD_PEPPER: secret("PASSWORD_PEPPER"),
  OWNER_JWT_SECRET: secret("OWNER_JWT_SECRET"),
  SITE_ORIGIN: siteOrigin,
  LLM_BASE_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).optional(),
  // A typo here must not quietly lift the cap (worker/calendar/claim-cap.ts).
  MAX_FUTURE_CLAIMS: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^[0-9]{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1000), {
      error: "MAX_FUTURE_CLAIMS must be a whole number from 1 to 1000 (or empty for the default, 30).",
    })
    .optional(),
});

/** Returns the list of configuration problems (empty when the Worker may serve its API). */
export function checkEnv(env: Env): string[] {
  const result = envSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * checkEnv once per env object: the runtime hands every request of an isolate the same `env`,
 * and secrets change only with a new deployment (a new isolate), so each request need not parse
 * it again. Keyed by the object, so an env passed in by a test is checked on its own.
 */
const checked = new WeakMap<Env, string[]>();
export function envProblems(env: Env): string[] {
  let problems = checked.get(env);
  if (problems === undefined) {
    problems = checkEnv(env);
    checked.set(env, problems);
  }
  return problems;
}

/**
 * What every API request has on its Hono context: the D1 session of this request and drizzle on
 * it (worker/lib/d1-session.ts). Routes query through `c.var.db`, never `c.env.DB`, so no query
 * escapes the session and its bookmark.
 */
export type AppVariables = { d1: D1DatabaseSession; db: Db };

export type AppEnv = { Bindings: Env; Variables: AppVariables };
