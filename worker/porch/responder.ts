/**
 * The built-in grounded responder: every reply is composed from directory entries, so it can
 * only ever show real names, numbers and links. It is the default provider and the last
 * fallback of the chain, so it must never throw and never wait on anything.
 */
import type { QuickAction } from "#shared/schemas/porch";
import { byId, CATEGORY_LABELS, entriesFor, type Category, type Resource } from "./directory";
import type { Language } from "./text/language";
import type { Retrieval } from "./retrieve";
import type { CrisisAssessment } from "./crisis-assessment";
import { siteReply } from "./studio-answers";
import type { Reading } from "./text/reading";

export const DISCLAIMER =
  "I'm an automated assistant that shares public information, not a lawyer, doctor or counselor. Please check hours and eligibility with each organization.";

const LOCAL_HELP = "For help near you with almost anything, dial 211 or visit https://www.211.org.";

export const QUICK_ACTION_TITLES: Record<QuickAction, string> = {
  food: "Food Resources",
  housing: "Housing Help",
  grant: "Grant Writing",
  community: "Community Resources",
  jobs: "Job Assistance",
  support: "Support Services",
};

const QUICK_ACTION_INTROS: Record<QuickAction, string> = {
  food: "Here is where to find free food and grocery help anywhere in the US:",
  housing: "Here is where to get help with rent, eviction, foreclosure or finding a place to live:",
  grant:
    "Here is where to find grants and learn to write a strong application (most grants go to organizations and businesses, not individuals):",
  community: "Here is where to find local services and the benefits you may qualify for:",
  jobs: "Here is where to find work, training and unemployment help:",
  support: "Here is where to find mental health, recovery and emotional support:",
};

export function formatEntry(r: Resource, language: Language = "en"): string {
  if (language === "es") {
    const phone = r.es.phone ?? r.phone;
    const ways = [phone ? `Llama al ${phone}` : null, r.es.text ?? null, r.url].filter(Boolean).join(" · ");
    return `• ${r.name}: ${r.es.helpsWith}\n  ${ways}${r.es.line ? `\n  ${r.es.line}` : ""}`;
  }
  const ways = [r.phone ? `Call ${r.phone}` : null, r.text ?? null, r.url].filter(Boolean).join(" · ");
  return `• ${r.name}: ${r.helpsWith}\n  ${ways}`;
}

const list = (entries: readonly Resource[], language: Language = "en") => entries.map((e) => formatEntry(e, language)).join("\n");

const QUICK_ACTION_LIMIT = 6;

/** Precomputed: quick actions are the same text for everyone. */
const QUICK_ACTION_REPLIES = Object.fromEntries(
  (Object.keys(QUICK_ACTION_TITLES) as QuickAction[]).map((code) => {
    const entries = entriesFor(code).slice(0, QUICK_ACTION_LIMIT);
    const closing = entries.some((e) => e.id === "211") ? DISCLAIMER : `${LOCAL_HELP}\n${DISCLAIMER}`;
    return [code, `${QUICK_ACTION_TITLES[code]}\n${QUICK_ACTION_INTROS[code]}\n\n${list(entries)}\n\n${closing}`];
  }),
) as Record<QuickAction, string>;

export function quickActionReply(code: QuickAction): string {
  return QUICK_ACTION_REPLIES[code];
}

/** The answer to "am I talking to a real person?", which opens the reply (tests look for it). */
export const IDENTITY_REPLY = {
  en: "I'm an automated assistant, not a person. This is the real SoulCode Studio site, and I share public information from a curated directory of nationwide resources.",
  es: "Soy un asistente automatizado, no una persona. Este es el sitio real de SoulCode Studio, y comparto información pública de un directorio seleccionado de recursos de todo el país.",
} as const;

