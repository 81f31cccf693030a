/**
 * Crisis detection. Runs on every chat message before any provider, and its lines are put in
 * front of whatever a provider answers, so a model can neither drop nor bury 988 and 911.
 *
 * Patterns lean towards catching: showing a crisis line to someone who did not need it costs a
 * line of text; missing someone who did costs far more. A few everyday phrases that share
 * words with emergencies ("emergency food", "fired from my job") are carved out.
 */

import type { Language } from "./language";
import { plainText } from "./plain-text";

export type CrisisKind = "self-harm" | "violence" | "emergency";

const SELF_HARM =
  /\b(suicid\w*|kill(ing)? ?my ?self|end(ing)? (it all|my life|things)|take my (own )?life|(want|wanted|wanna|going|gonna) (to )?die|dont want to (live|be alive|be here|wake up)|no reason to live|better off dead|(hurt|hurting|harm|harming|cut|cutting|burn|burning) ?my ?self|self ?harm\w*|overdos\w*|unalive|jump off (a|the) (bridge|roof|building))\b/;

const VIOLENCE =
  /\b(kill (him|her|them|someone|somebody|you|everyone|people|me)|(going|gonna|trying|tried|threatened|threatening) to (hurt|kill|shoot|stab) (me|him|her|them|someone|us|my)|(hits|hit|hitting|beats|beat|beating|choked|chokes|choking|attacked|attacking|strangled|raped|assaulted|threatens|threatened|stalking|stalks) (me|us|my)|(has|with|pulled|holding) a (gun|knife|weapon)|being (attacked|abused|followed|stalked|hurt)|rape[ds]?|sexual(ly)? assault\w*|domestic violence|in danger|not safe at home|(im|i am|we are|feel) (not safe|unsafe)|afraid for my (life|safety)|scared for my (life|safety))\b/;

const EMERGENCY =
  /\b(emergency(?! (food|rent|housing|shelter|assistance|fund\w*|grant\w*|loan\w*|cash|money|meal\w*|pantr\w*|savings|room|contact|benefit\w*|snap|help with (rent|food|bills))\b)|call 911|heart attack|stroke|(cant|cannot|can not|not) breath(e|ing)|unconscious|unresponsive|bleeding (badly|a lot|out)|seizure|house (is )?on fire|poisoned|chest pain)\b/;

/* Spanish (accents removed before matching: "daño" is "dano", "está" is "esta"). */
const SELF_HARM_ES =
  /\b(suicid\w*|matarme|me quiero matar|quitarme la vida|acabar con mi vida|(quiero|quisiera|voy a|me voy a) morir(me)?|no quiero (vivir|seguir viviendo|estar aqui|despertar)|no tengo razon(es)? para vivir|mejor (muerto|muerta)|(hacerme|me hago|me estoy haciendo) dano|(lastimarme|cortarme|me corto|me lastimo|me estoy cortando)|sobredosis)\b/;

const VIOLENCE_ES =
  /\b(me (pega|golpea|golpeo|pego|maltrata|amenaza|amenazo|violo|ahorca|acosa|persigue)|(nos|les) (pega|golpea|amenaza)|me (quiere|va a|van a) (matar|lastimar|pegar)|violencia (domestica|familiar)|(estoy|estamos) en peligro|no (estoy|estamos) (segura|seguro|seguros|seguras)|tiene un (arma|cuchillo|pistola)|abuso sexual|violacion|me violaron|tengo miedo por mi vida)\b/;

const EMERGENCY_ES =
  /\b(emergencia(?! (de )?(comida|alimentos|vivienda|renta|alquiler|dinero|refugio))|llamar al 911|ataque al corazon|infarto|derrame cerebral|no (puede|puedo) respirar|inconsciente|no responde|sangrando mucho|convulsion\w*|(la casa|mi casa) (se esta quemando|esta en llamas)|envenenad[oa])\b/;

export function detectCrisis(message: string): Set<CrisisKind> {
  const text = plainText(message);
  const kinds = new Set<CrisisKind>();
  if (SELF_HARM.test(text) || SELF_HARM_ES.test(text)) kinds.add("self-harm");
  if (VIOLENCE.test(text) || VIOLENCE_ES.test(text)) kinds.add("violence");
  if (EMERGENCY.test(text) || EMERGENCY_ES.test(text)) kinds.add("emergency");
  return kinds;
}

const LINES: Record<Language, { first: string; line911: string; line988: string }> = {
  en: {
    first: "Your safety comes first.",
    line911: "If you or someone near you is in danger or hurt right now, call 911.",
    line988:
      "If you are thinking about suicide or hurting yourself, or you are in emotional crisis, call or text 988 (988 Suicide & Crisis Lifeline, https://988lifeline.org), any time, free and confidential.",
  },
  // 988's Spanish options (call 988 and press 2; text AYUDA to 988): docs/decisions/porch-directory.md.
  es: {
    first: "Tu seguridad es lo primero.",
    line911: "Si tú o alguien cerca de ti está en peligro o herido ahora mismo, llama al 911.",
    line988:
      "Si estás pensando en el suicidio o en hacerte daño, o estás en una crisis emocional, llama al 988 y oprime 2 para hablar en español, o envía AYUDA por mensaje de texto al 988 (988 Suicide & Crisis Lifeline, https://988lifeline.org). Es gratis, confidencial y a cualquier hora.",
  },
};

/**
 * The lines that must open a reply to a crisis message: 988 first for self-harm, 911 first for
 * violence and emergencies, always both, in the visitor's language.
 */
export function crisisPreamble(kinds: ReadonlySet<CrisisKind>, language: Language = "en"): string {
  const { first, line911, line988 } = LINES[language];
  const selfHarmFirst = kinds.has("self-harm") && !kinds.has("emergency");
  const lines = selfHarmFirst ? [line988, line911] : [line911, line988];
  return [first, ...lines].join("\n");
}

/** Puts the crisis lines in front of any reply (and is a no-op when the message is not a crisis). */
export function withSafety(kinds: ReadonlySet<CrisisKind>, reply: string, language: Language = "en"): string {
  if (kinds.size === 0) return reply;
  return `${crisisPreamble(kinds, language)}\n\n${reply}`;
}
