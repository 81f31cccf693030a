/**
 * One pass over a chat message before anything reads it, so that danger hidden in the way a message
 * is typed reads the same as danger typed plainly. Every stage (crisis lexicons, classifier,
 * retrieval, site answers) reads its output; only the language guess reads the original, because
 * scripts and accents are its evidence.
 *
 * In order, each step linear in the message's length:
 *   1. at most MAX_INPUT characters; compatibility forms folded (NFKD), combining marks and
 *      invisible format characters (zero-width spaces and joiners, soft hyphens, bidi controls)
 *      dropped, lower case, apostrophes dropped; sentence ends kept, other symbols a space;
 *   2. leetspeak inside words ("k1ll", "mys3lf", "$uicide");
 *   3. spaced-out letters ("k i l l m y s e l f") and split words ("sui cide") joined when the
 *      result is a word;
 *   4. run-together words ("killmyself") split when every part is a word;
 *   5. misspelt key words ("kil", "lfe", "suicde") corrected when the misspelling is no word itself.
 *
 * Steps 3-5 look words up in a vocabulary: the words of the training phrasings, the lexicons and
 * the directory (data/porch-vocabulary.json, written by `npm run porch:train`). A word in it is
 * never changed. Corrections go only to key words of danger (KEY_WORDS), found through an index of
 * one- and two-letter deletions, so a word costs a few hash look-ups, never a scan of a list.
 *
 * `steps` counts the work done (characters read, look-ups made); a test holds it to a linear bound.
 */
import lexicon from "../data/crisis-lexicon.json";
import vocabularyList from "../data/porch-vocabulary.json";
import { Corrector } from "./typos";

/** Longer input is cut here (the chat route accepts 2,000 characters; this is a bound, not a rule). */
export const MAX_INPUT = 4000;
/** Words longer than this are never split or corrected: no word of danger is that long. */
const MAX_WORD = 24;
/** Letters typed apart are read as words up to this many ("i w a n t t o d i e" is 11). */
const MAX_SPELLED = 120;

/**
 * The words a misspelling may be corrected to: the words of danger that the published warning
 * signs use, and the key words of the medical emergencies. Short everyday words are not here on
 * purpose ("ill", "lie", "dye" stay what they are).
 */
export const KEY_WORDS = (
  "kill killing killed myself yourself himself herself suicide suicidal die dying dead death life alive end ending " +
  "overdose overdosed overdosing pills pill hang hanging hurt hurting harm cutting cut cuts razor blade bleed bleeding " +
  "gun shoot shot knife stab stabbed rape raped molested assaulted abused abuse abusive beat beating hit hitting choke " +
  "choking strangled threatened threatening goodbye unbearable anymore pointless hopeless worthless burden " +
  "breathe breathing breath seizure seizing unconscious unresponsive stroke chest heart allergic swelling poison poisoned " +
  "swallowed bleach tylenol acetaminophen medication medicine detergent want wanna tonight matarme morir suicidarme muerto muerta"
)
  .split(" ")
  // The lexicons' own list of words worth correcting.
  .concat(
    lexicon.fuzzy.en.filter((w) => !w.includes(" ")),
    lexicon.fuzzy.es.filter((w) => !w.includes(" ")),
  );

const VOCABULARY = new Set<string>(vocabularyList as string[]);
for (const w of KEY_WORDS) VOCABULARY.add(w);

const KEYS = new Set(KEY_WORDS);

/** Corrections go to key words only, through the Porch's one corrector (typos.ts). */
const KEY_CORRECTOR = new Corrector(KEY_WORDS, { short: 4, twoEditsFrom: 7 });

/**
 * After a possessive, "self" and "life" misspelt by a swap or a changed letter ("my slef", "end my
 * lfie", "my lief") are read as meant: at four letters the key-word corrector takes only a dropped
 * letter, so "dice" never becomes "die". The words a possessive is often followed by stay.
 */
