/**
 * The reply-provider chain (docs/architecture.md): Workers AI (opt-in, production), then any
 * OpenAI-compatible endpoint, then the built-in grounded responder, which always answers.
 *
 * A model only ever sees the retrieved directory entries and the session's recent turns, and
 * is told to use nothing else. Its answer is then checked: a phone number, short code or web
 * address that is not in the directory counts as a failure (an invented number is the worst
 * thing this feature could show), and the next provider answers instead.
 */
import type { Env } from "../env";
import type { Resource } from "./directory";
import { ungroundedContacts } from "./contact-filter";
import type { Language } from "./text/language";
import { builtInReply, formatEntry } from "./responder";
import type { Reading } from "./text/reading";
import type { Retrieval } from "./retrieve";
import type { CrisisAssessment } from "./crisis-assessment";
import type { Turn } from "./sessions";

export const DEFAULT_TIMEOUT_MS = 8000;
/** Turns of history a model sees: enough for a follow-up question, little enough to stay fast. */
const HISTORY_FOR_MODEL = 8;
const MAX_REPLY_CHARS = 4000;

export type ReplyInput = {
  /** The visitor's words as typed (what a model sees). */
  message: string;
  /** The message's one reading (text/reading.ts): what the built-in responder matches on. */
  reading: Reading;
  history: readonly Turn[];
  retrieval: Retrieval;
  crisis: CrisisAssessment;
  language: Language;
};

export type Provider = {
  name: string;
  reply(input: ReplyInput, signal: AbortSignal): Promise<string>;
};

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export function systemPrompt(entries: readonly Resource[], language: Language = "en"): string {
  const context = entries.length > 0 ? entries.map((e) => formatEntry(e, language)).join("\n") : "(no matching resources)";
  return [
    "You are the Community Porch assistant on a community website. You help people in the United States find real resources for food, housing, grants and grant writing, community services, jobs and support services.",
    "Use ONLY the resources listed below under RESOURCES. Do not use any other knowledge: never mention an organization, phone number, text code or web address that is not listed there, and never change a number or address.",
    "If the resources below do not fit the question, say plainly that you don't have a matching resource, and suggest dialing 211 (https://www.211.org).",
    "You are an automated assistant. Never claim to be a human, a lawyer, a doctor or a counselor, and do not give legal or medical advice.",
    "If someone may be in danger, tell them to call 911, and to call or text 988 for a suicidal or emotional crisis.",
    "Answer in plain text (no Markdown, no HTML), warmly and briefly: at most about 150 words. Give each resource's phone number, text instruction or web address exactly as listed.",
    language === "es"
      ? "The visitor writes in Spanish: answer in Spanish, and give the Spanish lines ('En español') where a resource lists them."
      : "Answer in English.",
    "",
    "RESOURCES:",
    context,
  ].join("\n");
}

export function buildMessages(input: ReplyInput): ChatMessage[] {
  const history = input.history.slice(-HISTORY_FOR_MODEL).map((t) => ({ role: t.role, content: t.content }));
  return [
    { role: "system", content: systemPrompt(input.retrieval.entries, input.language) },
    ...history,
    { role: "user", content: input.message },
  ];
}

function checked(text: unknown, provider: string): string {
  if (typeof text !== "string" || text.trim() === "") throw new Error(`${provider} returned an empty reply`);
  const reply = text.trim().slice(0, MAX_REPLY_CHARS);
  const bad = ungroundedContacts(reply);
  if (bad.length > 0) throw new Error(`${provider} mentioned contacts that are not in the directory: ${bad.join(", ")}`);
  return reply;
}

/* ------------------------------------------------------------- providers */

export function workersAiProvider(ai: Ai, model: string): Provider {
  return {
    name: "workers-ai",
    async reply(input, signal) {
      const run = ai.run(
        model as Parameters<Ai["run"]>[0],
        { messages: buildMessages(input), max_tokens: 400 } as never,
      ) as Promise<unknown>;
      const result = await abortable(run, signal);
      const text = (result as { response?: unknown } | null)?.response;
      return checked(text, "Workers AI");
    },
  };
}

export function openAiCompatibleProvider(baseUrl: string, model: string, apiKey?: string): Provider {
  const url = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "openai-compatible",
    async reply(input, signal) {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages: buildMessages(input), temperature: 0.2, max_tokens: 400 }),
        signal,
      });
      if (!res.ok) {
        // The body may echo our prompt or a key hint: keep only the status for the log.
        await res.body?.cancel();
        throw new Error(`OpenAI-compatible endpoint answered HTTP ${res.status}`);
      }
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      return checked(body.choices?.[0]?.message?.content, "OpenAI-compatible endpoint");
    },
  };
}

export const builtInProvider: Provider = {
  name: "built-in",
  reply: async (input) => builtInReply(input.reading, input.retrieval, input.crisis, input.language),
};

/** The chain the configuration asks for; the built-in responder is always last. */
export function providerChain(env: Env): Provider[] {
  const chain: Provider[] = [];
  if (env.USE_WORKERS_AI === "1" && env.AI) {
    chain.push(workersAiProvider(env.AI, env.WORKERS_AI_MODEL || "@cf/meta/llama-3.1-8b-instruct"));
  }
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    chain.push(openAiCompatibleProvider(env.LLM_BASE_URL, env.LLM_MODEL, env.LLM_API_KEY || undefined));
  }
  chain.push(builtInProvider);
  return chain;
}

export function timeoutMs(env: Env): number {
  const n = Number(env.LLM_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_TIMEOUT_MS;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error("aborted"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

export type Reply = { text: string; provider: string };

/**
 * Tries each provider in turn, each under its own deadline; logs every fallback. Never throws:
 * the built-in responder at the end cannot fail.
 */
export async function generateReply(chain: readonly Provider[], input: ReplyInput, deadlineMs: number): Promise<Reply> {
  for (const provider of chain) {
    if (provider === builtInProvider) break;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${provider.name} took longer than ${deadlineMs} ms`)), deadlineMs);
    try {
      const text = await abortable(provider.reply(input, controller.signal), controller.signal);
      return { text, provider: provider.name };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      console.warn(`Community Porch: provider "${provider.name}" failed, falling back: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }
  return { text: builtInReply(input.reading, input.retrieval, input.crisis, input.language), provider: "built-in" };
}
