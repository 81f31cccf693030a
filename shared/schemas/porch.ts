/**
 * Request bodies of /api/community (the Porch chat and its quick actions), and the quick-action
 * codes the panel's buttons send: one list for the Worker and the web app. Each schema is built
 * by its first parse, as in ./calendar.
 */
import { z } from "zod";
import { MESSAGE_MAX, SESSION_ID_MAX } from "#shared/schemas/limits";

const sessionId = () => z.string().max(SESSION_ID_MAX).nullish();

export const chatBody = z.lazy(() =>
  z.object({
    message: z
      .string({ error: "Please type a message." })
      .trim()
      .min(1, { error: "Please type a message." })
      .max(MESSAGE_MAX, { error: `Please keep your message under ${MESSAGE_MAX} characters.` }),
    sessionId: sessionId(),
  }),
);

export const QUICK_ACTIONS = ["food", "housing", "grant", "community", "jobs", "support"] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export const quickActionBody = z.lazy(() =>
  z.object({
    action: z.enum(QUICK_ACTIONS, { error: `Unknown quick action. Choose one of: ${QUICK_ACTIONS.join(", ")}.` }),
    sessionId: sessionId(),
  }),
);
