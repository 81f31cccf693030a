/**
 * How many upcoming days one instructor may hold: the owner's setting `MAX_FUTURE_CLAIMS`, a
 * Worker var (wrangler.toml; docs/owner-guide.md), so one account can never hold the calendar
 * (docs/decisions/0091-claim-cap-and-claim-rate.md).
 */
import type { Env } from "../env";

export const DEFAULT_MAX_FUTURE_CLAIMS = 30;

/** The cap; empty means the default. envProblems() refuses any other value that is not 1-1000. */
export function maxFutureClaims(env: Pick<Env, "MAX_FUTURE_CLAIMS">): number {
  const value = env.MAX_FUTURE_CLAIMS?.trim();
  return value ? Number(value) : DEFAULT_MAX_FUTURE_CLAIMS;
}
