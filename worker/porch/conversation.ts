/**
 * Danger read over the conversation, not the message (docs/decisions/0100-porch-hears-the-conversation.md):
 *
 *   - each clause of a message is assessed on its own as well as the whole, and the strongest
 *     decides, so a greeting, a price question or a resource request beside "he's going to kill
 *     me" cannot lower its score;
 *   - the visitor's earlier turns in the session are assessed too: danger told in an earlier
 *     message still counts unless a later one plainly takes it back ("I mean my gym membership");
 *     an earlier message joined to the latest catches a scene told first and intent told after;
 *   - the latest turn weighs most: its own danger decides the lines' order, an earlier turn's only
 *     when the latest has none.
 *
 * Everything is a function of the turns alone: the same conversation always gets the same reply,
 * and nothing computed here outlives it.
 */
import { understand, type Understanding } from "./classify";
import { LEXICON_THRESHOLD, type CrisisAssessment } from "./crisis-assessment";
import { plainText } from "./plain-text";
import { read } from "./reading";
import type { Reading } from "./reading-type";
import { isIdentityQuestion } from "./responder";
import type { Turn } from "./sessions";
import { isSiteQuestion } from "./studio-answers";

/** Earlier messages of the visitor's that are read again (the session keeps 20 turns: 10 of theirs). */
export const EARLIER_TURNS = 10;
/** A message split into more clauses than this is read whole past the last one (a bound on the work). */
const MAX_CLAUSES = 12;

/**
 * Where one thought ends and another begins: sentence ends, and the joins people type between an
 * aside and what they mean ("but", "also", "btw", "pero", "también").
 */
const CLAUSE_BREAK =
  /[.!?;\n]+|,?\s+(?:but|also|and also|plus|btw|anyway|anyways|oh and|then again|pero|tambien|también|ademas|además|y tambien|y también)\s+|\s+[-–—]+\s+|,\s+(?=(?:and|so|now|right now|he|she|they|my|i|im|i'm|hes|he's|shes|she's)\b)/i;

/** A later message that takes an earlier alarm back: the words were about something else. */
const TAKES_BACK = new RegExp(
  [
    "\\bi (just )?(mean|meant|ment|was talking about|was talkin about|was referring to)\\b",
    "\\b(talking|talkin) about (my|the|a|our)\\b",
    "\\b(i was |im |i am )?(just )?(joking|kidding|playing)\\b|\\bjk\\b|\\bj k\\b",
    "\\bnot literally\\b|\\bnot (like )?(for real|really)\\b|\\bfigure of speech\\b|\\bfalse alarm\\b",
    "\\b(no|nah|nope|lol|lmao) (no |nah |lol |lmao )*(i mean|not like that|not that kind|not me)\\b",
    "^(lol|lmao\\w*|haha\\w*|jaja\\w*|rsrs|kkk\\w*|omg|oh god|oh lord) (no|nah|nope)\\b|^(no|nah|nope) (no|lol|lmao\\w*|haha\\w*|jaja\\w*)\\b",
    "\\bwrong word\\b|\\bautocorrect\\b|\\btypo\\b|\\bvoice (text|to text|typing)\\b|\\bnvm\\b|\\bwrong (chat|convo|conversation|person|text|number|window)\\b",
    "\\b(sorry|my bad|oops),? (that|this) (was|sounded|came out)\\b|\\bnot like that\\b|\\bnot that kind of\\b",
    "\\b(nobody|no one|noone|nobodys|nobody is|everybody|everybodys|everyone|everyones|we are all|were all) (is |s )?(hurt|fine|ok|okay|safe|alright)\\b|\\b(he|she|they|hes|shes|theyre) (is |are )?(alright|fine|ok|okay|safe)( now)?\\b",
    "\\b(that|it|this) (came out|sounded) (all )?(wrong|bad|weird|scary|dark|worse)\\b|\\b(im|i am) (just )?(being )?dramatic\\b|\\bdramatic lol\\b|\\b(im|i am) (fine|ok|okay) (fr|i promise|lol|dont worry|really|now)\\b|\\b(nvm|phew|oops)\\b",
    "\\bi was (typing|texting|talking|writing) to\\b|\\b(real|actual|ok real) question\\b|\\bwhat i (actually|really) (came|wanted|need|meant)\\b",
    // A continuation of the earlier words, laughing: "on a can lid lol", "a GLUE gun lmao".
    "^(on|about|in|of|with|at|the|my|a|an|out of|to|from)\\b[^.]*\\b(lol|lmao\\w*|haha\\w*|jaja\\w*|rsrs|kkk\\w*|i mean|i meant)\\b",
    "\\b(no es|no era) (de|nada|en serio|para tanto|lo que)\\b|\\btranquil[oa]s?\\b|\\bcalma\\b|\\bjaja+ no\\b|\\bnada grave\\b|\\bnadie (esta|salio) herid|\\bk{3,}\\b|\\bnao e nada\\b",
    "\\bme refiero\\b|\\bquise decir\\b|\\bquiero decir\\b|\\bhablaba de\\b|\\bera (una )?broma\\b|\\bes (una )?broma\\b|\\bno literal\\b|\\bfalsa alarma\\b|\\bde broma\\b",
  ].join("|"),
);

/** Laughter typed as emoji, which the plain text drops. */
const LAUGHING = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F480}\u{1F62D}\u{1F643}\u{1F644}]/u;
/** The start of a message that finishes the one before ("on the templates 😂", "in paperwork"). */
const CONTINUES = /^(on|about|in|of|with|at|out of|from) /;

