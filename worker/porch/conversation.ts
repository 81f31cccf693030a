/**
 * Danger read over the conversation, not the message (docs/decisions/0100-porch-hears-the-conversation.md):
 *
 *   - each clause of a message is assessed on its own as well as the whole, and the strongest
 *     decides, so a greeting, a price question or a resource request beside "he's going to kill
 *     me" cannot lower its score; where the whole message finds danger itself, its order of the
 *     lines stands, and a clause only brings 911 forward for a weapon, an attack or a fire;
 *   - the visitor's earlier turns in the session count too: danger told in an earlier message still
 *     stands unless a later one plainly takes it back ("I mean my gym membership"), and the
 *     lexicons' findings of the last turns add up (a scene, then symptoms, then intent);
 *   - the latest turn weighs most: its own danger decides the lines' order, an earlier turn's only
 *     when the latest has none.
 *
 * Each message is read once, when it arrives: what the conversation needs of it later (its danger,
 * the lexicons' findings, whether it takes an alarm back) is kept with its turn in the session
 * (`TurnDanger`), so a 20-turn session costs one reading, not ten. Everything is a function of the
 * turns: the same conversation gets the same reply.
 */
import { NEED_CLASSES, understand, type Understanding } from "./classify";
import { assessByLexicon, LEXICON_THRESHOLD, orderLines, type CrisisAssessment, type CrisisLine } from "./crisis-assessment";
import { CONCEPTS, crisisSignals, type Concept, type CrisisSignals } from "./crisis-matcher";
import { read } from "./text/reading";
import type { Reading } from "./text/reading";
import { isIdentityQuestion } from "./responder";
import type { Turn, TurnDanger } from "./sessions";
import { isSiteQuestion } from "./studio-answers";

/** Earlier messages of the visitor's that count (the session keeps 20 turns: 10 of theirs). */
export const EARLIER_TURNS = 10;
/** Earlier messages whose lexicon findings add up with the latest's. */
const ADDED_UP = 2;
/** A message split into more clauses than this is read whole past the last one (a bound on the work). */
const MAX_CLAUSES = 12;
/** Words at which one thought ends and another begins, beside sentence ends: "but", "also", "btw", "pero". */
const JOINS = new Set(["but", "also", "btw", "anyway", "anyways", "plus", "pero", "tambien", "ademas"]);
const BREAK = "|";

