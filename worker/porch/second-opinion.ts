/**
 * A second opinion on a visitor's message from Llama Guard 3 on Workers AI: does it read as
 * suicide or self-harm, or as a violent crime? The built-in crisis detector always runs first and
 * this can only add to what it found: a flag here puts the crisis lines first even when the
 * detector missed the message; it can never remove or reorder them.
 *
 * It is a second opinion, so it must never cost the first: no binding, an error, an answer later
 * than timeoutMs, or an answer we cannot read all give an empty set, with a console.warn naming
 * the reason (never the visitor's words). Choice and figures:
 * docs/decisions/0035-porch-languages-and-second-opinion.md.
 */
import { z } from "zod";

export type GuardFlag = "self-harm" | "violence";

const MODEL = "@cf/meta/llama-guard-3-8b";

/** The Llama Guard 3 hazard codes (MLCommons taxonomy) that call for crisis lines. */
const FLAGS: Record<string, GuardFlag> = {
  S1: "violence", // Violent Crimes
  S11: "self-harm", // Suicide & Self-Harm
};

const TIMED_OUT = Symbol("timed out");

/** "unsafe\nS1,S11" is under 10 tokens: room for a few more codes, none for rambling. */
const MAX_TOKENS = 24;

/**
 * Workers AI answers either with the model's own text ("safe", or "unsafe" and a line of codes)
 * or, when it has parsed that text, with an object. Both are documented for this model.
 */
const Answer = z.object({
  response: z.union([z.string(), z.object({ safe: z.boolean(), categories: z.array(z.string()).optional() })]),
});

function flagsOf(codes: readonly string[]): Set<GuardFlag> {
  const flags = new Set<GuardFlag>();
  for (const code of codes
    .join(" ")
    .toUpperCase()
    .match(/\bS\d+\b/g) ?? []) {
    const flag = FLAGS[code];
    if (flag) flags.add(flag);
  }
  return flags;
}

/** The flags in an answer, or null when the answer is neither documented shape. */
function read(answer: unknown): Set<GuardFlag> | null {
  const parsed = Answer.safeParse(answer);
  if (!parsed.success) return null;
  const { response } = parsed.data;
  if (typeof response !== "string") return response.safe ? new Set() : flagsOf(response.categories ?? []);
  const [verdict, ...codes] = response.trim().split(/\s+/);
  if (verdict.toLowerCase() === "safe") return new Set();
  if (verdict.toLowerCase() === "unsafe") return flagsOf(codes);
  return null;
}

function nothing(reason: string): Set<GuardFlag> {
  console.warn(`Porch second opinion: none (${reason})`);
  return new Set();
}

/** An error's name and message, without the visitor's words should the error quote them. */
function describe(error: unknown, message: string): string {
  if (!(error instanceof Error)) return typeof error;
  const text = message.trim() ? error.message.split(message.trim()).join("[message]") : error.message;
  return `${error.name}: ${text.slice(0, 120)}`;
}

export async function secondOpinion(ai: Ai | undefined, message: string, timeoutMs: number): Promise<Set<GuardFlag>> {
  if (!ai) return nothing("no Workers AI binding");
  const controller = new AbortController();
  let run: Promise<unknown>;
  try {
    run = Promise.resolve(
      ai.run(
        MODEL,
        { messages: [{ role: "user", content: message }], temperature: 0, max_tokens: MAX_TOKENS },
        { signal: controller.signal },
      ),
    );
  } catch (error) {
    return nothing(describe(error, message));
  }
  // Handled at once: a run that fails after the deadline has nobody left to tell.
  run.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(
      () => {
        controller.abort();
        resolve(TIMED_OUT);
      },
      Math.max(0, timeoutMs),
    );
  });
  try {
    const answer = await Promise.race([run, late]);
    if (answer === TIMED_OUT) return nothing(`no answer within ${timeoutMs} ms`);
    return read(answer) ?? nothing("an answer in neither documented shape");
  } catch (error) {
    return nothing(describe(error, message));
  } finally {
    clearTimeout(timer);
  }
}
