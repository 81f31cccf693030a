/**
 * The contact filter for model replies: the Porch relays nothing outside its directory
 * (docs/architecture.md, "The Porch"). A model reply may name only:
 *   - web addresses whose exact host is a directory host (the "www." and bare forms of one host
 *     count as the same host; any other subdomain, look-alike or encoded host does not),
 *     with no user-info, over http(s) only;
 *   - phone numbers, short codes and text codes the directory itself lists, compared as digits
 *     after normalising: full-width digits, spaces, dots, dashes and brackets, invisible
 *     characters, vanity letters (1-800-FLOWERS) and the +1 / 001 / 011 international prefixes.
 * Everything else is reported, and the caller then falls back to the built-in responder.
 *
 * The allowed set is computed from the directory's own text with the same functions (each
 * entry's link, and the numbers and hosts its descriptions write), so an entry that is in the
 * directory is always allowed and nothing else is.
 */
import { DIRECTORY } from "./directory";

/** Keypad letters, for vanity numbers. */
const KEYPAD: Record<string, string> = {};
for (const [digit, letters] of Object.entries({ 2: "ABC", 3: "DEF", 4: "GHI", 5: "JKL", 6: "MNO", 7: "PQRS", 8: "TUV", 9: "WXYZ" })) {
  for (const letter of letters) KEYPAD[letter] = digit;
}

/**
 * The text as a browser or a phone would read it: compatibility forms folded (full-width
 * digits and letters), invisible format characters (zero-width space, joiners, soft hyphen,
 * bidi marks) removed, and the dots that browsers accept in host names made plain.
 */
export function canonicalText(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(/\p{Cf}/gu, "")
      .replace(/[\u3002\uff0e\uff61]/g, ".")
      // Every dash (en and em dashes, the non-breaking hyphen U+2011, the minus sign) reads as "-",
      // and so do a slash or an underscore between digits: "1/800/555/0199" is dialled as written.
      .replace(/[\p{Pd}\u2212]/gu, "-")
      .replace(/(?<=\d)[/_\\](?=\d)/g, "-")
  );
}

const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  cero: "0",
  uno: "1",
  dos: "2",
  tres: "3",
  cuatro: "4",
  cinco: "5",
  seis: "6",
  siete: "7",
  ocho: "8",
  nueve: "9",
};
const NUMBER_WORD = `(?:${Object.keys(DIGIT_WORDS).join("|")}|\\d)(?:[\\s-]+(?:hundred|cien|thousand|mil))?`;
// Three number words in a row, apart only by spaces, dashes or commas: "one eight hundred five five five".
const SPELLED_NUMBER = new RegExp(`\\b${NUMBER_WORD}(?:[\\s,-]+${NUMBER_WORD}){2,}\\b`, "gi");
// "evil dot com", "evil[.]com", "evil (dot) com": a host written so that a link finder misses it.
const SPELLED_DOT =
  /\s*[[({]\s*(?:\.|dot|punto)\s*[\])}]\s*|\s+(?:dot|punto)\s+(?=(?:com|org|net|gov|edu|info|biz|io|co|us|app|dev|xyz|site|online|me|ai|ly|tv|cc|uk|ca|mx|es)\b)/gi;

/** Numbers spelled out in words as digits, and spelled-out dots as dots, for the checks below. */
function unspell(text: string): string {
  return text.replace(SPELLED_DOT, ".").replace(SPELLED_NUMBER, (run) =>
    run
      .split(/[\s,-]+/)
      .map((word) => {
        const lower = word.toLowerCase();
        if (lower === "hundred" || lower === "cien") return "00";
        if (lower === "thousand" || lower === "mil") return "000";
        return DIGIT_WORDS[lower] ?? word;
      })
      .join(""),
  );
}

/** A digit string with international and trunk prefixes for the US (+1, 001, 011 1) removed. */
export function nationalDigits(digits: string): string {
  let d = digits;
  if (/^(?:00|011)1\d{10}$/.test(d)) d = d.replace(/^(?:00|011)/, "");
  if (/^1\d{10}$/.test(d)) d = d.slice(1);
  return d;
}

/**
 * Vanity numbers ("1-800-FLOWERS", "1-877-8-HAMBRE", "800 FREE CASH") spelled out in digits:
 * an area code followed by seven keypad characters, at least one of them a letter.
 */