/** A later message that takes an earlier alarm back: the words were about something else. */
const TAKES_BACK = new RegExp(
  [
    "\\bi (just )?(mean|meant|ment|was talking about|was talkin about|was referring to)\\b",
    "\\b(talking|talkin) about (my|the|a|our)\\b",
    "\\b(i was |im |i am )?(just )?(joking|kidding|playing)\\b|\\bjk\\b|\\bj k\\b",
    "\\bnot literally\\b|\\bnot (like )?(for real|really)\\b|\\bfigure of speech\\b|\\bfalse alarm\\b",
    "\\b(no|nah|nope|lol|lmao) (no |nah |lol |lmao )*(i mean|not like that|not that kind|not me)\\b",
    "^(lol|lmao\\w*|haha\\w*|jaja\\w*|rsrs|kkk\\w*|omg|oh god|oh lord) (no|nah|nope)\\b|^(no|nah|nope) (no|nah|nope|lol|lmao\\w*|haha\\w*|jaja\\w*)\\b",
    "\\b(wrote|said|put|phrased|worded|typed) (that|it|this) (badly|wrong|poorly|weird|weirdly)\\b",
    "\\bpanicked (for|over) nothing\\b|\\b(they are|theyre|its|it is|they were|it was) (just |only )?(his|her|my|their) (allergy|asthma|vitamin|vitamins|inhaler|meds|medicine)\\b|^(lol|lmao\\w*|haha\\w*|jaja\\w*) (on|about|of|with) ",
    "\\bwrong word\\b|\\bautocorrect\\b|\\btypo\\b|\\bvoice (text|to text|typing)\\b|\\bnvm\\b|\\bwrong (chat|convo|conversation|person|text|number|window)\\b",
    "\\b(sorry|my bad|oops),? (that|this) (was|sounded|came out)\\b|\\bnot like that\\b|\\bnot that kind of\\b",
    "\\b(nobody|no one|noone|nobodys|nobody is|everybody|everybodys|everyone|everyones|we are all|were all) (is |s )?(hurt|fine|ok|okay|safe|alright)\\b|\\b(he|she|they|hes|shes|theyre) (is |are )?(alright|fine|ok|okay|safe)( now)?\\b",
    "\\b(that|it|this) (came out|sounded) (all |so |really |very )?(wrong|bad|weird|scary|dark|worse)\\b|\\b(im|i am) (just )?(being )?dramatic\\b|\\bdramatic lol\\b|\\b(im|i am) (fine|ok|okay) (fr|i promise|lol|dont worry|really|now)\\b|\\b(nvm|phew|oops)\\b",
    "\\bi was (typing|texting|talking|writing) to\\b|\\b(real|actual|ok real) question\\b|\\bwhat i (actually|really) (came|wanted|need|meant)\\b",
    // A continuation of the earlier words, laughing: "on a can lid lol", "a GLUE gun lmao".
    "^(on|about|in|of|with|at|the|my|a|an|out of|to|from)\\b[^.]*\\b(lol|lmao\\w*|haha\\w*|jaja\\w*|rsrs|kkk\\w*|i mean|i meant)\\b",
    "\\b(no es|no era) (de|nada|en serio|para tanto|lo que)\\b|\\btranquil[oa]s?\\b|\\bcalma\\b|\\bjaja+ no\\b|\\bnada grave\\b|\\bnadie (esta|salio) herid|\\bk{3,}\\b|\\bnao e nada\\b",
    // The words were a song, a hymn, a game or an object's ("that's the hymn!", "the boss in elden ring", "my CAR").
    "\\bthat ?s (just )?(the|a|my|from (the|a)) [^.]{0,30}\\b(song|lyrics?|hymn|quote|meme|game|movie|show|book|novel|toast|battery|smoke detector)\\b|\\b(song|hymn) lyrics?\\b|\\bnot a statement about me\\b",
    "\\bthe boss in\\b|\\bin (the game|my game|elden ring|minecraft|fortnite|mario kart|call of duty|my novel|my book|the book|the movie)\\b",
    "^(my|the|our|his|her) (car|phone|cell|battery|truck|plant|laptop|computer|pc|tv|printer|garden|cat|dog|fig|ficus)\\b|^(in|under) (paperwork|bills|debt|work|this workload|homework|laundry|emails?|tasks|chores|assignments)\\b",
    "\\b(i can see|i see|i realize|i realise) how that (read|reads|sounded|sounds|came out|looked|looks)\\b|\\bsorry (for|about) (the|that) scare\\b|\\b(did not|didnt) mean to (scare|alarm|worry)\\b",
    "\\bmy mistake\\b|\\b(mis ?translat\\w*|wrong translation|translat\\w* (it )?wrong)\\b|\\b(con|de|en) (el|la|los|las|mi|mis) \\w+ digo\\b|\\bto clarify\\b|\\bshould have been clearer\\b|\\bi should say\\b|\\bunresponsive to (my )?(emails|texts|calls|messages)\\b|\\bnot a poisoning\\b",
    "\\b(everything|all) is (fine|ok|okay|good)( now)?\\b|\\bperfectly fine\\b|\\bno (smoke|fire), no\\b|\\b(im|i am|i was|i m|just) being (a bit |a little |so |too |way too )?dramatic\\b|\\bexaggerating\\b",
    "\\b(es|era) (una|la) cancion\\b|\\bde la verguenza\\b|\\bes un decir\\b|\\b(e|era) (uma )?(musica|brincadeira)\\b",
    "\\bme refiero\\b|\\bquise decir\\b|\\bquiero decir\\b|\\bhablaba de\\b|\\bera (una )?broma\\b|\\bes (una )?broma\\b|\\bno literal\\b|\\bfalsa alarma\\b|\\bde broma\\b",
  ].join("|"),
);

