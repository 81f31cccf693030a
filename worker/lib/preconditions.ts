/**
 * If-Match for a stored photo (RFC 9110, section 13.1.1). hono's etag middleware answers
 * If-None-Match; this is the other half, which it leaves out. Both are evaluated here rather than
 * by R2's `onlyIf`: R2 throws on a header it cannot parse (which the photo route would report as
 * a storage outage, a 503 anyone could cause), and it answers a failed If-Match the way it
 * answers a matching If-None-Match, with no body, so the route could not tell a 412 from a 304.
 */

/** An entity-tag list as RFC 9110 writes it: `*`, or comma-separated `"…"` / `W/"…"`, empty elements allowed. */
const TAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const TAG_LIST = new RegExp(String.raw`^\s*(?:${TAG}\s*)?(?:,\s*(?:${TAG}\s*)?)*$`);

/**
 * Whether an If-Match header stops the request (then the answer is 412). A header that is not a
 * well-formed entity-tag list is ignored, as if it had not been sent: it cannot be evaluated, and
 * refusing would turn a client's typo into an error. The comparison is strong: a weak tag never
 * matches.
 */
export function ifMatchFails(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return false; // the photo exists, or the route would have answered 404
  if (!TAG_LIST.test(header)) return false;
  const tags = header.match(new RegExp(TAG, "g")) ?? [];
  if (tags.length === 0) return false;
  return !tags.some((tag) => tag === etag && !etag.startsWith("W/"));
}
