/**
 * Questions about SoulCode Studio itself (its programmes and prices, the teaching calendar, how
 * to get in touch), answered from the site's own facts in shared/site-facts.ts with links to its
 * pages. These replies never go to a model: they are the site's own words.
 */
import { pageUrl, programmes, siteFacts, sitePaths, type Programme } from "#shared/site-facts";
import type { Language } from "./text/language";
import type { Reading } from "./text/reading";

type Topic = "programmes" | "calendar" | "contact" | "gallery" | "wellness" | "blog" | "about";

const PROGRAMME_NAMES: [RegExp, Programme][] = [
  [
    /\bsoul ?code ?101\b|\bfree soul ?code\b|\bsoul ?code (thing|templates?|kit)\b|\bprompt (generator )?kit\b|\b(taste|beginner|starter|free|the|your|el|del) kit\b|\bkit (ese|gratis)\b|\bprompt templates?\b|\b(plantillas?|templates?) (del|on the|in the|de la) (kit|site|pagina)\b/,
    programmes.soulcode101,
  ],
  [/\bthink ?tank\b/, programmes.thinkTank],
  [/\bboot ?camp\b/, programmes.bootcamp],
];

/** Words that make a generic question ("how much", "classes") about this site, not about a resource. */
const ABOUT_SITE =
  /\b(soul ?code|this (site|website|studio)|the studio|your (site|website|courses?|classes|class|programs?|programmes?|prices?|pricing|membership|offerings?)|(do|does) you (offer|sell|teach|have) (any )?(courses?|classes|programs?|programmes?)|which (one of your |of your )?(course|class|courses|classes)|este sitio|esta pagina|tus (cursos|clases|programas)|sus (cursos|clases|programas)|ustedes|ofrecen)\b/;
const PROGRAMME_WORDS =
  /\b(price|prices|pricing|cost|costs|how much|programs?|programmes?|courses?|class|classes|membership|sign up|signup|enroll|enrol|join|precio|precios|cuesta|cuestan|cuanto|programas?|cursos?|clases|membresia|inscribir\w*)\b/;
/** The programmes' own prices, and the questions people ask about paying them. */
/** "What all do you get for the 49 a month": a programme by its price alone. */
const PRICE_NAMED = /\b(for|the|is|at) (the )?\$?(49|299)( dollars?)?( a| per| each)? ?(month|mo|mes|one time|bucks)\b/;
const PROGRAMME_PRICES =
  /\b(49|299)( dollars?)?( a| per)?( month| mes| one time)?( thing)?\b.*\b(discount|scholarship|payment plan|pay|card|descuento|beca|pagar)\b|\b(discount|descuento|payment plan)\b.*\b(49|299)\b/;