/** Laughter typed as emoji, which the plain text drops. */
const LAUGHING = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F480}\u{1F62D}\u{1F643}\u{1F644}]/u;
/** The start of a message that finishes the one before ("on the templates 😂", "in paperwork"). */
const CONTINUES = /^(on|about|in|of|with|at|out of|from) /;

/** "I mean it" insists; it takes nothing back. */
const INSISTS = /\bi (really |truly |totally )?mean (it|every word|what i said)\b/;

/** Someone else's "she's fine", reported: the writer takes nothing back ("she says she's fine, just tired"). */
const REPORTED_FINE =
  /\b(say|says|said|saying|insist|insists|insisted|claim|claims|claimed|swear|swears|tell me|tells me|told me|keeps saying)( that)? (he|she|they|hes|shes|theyre|he is|she is|they are|its|it is) (is |are |was )?(fine|ok|okay|alright|safe)\b/g;

/** "She's safe with me for now": someone kept safe from a danger, which is not taken back by it. */
const KEPT_SAFE =
  /\b(he|she|they|hes|shes|theyre|he is|she is|they are|the kids are|my kids are) (is |are )?safe (with (me|us)|here|at (my|our) (house|place))( for now)?\b|\bsafe for now\b/g;

export function takesBack(reading: Pick<Reading, "message" | "plain">): boolean {
  if (INSISTS.test(reading.plain)) return false;
  const plain = reading.plain.replace(REPORTED_FINE, " ").replace(KEPT_SAFE, " ");
  return TAKES_BACK.test(plain) || (CONTINUES.test(plain) && LAUGHING.test(reading.message));
}

/** A message's clauses, as slices of its one reading (no word is read or stemmed again). */
export function clauses(
  reading: Pick<Reading, "words" | "stems" | "language" | "notice">,
): Pick<Reading, "words" | "stems" | "language" | "notice">[] {
  const out: [number, number][] = [];
  let from = 0;
  reading.words.forEach((w, i) => {
    if (w !== BREAK && !JOINS.has(w)) return;
    if (i - from >= 2) out.push([from, i]);
    from = i + 1;
  });
  if (reading.words.length - from >= 2) out.push([from, reading.words.length]);
  if (out.length > MAX_CLAUSES) out.splice(MAX_CLAUSES - 1, out.length, [out[MAX_CLAUSES - 1][0], reading.words.length]);
  return out.map(([a, b]) => ({
    words: reading.words.slice(a, b),
    stems: { en: reading.stems.en.slice(a, b), es: reading.stems.es.slice(a, b) },
    language: reading.language,
    notice: reading.notice,
  }));
}

const total = (concepts: Partial<Record<Concept, number>>) => Object.values(concepts).reduce((a, b) => a + (b ?? 0), 0);
const strength = (c: CrisisAssessment) => total(c.concepts);

/**
 * The strongest danger among several readings: where any of them calls for 911 first (a weapon,
 * a fire, someone not breathing), 911 leads whatever else the message says.
 */
