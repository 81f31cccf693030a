/**
 * Which language a visitor writes in. The Porch answers in English or Spanish; a visitor who
 * writes in one of the other languages most spoken in US homes (Chinese, Vietnamese, Tagalog,
 * Arabic, French, Korean, Russian, Ukrainian, Haitian Creole, Hindi) gets one sentence in their language first,
 * pointing to 988 and 211, whose interpreters speak it, and then the English answer.
 *
 * Trigram guessing (franc) is unreliable on a few words, so each step uses the surest evidence
 * it has; the measurements behind each rule are in docs/decisions/0035-porch-languages-and-second-opinion.md.
 * - Scripts decide Chinese, Korean, Arabic, Russian, Ukrainian (its letters і ї є ґ) and Hindi (Devanagari), whatever the length.
 * - Latin-script languages need franc's guess, a common word of the guessed language, and a
 *   message not mostly made of English or Spanish words: the notice must never greet an English or
 *   Spanish speaker in French. Letters only Vietnamese writes are enough for Vietnamese.
 * - English or Spanish: the word lists, unless they barely lean and the message is long enough for franc.
 */
import { franc, francAll } from "franc";
import { plainWords } from "./plain-text";

/** The languages the Porch answers in. */
export type Language = "en" | "es";

export type OtherLanguage = "zh" | "zh-Hant" | "vi" | "tl" | "ar" | "fr" | "ko" | "ru" | "uk" | "ht" | "hi";

/** "I answer in English and Spanish; 988 and 211 have interpreters for your language." */
const NOTICES: Record<OtherLanguage, string> = {
  zh: "我用英语和西班牙语回答；988 和 211 有会说您的语言的口译员。",
  "zh-Hant": "我用英語和西班牙語回答；988 和 211 有會說您的語言的口譯員。",
  vi: "Tôi trả lời bằng tiếng Anh và tiếng Tây Ban Nha; 988 và 211 có thông dịch viên nói ngôn ngữ của bạn.",
  tl: "Sumasagot ako sa Ingles at Espanyol; may mga interpreter ang 988 at 211 para sa wika mo.",
  ar: "أجيب باللغتين الإنجليزية والإسبانية؛ ولدى 988 و211 مترجمون فوريون يتحدثون لغتك.",
  fr: "Je réponds en anglais et en espagnol ; le 988 et le 211 ont des interprètes dans votre langue.",
  ko: "저는 영어와 스페인어로 답변하며, 988과 211에는 귀하의 언어를 하는 통역사가 있습니다.",
  ru: "Я отвечаю на английском и испанском; в службах 988 и 211 есть переводчики, говорящие на вашем языке.",
  uk: "Я відповідаю англійською та іспанською; у службах 988 і 211 є перекладачі, які говорять вашою мовою.",
  ht: "Mwen reponn an angle ak an panyòl; 988 ak 211 gen entèprèt ki pale lang ou.",
  hi: "मैं अंग्रेज़ी और स्पेनिश में जवाब देता हूँ; 988 और 211 के पास आपकी भाषा बोलने वाले दुभाषिए हैं।",
};

// Word lists: the short-text evidence for English or Spanish. Words both languages share ("no",
// "a", "me", "real", "hotel") count for neither.
const SPANISH = new Set(
  (
    "hola buenas buenos dias tardes noches gracias necesito necesitamos ayuda ayudame ayudenme donde puedo puedes quiero quisiera tengo tenemos estoy estamos " +
    "eres es esta son soy mi mis tu su para con sin por favor que como cuanto cuesta cuando el la los las un una unos unas " +
    "del al y pero porque tambien muy mas hay hijo hijos hija hijas ninos nino bebe familia casa comida comer hambre " +
    "despensa alimentos cupones estampillas vivienda alquiler renta desalojo desalojar desalojan desalojaron casero dueno " +
    "refugio calle trabajo empleo desempleo despidieron despedido busco buscar beca becas subvencion subvenciones dinero negocio " +
    "beneficios programas salud mental deprimido deprimida depresion ansiedad triste sola solo drogas alcoholismo " +
    "morir matarme suicidarme suicidio vida quitarme lastimarme cortarme golpea pega maltrata amenaza peligro emergencia " +
    "persona humano humana robot pagina sitio calendario precio cuesta cuestan inscribirme inscribir clases curso cursos " +
    "contacto correo hablar alguien habla espanol gratis gratuita gratuito ayudar cerca aqui ahora hoy ya nadie nada quien " +
    "pagar hago de todo todos adios"
  ).split(" "),
);

