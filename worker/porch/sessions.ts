/**
 * Chat sessions in KV under `chat:<uuid>`: the last 20 turns (one turn is one message, the
 * visitor's or the Porch's), kept 24 hours after the last write.
 *
 * KV is a convenience here, never a dependency: a failed read starts from an empty history
 * and a failed write is logged, and in both cases the visitor still gets the reply. (KV's free
 * plan allows 1,000 writes a day and one write per second per key; a refused write is such a
 * failure.)
 */
export const MAX_TURNS = 20;
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

import type { CrisisLine } from "./crisis-assessment";
import type { Concept } from "./crisis-matcher";

/**
 * What the conversation keeps of one of the visitor's messages, read when it arrived
 * (conversation.ts): its own crisis lines, the lexicons' findings and cues, and whether it took
 * an earlier alarm back. Later turns read it instead of reading the message again.
 */
export type TurnDanger = {
  lines: CrisisLine[];
  lexicon: Partial<Record<Concept, number>>;
  flags: ("now" | "urgent" | "possess" | "unresponsive" | "young")[];
  clears: boolean;
};

export type Turn = { role: "user" | "assistant"; content: string; at: number; danger?: TurnDanger };
type Stored = { turns: Turn[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const sessionKey = (id: string) => `chat:${id}`;

export type Session = { id: string; turns: Turn[]; isNew: boolean };

/**
 * Loads the session a client names. An id that is malformed, unknown or expired gets a fresh
 * id rather than an error, so a client never has to handle "session gone".
 */
export async function loadSession(kv: KVNamespace, requestedId: string | null | undefined): Promise<Session> {
  if (!requestedId || !UUID.test(requestedId)) return { id: crypto.randomUUID(), turns: [], isNew: true };
  const id = requestedId.toLowerCase();
  try {
    const stored = await kv.get<Stored>(sessionKey(id), "json");
    if (!stored || !Array.isArray(stored.turns)) return { id: crypto.randomUUID(), turns: [], isNew: true };
    return { id, turns: stored.turns.slice(-MAX_TURNS), isNew: false };
  } catch (err) {
    // Keep the visitor's id: their history may come back once KV does.
    console.error("Community Porch: could not read the chat session; answering without history.", err);
    return { id, turns: [], isNew: false };
  }
}

/** Appends turns and writes the session back; never throws. */
export async function saveSession(kv: KVNamespace, session: Session, ...turns: Turn[]): Promise<void> {
  const all = [...session.turns, ...turns].slice(-MAX_TURNS);
  try {
    await kv.put(sessionKey(session.id), JSON.stringify({ turns: all } satisfies Stored), { expirationTtl: SESSION_TTL_SECONDS });
  } catch (err) {
    console.error("Community Porch: could not save the chat session; the reply was sent anyway.", err);
  }
}
