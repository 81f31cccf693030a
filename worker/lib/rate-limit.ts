/**
 * Brute-force protection with the Workers Rate Limiting binding (wrangler.toml `[[ratelimits]]`).
 * The binding counts per key in a fixed window of `period` seconds; on refusal we answer 429
 * with Retry-After set to that period.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Env, RateLimiter } from "../env";
import { ApiError } from "./errors";

/**
 * The key a client's requests are counted under: the IPv4 address, or the /64 network of an IPv6
 * address. One subscriber or server usually holds a whole /64, so keying on the full address
 * would hand one person 2^64 separate budgets. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the
 * IPv4 address. Text that is no IP address at all (only possible locally, where the header is
 * the client's) is used as given.
 */
export function networkKey(ip: string): string {
  const text = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (!text.includes(":")) return text;
  const hextets = expandIpv6(text);
  if (!hextets) return text;
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6] >> 8, hextets[6] & 255, hextets[7] >> 8, hextets[7] & 255].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(text: string): number[] | null {
  let address = text;
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(2).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    address = `${v4[1]}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** The rate-limit key of the caller (see networkKey): Cloudflare sets CF-Connecting-IP. */
export function clientIp(c: Pick<Context, "req">): string {
  return networkKey(c.req.header("cf-connecting-ip") ?? "unknown");
}

/** The names of the `[[ratelimits]]` bindings. */
type LimiterBinding = { [K in keyof Env]-?: Env[K] extends RateLimiter ? K : never }[keyof Env];

/**
 * Middleware counting each request under `key(c)` in the `binding` limiter before the route's
 * own work (and before its body is read), so a refused request costs no more than the count.
 */
export function rateLimit<E extends { Bindings: Env }>(options: {
  binding: LimiterBinding;
  key: (c: Context<E>) => string;
}): MiddlewareHandler<E> {
  return async (c, next) => {
    await enforceRateLimit(c.env[options.binding], options.key(c));
    await next();
  };
}

export async function enforceRateLimit(limiter: RateLimiter, key: string, periodSeconds = 60): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) {
    throw new ApiError(429, "Too many attempts. Please wait a minute and try again.", "rate_limited", undefined, {
      "Retry-After": String(periodSeconds),
    });
  }
}
