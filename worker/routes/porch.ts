/**
 * Community Porch API (docs/architecture.md), mounted at /api/community:
 *   POST /chat          {message, sessionId?} -> {sessionId, response}
 *   POST /quick-action  {action, sessionId?}  -> {sessionId, response}
 * Both share the chat rate limit (20 a minute per client IP).
 *
 * The Porch itself (its model, lexicons and indexes, built when its modules are evaluated) is
 * imported on the first chat or quick action, never at start-up: every cold isolate would pay
 * for it before answering a login or the calendar (docs/decisions/0071-porch-and-pages-load-on-first-use.md).
 */
import { Hono, type Context } from "hono";
import { loadSession, saveSession, type Session, type Turn } from "../porch/sessions";
import type { AppEnv } from "../env";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { chatBody, quickActionBody } from "#shared/schemas/porch";

/** One import per isolate; a failed one (it should not fail) is tried again by the next request. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

const loadAnswer = once(() => import("../porch/answer"));
const loadResponder = once(() => import("../porch/responder"));

const chatLimit = rateLimit<AppEnv>({ binding: "CHAT_LIMITER", key: (c) => `chat:${clientIp(c)}` });

/** Saves in the background when the runtime allows it, so the reply does not wait on KV. */
function persist(c: Context<AppEnv>, session: Session, ...turns: Turn[]) {
  const write = saveSession(c.env.KV, session, ...turns);
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    return write;
  }
  return undefined;
}

export const porchRoutes = new Hono<AppEnv>()
  .post("/chat", chatLimit, validate("json", chatBody), async (c) => {
    const { message, sessionId: requested } = c.req.valid("json");
    const [session, { answer }] = await Promise.all([loadSession(c.env.KV, requested), loadAnswer()]);
    const { text: response, danger } = await answer({ message, history: session.turns, env: c.env });
    const now = Date.now();
    await persist(c, session, { role: "user", content: message, at: now, danger }, { role: "assistant", content: response, at: now });
    return c.json({ sessionId: session.id, response });
  })
  .post("/quick-action", chatLimit, validate("json", quickActionBody), async (c) => {
    const { action, sessionId: requested } = c.req.valid("json");
    const [session, { quickActionReply }] = await Promise.all([loadSession(c.env.KV, requested), loadResponder()]);
    const response = quickActionReply(action);
    const now = Date.now();
    await persist(
      c,
      session,
      { role: "user", content: `Quick Action: ${action}`, at: now },
      { role: "assistant", content: response, at: now },
    );
    return c.json({ sessionId: session.id, response });
  });