function strongest(assessments: (CrisisAssessment | null)[]): CrisisAssessment | null {
  const found = assessments.filter((a): a is CrisisAssessment => a !== null && a.lines.length > 0);
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
/** The classifier's crisis probability under which a message it read whole is not searched clause by clause. */
const CALM_WHOLE = 0.05;
/** ... and the likeliest need from which it is plainly that need. */
const PLAIN_NEED = 0.6;
/** A need the classifier finds this likely stands beside a take-back's danger words. */
const NEED_BESIDE = 0.5;
/** The classifier's crisis probability from which a message that takes an alarm back is danger itself. */
const TAKEN_BACK_AGREES = 0.5;
/**
 * ... or from which the classifier alone is enough, when it sees no need besides: "real question:
 * how much vodka on xanax is enough that it's over" read 0.93; "I mean I'm done fighting the bank"
 * read 0.96, but a legal need at 0.58.
 */
const TAKEN_BACK_SURE = 0.9;

/** Danger the lexicons themselves name (a threat, a weapon, a plan), not the classifier's guess. */
const likeliestNeed = (u: Understanding) => Math.max(...NEED_CLASSES.map((c) => u.probabilities[c]));
const named = (u: Understanding) => total(u.lexicon) >= LEXICON_THRESHOLD;
const stands = (u: Understanding) => u.crisis.lines.length > 0 && (named(u) || u.crisisProbability >= OWN_QUESTION_THRESHOLD);

/** What the lexicons alone find in one clause, a writer's "I'm safe" taking back thoughts of dying. */
function clauseDanger(clause: Pick<Reading, "words" | "stems" | "language" | "notice">): CrisisAssessment | null {
  const signals = crisisSignals(clause);
  if (signals.safe) return null;
  const assessed = assessByLexicon(signals);
  return assessed.lines.length > 0 ? assessed : null;
}

/**
 * One message's danger: the whole message, and each of its clauses where the lexicons name
 * danger in it (the classifier, trained on whole messages, misreads a fragment of a few words).
 * A question about the site or about who is answering is danger only where the lexicons or a
 * confident classifier say so; a writer who says they are safe is not split.
 */
function messageDanger(reading: Reading, whole: Understanding): CrisisAssessment | null {
  const ownQuestion = isSiteQuestion(reading) || isIdentityQuestion(reading);
  const found: (CrisisAssessment | null)[] = ownQuestion && !stands(whole) ? [] : [whole.crisis];
  // The lexicons match phrase by phrase, so a clause finds no danger the whole message did not:
  // clauses are read only where the whole names some, to be sure words beside it did not hide it.
  // Nor where the classifier read the whole message as plainly a need and no danger ("smoke has my
  // asthma going, out of inhaler" read 0.03 danger, 1.0 health): a fragment cut from that context
  // proves nothing. Thanks or a site question beside danger read as neither, and are split.
  const calmWhole = whole.crisis.lines.length === 0 && whole.crisisProbability < CALM_WHOLE && likeliestNeed(whole) >= PLAIN_NEED;
  const parts = whole.safe || !named(whole) || calmWhole ? [] : clauses(reading);
  // The whole message reads its danger with all its context ("pray I don't wake up" beside "his
  // heart attack"); a clause read alone may only add the 911 of a weapon, an attack or a fire.
  const wholeFound = found.length > 0 && whole.crisis.lines.length > 0;
  if (parts.length > 1)
    found.push(...parts.map(clauseDanger).filter((c) => !wholeFound || (c !== null && (c.concepts["danger-now"] ?? 0) >= 0.5)));
  return strongest(found);
}

/** What a conversation keeps of one message of the visitor's (with its turn in the session). */
function dangerOf(reading: Reading, u: Understanding, lines: readonly CrisisLine[]): TurnDanger {
  return { lines: [...lines], lexicon: u.lexicon, flags: u.flags, clears: takesBack(reading) || u.safe };
}

/** The visitor's own earlier messages, oldest first (quick actions are buttons, not words). */
function earlierTurns(history: readonly Turn[]): Turn[] {
  return history.filter((t) => t.role === "user" && !t.content.startsWith("Quick Action: ")).slice(-EARLIER_TURNS);
}

/**
 * An earlier message's danger as kept with its turn; a turn kept without it (a session from
 * before this was kept) is read again, the latest few only, so the work stays bounded.
 */
const READ_AGAIN = 2;
function earlierDanger(turns: Turn[]): TurnDanger[] {
  return turns.map((t, i) => {
    if (Array.isArray(t.danger?.lines) && Array.isArray(t.danger.flags)) return t.danger;
    if (i < turns.length - READ_AGAIN) return { lines: [], lexicon: {}, flags: [], clears: false };
    const r = read(t.content);
    const u = understand(r);
    return dangerOf(r, u, messageDanger(r, u)?.lines ?? []);
  });
}

/** The lexicons' findings of the last turns added up, as one assessment (a scene, then symptoms). */
function addedUp(turns: TurnDanger[]): CrisisAssessment | null {
  const concepts: Partial<Record<Concept, number>> = {};
  for (const t of turns) for (const c of CONCEPTS) if (t.lexicon[c]) concepts[c] = (concepts[c] ?? 0) + t.lexicon[c]!;
  if (total(concepts) < LEXICON_THRESHOLD) return null;
  const has = (f: TurnDanger["flags"][number]) => turns.some((t) => t.flags.includes(f));
  const signals = {
    concepts,
    now: has("now"),
    urgent: has("urgent"),
    possess: has("possess"),
    unresponsive: has("unresponsive"),
    young: has("young"),
  } as CrisisSignals;
  return { concepts, lines: orderLines(concepts, signals), source: "built-in" };
}

export type ConversationReading = {
  /** The latest message's own understanding (its needs are what the reply names). */
  understanding: Understanding;
  /** The danger over the conversation: the latest message's, else an earlier one's that still stands. */
  crisis: CrisisAssessment;
  /** What the session keeps of the latest message, for the turns after it. */
  danger: TurnDanger;
  /** The visitor's message before this one, for the needs when this one names none. */
  previous: string | null;
  /** The visitor's last two messages before this one, latest first (a question about the site may span them). */
  recent: string[];
};

export function readConversation(reading: Reading, history: readonly Turn[]): ConversationReading {
  const understanding = understand(reading);
  const earlier = earlierTurns(history);
  const previous = earlier.at(-1)?.content ?? null;
  const recent = earlier
    .slice(-2)
    .reverse()
    .map((t) => t.content);
  const calm: CrisisAssessment = { ...understanding.crisis, lines: [] };
  // A message that takes an alarm back ("I mean my phone plan", "not dangerous, just lonely") is
  // danger only where the whole of it is: the lexicons name one and the classifier agrees (it
  // often repeats the words it takes back: "I mean she took all her pills for the day").
  if (takesBack(reading) || understanding.safe) {
    const own =
      understanding.crisis.lines.length > 0 &&
      ((named(understanding) && understanding.crisisProbability >= TAKEN_BACK_AGREES) ||
        (understanding.crisisProbability >= TAKEN_BACK_SURE && likeliestNeed(understanding) < NEED_BESIDE))
        ? understanding.crisis
        : calm;
    return { understanding, crisis: own, danger: dangerOf(reading, understanding, own.lines), previous, recent };
  }
  const now = messageDanger(reading, understanding);
  const danger = dangerOf(reading, understanding, now?.lines ?? []);
  // An alarm taken back is taken back for every message before the one that took it back.
  const kept = earlierDanger(earlier);
  const standing: TurnDanger[] = [];
  for (let i = kept.length - 1; i >= 0 && !kept[i].clears; i--) standing.unshift(kept[i]);
  // The lexicons' findings of the latest and the two before it, added up: the stronger of that and
  // the latest alone decides ("now she can't lift her arm" after "she's confused" is a stroke).
  const together = standing.length > 0 ? addedUp([...standing.slice(-ADDED_UP), danger]) : null;
  if (now || together) return { understanding, crisis: strongest([now, together])!, danger, previous, recent };
  // Else the most recent earlier message whose danger still stands.
  const before = [...standing].reverse().find((t) => t.lines.length > 0);
  const crisis: CrisisAssessment = before ? { concepts: before.lexicon, lines: before.lines, source: "built-in" } : calm;
  return { understanding, crisis, danger, previous, recent };
}
