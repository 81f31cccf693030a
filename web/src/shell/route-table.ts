/**
 * The route table, the one list of the site's pages: path, page module, title, description,
 * canonical and share image, each row in ./pages/ beside its page's name. The route config (routes.ts), the prerender (react-router.config.ts),
 * the sitemap, each page's `meta` (page-meta.ts), the end-to-end route list (e2e/routes.ts) and the
 * benchmarks all derive from it; web/test/route-table.test.ts fails when a page module exists that
 * no row names, or a menu, footer or content link points at a path it lacks. Plain data (no
 * React): Node scripts and Playwright import it too. Paths the Community Porch links to come from
 * shared/site-facts.ts (one source for both).
 */
import { tablePath, type PageRoute } from "../lib/head";
import { homePage } from "./pages/home";
import { meetPage } from "./pages/meet";
import { wellnessPage, wellnessFindingMePage } from "./pages/wellness";
import { workroomPage } from "./pages/workroom";
import { galleryPage } from "./pages/gallery";
import { calendarPage } from "./pages/calendar";
import { soulcode101Page } from "./pages/soulcode-kit";
import { thinktankPage } from "./pages/think-tank";
import { bootcampPage } from "./pages/bootcamp";
import { legalPage } from "./pages/legal";
import { notFoundPage } from "./pages/not-found";

export { notFoundPage };
export type { PageRoute };

/** By route id: the prerendered pages name their route modules by these keys, so they stay put. */
export const pages = {
  home: homePage,
  meet: meetPage,
  wellness: wellnessPage,
  wellnessFindingMe: wellnessFindingMePage,
  workroom: workroomPage,
  gallery: galleryPage,
  calendar: calendarPage,
  soulcode101: soulcode101Page,
  thinktank: thinktankPage,
  bootcamp: bootcampPage,
  legal: legalPage,
} satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof pages;

/** Every page with a URL of its own (the 404 page is served for any path not listed). */
export const pageRoutes: PageRoute[] = Object.values(pages);

/**
 * The row for a URL path: exact and case-sensitive like the prerendered files (`/meet` and
 * `/meet/` are one page), else the 404 page.
 */
export function pageForPath(pathname: string): PageRoute {
  const path = tablePath(pathname);
  return pageRoutes.find((p) => p.path === path) ?? notFoundPage;
}