export function takesBack(message: string): boolean {
  const text = plainText(message).replace(/\s+/g, " ");
  return TAKES_BACK.test(text) || (CONTINUES.test(text) && LAUGHING.test(message));
}

/** The clauses of a message with two or more words, at most MAX_CLAUSES (the last holds the rest). */
export function clauses(message: string): string[] {
  const parts = message
    .split(CLAUSE_BREAK)
    .map((p) => p?.trim())
    .filter((p): p is string => !!p && p.split(/\s+/).length >= 2);
  if (parts.length <= MAX_CLAUSES) return parts;
  return [...parts.slice(0, MAX_CLAUSES - 1), parts.slice(MAX_CLAUSES - 1).join(". ")];
}

const strength = (c: CrisisAssessment) => Object.values(c.concepts).reduce((a, b) => a + (b ?? 0), 0);

/**
 * The strongest danger among readings of one message: the whole, then each clause. Where any of
 * them calls for 911 first (a weapon, a fire, someone not breathing), 911 leads whatever else the
 * message says.
 */
function strongest(assessments: CrisisAssessment[]): CrisisAssessment | null {
  const found = assessments.filter((a) => a.lines.length > 0);
  if (found.length === 0) return null;
  const best = found.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  if (best.lines[0] === "911" || !found.some((a) => a.lines[0] === "911")) return best;
  return { ...best, lines: ["911", ...best.lines.filter((l) => l !== "911")] };
}

/**
 * The classifier's crisis probability from which a question about the site or about who is
 * answering is danger on the classifier's word alone ("how much is think tank" read 0.43).
 */
const OWN_QUESTION_THRESHOLD = 0.75;

/** Danger the lexicons themselves name (a threat, a weapon, a plan), not the classifier's guess. */
const named = (u: Understanding) => Object.values(u.lexicon).reduce((a, b) => a + (b ?? 0), 0) >= LEXICON_THRESHOLD;
const stands = (u: Understanding) => u.crisis.lines.length > 0 && (named(u) || u.crisisProbability >= OWN_QUESTION_THRESHOLD);

/**
 * One message's danger: the whole message and each of its clauses. A clause counts where the
 * lexicons name danger in it (the classifier, trained on whole messages, misreads a fragment of
 * a few words) and the writer has not said they are safe. A question about the site or about who
 * is answering is danger only where the lexicons or a confident classifier say so.
 */
function messageDanger(reading: Reading, whole: Understanding): CrisisAssessment | null {
  const ownQuestion = isSiteQuestion(reading.text) || isIdentityQuestion(reading.text);
  const found = ownQuestion && !stands(whole) ? [] : [whole.crisis];
  const parts = whole.safe ? [] : clauses(reading.message);
  if (parts.length > 1) {
    for (const part of parts) {
      const u = understand(read(part));
      if (u.crisis.lines.length > 0 && named(u)) found.push(u.crisis);
    }
  }
  return strongest(found);
}

/** The visitor's own earlier messages, oldest first (quick actions are buttons, not words). */
function earlierMessages(history: readonly Turn[]): string[] {
  return history
    .filter((t) => t.role === "user" && !t.content.startsWith("Quick Action: "))
    .map((t) => t.content)
    .slice(-EARLIER_TURNS);
}

export type ConversationReading = {
  /** The latest message's own understanding (its needs are what the reply names). */
  understanding: Understanding;
  /** The danger over the conversation: the latest message's, else an earlier one's that still stands. */
  crisis: CrisisAssessment;
  /** The latest message joined to the one before it, when the latest names no need on its own. */
  context: Reading | null;
};

export function readConversation(reading: Reading, history: readonly Turn[]): ConversationReading {
  const understanding = understand(reading);
  const now = messageDanger(reading, understanding);
  const earlier = earlierMessages(history);
  // The latest message with the two before it: a scene, then symptoms, then intent.
  const before = earlier.slice(-2);
  const context = before.length > 0 ? read([...before, reading.message].join("\n")) : null;
  const calm = { understanding, crisis: { ...understanding.crisis, lines: [] }, context };
  // A message that takes an alarm back ("I mean my phone plan", "not dangerous, just lonely") is
  // danger only where the whole of it is: the lexicons name one and the classifier agrees.
  if (takesBack(reading.message) || understanding.safe) {
    return understanding.crisis.lines.length > 0 && named(understanding) ? { understanding, crisis: understanding.crisis, context } : calm;
  }
  // An alarm taken back is taken back for every message before the one that took it back.
  const standing: { reading: Reading; understanding: Understanding }[] = [];
  for (let i = earlier.length - 1; i >= 0 && !takesBack(earlier[i]); i--) {
    const turnReading = read(earlier[i]);
    const turn = understand(turnReading);
    if (turn.safe) break;
    standing.unshift({ reading: turnReading, understanding: turn });
  }
  // A scene told first and intent told after, or symptoms that worsen: the two read together,
  // and the stronger of that and the latest alone decides ("now she can't lift her arm" after
  // "she's confused" is a stroke, 911 first).
  const joined = standing.length > 0 && context ? understand(context) : null;
  const together = joined && stands(joined) ? joined.crisis : null;
  if (now || together) return { understanding, crisis: strongest([now, together].filter((c) => c !== null))!, context };
  for (let i = standing.length - 1; i >= 0; i--) {
    const danger = messageDanger(standing[i].reading, standing[i].understanding);
    if (danger) return { understanding, crisis: danger, context };
  }
  return calm;
}