const ENGLISH = new Set(
  (
    "the i im my you your need help where can how what is are do does want get got food job jobs rent house " +
    "and to for of in on with this that it have has just please know find looking someone any"
  ).split(" "),
);

/** franc's English/Spanish guess missed 1 in 369 messages of this many letters or more, 49 in 768 shorter ones. */
const MIN_LETTERS_FOR_FRANC = 40;
/** ...and decides only when the word lists lean by less than this: its one miss leant 5 to 0 English. */
const CLEAR_LEAN = 2;

/**
 * The Latin-script languages franc chooses among for the notice. Besides English, Spanish and the
 * four we answer with a notice, a few neighbours: without them franc's guess for English or
 * Spanish slang it scores poorly fell on French or Tagalog (11 false notices in 98 messages);
 * with them it falls on a neighbour more often, which gives no notice.
 */
const LATIN_CANDIDATES = ["eng", "spa", "fra", "vie", "tgl", "hat", "por", "ita", "cat", "glg", "deu", "nld", "sco", "afr", "nob"];
type LatinOther = "fr" | "vi" | "tl" | "ht";
const LATIN_NOTICE: Record<string, LatinOther> = { fra: "fr", vie: "vi", tgl: "tl", hat: "ht" };

/**
 * Common words of each language (accents dropped, apostrophes split: "j'ai" is "j ai"), leaving
 * out any that is also an English or Spanish word ("tu", "mes", "des", "ai", "se", "yo", "may", "ban"). franc
 * alone greeted "best pizza place downtown?" in French; none of these words is in it.
 */
const OWN_WORDS: Record<LatinOther, Set<string>> = {
  fr: new Set(
    "je j suis sont vous nous avec dans une du qui quoi moi toi ce cette et besoin merci bonjour peux veux veut puis ici chez rien depuis aidez il elle ils ou qu".split(
      " ",
    ),
  ),
  ht: new Set(
    "mwen ou li nou ki pou bezwen kote kijan kisa poukisa konnen vle jwenn manje lajan anpil tanpri mesi bonjou kounye anko timoun pitit travay lekol".split(
      " ",
    ),
  ),
  tl: new Set(
    "ang ng mga ko ako ka siya kami tayo sila namin natin amin akin hindi wala kailangan tulong paano saan ano bakit nang sa ito yung lang naman pwede puwede salamat".split(
      " ",
    ),
  ),
  vi: new Set("toi khong cua duoc giup tien viec muon nguoi chung xin sao thue nha minh".split(" ")),
};

/** A Latin-script message needs this many words for a notice... */
const MIN_WORDS = 4;
/** ...or this many with letters only Vietnamese writes (ư ơ đ, stacked or hooked marks like ố ả): "Tôi muốn chết". */
const MIN_WORDS_VIETNAMESE = 2;
/** A message with at least this share of English or Spanish words is theirs, whatever franc says. */
const MAX_HOME_WORD_SHARE = 1 / 3;

