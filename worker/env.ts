/**
 * The Worker's bindings and secrets, typed once and checked with zod before any API work.
 */
import { z } from "zod";

export type RateLimiter = { limit(options: { key: string }): Promise<{ success: boolean }> };

export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS: Fetcher;
  LOGIN_LIMITER: RateLimiter;
  SIGNUP_LIMITER: RateLimiter;
  CHAT_LIMITER: RateLimiter;
  AI?: Ai;
  JWT_SECRET: string;
  PASSWORD_PEPPER: string;
  LLM_API_KEY?: string;
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  USE_WORKERS_AI?: string;
  WORKERS_AI_MODEL?: string;
  /** Milliseconds a reply provider may take before the next one answers (default 8000). */
  LLM_TIMEOUT_MS?: string;
}

const secret = (name: string) =>
  z
    .string({ error: `${name} is not set.` })
    .min(32, { error: `${name} must be at least 32 characters long.` });

const envSchema = z.object({
  JWT_SECRET: secret("JWT_SECRET"),
  PASSWORD_PEPPER: secret("PASSWORD_PEPPER"),
  LLM_BASE_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).optional(),
});

/** Returns the list of configuration problems (empty when the Worker may serve its API). */
export function checkEnv(env: Env): string[] {
  const result = envSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export type AppEnv = { Bindings: Env };
