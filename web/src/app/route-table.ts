/**
 * The route table, the one list of the site's pages: path, page module, canonical and share image,
 * with each page's title and description from web/src/content/page-titles.ts. The router
 * (router.tsx), the prerender and sitemap (scripts/prerender.ts), the per-page <head>, the
 * end-to-end route list (e2e/routes.ts) and the benchmarks all derive from it;
 * web/test/route-table.test.ts fails when a page module exists that no row names, or a menu,
 * footer or content link points at a path it lacks. Plain data (no React): Node scripts and
 * Playwright import it too. Paths the Community Porch links to come from shared/site-facts.ts
 * (one source for both).
 */
import { sitePaths } from "#shared/site-facts";
import { pageTitles } from "../content/page-titles";
import type { PageMeta } from "../lib/head";

/** One row of the route table. */
export type PageRoute = PageMeta & {
  /** File name (without `.tsx`) of the page module in web/src/app/routes/, which exports `Component`. */
  module: string;
};

export const pages = {
  home: { path: sitePaths.home, module: "home", image: "og-home", ...pageTitles.home },
  meet: { path: sitePaths.meet, module: "meet", image: "og-meet", ...pageTitles.meet },
  wellness: { path: "/wellness", module: "wellness", image: "og-wellness", canonical: "/wellness/finding-me", ...pageTitles.wellness },
  wellnessFindingMe: { path: "/wellness/finding-me", module: "wellness", image: "og-wellness", ...pageTitles.wellnessFindingMe },
  workroom: { path: "/workroom", module: "workroom", image: "og-workroom", ...pageTitles.workroom },
  gallery: { path: "/gallery", module: "gallery", image: "og-gallery", ...pageTitles.gallery },
  calendar: { path: sitePaths.calendar, module: "skool-calendar", image: "og-calendar", ...pageTitles.calendar },
  soulcode101: { path: sitePaths.soulcode101, module: "soulcode101", image: "og-soulcode101", ...pageTitles.soulcode101 },
  thinktank: { path: sitePaths.thinktank, module: "thinktank", image: "og-thinktank", ...pageTitles.thinktank },
  bootcamp: { path: sitePaths.bootcamp, module: "bootcamp", image: "og-bootcamp", ...pageTitles.bootcamp },
  legal: { path: sitePaths.legal, module: "legal", image: "og-legal", ...pageTitles.legal },
} satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof pages;

/** Every page with a URL of its own (the 404 page is served for any path not listed). */
export const pageRoutes: PageRoute[] = Object.values(pages);

/** Served (with HTTP 404) for every path the table does not list; prerendered as /404. */
export const notFoundPage: PageRoute = { path: "/404", module: "not-found", image: "og-default", ...pageTitles.notFound };

/**
 * The row for a URL path: exact and case-sensitive like the prerendered files (`/meet` and
 * `/meet/` are one page), else the 404 page.
 */
export function pageForPath(pathname: string): PageRoute {
  const path = pathname.replace(/\/+$/, "") || "/";
  return pageRoutes.find((p) => p.path === path) ?? notFoundPage;
}
