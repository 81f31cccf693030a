/**
 * Brute-force protection with the Workers Rate Limiting binding (wrangler.toml `[[ratelimits]]`).
 * The binding counts per key in a fixed window of `period` seconds; on refusal we answer 429
 * with Retry-After set to that period.
 */
import type { Context } from "hono";
import type { RateLimiter } from "../env";
import { ApiError } from "./errors";

export function clientIp(c: Pick<Context, "req">): string {
  return c.req.header("cf-connecting-ip") ?? "unknown";
}

export async function enforceRateLimit(limiter: RateLimiter, key: string, periodSeconds = 60): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) {
    throw new ApiError(
      429,
      "Too many attempts. Please wait a minute and try again.",
      "rate_limited",
      undefined,
      { "Retry-After": String(periodSeconds) },
    );
  }
}
