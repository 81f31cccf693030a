/**
 * The wellness interest list: `POST /api/wellness/interest {email}` keeps one row per
 * address (trimmed, lower-cased) for the owner's `npm run interest:export`.
 *
 * It answers the same for a new and a known address (no enumeration), and it also takes the
 * wellness page's plain HTML form post (application/x-www-form-urlencoded, no JavaScript): that
 * answers 303 back to the page with a fragment the page shows as a notice (CSS `:target`), never
 * with the address in the URL, and so does every refusal of such a post.
 */
import { Hono, type Context } from "hono";
import { INTEREST_NOTICE } from "#shared/form-notices";
import { interestEmails } from "#shared/db/schema";
import { interestSchema } from "#shared/schemas/wellness";
import type { AppEnv } from "../env";
import { backToForm, isNativeFormPost } from "../lib/form-posts";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";

async function remember(c: Context<AppEnv>, email: string) {
  // The same statement whether or not the address is known: same work, same answer.
  await c.var.db.insert(interestEmails).values({ email }).onConflictDoNothing({ target: interestEmails.email });
}

export const wellnessRoutes = new Hono<AppEnv>().post(
  "/interest",
  // A refusal here (429) or in a guard before is answered by onError: JSON, or for a browser's
  // own form post the page with its notice (worker/lib/form-posts.ts).
  rateLimit({ binding: "INTEREST_LIMITER", key: (c) => `interest:${clientIp(c)}` }),
  async (c, next) => {
    if (!isNativeFormPost(c)) return next();
    const fields = new URLSearchParams(await c.req.text());
    const parsed = interestSchema.safeParse({ email: fields.get("email") ?? undefined });
    if (!parsed.success) return backToForm(c, INTEREST_NOTICE.invalid);
    await remember(c, parsed.data.email);
    return backToForm(c, INTEREST_NOTICE.joined);
  },
  validate("json", interestSchema),
  async (c) => {
    await remember(c, c.req.valid("json").email);
    return c.json({ ok: true, message: "Thanks! You're on the list." }, 200);
  },
);
