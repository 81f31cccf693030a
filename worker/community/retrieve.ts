/**
 * Retrieval over the directory: which category a message is about, and which entries fit it.
 *
 * The index is built once at module load (the Worker reuses the isolate across requests), so a
 * request costs a tokenisation, a few map look-ups and, only for words we have never seen, a
 * bounded typo search whose results are cached.
 */
import { DIRECTORY, entriesFor, type Category, type Resource } from "./directory";
import { plainWords } from "./plain-text";

/** Words that carry no topic on their own (they still take part in phrases like "near me"). */
const STOPWORD_LIST = (
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
const SYNONYMS: Record<string, string> = {
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

export type Match = { resource: Resource; score: number };
export type Retrieval = {
  /** The category the message is most about, or null when nothing in the directory matches. */
  category: Category | null;
  /** Best entries first: the top category's, then a close second category's best. */
  entries: Resource[];
  /** Every category that matched, best first (for tests and logs). */
  ranking: { category: Category; score: number }[];
};

/** A deliberately small suffix stripper: enough for "evicted/evict", "jobs/job", "housing/house". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (/ie[sd]$/.test(w) && w.length > 4) return w.slice(0, -3) + "y";
  const ing = /(ing|ed)$/.exec(w);
  if (ing && w.length - ing[1].length >= 3) {
    w = w.slice(0, -ing[1].length);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w.length > 3 ? w.replace(/e$/, "") : w;
  }
  if (/(ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w.length > 3 ? w.replace(/e$/, "") : w;
}

/** Stopwords in raw and stemmed form, since lookups happen after stemming. */
const STOPWORDS = new Set([...STOPWORD_LIST, ...STOPWORD_LIST.map(stem)]);

function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of plainWords(text)) {
    // Own keys only: "constructor" or "toString" typed by a visitor must not reach Object.prototype.
    const mapped = Object.hasOwn(SYNONYMS, raw) ? SYNONYMS[raw] : undefined;
    if (mapped) out.push(...mapped.split(" ").map(stem));
    else out.push(stem(raw));
  }
  return out;
}

/* ------------------------------------------------------------------ index */

type Posting = { entry: number; weight: number };
type Phrase = { stems: string[]; postings: Posting[] };

const unigram = new Map<string, Posting[]>();
const phrases = new Map<string, Phrase[]>();
/** Categories whose home entries use a stem: a word shared by many topics says less. */
const stemCategories = new Map<string, Set<Category>>();

function addPosting(list: Posting[], entry: number, weight: number) {
  const existing = list.find((p) => p.entry === entry);
  if (existing) existing.weight = Math.max(existing.weight, weight);
  else list.push({ entry, weight });
}

/**
 * The category an entry votes for. Crisis lines vote for "support": crisis replies are the
 * safety module's job (it matches on phrases, not words), and words like "anxiety" or "talk"
 * should lead to support services, with the crisis lines listed among them.
 */
const votesFor = (r: Resource): Category => r.categories.find((c) => c !== "crisis") ?? "crisis";

DIRECTORY.forEach((resource, entry) => {
  const home = votesFor(resource);
  const texts = [...resource.terms, resource.name];
  texts.forEach((text, i) => {
    const isName = i === resource.terms.length;
    const stems = tokens(text).filter((s) => !STOPWORDS.has(s) || text.includes(" "));
    if (stems.length === 0) return;
    if (stems.length === 1 || isName) {
      for (const s of stems) {
        if (STOPWORDS.has(s) || /^\d+$/.test(s)) continue;
        const list = unigram.get(s) ?? [];
        addPosting(list, entry, isName ? 0.6 : 1);
        unigram.set(s, list);
        if (!isName) (stemCategories.get(s) ?? stemCategories.set(s, new Set()).get(s)!).add(home);
      }
    }
    if (stems.length > 1 && !isName) {
      const list = phrases.get(stems[0]) ?? [];
      let phrase = list.find((p) => p.stems.join(" ") === stems.join(" "));
      if (!phrase) {
        phrase = { stems, postings: [] };
        list.push(phrase);
        phrases.set(stems[0], list);
      }
      addPosting(phrase.postings, entry, 1.6);
      for (const s of stems) {
        if (!STOPWORDS.has(s)) (stemCategories.get(s) ?? stemCategories.set(s, new Set()).get(s)!).add(home);
      }
    }
  });
});

