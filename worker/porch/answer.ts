/**
 * The Porch's whole answer to one chat message, in one place (docs/architecture.md, "The Porch"):
 *
 *   1. language: English or Spanish reply; another language gets one sentence in its own words;
 *   2. crisis: the built-in detector (lexicons and classifier) over the conversation, clause by
 *      clause and turn by turn (conversation.ts), and Llama Guard's second opinion when Workers AI
 *      is bound (it can only add crisis lines, never remove or reorder them);
 *   3. needs: every category scored by the classifier, the best one or two chosen, and their
 *      best directory entries;
 *   4. a reply: studio answers for questions about the site, else the provider chain (a model
 *      if configured, whose contacts pass the contact filter; the built-in responder always last);
 *   5. the crisis lines put in front of whatever answered; any other reply ends with the line on
 *      911 and 988, the site's own answers and the answer about who is answering included.
 */
import type { Env } from "../env";
import { readConversation } from "./conversation";
import { withCrisisLines, withSecondOpinion, type CrisisAssessment } from "./crisis-assessment";
import { builtInProvider, generateReply, providerChain, timeoutMs } from "./providers";
import { NEED_CLASSES, type Understanding } from "./classify";
import { read, type Reading } from "./text/reading";
import { retrieve } from "./retrieve";
import { secondOpinion } from "./second-opinion";
import type { Turn, TurnDanger } from "./sessions";
import { isIdentityQuestion, withSafetyLine } from "./responder";
import { isSiteQuestion } from "./studio-answers";

/** A short message that goes on from the one before ("is it free?", "ok and can I cancel?") and names no need of its own. */
const FOLLOW_UP =
  /^(ok|okay|cool|nice|great|wonderful|thanks|thank you|and|so|oh|wait|is it|is that|is there|are they|are there|does it|do i|do you|do they|can i|can you|how much|how long|how do i|where do i|where can i|when|what about|what if|y|entonces|es gratis|cuanto|donde)\b/;
const FOLLOW_UP_WORDS = 24;
const NEED_NAMED = 0.8;
function isFollowUp(reading: Reading, understanding: Understanding): boolean {
  const words = reading.plain.split(" ");
  if (words.length > FOLLOW_UP_WORDS || !FOLLOW_UP.test(reading.plain)) return false;
  return Math.max(...NEED_CLASSES.map((c) => understanding.probabilities[c])) < NEED_NAMED;
}

/** Llama Guard is a classifier: it answers in well under this, or its opinion is not waited for. */
const SECOND_OPINION_TIMEOUT_MS = 3000;

/** The reply, its crisis assessment, who answered, and what the session keeps of the message (conversation.ts). */
export type Answer = { text: string; crisis: CrisisAssessment; provider: string; danger: TurnDanger };

export async function answer({ message, history, env }: { message: string; history: readonly Turn[]; env: Env }): Promise<Answer> {
  // Read once (docs/decisions/0074-porch-one-reading.md): every stage below gets the same reading.
  // Danger is read over the visitor's recent turns as well (docs/decisions/0100-porch-hears-the-conversation.md).
  const reading = read(message);
  const { language, notice } = reading;
  const { understanding, crisis: builtIn, danger, previous, recent } = readConversation(reading, history);
  // The built-in detector alone decides when it finds a crisis or when no model is bound.
  const crisis =
    builtIn.lines.length > 0 || !env.AI
      ? builtIn
      : withSecondOpinion(builtIn, await secondOpinion(env.AI, message, Math.min(SECOND_OPINION_TIMEOUT_MS, timeoutMs(env))));
  const besideDanger = crisis.lines.length > 0;
  let retrieval = retrieve(reading, understanding.probabilities, { besideDanger });
  // "Is it free?" after "what's the prompt kit": a question about the site asked over two or three messages.
  const siteQuestion =
    isFollowUp(reading, understanding) && !isSiteQuestion(reading) ? recent.find((m) => isSiteQuestion(read(m))) : undefined;
  const followsSiteQuestion = siteQuestion !== undefined;
  const replyReading = siteQuestion !== undefined ? read(`${siteQuestion}\n${message}`) : reading;
  // "Can you help with that?" after "we got evicted": the need was named in the message before.
  if (retrieval.needs.length === 0 && previous && !followsSiteQuestion)
    retrieval = retrieve(read(`${previous}\n${message}`), undefined, { besideDanger });
  // Questions about the site itself, and about who is answering, are answered from its own facts, never by a model.
  const ownAnswer = crisis.lines.length === 0 && (isSiteQuestion(replyReading) || isIdentityQuestion(reading));
  const chain = ownAnswer ? [builtInProvider] : providerChain(env);
  const reply = await generateReply(chain, { message, reading: replyReading, history, retrieval, crisis, language }, timeoutMs(env));
  // A crisis reply already opens with 911 and 988; every other reply ends with them.
  const body = crisis.lines.length > 0 ? reply.text : withSafetyLine(reply.text, language);
  const text = withCrisisLines(crisis, notice ? `${notice}\n\n${body}` : body, language);
  return { text, crisis, provider: reply.provider, danger };
}
