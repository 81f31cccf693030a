/**
 * Crisis detection. Runs on every chat message before any provider, and its lines are put in
 * front of whatever a provider answers, so a model can neither drop nor bury 988 and 911.
 *
 * Patterns lean towards catching: showing a crisis line to someone who did not need it costs a
 * line of text; missing someone who did costs far more. A few everyday phrases that share
 * words with emergencies ("emergency food", "fired from my job") are carved out.
 */

export type CrisisKind = "self-harm" | "violence" | "emergency";

const SELF_HARM =
  /\b(suicid\w*|kill(ing)? ?my ?self|end(ing)? (it all|my life|things)|take my (own )?life|(want|wanted|wanna|going|gonna) (to )?die|dont want to (live|be alive|be here|wake up)|no reason to live|better off dead|(hurt|hurting|harm|harming|cut|cutting|burn|burning) ?my ?self|self ?harm\w*|overdos\w*|unalive|jump off (a|the) (bridge|roof|building))\b/;

const VIOLENCE =
  /\b(kill (him|her|them|someone|somebody|you|everyone|people|me)|(going|gonna|trying|tried|threatened|threatening) to (hurt|kill|shoot|stab) (me|him|her|them|someone|us|my)|(hits|hit|hitting|beats|beat|beating|choked|chokes|choking|attacked|attacking|strangled|raped|assaulted|threatens|threatened|stalking|stalks) (me|us|my)|(has|with|pulled|holding) a (gun|knife|weapon)|being (attacked|abused|followed|stalked|hurt)|rape[ds]?|sexual(ly)? assault\w*|domestic violence|in danger|not safe at home|(im|i am|we are|feel) (not safe|unsafe)|afraid for my (life|safety)|scared for my (life|safety))\b/;

const EMERGENCY =
  /\b(emergency(?! (food|rent|housing|shelter|assistance|fund\w*|grant\w*|loan\w*|cash|money|meal\w*|pantr\w*|savings|room|contact|benefit\w*|snap|help with (rent|food|bills))\b)|call 911|heart attack|stroke|(cant|cannot|can not|not) breath(e|ing)|unconscious|unresponsive|bleeding (badly|a lot|out)|seizure|house (is )?on fire|poisoned|chest pain)\b/;

export function detectCrisis(message: string): Set<CrisisKind> {
  const text = message
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  const kinds = new Set<CrisisKind>();
  if (SELF_HARM.test(text)) kinds.add("self-harm");
  if (VIOLENCE.test(text)) kinds.add("violence");
  if (EMERGENCY.test(text)) kinds.add("emergency");
  return kinds;
}

const LINE_911 = "If you or someone near you is in danger or hurt right now, call 911.";
const LINE_988 =
  "If you are thinking about suicide or hurting yourself, or you are in emotional crisis, call or text 988 (988 Suicide & Crisis Lifeline, https://988lifeline.org), any time, free and confidential.";

/**
 * The lines that must open a reply to a crisis message: 988 first for self-harm, 911 first for
 * violence and emergencies, always both.
 */
export function crisisPreamble(kinds: ReadonlySet<CrisisKind>): string {
  const selfHarmFirst = kinds.has("self-harm") && !kinds.has("emergency");
  const lines = selfHarmFirst ? [LINE_988, LINE_911] : [LINE_911, LINE_988];
  return ["Your safety comes first.", ...lines].join("\n");
}

/** Puts the crisis lines in front of any reply (and is a no-op when the message is not a crisis). */
export function withSafety(kinds: ReadonlySet<CrisisKind>, reply: string): string {
  if (kinds.size === 0) return reply;
  return `${crisisPreamble(kinds)}\n\n${reply}`;
}