const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/gu;
const ARABIC = /\p{Script=Arabic}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const DEVANAGARI = /\p{Script=Devanagari}/gu;
const LATIN = /\p{Script=Latin}/gu;
/** Letters of the Arabic alphabet, with hamza forms, ta marbuta, alef maqsura and tatweel. */
const ARABIC_ALPHABET = /^[\u0621-\u063a\u0640-\u064a]$/u;
/** The 33 letters of the Russian alphabet: Ukrainian і ї є ґ, Serbian ј љ, Kazakh қ ә... are not in it. */
const RUSSIAN_ALPHABET = /^[а-яё]$/iu;
/** The Ukrainian alphabet (with the apostrophe it writes inside words), and the letters only it of the two writes. */
const UKRAINIAN_ALPHABET = /^[а-щьюяґєії'ʼ’]$/iu;
const UKRAINIAN_ONLY = /[ґєії]/iu;
/** Common characters that only Traditional Chinese writes this way (simplified: 们这个来说对会时为还吗帮钱应该没关点学问间现当经开发见无买卖给过车长门东话语请谢) */
const TRADITIONAL_ONLY = /[們這個來說對會時為還嗎幫錢應該沒關點學問間現當經開發見無買賣給過車長門東話語請謝]/u;
/** Vietnamese letters no other language writes: U+1EA0-1EF9 less the dotted vowels (ạ ẹ ị ọ ụ ỵ), which Yoruba and Igbo write too. */
const VIETNAMESE_LETTERS = /[đơư\u1ea2-\u1eb7\u1eba-\u1ec9\u1ece-\u1ee3\u1ee6-\u1ef3\u1ef6-\u1ef9]/iu;
/** Web and e-mail addresses: letters, but no language (franc read "http://example.com/a?b=c" as French). */
// Bounded repeats: unbounded ones (\S+@\S+) retried from every letter of a long unbroken run, which
// made a message of 400 words joined by zero-width spaces cost 18 ms here alone.
const ADDRESSES = /[a-z][a-z0-9+.-]{0,15}:\/\/\S{0,300}|[^\s@]{1,64}@[^\s@]{1,255}|www\.\S{1,300}/giu;

function count(message: string, script: RegExp): number {
  return message.match(script)?.length ?? 0;
}

/** Every letter of the script is in the alphabet (digits and vowel marks of the script are not letters). */
function everyLetterIn(message: string, script: RegExp, alphabet: RegExp): boolean {
  return (message.match(script) ?? []).every((c) => !/\p{L}/u.test(c) || alphabet.test(c.toLowerCase()));
}

function byScript(message: string): OtherLanguage | null | undefined {
  const counts = {
    han: count(message, HAN),
    hangul: count(message, HANGUL),
    arabic: count(message, ARABIC),
    cyrillic: count(message, CYRILLIC),
    devanagari: count(message, DEVANAGARI),
  };
  const [script, letters] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  // undefined: a Latin-script message (or none at all), for the next step to judge.
  if (letters === 0 || letters < count(message, LATIN)) return undefined;
  switch (script) {
    case "hangul":
      return "ko";
    case "han":
      // Kana next to Han characters is Japanese, which we have no sentence for.
      if (KANA.test(message)) return null;
      return TRADITIONAL_ONLY.test(message) ? "zh-Hant" : "zh";
    // Marathi and Nepali write Devanagari too; the Hindi sentence is one their readers mostly follow.
    case "devanagari":
      return "hi";
    case "arabic":
      // Persian, Urdu and Pashto add letters (پ ک ی ے ...): not Arabic, and not ours to guess.
      return everyLetterIn(message, ARABIC, ARABIC_ALPHABET) ? "ar" : null;
    default:
      if (everyLetterIn(message, CYRILLIC, RUSSIAN_ALPHABET)) return "ru";
      // Ukrainian: its own letters (і ї є ґ) and none it does not write (ё ы э ъ).
      return UKRAINIAN_ONLY.test(message) && everyLetterIn(message, CYRILLIC, UKRAINIAN_ALPHABET) ? "uk" : null;
  }
}

function homeWords(words: readonly string[]): { es: number; en: number } {
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH.has(w)) es += 1;
    if (ENGLISH.has(w)) en += 1;
  }
  return { es, en };
}

/**
 * franc's ranking of one text among the Latin candidates, kept for the message being read: franc
 * scores each language on its own and sorts stably, so English against Spanish ranks the same in
 * this list as in a call with those two alone, and that second reading of the text need not be paid.
 */
type Ranked = { text: string; ranking: [string, number][] };

