/**
 * Request bodies of /api/community (the Porch chat and its quick actions). Whether an action is
 * one of the known ones is decided by the route, which owns the list.
 */
import { z } from "zod";
import { MESSAGE_MAX, SESSION_ID_MAX } from "#shared/schemas/limits";

const sessionId = z.string().max(SESSION_ID_MAX).nullish();

export const chatBody = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, { error: "Please type a message." })
    .max(MESSAGE_MAX, { error: `Please keep your message under ${MESSAGE_MAX} characters.` }),
  sessionId,
});

export const quickActionBody = z.object({
  action: z.string({ error: "Please choose a quick action." }),
  sessionId,
});
