/**
 * The site's own facts that both the pages and the Community Porch state: the brand, the
 * public address, the contact address, the page paths and the programmes with their prices.
 * One source: web/src/content/* import these values to render them, and the Worker (which must
 * not import web/) answers site questions from them. Change a price or a path here.
 *
 * `siteUrl` and `contactEmail` are placeholders until launch (`npm run preflight` lists them).
 */
export const siteFacts = {
  brandName: "SoulCode Studio",
  siteUrl: "https://soulcode.studio",
  contactEmail: "hello@soulcode.studio",
} as const;

/** Paths of the pages the Porch links to (the route table in web/src/shell/route-table.ts uses them). */
export const sitePaths = {
  home: "/",
  meet: "/meet",
  wellness: "/wellness/finding-me",
  gallery: "/gallery",
  calendar: "/skool-calendar",
  soulcode101: "/soulcode101",
  thinktank: "/thinktank",
  bootcamp: "/bootcamp",
  legal: "/legal",
} as const;

export type Programme = {
  readonly name: string;
  readonly path: string;
  /** "$49", "$299", or "free". */
  readonly amount: string;
  readonly period?: string;
  /** One sentence on what it is. */
  readonly summary: string;
  readonly summaryEs: string;
};

export const programmes = {
  soulcode101: {
    name: "Soul Code 101",
    path: sitePaths.soulcode101,
    amount: "free",
    summary: "a free prompt-generator kit: copy-ready templates for image, text, video, music and web",
    summaryEs: "un kit gratuito de plantillas de prompts listas para copiar: imagen, texto, video, música y web",
  },
  thinkTank: {
    name: "Think Tank",
    path: sitePaths.thinktank,
    amount: "$49",
    period: "per month",
    summary: "a monthly membership: one guided group project a month, with the full walkthrough and the community",
    summaryEs: "una membresía mensual: un proyecto guiado en grupo cada mes, con el recorrido completo y la comunidad",
  },
  bootcamp: {
    name: "Bootcamp",
    path: sitePaths.bootcamp,
    amount: "$299",
    period: "one-time",
    summary: "a 7-day build intensive: we build your website and automations together in live sessions",
    summaryEs: "un intensivo de 7 días: construimos juntos tu sitio web y tus automatizaciones en sesiones en vivo",
  },
} as const satisfies Record<string, Programme>;

/** The full address of one of the site's pages. */
export function pageUrl(path: string): string {
  return new URL(path, siteFacts.siteUrl).toString();
}
