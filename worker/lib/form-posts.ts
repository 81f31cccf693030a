/**
 * Routes that also take a plain HTML form post, so they work before or without JavaScript
 * (decision 0020). Such a post is answered with a page, never a JSON body: success and refusal
 * alike come back as 303 to the form's page with a notice id (shared/form-notices.ts), whichever
 * guard refused it. JSON clients keep JSON errors.
 */
import type { Context } from "hono";
import { INTEREST_NOTICE, INTEREST_PAGE, type InterestFailure } from "#shared/form-notices";

type FormRoute = { page: string; notice: (status: number) => string };

const FORM_ROUTES: ReadonlyMap<string, FormRoute> = new Map([
  [
    "/api/wellness/interest",
    {
      page: INTEREST_PAGE,
      notice: (status: number): InterestFailure | typeof INTEREST_NOTICE.busy =>
        status === 403
          ? "interest-refused"
          : status === 413
            ? "interest-too-large"
            : status === 429
              ? INTEREST_NOTICE.busy
              : "interest-failed",
    },
  ],
]);

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const OTHER_FORM_TYPES = /^(multipart\/form-data|text\/plain)\s*(;|$)/i;

/** A urlencoded post to a form route: the one kind of form body those routes read (the JSON guards let it through). */
export function isUrlencodedFormPost(c: Context): boolean {
  return c.req.method === "POST" && FORM_ROUTES.has(c.req.path) && URLENCODED.test(c.req.header("content-type") ?? "");
}

/**
 * Whether the request is a browser's own form post to a form route: the urlencoded body the
 * site's forms send, or another form encoding on a navigation (a `fetch` can send text/plain too,
 * and keeps its JSON answer).
 */
export function isNativeFormPost(c: Context): boolean {
  if (isUrlencodedFormPost(c)) return true;
  if (c.req.method !== "POST" || !FORM_ROUTES.has(c.req.path)) return false;
  const type = c.req.header("content-type") ?? "";
  const navigation = c.req.header("sec-fetch-mode") === "navigate" || /\btext\/html\b/.test(c.req.header("accept") ?? "");
  return navigation && OTHER_FORM_TYPES.test(type);
}

/** The way back to the form's page with a notice (303, so the browser follows with a GET). */
export function backToForm(c: Context, notice: string): Response {
  return c.redirect(`${FORM_ROUTES.get(c.req.path)!.page}#${notice}`, 303);
}

/** For a refused native form post, the redirect that says why in words; null for anything else. */
export function formRefusal(c: Context, status: number): Response | null {
  if (!isNativeFormPost(c)) return null;
  return backToForm(c, FORM_ROUTES.get(c.req.path)!.notice(status));
}
