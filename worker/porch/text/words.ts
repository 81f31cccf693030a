/**
 * A message as words, for each matcher that reads words: the lexicons' words and their stems in
 * both languages, and retrieval's directory words with the directory's own spellings and slang.
 * Part of the Porch's text layer (docs/decisions/0074-porch-one-reading.md): nothing above it
 * splits or stems a message again.
 */
import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemSpanish } from "@orama/stemmers/spanish";
import lexicon from "../data/crisis-lexicon.json";
import type { Language } from "./language";
import { plainWords } from "./plain-text";

/** The token a sentence end becomes among the lexicons' words. */
export const BREAK = "|";

/** Longer messages are read up to here: 2,000 characters are about 400 words. */
export const MAX_WORDS = 600;

/* ------------------------------------------------------------ the lexicons' words */

/** Lower case, no accents or apostrophes, sentence breaks kept as a token, text-speak expanded. */
export function crisisWords(message: string): string[] {
  const text = message
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .replace(/[.!?;:\n]+/g, ` ${BREAK} `)
    .replace(/[^a-z0-9|]+/g, " ")
    .trim();
  const out: string[] = [];
  for (const word of text.split(" ")) {
    if (!word) continue;
    const expanded = Object.hasOwn(lexicon.expansions, word) ? (lexicon.expansions as Record<string, string>)[word] : undefined;
    out.push(...(expanded ? expanded.split(" ") : [word]));
  }
  return out;
}

// Spanish verbs carry their object: "matarme" (kill myself) must not stem to the "mat" of "me mata
// el tráfico", so a verb with an attached pronoun keeps its whole form.
const SPANISH_CLITIC = /(ar|er|ir|ando|endo)(me|te|se|nos|la|lo|le)$/;
/** The stem the lexicons match a word by, in each language (pure: no cache outlives a message). */
export const STEMMERS: Record<Language, (w: string) => string> = {
  en: (w) => (w === BREAK || /\d/.test(w) ? w : stemEnglish(w)),
  es: (w) => (w === BREAK || /\d/.test(w) || SPANISH_CLITIC.test(w) ? w : stemSpanish(w)),
};
/** A pronoun that sits right before its verb in Spanish ("me pega"): the next word must follow it directly. */
export const CLITICS = new Set(["me", "te", "se", "le", "les", "nos", "lo", "la"]);

/* ------------------------------------------------------------ the directory's words */

/** Words that carry no topic on their own (they still take part in phrases like "near me"). */
export const STOPWORD_LIST = (
  "a an the i im me my mine we us our you your u ur to for and or of in on at is am are was were be been being " +
  "can could would should will shall may might must need needs needed want wanna gonna gotta get got getting " +
  "some any with how what where when who why which do does did doing dont please pls plz hi hello hey " +
  "help helps helping find finding looking look anyone anybody someone there here it its this that these those " +
  "have has had just like so really know tell give from about out up down into over any more other " +
  "thing things stuff info information resource resources ok okay yes no not if then than too very also " +
  "he she they them his her their him right now today asap " +
  "where's whats cant wont isnt arent " +
  // Spanish words that carry no topic either (accents are removed before look-up).
  "necesito necesitamos ayuda ayudame ayudar donde puedo puedes puede quiero quisiera tengo tenemos estoy estamos esta este " +
  "mi mis tu tus su sus para con sin por favor que como cual el la los las un una unos unas del al y o pero de en hay hola " +
  "se lo le les es son soy muy mas ya hoy ahora aqui alguien algo encontrar buscar busco conseguir informacion"
).split(/\s+/);

/**
 * Slang, spellings and joined words mapped to the words the directory uses. Each value is one
 * or more words that replace the key in the token stream.
 */
