/**
 * The built-in grounded responder: every reply is composed from directory entries, so it can
 * only ever show real names, numbers and links. It is the default provider and the last
 * fallback of the chain, so it must never throw and never wait on anything.
 */
import { byId, CATEGORY_LABELS, entriesFor, type Category, type QuickAction, type Resource } from "./directory";
import type { Language } from "./language";
import type { Retrieval } from "./retrieve";
import type { CrisisKind } from "./safety";
import { siteReply } from "./site";
import { plainText } from "./plain-text";

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

/** The responder's own sentences, in each language it answers in. */
const COPY = {
  en: {
    disclaimer: DISCLAIMER,
    localHelp: LOCAL_HELP,
    whatIDo:
      "I can point you to real, nationwide resources for food, housing, grants and grant writing, community services, jobs and support services. Tell me what you need, or try one of the quick actions.",
    identity:
      "I'm an automated assistant, not a person. This is the real SoulCode Studio site, and I share public information from a curated directory of nationwide resources.",
    notAlone: "You don't have to go through this alone. These are free and confidential, any time:",
    trusted: (category: Category) => `Here are trusted nationwide resources for ${CATEGORY_LABELS[category]}:`,
    alsoHelp: "These can also help:",
    welcome: "You're welcome.",
    hello: "Hello, and welcome to the Porch.",
    noMatch: "I don't have a resource in my directory that matches that, and I'd rather not guess.",
  },
  es: {
    disclaimer:
      "Soy un asistente automatizado que comparte información pública, no un abogado, médico ni consejero. Confirma los horarios y requisitos con cada organización.",
    localHelp: "Para ayuda cerca de ti con casi cualquier cosa, marca 211 o visita https://www.211.org.",
    whatIDo:
      "Puedo indicarte recursos reales de todo el país para comida, vivienda, subvenciones y cómo escribirlas, servicios comunitarios, empleo y servicios de apoyo. Dime qué necesitas.",
    identity:
      "Soy un asistente automatizado, no una persona. Este es el sitio real de SoulCode Studio, y comparto información pública de un directorio seleccionado de recursos de todo el país.",
    notAlone: "No tienes que pasar por esto a solas. Estos servicios son gratuitos y confidenciales, a cualquier hora:",
    trusted: (category: Category) => `Estos son recursos confiables de todo el país para ${CATEGORY_LABELS_ES[category]}:`,
    alsoHelp: "Estos también pueden ayudarte:",
    welcome: "De nada.",
    hello: "Hola, bienvenido al Porch.",
    noMatch: "No tengo en mi directorio un recurso que corresponda a eso, y prefiero no adivinar.",
  },
} as const;

const CATEGORY_LABELS_ES: Record<Category, string> = {
  food: "comida",
  housing: "vivienda",
  grant: "subvenciones y cómo escribirlas",
  community: "recursos comunitarios",
  jobs: "empleo",
  support: "servicios de apoyo",
  crisis: "ayuda en crisis",
};

const GREETING = /^(hi|hello|hey|hiya|yo|sup|howdy|good (morning|afternoon|evening)|whats up|hola|buenos dias|buenas( tardes| noches)?)\b/;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it|gracias)\b/;

// Questions about who is answering get a straight answer before any resource matching.
const IDENTITY =
  /\b(are you|r u|is this|am i (talking|chatting|speaking) (to|with))( a| an)? (real|human|person|bot|robot|ai|machine|automated|live)\b|\breal (person|human|site|website)\b|\b(eres|es usted|estoy hablando con)( un| una)? (persona|humano|humana|robot|bot|real|maquina|ia)\b|\b(persona|sitio|pagina) real\b/;

export const isIdentityQuestion = (message: string) => IDENTITY.test(plainText(message));


/**
 * Composes a reply from the retrieval, in the visitor's language. The crisis lines themselves
 * are added by the caller (safety.withSafety) for every provider; this adds the other crisis
 * contacts. Order: crisis contacts, then who is answering, then the site's own programmes,
 * then directory resources.
 */
export function builtInReply(message: string, retrieval: Retrieval, crisis: ReadonlySet<CrisisKind>, language: Language = "en"): string {
  const copy = COPY[language];
  const normalised = plainText(message);
  if (crisis.size === 0 && IDENTITY.test(normalised)) return `${copy.identity}\n\n${copy.whatIDo}`;
  const site = crisis.size === 0 ? siteReply(message, language) : null;
  if (site) return site;

  const parts: string[] = [];
  const shown = new Set(["988-lifeline", "911"]);

  if (crisis.size > 0) {
    const extra = [byId.get("crisis-text-line")!];
    if (crisis.has("violence")) extra.push(byId.get("domestic-violence-hotline")!);
    extra.forEach((e) => shown.add(e.id));
    parts.push(`${copy.notAlone}\n${list(extra, language)}`);
  }

  const entries = retrieval.entries.filter((e) => !shown.has(e.id));
  if (entries.length > 0 && retrieval.category && retrieval.category !== "crisis") {
    parts.push(`${copy.trusted(retrieval.category)}\n${list(entries, language)}`);
  } else if (entries.length > 0) {
    parts.push(`${copy.alsoHelp}\n${list(entries, language)}`);
  }

  if (parts.length === 0) {
    const text = normalised;
    if (THANKS.test(text)) return `${copy.welcome} ${copy.whatIDo}`;
    if (GREETING.test(text)) return `${copy.hello} ${copy.whatIDo}`;
    return [copy.noMatch, copy.whatIDo, copy.localHelp].join("\n\n");
  }

  if (![...shown, ...entries.map((e) => e.id)].includes("211")) parts.push(copy.localHelp);
  parts.push(copy.disclaimer);
  return parts.join("\n\n");
}
