/**
 * Crisis assessment: from what the lexicons see in a message (crisis-matcher.ts), and in
 * classify.ts what the classifier makes of it, does this message say that someone may be in
 * danger, and which line should the reply open with? It runs on every chat message before
 * anything else, and its lines are put in front of whatever answers, so a model can neither drop
 * nor reorder them. It leans towards catching: a crisis line shown to someone who did not need it
 * costs a line of text (docs/decisions/0037-porch-crisis-detection.md).
 */
import lines from "./data/crisis-lines.json";
import { CONCEPTS, type Concept, type CrisisSignals } from "./crisis-matcher";
import type { Language } from "./text/language";

/** The lines a crisis reply can open with, each a directory entry. */
export type CrisisLine =
  "911" | "poison-control" | "988-lifeline" | "domestic-violence-hotline" | "rainn" | "childhelp" | "adult-protective-services";

export type CrisisAssessment = {
  /** Concepts found, with their scores (a concept counts from 0.5; the message is a crisis at a total of 1). */
  concepts: Partial<Record<Concept, number>>;
  /** The crisis lines in the order the reply shows them; empty when the message is not a crisis. */
  lines: CrisisLine[];
  /** Who decided: the built-in detector, or the model's second opinion when the detector found nothing. */
  source: "built-in" | "second-opinion" | null;
};

export const NO_CRISIS: CrisisAssessment = { concepts: {}, lines: [], source: null };

export const SELF_HARM: readonly Concept[] = [
  "want-to-die",
  "hopelessness",
  "burden",
  "trapped-pain",
  "goodbye",
  "means",
  "self-injury",
  "lethal-amount",
];
/**
 * What a writer who says they are safe ("I'm not suicidal", "estoy a salvo") takes back: thoughts
 * of dying. Self-injury and a question about a lethal amount are not taken back by it.
 */
export const TAKEN_BACK_BY_SAFETY: readonly Concept[] = ["want-to-die", "hopelessness", "burden", "trapped-pain", "goodbye", "means"];

/* ------------------------------------------------------------ the decision */

/** The lexicons' groups that name a means of ending a life (crisis-lexicon.json). */
const MEANS_GROUPS: ReadonlySet<string> = new Set(["firearm", "rope", "blade", "substance", "weapon"]);

/** Above this total lexicon score, a message is a crisis whatever the classifier says. */
export const LEXICON_THRESHOLD = 1;

/**
 * Orders the crisis lines by severity: 911 for danger now (a medical emergency told as a scene, an
 * overdose that has stopped someone responding, means in hand, a weapon or an attack by anyone
 * present, a fire or carbon monoxide), Poison Control for a poisoning that is not yet that, the
 * abuse lines by how strongly the message speaks of each (Adult Protective Services for an older
 * or dependent adult), then 988; 911 and 988 always (docs/decisions/0101-porch-danger-now-is-911-first.md).
 */