/** The responder's own sentences, in each language it answers in. */
const COPY = {
  en: {
    disclaimer: DISCLAIMER,
    localHelp: LOCAL_HELP,
    whatIDo:
      "I can point you to real, nationwide resources for food, housing, grants and grant writing, community services, jobs and support services. Tell me what you need, or try one of the quick actions.",
    identity: IDENTITY_REPLY.en,
    notAlone: "You don't have to go through this alone. These are free and confidential, any time:",
    trusted: (category: Category) => `Here are trusted nationwide resources for ${CATEGORY_LABELS[category]}:`,
    welcome: "You're welcome.",
    hello: "Hello, and welcome to the Porch.",
    noMatch: "I'm not sure which resource fits that, and I'd rather not guess.",
    closest: "From what you describe, these may be the closest help:",
    danger:
      "If you or someone else is in danger, call 911. If you are thinking about suicide or are in emotional crisis, call or text 988, any time.",
    sayMore:
      "Tell me a little more about what you need (food, housing, bills, legal help, health coverage, a job, grants or someone to talk to), and I'll point you to the right place.",
  },
  es: {
    disclaimer:
      "Soy un asistente automatizado que comparte información pública, no un abogado, médico ni consejero. Confirma los horarios y requisitos con cada organización.",
    localHelp: "Para ayuda cerca de ti con casi cualquier cosa, marca 211 o visita https://www.211.org.",
    whatIDo:
      "Puedo indicarte recursos reales de todo el país para comida, vivienda, subvenciones y cómo escribirlas, servicios comunitarios, empleo y servicios de apoyo. Dime qué necesitas.",
    identity: IDENTITY_REPLY.es,
    notAlone: "No tienes que pasar por esto a solas. Estos servicios son gratuitos y confidenciales, a cualquier hora:",
    trusted: (category: Category) => `Estos son recursos confiables de todo el país para ${CATEGORY_LABELS_ES[category]}:`,
    welcome: "De nada.",
    hello: "Hola, bienvenido al Porch.",
    noMatch: "No estoy seguro de qué recurso corresponde a eso, y prefiero no adivinar.",
    closest: "Por lo que cuentas, esta puede ser la ayuda más cercana:",
    danger:
      "Si tú u otra persona está en peligro, llama al 911. Si estás pensando en el suicidio o estás en una crisis emocional, llama o envía un mensaje de texto al 988, a cualquier hora.",
    sayMore:
      "Cuéntame un poco más de lo que necesitas (comida, vivienda, facturas, ayuda legal, seguro médico, empleo, subvenciones o alguien con quien hablar) y te indicaré a dónde acudir.",
  },
} as const;

export const CATEGORY_LABELS_ES: Record<Category, string> = {
  food: "comida",
  housing: "vivienda",
  utilities: "facturas de luz, gas y agua",
  legal: "ayuda legal gratuita",
  health: "salud y cobertura médica",
  grant: "subvenciones y cómo escribirlas",
  community: "recursos comunitarios",
  jobs: "empleo",
  support: "servicios de apoyo",
  crisis: "ayuda en crisis",
};

/** A support answer that matched only crisis lines still opens with a service for the need itself. */
const SUPPORT_SERVICES: Resource[] = [byId.get("nami-helpline")!];

const GREETING = /^(hi|hello|hey|hiya|yo|sup|howdy|good (morning|afternoon|evening)|whats up|hola|buenos dias|buenas( tardes| noches)?)\b/;
/** Longer than this, a message with thanks or a greeting in it is asking something as well. */
const COURTESY_WORDS = 6;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it|gracias)\b/;

// Questions about who (or what) is answering get a straight answer before any resource matching.
const WHO =
  "(real|human|person|people|bot|chatbot|robot|ai|a ?i|machine|computer|automated|automatic|live|actual|program|recording|artificial|autocomplete|chatgpt|gpt|software|algorithm)";
const IDENTITY = new RegExp(
  [
    `\\b(are you|r u|ru|are u|is this|am i (talking|chatting|speaking|texting|writing)( to| with)?|talking to|speaking to|chatting with)( even)?( really| actually)?( a| an| any| some)? ${WHO}\\b`,
    // "Is there a program for..." asks for a need: after "is there", only a being answers who is answering.
    "\\b(is there|is anyone|are there)( even)?( really| actually)?( a| an| any| some)? (real (person|human|people)|humans?|bot|chatbot|robot|ai|live (person|agent)|actual (person|human)|person (there|reading|answering|behind))\\b",
    `\\b(real|actual|live) (person|human|people|being)\\b`,
    // "You a robot?": the question without its verb.
    `^(you|u|yall) (a|an)( real)? ${WHO}\\b`,
    "\\b(who|what) am i( actually| really| even)? (talking|chatting|speaking|texting|writing) (to|with)\\b|\\b(who|what) (are you|are u|r u|is answering|is replying|is writing back)\\b|\\bwhos (answering|replying|writing back|on the other end)\\b",
    "\\b(anyone|anybody)( actually| really| even)? (there|reading this|real|reading these)\\b|\\b(a person|a human|someone|somebody) (reading this|on the other end|behind this|answering this|replying to this)\\b",
    "\\b(eres|es usted|sos|estoy hablando con|hablo con|habla|contesta|responde)( un| una| alguien| algun)? (persona|humano|humana|robot|bot|real|maquina|ia|programa|computadora)\\b",
    "\\b(persona|sitio|pagina|humano) real\\b",
    // "You are robot?", "is this a bot or a person": the question in other orders, and a choice of two.
    `\\b(you|u) (are|r)( a| an| just| really)? (bot|chatbot|robot|ai|machine|computer|program|human|person|autocomplete|software)\\b`,
    "\\b(bot|bought|robot|machine|computer|ai|program|autocomplete) or (a |an )?(real )?(person|human)\\b|\\b(person|human) or (a |an )?(bot|robot|machine|computer|ai|program)\\b",
    "\\bwho (reads|is reading|sees|answers|replies to|writes back to) (these|this|my messages|the messages|my information)\\b",
    "\\b(somebody|someone|anybody|anyone|a person|a human)( real)?( is)?( actually| really)? (reading|answering|replying to|seeing) (these|this|my|the messages)\\b",
    "\\bdo you have (feelings|emotions|a soul)\\b",
    // Asking what runs the assistant, or for its instructions, asks who is answering.
    "\\b(what|which) (model|llm|ai|company)( s ai)? (is|are) (behind|powering|running) (this|you|the)\\b|\\b(your|ur) (system prompt|instructions|programming)\\b|\\bwho (made|built|created|programmed|trained) you\\b",
    "\\balguien (de verdad|real|de carne y hueso) (leyendo|ahi|del otro lado|contestando)\\b|\\b(o|or) (es|eres) (un )?(robot|bot|maquina)\\b",
    "\\b(usted es|tu eres|vos sos|voce e|e voce)( un| una| uma| um)? (persona|pessoa|humano|humana|robot|robo|bot|maquina|ia|programa|computadora)\\b",
    "\\b(quien|que) (eres|es usted|me responde|me contesta|esta respondiendo)\\b",
  ].join("|"),
);