function byLatinWords(message: string, ranked: Ranked[]): LatinOther | null {
  const text = message.replace(ADDRESSES, " ");
  const words = plainWords(text);
  const vietnamese = VIETNAMESE_LETTERS.test(text);
  if (words.length < (vietnamese ? MIN_WORDS_VIETNAMESE : MIN_WORDS)) return null;
  const home = words.filter((w) => SPANISH.has(w) || ENGLISH.has(w)).length;
  if (home / words.length >= MAX_HOME_WORD_SHARE) return null;
  // Those letters say more than franc's trigrams: it read "Làm sao để xin phiếu thực phẩm?" as Tagalog.
  if (vietnamese) return "vi";
  const ranking = francAll(text, { only: LATIN_CANDIDATES, minLength: 1 });
  ranked.push({ text, ranking });
  const guess = LATIN_NOTICE[ranking[0][0]];
  if (!guess) return null;
  const ownWords = plainWords(text.replace(/['’]/g, " ")).filter((w) => OWN_WORDS[guess].has(w));
  return ownWords.length > 0 ? guess : null;
}

function otherLanguage(message: string, ranked: Ranked[]): OtherLanguage | null {
  const script = byScript(message);
  return script === undefined ? byLatinWords(message, ranked) : script;
}

/** franc's choice between English and Spanish, from a ranking of the same text when there is one. */
function englishOrSpanishGuess(message: string, ranked: readonly Ranked[]): string {
  const ranking = ranked.find((r) => r.text === message)?.ranking;
  const first = ranking?.find(([code]) => code === "eng" || code === "spa");
  if (first && ranking!.some(([code]) => code === (first[0] === "eng" ? "spa" : "eng"))) return first[0];
  return franc(message, { only: ["eng", "spa"], minLength: 1 });
}

function englishOrSpanish(message: string, ranked: readonly Ranked[]): Language {
  if (/[¿¡ñÑ]/.test(message)) return "es";
  const words = plainWords(message);
  const { es, en } = homeWords(words);
  if (Math.abs(es - en) < CLEAR_LEAN && words.join("").length >= MIN_LETTERS_FOR_FRANC) {
    return englishOrSpanishGuess(message, ranked) === "spa" ? "es" : "en";
  }
  return es > en ? "es" : "en";
}

/**
 * The language is read from the start of a message: franc's cost grows with the text, and a
 * message does not change language after its first few sentences often enough to pay for reading
 * 2,000 characters. Cut at a space, so no word is read half.
 */
export const LANGUAGE_SAMPLE = 240;

function sample(message: string): string {
  // Invisible format characters (zero-width spaces, joiners, bidi controls) carry no language.
  const text = message.slice(0, LANGUAGE_SAMPLE * 2).replace(/\p{Cf}+/gu, "");
  if (text.length <= LANGUAGE_SAMPLE) return text;
  const cut = text.lastIndexOf(" ", LANGUAGE_SAMPLE);
  return text.slice(0, cut > LANGUAGE_SAMPLE / 2 ? cut : LANGUAGE_SAMPLE);
}

/** The reply's language, the language the visitor wrote in when it is another, and its notice, decided once per message. */
export function readLanguage(message: string): { language: Language; other: OtherLanguage | null; notice: string | null } {
  const text = sample(message);
  const ranked: Ranked[] = [];
  const other = otherLanguage(text, ranked);
  return other
    ? { language: "en", other, notice: NOTICES[other] }
    : { language: englishOrSpanish(text, ranked), other: null, notice: null };
}

/**
 * The language of the reply. A message in another language gets English, after its
 * otherLanguageNotice sentence.
 */
export function detectLanguage(message: string): Language {
  return readLanguage(message).language;
}

/**
 * One sentence, in the visitor's language, saying the Porch answers in English and Spanish and
 * that 988 and 211 have interpreters; null for English, Spanish, or a language we are unsure of.
 */
export function otherLanguageNotice(message: string): string | null {
  return readLanguage(message).notice;
}