export function orderLines(concepts: Partial<Record<Concept, number>>, signals: CrisisSignals): CrisisLine[] {
  const score = (c: Concept) => concepts[c] ?? 0;
  const has = (c: Concept) => score(c) >= 0.5;
  const { now, urgent, possess, unresponsive, young } = signals;
  // A question about a dose not yet taken ("how many would it take to kill me") is a suicide risk,
  // 988 first: its "kill me" is no abuser's threat, its "my pills" no means in hand, and nothing
  // has been swallowed yet.
  const question = score("lethal-amount");
  const selfInjury = score("self-injury");
  const abuseScore = (c: Concept) => (score(c) > question ? score(c) : 0);
  const home = abuseScore("home-abuse");
  const child = abuseScore("child-abuse");
  const sexual = abuseScore("sexual-assault");
  const elder = abuseScore("elder-abuse");
  const abuse = Math.max(home, child, sexual, elder) >= 0.5;
  // A medical emergency comes first when it is what the message is mostly about: "he chokes her"
  // is abuse, "took too many pills" is poisoning, whatever medical words they share.
  const strongest = Math.max(...CONCEPTS.filter((c) => c !== "medical-emergency").map(score));
  // "Enough to not wake up" asks about a dose; it says nothing of anyone unconscious. A scene the
  // lexicons name outright (lips swelling after a cookie, someone slumped and not answering) is
  // an emergency whatever else it shares words with, unless it is abuse ("he choked me").
  // Thoughts of dying told beside a medical word ("not wake up", "since the stroke") are weighed
  // against every concept of self-harm together, not one.
  const selfHarmTotal = TAKEN_BACK_BY_SAFETY.reduce((a, c) => a + score(c), 0);
  const named = score("medical-emergency") >= 1 && score("medical-emergency") > selfHarmTotal && Math.max(home, child, sexual, elder) < 0.5;
  const medical =
    has("medical-emergency") &&
    ((score("medical-emergency") >= strongest && score("medical-emergency") > selfHarmTotal) || named) &&
    question < 0.5;
  // Pills saved up for later ("so I can swallow them all at once") are means, not a poisoning:
  // nothing has been swallowed yet, and 988 comes first.
  const stockpile = has("means") && score("means") >= score("overdose-poisoning") && !now;
  const poisoning = has("overdose-poisoning") && (question < 0.5 || now) && !stockpile;
  // Nor is "to not wake up" anyone unconscious, in a question about a dose, or in a wish to die
  // the lexicons name outright ("I'd be fine just not waking up tomorrow"): the writer is typing.
  const unconscious = unresponsive && question < 0.5 && score("want-to-die") < 2;
  // A blade used on oneself tonight is self-injury (988 first), not means in hand, unless the
  // message speaks of dying.
  const injuryOnly = selfInjury >= 0.5 && score("want-to-die") < 1;
  // A means the message names outright, held or beside the writer ("the 12 gauge across my lap",
  // "the oxy bottle open in my hand"), is danger now wherever the wish to die comes from: the
  // lexicons or the classifier. Buying one, or asking how much would do, is not yet (988 first).
  const meansNamed = signals.groups?.some((g) => MEANS_GROUPS.has(g.slice(g.indexOf(":") + 1))) ?? false;
  const wantsToDie = TAKEN_BACK_BY_SAFETY.some(has);
  const meansInHand = question < 0.5 && !injuryOnly && possess && (has("means") || (meansNamed && wantsToDie) || (poisoning && now));
  // A partner or relative who follows or finds the writer, told as the abuse it is part of ("he
  // followed me to my sister's once", "he still shows up at my job") with nothing happening this
  // minute and no weapon named, is the abuse line first; 911 stays in the reply.
  const weaponNamed = signals.groups?.some((g) => g.endsWith(":weapon") || g.endsWith(":firearm")) ?? false;
  const abuseTold = home >= 1 && home >= score("danger-now") && !now && !urgent && !weaponNamed;
  const dangerNow =
    medical ||
    (has("danger-now") && !abuseTold) ||
    (poisoning && unconscious) ||
    meansInHand ||
    (question < 0.5 && !injuryOnly && has("means") && now) ||
    // Abuse is 911 first only while it is happening: "right now", "banging on the door", not
    // "tonight she told me" or "he's at work now".
    (abuse && urgent);
  // Hurting oneself is not abuse at any age: 988 comes before the abuse lines unless abuse by
  // someone else is what the message speaks of most.
  // Where no abuser is named (the lexicons found no abuse, only the classifier suspects it), a
  // young person's own pain is theirs: 988 first, not the child-abuse line.
  const abuserNamed = (["home-abuse", "child-abuse", "sexual-assault", "elder-abuse"] as const).some(
    (c) => (signals.concepts[c] ?? 0) >= 0.5,
  );
  const selfFirst =
    ((selfInjury >= 0.5 || question >= 0.5) && selfInjury + question + score("want-to-die") >= Math.max(home, child, sexual, elder)) ||
    (!abuserNamed && has("want-to-die") && score("want-to-die") >= Math.max(home, child, sexual, elder));

  // A young writer ("I'm 15") or a child spoken of is a child first, when there is abuse at all.
  const childNamed = signals.groups?.some((g) => g.endsWith(":child")) ?? false;
  const careNamed = signals.groups?.some((g) => g.endsWith(":eldercare")) ?? false;
  const abuseLines = (
    [
      ["domestic-violence-hotline", home],
      ["childhelp", child + (young && abuse && abuserNamed && !selfFirst ? 2 : child >= 0.5 && childNamed && !careNamed ? 1 : 0)],
      ["rainn", sexual],
      // An older or dependent adult is spoken of: their line before a child's, whatever a "grandson"
      // suggests; but "locks her in" said of a daughter is a child's abuse, not an elder's.
      ["adult-protective-services", elder + (elder >= 0.5 && !selfFirst && (careNamed || !childNamed || elder >= 2) ? 1 : 0)],
    ] as [CrisisLine, number][]
  )
    .filter(([, s]) => s >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([line]) => line);

  const order: CrisisLine[] = [];
  if (dangerNow) order.push("911");
  // A question about a dose not yet taken is no poisoning, whoever's pills they are.
  if (poisoning && !(question >= 0.5 && !now)) order.push("poison-control");
  if (selfFirst) order.push("988-lifeline");
  order.push(...abuseLines);
  if (SELF_HARM.some(has) || order.length === 0) order.push("988-lifeline");
  // 911 and 988 are in every crisis reply; the order above decides only what comes first.
  for (const line of ["911", "988-lifeline"] as const) if (!order.includes(line)) order.push(line);
  return [...new Set(order)];
}

/** The built-in detector with the lexicons alone (the classifier joins in classify.ts). */
export function assessByLexicon(signals: CrisisSignals): CrisisAssessment {
  const total = Object.values(signals.concepts).reduce((a, b) => a + b, 0);
  if (total < LEXICON_THRESHOLD) return { concepts: signals.concepts, lines: [], source: null };
  return { concepts: signals.concepts, lines: orderLines(signals.concepts, signals), source: "built-in" };
}

/** The model's second opinion can only add crisis lines the built-in detector did not find. */
export function withSecondOpinion(assessment: CrisisAssessment, flags: ReadonlySet<"self-harm" | "violence">): CrisisAssessment {
  if (assessment.lines.length > 0 || flags.size === 0) return assessment;
  const lines: CrisisLine[] = flags.has("violence") ? ["911", "988-lifeline"] : ["988-lifeline", "911"];
  return { ...assessment, lines, source: "second-opinion" };
}

/* ------------------------------------------------------------ the reply's first lines */

type LineCopy = { opening: string } & Record<CrisisLine, string>;
const LINES = lines as Record<Language, LineCopy>;

/** The sentence every crisis reply starts with, in each language (tests look for it). */
export const CRISIS_OPENING: Record<Language, string> = { en: LINES.en.opening, es: LINES.es.opening };

export function crisisPreamble(assessment: CrisisAssessment, language: Language = "en"): string {
  const copy = LINES[language];
  return [copy.opening, ...assessment.lines.map((line) => copy[line])].join("\n");
}

/** Puts the crisis lines in front of any reply (and is a no-op when the message is not a crisis). */
export function withCrisisLines(assessment: CrisisAssessment, reply: string, language: Language = "en"): string {
  if (assessment.lines.length === 0) return reply;
  return `${crisisPreamble(assessment, language)}\n\n${reply}`;
}