export const isIdentityQuestion = (reading: Pick<Reading, "plain">) => IDENTITY.test(reading.plain);

/**
 * The line every resource answer ends with (a need's resources or the fallback): help in danger
 * is never more than a glance away, whatever the message seemed to be about. Site answers and the
 * answer about who is answering do not get it.
 */
export function withSafetyLine(reply: string, language: Language = "en"): string {
  return `${reply}\n\n${COPY[language].danger}`;
}

/**
 * Composes a reply from the retrieval, in the visitor's language. The crisis lines themselves
 * are put first by the pipeline (answer.ts) for every provider; this adds the other crisis
 * contacts. Order: crisis contacts, then who is answering, then the site's own programmes, then
 * directory resources, one block per need the message names.
 */
export function builtInReply(
  reading: Pick<Reading, "plain">,
  retrieval: Retrieval,
  crisis: CrisisAssessment,
  language: Language = "en",
): string {
  const copy = COPY[language];
  const normalised = reading.plain;
  const inCrisis = crisis.lines.length > 0;
  if (!inCrisis && IDENTITY.test(normalised)) return `${copy.identity}\n\n${copy.whatIDo}`;
  const site = inCrisis ? null : siteReply(reading, language);
  if (site) return site;

  // Only a message that is no more than thanks or a greeting is answered as one: "hi, thanks in
  // advance, where do I..." asked something, and "You're welcome" would not answer it. "hey there"
  // alone is a greeting, not a hardship to offer the closest needs to.
  const onlyCourtesy = normalised.split(" ").length <= COURTESY_WORDS;
  const courtesyWord =
    onlyCourtesy && THANKS.test(normalised) ? copy.welcome : onlyCourtesy && GREETING.test(normalised) ? copy.hello : null;
  const courtesy = courtesyWord ? `${courtesyWord} ${copy.whatIDo}\n\n${copy.localHelp}` : null;
  if (!inCrisis && retrieval.tentative && courtesy) return courtesy;

  const parts: string[] = [];
  // Lines already at the top of the reply are not listed again.
  const shown = new Set<string>(crisis.lines);

  if (inCrisis) {
    const extra = [byId.get("crisis-text-line")!];
    extra.forEach((e) => shown.add(e.id));
    parts.push(`${copy.notAlone}\n${list(extra, language)}`);
  }

  for (const need of retrieval.needs) {
    let entries = need.entries.filter((e) => !shown.has(e.id));
    // Distress without danger: a fitting service first (counselling, support groups, caregivers'
    // help, treatment locators), the crisis lines after them, 988 always among them
    // (docs/decisions/0082-porch-danger-outside-and-self-harm.md).
    if (need.category === "support") {
      if (!shown.has("988-lifeline") && !entries.some((e) => e.id === "988-lifeline")) entries.push(byId.get("988-lifeline")!);
      const isCrisisLine = (e: Resource) => e.categories.includes("crisis");
      if (!entries.some((e) => !isCrisisLine(e))) entries.unshift(...SUPPORT_SERVICES.filter((e) => !shown.has(e.id)));
      entries = [...entries.filter((e) => !isCrisisLine(e)), ...entries.filter(isCrisisLine)];
    }
    if (entries.length === 0) continue;
    entries.forEach((e) => shown.add(e.id));
    parts.push(`${copy.trusted(need.category)}\n${list(entries, language)}`);
  }

  if (parts.length === 0) {
    if (courtesy) return courtesy;
    // Never a bare "no resource": 211 answers for almost anything, and danger always has a number.
    return [copy.noMatch, copy.localHelp, copy.sayMore].join("\n\n");
  }

  // A hardship told without naming a need gets its closest needs, and 211 always.
  if (retrieval.tentative) parts.unshift(copy.closest);
  if (!shown.has("211") || retrieval.tentative) parts.push(copy.localHelp);
  parts.push(copy.disclaimer);
  return parts.join("\n\n");
}