export const SYNONYMS: Record<string, string> = {
  foodbank: "food bank",
  foodbanks: "food bank",
  foodstamps: "food stamps",
  foodstamp: "food stamps",
  eviction: "evict",
  evictions: "evict",
  evicting: "evict",
  sec8: "section 8",
  groceries: "grocery",
  starving: "hungry",
  starved: "hungry",
  famished: "hungry",
  hangry: "hungry",
  snacks: "food",
  eats: "food",
  grub: "food",
  broke: "benefits",
  rentt: "rent",
  homeless: "homeless",
  unhoused: "homeless",
  houseless: "homeless",
  apt: "apartment",
  appartment: "apartment",
  crib: "apartment",
  landlady: "landlord",
  jobless: "unemployed",
  unemployment: "unemployment",
  hustle: "side hustle",
  employment: "job",
  employer: "job",
  employers: "job",
  hire: "hiring",
  hired: "hiring",
  cv: "resume",
  résumé: "resume",
  fundraise: "fundraising",
  funders: "funder",
  grantwriting: "grant writing",
  nonprofits: "nonprofit",
  "501c3": "nonprofit",
  ngo: "nonprofit",
  biz: "business",
  depresed: "depressed",
  anxiousness: "anxiety",
  therapists: "therapist",
  shrink: "therapist",
  meds: "treatment",
  booze: "alcohol",
  drunk: "alcohol",
  dope: "drugs",
  fentanyl: "opioid",
  heroin: "opioid",
  pills: "drugs",
  elders: "elderly",
  granny: "grandma",
  nana: "grandma",
  grandparents: "grandma",
  daycare: "child care",
  childcare: "child care",
  babysitter: "child care",
  electricity: "electric bill",
  utility: "utilities",
  // Spanish, to the words the directory uses.
  comida: "food",
  comer: "eat",
  hambre: "hungry",
  alimentos: "food",
  despensa: "pantry",
  cupones: "food stamps",
  estampillas: "food stamps",
  bebe: "baby",
  embarazada: "pregnant",
  vivienda: "housing",
  alquiler: "rent",
  renta: "rent",
  desalojo: "evict",
  desalojar: "evict",
  desalojan: "evict",
  desalojaron: "evict",
  casero: "landlord",
  dueno: "landlord",
  refugio: "shelter",
  hogar: "homeless",
  hipoteca: "mortgage",
  apartamento: "apartment",
  trabajo: "job",
  empleo: "job",
  chamba: "job",
  desempleo: "unemployment",
  despidieron: "laid off",
  despedido: "fired",
  despedida: "fired",
  curriculum: "resume",
  beca: "grant",
  becas: "grant",
  subvencion: "grant",
  subvenciones: "grant",
  negocio: "business",
  lucro: "nonprofit",
  beneficios: "benefits",
  ayudas: "benefits",
  deprimido: "depressed",
  deprimida: "depressed",
  depresion: "depression",
  ansiedad: "anxiety",
  triste: "sad",
  soledad: "lonely",
  drogas: "drugs",
  alcoholismo: "alcohol",
  adiccion: "addiction",
  terapia: "therapy",
  psicologo: "therapist",
  luz: "electric bill",
  electricidad: "electric bill",
  ancianos: "elderly",
  mayores: "elderly",
  abuela: "grandma",
  abuelo: "grandpa",
  guarderia: "child care",
  veterano: "veteran",
};

/** Snowball's English stemmer, for every word: the index and the message are stemmed alike. */
export const stem = (word: string): string => (word.length <= 3 ? word : stemEnglish(word));

/** Stopwords in raw and stemmed form, since lookups happen after stemming. */
export const STOPWORDS = new Set([...STOPWORD_LIST, ...STOPWORD_LIST.map(stem)]);

export function directoryTokens(text: string, stemOf: (word: string) => string = stem): string[] {
  const out: string[] = [];
  for (const raw of plainWords(text)) {
    // Own keys only: "constructor" or "toString" typed by a visitor must not reach Object.prototype.
    const mapped = Object.hasOwn(SYNONYMS, raw) ? SYNONYMS[raw] : undefined;
    if (mapped) out.push(...mapped.split(" ").map(stemOf));
    else out.push(stemOf(raw));
  }
  return out;
}
