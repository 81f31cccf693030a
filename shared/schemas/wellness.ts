/**
 * The wellness interest list's one field, read the same way by the API (POST
 * /api/wellness/interest) and by the owner's `npm run interest:remove`: trimmed, lower-cased, a
 * valid address. One rule, so the script finds exactly the row the API stored. Built by its first
 * parse, as in ./calendar.
 */
import { z } from "zod";
import { EMAIL_MAX } from "#shared/schemas/limits";

export const interestEmail = z.lazy(() =>
  z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email address." }).max(EMAIL_MAX, { error: "That email address is too long." })),
);

export const interestSchema = z.lazy(() => z.object({ email: interestEmail }));
