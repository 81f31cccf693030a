/**
 * zod validation at the edge of a route, with field errors in the API's error shape.
 * `validate("json", schema)` is a drop-in for zValidator that never lets a zod error escape.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
      const first = issues[0];
      const message =
        target === "json" && issues.length === 1 && first.path === ""
          ? "The request body must be a JSON object."
          : `Please check ${issues.length === 1 ? "this field" : "these fields"}: ${issues
              .map((i) => (i.path ? `${i.path} (${i.message})` : i.message))
              .join("; ")}`;
      throw new ApiError(400, message, "validation_error", issues);
    }
  });
}
