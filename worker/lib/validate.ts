/**
 * zod validation at the edge of a route, with field errors in the API's error shape.
 * `validate("json", schema)` is a drop-in for zValidator that never lets a zod error escape.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { ApiError } from "./errors";

// A UTF-16 surrogate without its partner: JSON allows it, but it cannot be stored as text and
// would come back as replacement characters, so such input is refused rather than altered.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BROKEN_TEXT = "The request contains a broken character (invalid Unicode text). Please retype it.";

/**
 * Walks the value with an explicit stack, not recursion: the depth guard (json-body.ts) already
 * refuses deep bodies, and this check must not be the thing that overflows if that ever changes.
 */
function hasBrokenText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (LONE_SURROGATE.test(k)) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  // Built by the route's first request, like the schemas themselves (decision 0086).
  const checked =
    target === "json"
      ? z.lazy(() =>
          z
            .unknown()
            .refine((v) => !hasBrokenText(v), { error: BROKEN_TEXT })
            .pipe(schema),
        )
      : schema;
  return zValidator(target, checked as T, (result) => {
    if (!result.success) {
      const zodIssues = result.error.issues;
      const issues = zodIssues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
      const first = issues[0];
      let message: string;
      if (target === "json" && issues.length === 1 && first.path === "") {
        message = zodIssues[0].code === "invalid_type" ? "The request body must be a JSON object." : first.message;
      } else {
        message = `Please check ${issues.length === 1 ? "this field" : "these fields"}: ${issues
          .map((i) => (i.path ? `${i.path} (${i.message})` : i.message))
          .join("; ")}`;
      }
      throw new ApiError(400, message, "validation_error", issues);
    }
  });
}