const SELF_OR_LIFE = new Corrector(["self", "life"], { short: 0, twoEditsFrom: Infinity });
const POSSESSIVES = new Set(["my", "your", "ur", "yo", "own", "his", "her", "their", "mi", "tu", "su"]);
const AFTER_POSSESSIVE = new Set(
  "wife wives lift live lives like left lite lice file fife line lime lie lies sell seal shelf elf self life selfie leaf safe sale side site size slice".split(
    " ",
  ),
);

/* ------------------------------------------------------------ the pass */

export type Normalised = {
  /** The message as every stage reads it (words single-spaced; ". " between sentences). */
  text: string;
  /** The words of `text`, sentence ends left out. */
  words: string[];
  /** Work done, for the linear bound. */
  steps: number;
};

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i", "|": "l" };
/** Digits that are a number with its unit or ordinal, never leetspeak: "3pm", "2nd", "100mg". */
const NUMBER_WITH_UNIT = /^\d+(st|nd|rd|th|am|pm|mg|ml|g|kg|lb|lbs|k|x|s|h|hr|hrs|min|mins|yo|yr|yrs)?$/;

export function normalise(message: string): Normalised {
  let steps = 0;
  const input = message.length > MAX_INPUT ? message.slice(0, MAX_INPUT) : message;

  // 1. Characters. NFKD splits accented letters into letter + mark, and folds full-width and
  // other compatibility forms; marks and format characters (\p{Cf}: zero-width, bidi, soft hyphen) go.
  const flat = input
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\p{M}\p{Cf}'’`]+/gu, "")
    .replace(/[.?;:\n]+|!+(?=\s|$)/g, " . ")
    .replace(/[^a-z0-9@$|!.]+/g, " ");
  steps += input.length;

  // 2. Leetspeak: a token that mixes letters with digits or symbols; a bare number stays a number.
  const raw = flat.split(/\s+/).filter(Boolean);
  const tokens: string[] = [];
  for (let token of raw) {
    steps += token.length;
    if (token.length > MAX_WORD) token = token.slice(0, MAX_WORD);
    // A "!" at either end of a word is punctuation; inside one ("k!ll") it is a letter.
    token = token.replace(/^!+|!+$/g, "");
    if (/[0-9@$!|]/.test(token) && /[a-z]/.test(token) && !NUMBER_WITH_UNIT.test(token)) {
      token = [...token].map((c) => LEET[c] ?? c).join("");
    }
    token = token.replace(/[@$|!]/g, "");
    if (!token) continue;
    tokens.push(token);
  }

  // 3. Letters typed apart. A run of three or more single letters is one word spelt out; two or
  // three fragments that are no words but make one together ("sui cide") are joined.
  const joined: string[] = [];
  for (let i = 0; i < tokens.length;) {
    steps += 1;
    let j = i;
    while (j < tokens.length && tokens[j].length === 1 && /[a-z]/.test(tokens[j])) j++;
    if (j - i >= 3) {
      // Read in pieces of at most MAX_SPELLED letters, so the work per letter stays bounded.
      for (let k = i; k < j; k += MAX_SPELLED) {
        const letters = tokens.slice(k, Math.min(j, k + MAX_SPELLED));
        const word = letters.join("");
        steps += word.length * 13;
        // Kept apart unless the letters make a word (or words): "a b c" is a list, not a word.
        // Words of two and a half letters on average or more: "a b c" is not "a bc".
        const whole = VOCABULARY.has(word) ? [word] : split(word, false);
        const parts = whole && word.length / whole.length >= 2.5 ? whole : null;
        const fixed = parts || word.length > MAX_WORD ? null : correction(word);
        if (parts) joined.push(...parts);
        else if (fixed) joined.push(fixed);
        else joined.push(...letters);
      }
      i = j;
      continue;
    }
    const t = tokens[i];
    if (!VOCABULARY.has(t) && t !== "." && i + 1 < tokens.length) {
      const two = t + tokens[i + 1];
      steps += 2;
      if (KEYS.has(two) || (VOCABULARY.has(two) && !VOCABULARY.has(tokens[i + 1]))) {
        joined.push(two);
        i += 2;
        continue;
      }
      if (i + 2 < tokens.length && KEYS.has(two + tokens[i + 2])) {
        joined.push(two + tokens[i + 2]);
        i += 3;
        continue;
      }
    }
    joined.push(t);
    i += 1;
  }

  // 4 and 5. Each word not in the vocabulary: split it into words, else correct it to a key word.
  // A word the message repeats is read once: a message of invented words repeats them, and their
  // splits and corrections were most of this pass's cost.
  const out: string[] = [];
  const read = new Map<string, string[]>();
  for (const token of joined) {
    steps += 1;
    if (POSSESSIVES.has(out[out.length - 1]) && token.length >= 3 && token.length <= 5 && !AFTER_POSSESSIVE.has(token)) {
      const meant = SELF_OR_LIFE.correct(token);
      steps += token.length + 1;
      if (meant) {
        out.push(meant);
        continue;
      }
    }
    if (token === "." || VOCABULARY.has(token) || /\d/.test(token) || token.length > MAX_WORD) {
      out.push(token);
      continue;
    }
    const again = read.get(token);
    if (again) {
      out.push(...again);
      continue;
    }
    const parts = token.length >= 6 ? split(token) : null;
    steps += token.length * 4;
    if (parts) {
      read.set(token, parts);
      out.push(...parts);
      continue;
    }
    const fixed = token.length >= 3 ? correction(token) : null;
    steps += token.length >= 7 ? token.length * token.length : token.length + 1;
    read.set(token, [fixed ?? token]);
    out.push(fixed ?? token);
  }

  // Sentence ends: never two in a row, never first or last.
  const text = out
    .join(" ")
    .replace(/(?:\s*\.)+/g, " .")
    .replace(/^\s*\.\s*|\s*\.\s*$/g, "")
    .replace(/ \./g, ".");
  return { text, words: out.filter((w) => w !== "."), steps };
}

