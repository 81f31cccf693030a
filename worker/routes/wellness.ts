/**
 * The wellness interest list: `POST /api/wellness/interest {email}` keeps one row per
 * address (trimmed, lower-cased) for the owner's `npm run interest:export`.
 *
 * It answers the same for a new and a known address (no enumeration), and it also takes the
 * wellness page's plain HTML form post (application/x-www-form-urlencoded, no JavaScript): that
 * answers 303 back to the page with a fragment the page shows as a notice (CSS `:target`), never
 * with the address in the URL.
 */
import { Hono, type Context } from "hono";
import { interestEmails } from "#shared/db/schema";
import { interestSchema } from "#shared/schemas/wellness";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { clientIp, enforceRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";

/** The page the three forms live on, and the notices it shows for a form post (by element id). */
export const INTEREST_PAGE = "/wellness";
export const INTEREST_NOTICE = { joined: "interest-joined", invalid: "interest-invalid", busy: "interest-busy" } as const;

export const isFormPost = (contentType: string | undefined) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? "");

async function remember(c: Context<AppEnv>, email: string) {
  // The same statement whether or not the address is known: same work, same answer.
  await c.var.db.insert(interestEmails).values({ email }).onConflictDoNothing({ target: interestEmails.email });
}

const backTo = (c: Context<AppEnv>, notice: string) => c.redirect(`${INTEREST_PAGE}#${notice}`, 303);

export const wellnessRoutes = new Hono<AppEnv>().post(
  "/interest",
  async (c, next) => {
    if (!isFormPost(c.req.header("content-type"))) {
      await enforceRateLimit(c.env.INTEREST_LIMITER, `interest:${clientIp(c)}`);
      return next();
    }
    // A browser without JavaScript: every outcome is a page, never a JSON body.
    try {
      await enforceRateLimit(c.env.INTEREST_LIMITER, `interest:${clientIp(c)}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) return backTo(c, INTEREST_NOTICE.busy);
      throw err;
    }
    const fields = new URLSearchParams(await c.req.text());
    const parsed = interestSchema.safeParse({ email: fields.get("email") ?? undefined });
    if (!parsed.success) return backTo(c, INTEREST_NOTICE.invalid);
    await remember(c, parsed.data.email);
    return backTo(c, INTEREST_NOTICE.joined);
  },
  validate("json", interestSchema),
  async (c) => {
    await remember(c, c.req.valid("json").email);
    return c.json({ ok: true, message: "Thanks! You're on the list." }, 200);
  },
);