function spellVanity(text: string): string {
  return text.replace(
    /\b((?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*)((?:[A-Z0-9][\s.-]?){6}[A-Z0-9])(?![A-Za-z0-9])/g,
    (whole, prefix: string, rest: string) => (/[A-Z]/.test(rest) ? prefix + rest.replace(/[A-Z]/g, (l) => KEYPAD[l]) : whole),
  );
}

const CALL_WORD =
  /\b(?:call|dial|text|txt|sms|phone|number|line|ring|llama|llame|marca|marque|env[ií]a|texto|n[uú]mero|l[ií]nea)\b\W{0,12}$/i;

/** A US number: optional +1 / 001 / 011 1 prefix, area code (bracketed or not), 3 and 4 digits. */
const US_NUMBER = /(?:(?:\+|\b00|\b011)[\s.-]*1[\s.-]*|\b1[\s.-]*)?(?:\(\d{3}\)|\b\d{3})[\s.-]*\d{3}[\s.-]*\d{4}(?!\d)/g;
/** Any other run of digits, single spaces, dots or dashes between them ("+44 20 7946 0958", "7 4 1 7 4 1"). */
const DIGIT_RUN = /\+?\d(?:[\s.-]{0,2}\d)*/g;

/**
 * Every number in the text that could be dialled or texted, as national digits: US phone
 * numbers, other runs of 5 or more digits (foreign numbers, short codes), and 3-4 digit numbers
 * right after a word like "call" or "text" (911, 988, 211, or an invented "call 311").
 */
export function dialledNumbers(original: string): { shown: string; digits: string }[] {
  const found: { shown: string; digits: string }[] = [];
  const text = spellVanity(canonicalText(original)).replace(US_NUMBER, (m) => {
    found.push({ shown: m.trim(), digits: nationalDigits(m.replace(/\D/g, "")) });
    return " ";
  });
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = nationalDigits(m[0].replace(/\D/g, ""));
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    if (digits.length >= 5 || (digits.length >= 3 && CALL_WORD.test(before))) found.push({ shown: m[0].trim(), digits });
  }
  return found;
}

/** Every host name written in the text, lower-case: bare ("grants.gov") or inside a URL. */
function hostsIn(text: string): string[] {
  // Letters of any script, so a look-alike ("211.оrg" with a Cyrillic o) is read as a host too;
  // the last label has 2+ characters, one a letter ("3.50" is a price and "U.S." or "9 a.m." are
  // abbreviations, not hosts).
  const host = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?\.)+(?=[\p{L}\p{N}-]{2})[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*/gu;
  return [...text.matchAll(host)].map((m) => m[0].toLowerCase());
}

const sameHost = (host: string) => [host, host.startsWith("www.") ? host.slice(4) : `www.${host}`];

const allowedHosts = new Set<string>(DIRECTORY.flatMap((r) => sameHost(new URL(r.url).hostname)));
const allowedNumbers = new Set<string>(["911", "988", "211"]);
for (const r of DIRECTORY) {
  const said = [r.phone, r.text, r.helpsWith, r.es?.helpsWith, r.es?.phone, r.es?.text, r.es?.line];
  for (const value of said) {
    for (const { digits } of dialledNumbers(value ?? "")) allowedNumbers.add(digits);
    for (const m of (value ?? "").matchAll(/\d{3,}/g)) allowedNumbers.add(m[0]);
    // An entry may name a second official site of its own (HealthCare.gov's Spanish twin).
    for (const host of hostsIn(canonicalText(value ?? ""))) for (const same of sameHost(host)) allowedHosts.add(same);
  }
}

/** Phone numbers, short codes, addresses and links in a reply that the directory does not have. */
export function ungroundedContacts(original: string): string[] {
  const reply = unspell(canonicalText(original));
  const bad: string[] = [];

  // Digits of other scripts ("٩١١") are not folded by NFKC: no directory entry writes them.
  for (const m of reply.matchAll(/(?![0-9])\p{Nd}+/gu)) bad.push(m[0]);
  for (const { shown, digits } of dialledNumbers(reply)) if (!allowedNumbers.has(digits)) bad.push(shown);

  // Schemes other than http(s) (data:, javascript:, tel:, sms:, mailto:, localhost:8787 ...).
  for (const m of reply.matchAll(/\b[a-z][a-z0-9+.-]*:(?!\s|$)/gi)) {
    if (!/^https?:$/i.test(m[0])) bad.push(m[0]);
  }
  // E-mail addresses, user-info in links and @handles: no directory entry has any.
  for (const m of reply.matchAll(/\S*@\S*/g)) bad.push(m[0]);
  // Every "//" starts a URL (protocol-relative ones too): parse it as a browser would.
  // A URL ends where the Porch's linkify ends one (at brackets too), so a second URL hidden in the
  // first one's path is checked on its own.
  const urls = /(?:[a-z][a-z0-9+.-]*:)?[/\\]{2}[^\s<>"'`()[\]]*/gi;
  for (const m of reply.matchAll(urls)) {
    const candidate = m[0].replace(/[.,;:!?)\]}>'"]+$/, "");
    let url: URL;
    try {
      url = new URL(candidate.startsWith("/") || candidate.startsWith("\\") ? `https:${candidate}` : candidate);
    } catch {
      bad.push(candidate);
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || !allowedHosts.has(url.hostname)) bad.push(candidate);
  }
  // Bare host names elsewhere ("free-grants.xyz"); a URL's path ("find-centers.aspx") is not a host.
  for (const host of hostsIn(reply.replace(urls, " "))) if (!allowedHosts.has(host)) bad.push(host);
  // Encoded characters in or around a host ("https://%65vil.com", "211.org%2e.evil.com").
  for (const m of reply.matchAll(/\/\/[^\s/]*%[0-9a-f]{2}/gi)) bad.push(m[0]);
  // Dotted IPv4 addresses.
  for (const m of reply.matchAll(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g)) bad.push(m[0]);
  return [...new Set(bad)];
}