const CALENDAR =
  /\b(teaching calendar|skool calendar|calendar|calendario|teaching (days?|schedule)|claim (a )?(teaching )?day|instructors?|instructoras?|instructores|who is teaching|whos teaching|who teaches|quien ensena|when are (the |your )?classes|class schedule|la clase del (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|quien (la )?dio la clase|horario de (las )?clases)\b|\b(who|whos|who is) (teach|teachin|teaching|teaches)( on| next| this)? (monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thurs?|fri|sat|sun|tomorrow|tmrw|today|tonight|this week|next week|this weekend|this month|next month)\b|\bwhen (is|are|r) (the |your )?(next )?(class|classes|lessons?|workshops?)\b|\b(what|which) days? (do|are|does) (the |your )?(teachers?|classes|instructors?)\b|\b(teachers?|classes) (come in|are on|on your)\b|\bclasses (monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thurs?|fri|sat|sun|tomorrow|tmrw|today|tonight|this week|next week|this weekend|this month|next month)\b/;
const CONTACT =
  /\b(contact (you|the (owner|studio|founder|artist)|soul ?code|info\w*|details|email)|how (do|can) i (contact|reach|email) (you|the (owner|studio|founder|artist))|your (email|e mail|email address)|get in touch|(get a ?hold of|reach|contact|message|talk to|write to|email|send a message to) (whoever|the (person|people|lady|woman|man|one) (who|that)) (runs|owns|made|built) (this|the (site|page|website))|get a ?hold of (the )?(lady|woman|owner|founder|artist|person)|(reach|email|write to) the (lady|woman|owner|founder|artist)|(whats|what is) the (best )?email( address)?( for (you|this|the (site|studio|owner)))?( please| pls| plz)?$|where (do|can|should) i (email|write|send an email)( to)?( you| the studio)?( to ask| with a question| a question)?|(whats|what is) the best email|(email|contact|reach|write to|message) (whoever|somebody|someone|anybody|the (people|person|lady|woman|man|owner|artist)) (runs|who runs|there|at|in charge|of the (page|site))|(reach|contact|talk to|get in touch with|email) an? (actual|real) (human|person|somebody|someone)|contact with the (lady|owner|woman|person)|the (lady|woman|owner) of the (page|site)|is email the only way|(a )?phone number for (you|the studio|soul ?code|this (site|studio))|como le escribo a la (duena|fundadora|artista)|falar com (a|o) (dona|dono|artista|fundadora) do (site|sitio)|contactar(los|les|te)?|contacto|correo( electronico)?)\b/;
const GALLERY =
  /\b(gallery|galeria|galleries|paintings?|paintins?|pinturas?|cuadros? de la|the (art|artwork) on (here|the site)|exhibition|exhibit|buy (a |any of the )?(prints?|paintings?)|(does|did|do) (the (lady|woman|artist|owner|founder)|she) (paint|draw|sell)\w*)\b/;
const WELLNESS = /\b(finding me|wellness manifesto|the manifesto|el manifiesto|wellness page)\b/;
const BLOG = /\b(blog|blog posts?|el post sobre)\b/;
const ABOUT =
  /\b(novels?|novelas?|(wrote|write|writes|written|escribe|escribio) (any |some )?(books|novels|libros)|names? of (her|the|those) (books|novels)|her books|sus libros|who (even )?runs (this|the) (site|page)|who made this (site|page)|the (lady|woman) (that|who) (runs|made) this|founder|fundadora|about page|la parte de about|la senora que hizo esta pagina)\b/;

type SiteTopics = { topics: Set<Topic>; named: Programme[] };
// Asked of one reading by the danger check, the answer and the responder: read once. Held by the
// reading itself (a WeakMap), so nothing outlives the message.
const topicsOf = new WeakMap<Pick<Reading, "plain">, SiteTopics>();

export function siteTopics(reading: Pick<Reading, "plain">): SiteTopics {
  let found = topicsOf.get(reading);
  if (!found) topicsOf.set(reading, (found = readTopics(reading.plain)));
  return found;
}

function readTopics(text: string): SiteTopics {
  const named = PROGRAMME_NAMES.filter(([pattern]) => pattern.test(text)).map(([, p]) => p);
  const topics = new Set<Topic>();
  if (named.length > 0 || (PROGRAMME_WORDS.test(text) && ABOUT_SITE.test(text)) || PROGRAMME_PRICES.test(text) || PRICE_NAMED.test(text))
    topics.add("programmes");
  if (CALENDAR.test(text)) topics.add("calendar");
  if (CONTACT.test(text) || (/\b(email|contact)\b/.test(text) && ABOUT_SITE.test(text))) topics.add("contact");
  if (GALLERY.test(text)) topics.add("gallery");
  if (WELLNESS.test(text)) topics.add("wellness");
  if (BLOG.test(text)) topics.add("blog");
  if (ABOUT.test(text)) topics.add("about");
  return { topics, named };
}

export const isSiteQuestion = (reading: Pick<Reading, "plain">) => siteTopics(reading).topics.size > 0;

const price = (p: Programme, language: Language) => {
  if (p.amount === "free") return language === "es" ? "gratis" : "free";
  if (language === "es") return `${p.amount} ${p.period === "per month" ? "al mes" : "un solo pago"}`;
  return `${p.amount} ${p.period}`;
};

function programmeLine(p: Programme, language: Language): string {
  const summary = language === "es" ? p.summaryEs : p.summary;
  const signUp = language === "es" ? "Inscríbete desde su página" : "Sign up from its page";
  return `• ${p.name} (${price(p, language)}): ${summary}.\n  ${signUp}: ${pageUrl(p.path)}`;
}

/** The reply to a question about the site, or null when the message is not about the site. */
export function siteReply(reading: Pick<Reading, "plain">, language: Language): string | null {
  const { topics, named } = siteTopics(reading);
  if (topics.size === 0) return null;
  const es = language === "es";
  const parts: string[] = [];
  if (topics.has("programmes")) {
    const list = named.length > 0 ? named : Object.values(programmes);
    const intro = es ? `Esto es lo que ofrece ${siteFacts.brandName}:` : `Here is what ${siteFacts.brandName} offers:`;
    parts.push(`${intro}\n${list.map((p) => programmeLine(p, language)).join("\n")}`);
  }
  if (topics.has("calendar")) {
    parts.push(
      es
        ? `El calendario de clases muestra quién enseña y cuándo (hora del Este). Los instructores se unen solo por invitación y reservan allí sus días: ${pageUrl(sitePaths.calendar)}`
        : `The teaching calendar shows who is teaching when (Eastern time). Instructors join by invitation only and claim their teaching days there: ${pageUrl(sitePaths.calendar)}`,
    );
  }
  if (topics.has("gallery")) {
    parts.push(
      es
        ? `La galería muestra las pinturas de la fundadora, con el título y la historia de cada obra: ${pageUrl(sitePaths.gallery)}`
        : `The gallery shows the founder's paintings, each with its title and story: ${pageUrl(sitePaths.gallery)}`,
    );
  }
  if (topics.has("wellness")) {
    parts.push(
      es
        ? `Finding Me es el manifiesto de bienestar de la fundadora, para leer a tu ritmo: ${pageUrl(sitePaths.wellness)}`
        : `Finding Me is the founder's wellness manifesto, to read at your own pace: ${pageUrl(sitePaths.wellness)}`,
    );
  }
  if (topics.has("blog")) {
    parts.push(
      es
        ? `La entrada más reciente del blog está en la página de inicio: ${pageUrl(sitePaths.home)}`
        : `The latest blog post is on the home page: ${pageUrl(sitePaths.home)}`,
    );
  }
  if (topics.has("about")) {
    parts.push(
      es
        ? `Conoce a la fundadora, su obra y sus novelas en su página: ${pageUrl(sitePaths.meet)}`
        : `Meet the founder, her work and her novels on her page: ${pageUrl(sitePaths.meet)}`,
    );
  }
  if (topics.has("contact")) {
    parts.push(
      es
        ? `Puedes escribir a ${siteFacts.brandName} a ${siteFacts.contactEmail}.`
        : `You can reach ${siteFacts.brandName} by email at ${siteFacts.contactEmail}.`,
    );
  }
  return parts.join("\n\n");
}
