/**
 * Danger in a language the Porch answers with a notice (text/language.ts). Its lexicons and its
 * classifier read English and Spanish only, so without this a visitor writing "我想死" or "il me
 * bat, maintenant" got the notice and an answer with no crisis line. Plain phrases per language
 * (data/other-language-danger.json) give the lexicons' concepts, and the words for "right now"
 * their urgency; the crisis lines are then chosen and ordered as for any message
 * (docs/decisions/0130-porch-danger-in-other-languages.md).
 */
import data from "./data/other-language-danger.json";
import type { OtherLanguage } from "./text/language";

type Phrase = { text: string; marked: boolean };
/** A concept's name as the lexicons spell it: a test holds the data to them (importing crisis-matcher's type would make a cycle). */
type Concept = string;
type Compiled = { concepts: [Concept, Phrase[]][]; now: Phrase[] };
export type OtherLanguageDanger = { concepts: Partial<Record<Concept, number>>; now: boolean };

/** Languages written with spaces between words: a phrase starts at a word's start there. */
const SPACED = new Set<OtherLanguage>(["fr", "ht", "tl", "vi", "ru", "uk"]);
/** Languages whose phrases are written, and matched, without accents. */
const UNACCENTED = new Set<OtherLanguage>(["fr", "ht", "tl"]);

const lower = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[’ʼ`´]/g, "'");
const unmarked = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/đ/g, "d");
/**
 * Words one space apart, with a space at each end, so " phrase" starts at a word. An apostrophe
 * is a space too, in the message and in the phrases alike: "m'a violée" and "m a violee" then match.
 */
const spaced = (text: string) => ` ${text.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

function compile(language: OtherLanguage, raw: string): Phrase {
  const marked = raw.startsWith("=");
  const whole = raw.endsWith("$");
  let text = lower(raw.slice(marked ? 1 : 0, whole ? -1 : undefined));
  if (UNACCENTED.has(language)) text = unmarked(text);
  return { text: SPACED.has(language) ? `${spaced(text).trimEnd()}${whole ? " " : ""}` : text, marked };
}

type Lists = Partial<Record<string, string[]>>;
const LANGUAGES = data.languages as Record<string, Lists>;
let compiled: Map<OtherLanguage, Compiled> | null = null;

function lists(): Map<OtherLanguage, Compiled> {
  if (compiled) return compiled;
  compiled = new Map();
  for (const [language, byConcept] of Object.entries(LANGUAGES) as [OtherLanguage, Lists][]) {
    const { now = [], ...concepts } = byConcept;
    compiled.set(language, {
      concepts: Object.entries(concepts).map(([c, phrases]) => [c, (phrases ?? []).map((p) => compile(language, p))]),
      now: now.map((p) => compile(language, p)),
    });
  }
  return compiled;
}

/** The texts a message is matched in: as typed, and (Vietnamese) without its marks. */
function texts(message: string, language: OtherLanguage): { typed: string; bare: string | null } {
  let typed = lower(message).replace(/\s+/g, " ");
  if (UNACCENTED.has(language)) typed = unmarked(typed);
  if (SPACED.has(language)) typed = spaced(typed);
  return { typed, bare: language === "vi" ? unmarked(typed) : null };
}

function found(phrase: Phrase, { typed, bare }: { typed: string; bare: string | null }): boolean {
  if (typed.includes(phrase.text)) return true;
  return bare !== null && !phrase.marked && bare.includes(unmarked(phrase.text));
}

/** What the phrases of the message's language find in it; Traditional Chinese reads the Chinese lists. */
export function otherLanguageDanger(message: string, language: OtherLanguage): OtherLanguageDanger {
  const own = lists().get(language === "zh-Hant" ? "zh" : language);
  if (!own) return { concepts: {}, now: false };
  const t = texts(message, language);
  const concepts: Partial<Record<Concept, number>> = {};
  for (const [concept, phrases] of own.concepts) if (phrases.some((p) => found(p, t))) concepts[concept] = 1;
  return { concepts, now: own.now.some((p) => found(p, t)) };
}