/** Every stem a typo may be corrected to (words of phrases included). */
const vocabulary: string[] = [...new Set([...unigram.keys(), ...[...phrases.values()].flat().flatMap((p) => p.stems)])].filter(
  (s) => s.length >= 3 && !STOPWORDS.has(s),
);
const vocabularySet = new Set(vocabulary);

/** Optimal string alignment distance, giving up early once over `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

// Bounded so a stream of random words cannot grow memory without limit.
const typoCache = new Map<string, string | null>();
const TYPO_CACHE_LIMIT = 5000;

// Ordinary words one edit away from a resource word; correcting them changed
// meaning ("are you a real person?" became "meal" and returned the food list).
const NEVER_CORRECT = new Set(["real", "person", "people", "human", "site", "sign", "cost", "price", "bootcamp", "website"]);

/** The known stem a misspelt word most likely meant, or null. */
export function correct(word: string): string | null {
  if (vocabularySet.has(word)) return word;
  if (word.length < 4 || STOPWORDS.has(word) || NEVER_CORRECT.has(word) || /\d/.test(word)) return null;
  const cached = typoCache.get(word);
  if (cached !== undefined) return cached;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    if (candidate.length < 3) continue;
    const d = editDistance(word, candidate, max);
    // Ties go to the longer candidate: "hous" should not become "hour".
    if (d < bestDistance || (d === bestDistance && best !== null && candidate.length > best.length)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (typoCache.size >= TYPO_CACHE_LIMIT) typoCache.clear();
  typoCache.set(word, best);
  return best;
}

/* --------------------------------------------------------------- ranking */

const MAX_ENTRIES = 3;

export function retrieve(message: string): Retrieval {
  const raw = tokens(message).slice(0, 400);
  const stems = raw.map((s) => (vocabularySet.has(s) || STOPWORDS.has(s) ? s : (correct(s) ?? s)));

  const entryScores = new Map<number, number>();
  /** Per category, the best weight each matched word gave it (a word counts once per category). */
  const categoryWords = new Map<Category, Map<string, number>>();

  const credit = (postings: Posting[], key: string, factor: number) => {
    const spread = stemCategories.get(key.split(" ")[0])?.size ?? 1;
    const idf = key.includes(" ") ? 1 : 1 / Math.sqrt(Math.max(1, spread));
    for (const { entry, weight } of postings) {
      const w = weight * factor * idf;
      entryScores.set(entry, (entryScores.get(entry) ?? 0) + w);
      const category = votesFor(DIRECTORY[entry]);
      const words = categoryWords.get(category) ?? new Map<string, number>();
      words.set(key, Math.max(words.get(key) ?? 0, w));
      categoryWords.set(category, words);
    }
  };

  const seen = new Set<string>();
  stems.forEach((s, i) => {
    const factor = s === raw[i] ? 1 : 0.85;
    for (const phrase of phrases.get(s) ?? []) {
      const n = phrase.stems.length;
      if (stems.slice(i, i + n).join(" ") === phrase.stems.join(" ")) {
        const key = phrase.stems.join(" ");
        if (!seen.has(key)) credit(phrase.postings, key, factor);
        seen.add(key);
      }
    }
    if (STOPWORDS.has(s) || seen.has(s)) return;
    seen.add(s);
    const postings = unigram.get(s);
    if (postings) credit(postings, s, factor);
  });

  const ranking = [...categoryWords.entries()]
    .map(([category, words]) => ({ category, score: [...words.values()].reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.score - a.score);

  if (ranking.length === 0) return { category: null, entries: [], ranking };

  const top = ranking[0].category;
  const scoreOf = (r: Resource) => entryScores.get(DIRECTORY.indexOf(r)) ?? 0;
  const byScore = (list: Resource[]) =>
    list
      .map((r, order) => ({ r, order, score: scoreOf(r) }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map((x) => x.r);

  const entries = byScore(entriesFor(top)).slice(0, MAX_ENTRIES);
  const second = ranking[1];
  if (second && second.score >= ranking[0].score * 0.6) {
    const extra = byScore(entriesFor(second.category)).find((r) => !entries.includes(r));
    if (extra) entries.push(extra);
  }
  return { category: top, entries, ranking };
}
