/**
 * Request bodies of /api/owner (docs/owner-console-api.md). Each schema is built by its first
 * parse (`z.lazy`), not at the Worker's start-up (docs/decisions/0086-request-schemas-built-on-first-use.md).
 * A WebAuthn answer is checked only for its shape here; the library judges its content.
 */
import { z } from "zod";
import { isValidDay } from "#shared/calendar-rules";
import { interestEmail } from "#shared/schemas/wellness";
import { FRESH_ACTIONS } from "./passkeys";

const credential = () =>
  z
    .object({
      id: z.string({ error: "The passkey's answer has no id." }).min(1).max(1024),
      rawId: z.string().max(1024),
      type: z.literal("public-key", { error: "The passkey's answer is not a public-key credential." }),
      response: z.record(z.string(), z.unknown()),
      clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      authenticatorAttachment: z.string().optional(),
    })
    .loose();

const setupCode = () =>
  z
    .string({ error: "Please enter the set-up code." })
    .trim()
    .min(1, { error: "Please enter the set-up code." })
    .max(64, { error: "That is not a set-up code." });
const label = () => z.string().trim().max(60, { error: "A passkey's name is at most 60 characters." }).optional();
const action = () => z.enum(FRESH_ACTIONS, { error: `action must be one of: ${FRESH_ACTIONS.join(", ")}.` });

export const setupOptionsSchema = z.lazy(() => z.object({ code: setupCode() }));
export const setupVerifySchema = z.lazy(() => z.object({ code: setupCode(), response: credential(), label: label() }));
export const loginVerifySchema = z.lazy(() => z.object({ response: credential() }));
export const freshOptionsSchema = z.lazy(() => z.object({ action: action() }));
export const freshVerifySchema = z.lazy(() => z.object({ action: action(), response: credential() }));
export const addPasskeySchema = z.lazy(() => z.object({ response: credential(), label: label() }));
export const invitesSchema = z.lazy(() =>
  z.object({
    count: z
      .number({ error: "count must be a number from 1 to 10." })
      .int({ error: "count must be a whole number from 1 to 10." })
      .min(1, { error: "count must be from 1 to 10." })
      .max(10, { error: "count must be from 1 to 10." }),
  }),
);
const day = () =>
  z
    .string({ error: "day must be a date written YYYY-MM-DD." })
    .refine(isValidDay, { error: "day must be a real date written YYYY-MM-DD." });
export const blockDaySchema = z.lazy(() => z.object({ day: day(), replaceClaim: z.boolean().optional() }));
export const dayParam = z.lazy(() => z.object({ day: day() }));
export const idParam = z.lazy(() =>
  z.object({
    id: z.coerce.number({ error: "The id must be a number." }).int().positive({ error: "The id must be a positive whole number." }),
  }),
);
export const passkeyIdParam = z.lazy(() =>
  z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, { error: "That is not a passkey id." }) }),
);
export const sessionIdParam = z.lazy(() =>
  z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: "That is not a session id." }) }),
);
export const removeInstructorSchema = z.lazy(() =>
  z.object({
    email: z
      .string({ error: "Please type the instructor's email to confirm." })
      .trim()
      .min(1, { error: "Please type the instructor's email to confirm." })
      .max(254),
  }),
);
export const interestQuery = z.lazy(() =>
  z.object({ q: z.string().max(254, { error: "The search is at most 254 characters." }).optional() }),
);
export const interestRemoveSchema = z.lazy(() => z.object({ email: interestEmail }));
export const auditQuery = z.lazy(() => z.object({ before: z.coerce.number().int().positive().optional() }));
/** A post's Markdown; the whole request stays under the API's 16 KiB body limit. */
export const POST_MARKDOWN_MAX = 14_000;
const markdown = () =>
  z
    .string({ error: "The post needs its Markdown text." })
    .max(POST_MARKDOWN_MAX, { error: `A post is at most ${POST_MARKDOWN_MAX.toLocaleString("en-US")} characters.` });
export const previewSchema = z.lazy(() => z.object({ markdown: markdown() }));
export const publishSchema = z.lazy(() =>
  z.object({
    category: z
      .string({ error: "The post needs a category." })
      .trim()
      .min(1, { error: "The post needs a category." })
      .max(60, { error: "A category is at most 60 characters." }),
    title: z
      .string({ error: "The post needs a title." })
      .trim()
      .min(1, { error: "The post needs a title." })
      .max(160, { error: "A title is at most 160 characters." }),
    date: day(),
    markdown: markdown().refine((text) => text.trim().length > 0, { error: "The post has no text." }),
  }),
);