/**
 * A run-together word as two to four vocabulary words ("killmyself", "iwanttodie"), or null.
 * At least one part must be a key word: splitting a stranger's name or a brand helps no one.
 * Letters typed apart (`needKey` false) may make any number of words.
 */
function split(token: string, needKey = true): string[] | null {
  const n = token.length;
  // No key word can start anywhere in it: nothing to split for.
  if (needKey && !hasKeyStart(token)) return null;
  // best[i]: the fewest parts that spell token[0..i), and where the last part starts.
  const best = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 12); j < i; j++) {
      if (best[j] === Infinity) continue;
      const part = token.slice(j, i);
      // The whole token is never its own part: a known run-together word ("killmyself") still splits.
      if ((part.length >= 2 || part === "i" || part === "a") && part.length < n && VOCABULARY.has(part) && best[j] + 1 < best[i]) {
        best[i] = best[j] + 1;
        from[i] = j;
      }
    }
  }
  if (best[n] === Infinity || best[n] < 2 || (needKey && best[n] > 4)) return null;
  const parts: string[] = [];
  for (let i = n; i > 0; i = from[i]) parts.unshift(token.slice(from[i], i));
  return !needKey || parts.some((p) => KEYS.has(p)) ? parts : null;
}

/** The first three letters of every key word (two for the shorter ones). */
const KEY_STARTS = new Set(KEY_WORDS.map((k) => k.slice(0, 3)));

function hasKeyStart(token: string): boolean {
  for (let i = 0; i + 3 <= token.length; i++) if (KEY_STARTS.has(token.slice(i, i + 3))) return true;
  return false;
}

/** The key word a misspelling most likely meant: one edit away, or two for long words ("kil", "lfe": a dropped letter only up to four letters). */
const correction = (token: string): string | null => KEY_CORRECTOR.correct(token);

/** Whether the normaliser would correct a word it did not know (for the vocabulary it ships). */
export const wouldCorrect = (word: string) => word.length >= 3 && !KEYS.has(word) && correction(word) !== null;

/** Whether the normaliser would split a word it did not know into words, one of them a key word ("killmyself"). */
export const wouldSplit = (word: string) => word.length >= 6 && split(word) !== null;

/** Whether a word is one the Porch knows (caches keep only these: invented words must not fill them). */
export const isKnownWord = (word: string) => VOCABULARY.has(word);
