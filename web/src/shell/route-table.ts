/**
 * The route table, the one list of the site's pages: path, page module, title, description,
 * canonical and share image. The route config (routes.ts), the prerender (react-router.config.ts),
 * the sitemap, each page's `meta` (page-meta.ts), the end-to-end route list (e2e/routes.ts) and the
 * benchmarks all derive from it; web/test/route-table.test.ts fails when a page module exists that
 * no row names, or a menu, footer or content link points at a path it lacks. Plain data (no
 * React): Node scripts and Playwright import it too. Paths the Community Porch links to come from
 * shared/site-facts.ts (one source for both).
 */
import { programmes, sitePaths } from "#shared/site-facts";
import type { PageMeta } from "../lib/head";

/** One row of the route table. */
export type PageRoute = PageMeta & {
  /**
   * File name (without `.tsx`) of the page module in web/src/routes/, which exports `Component`:
   * the word its content file and feature folder share, which need not be the URL's.
   */
  module: string;
};

/** By route id: the prerendered pages name their route modules by these keys, so they stay put. */
export const pages = {
  home: {
    path: sitePaths.home,
    module: "home",
    image: "og-home",
    title: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
    description:
      "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, explore the gallery and find community resources.",
  },
  meet: {
    path: sitePaths.meet,
    module: "meet",
    image: "og-meet",
    title: "Meet the Founder | SoulCode Studio",
    description: "The artist, author and educator behind SoulCode Studio: her novels, signature projects and learning tracks.",
  },
  wellness: {
    path: "/wellness",
    module: "wellness",
    image: "og-wellness",
    canonical: "/wellness/finding-me",
    title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
    description:
      "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
  },
  wellnessFindingMe: {
    path: "/wellness/finding-me",
    module: "wellness",
    image: "og-wellness",
    title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
    description:
      "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
  },
  workroom: {
    path: "/workroom",
    module: "workroom",
    image: "og-workroom",
    title: "The Workroom: Projects | SoulCode Studio",
    description: "Live platforms, projects in progress and the Arendelle Nexus white paper from the SoulCode Studio workroom.",
  },
  gallery: {
    path: "/gallery",
    module: "gallery",
    image: "og-gallery",
    title: "Art Exhibition | SoulCode Studio",
    description: "The current exhibition, a 2023 mixed media collection, a gallery walk-through and previous exhibitions.",
  },
  calendar: {
    path: sitePaths.calendar,
    module: "calendar",
    image: "og-calendar",
    title: "Instructor Teaching Calendar | SoulCode Studio",
    description: "See who is teaching when. Invited instructors claim teaching days; all times are Eastern (EST).",
  },
  soulcode101: {
    path: sitePaths.soulcode101,
    module: "soulcode-kit",
    image: "og-soulcode101",
    title: "Soul Code 101: Beginner Taste Kit v1.0 | SoulCode Studio",
    description: "A free prompt-generator kit: copy-ready templates for image, text, video, music and web, with Soul Code layers.",
  },
  thinktank: {
    path: sitePaths.thinktank,
    module: "think-tank",
    image: "og-thinktank",
    title: "Think Tank: Monthly Build Membership | SoulCode Studio",
    description: `One guided group project a month, full walkthrough access and community collaboration for ${programmes.thinkTank.amount} a month.`,
  },
  bootcamp: {
    path: sitePaths.bootcamp,
    module: "bootcamp",
    image: "og-bootcamp",
    title: "Bootcamp: 7-Day Build Intensive | SoulCode Studio",
    description: `A 7-day intensive: build a working site of up to 5 pages with 1 to 3 automations. ${programmes.bootcamp.amount}, one time.`,
  },
  legal: {
    path: sitePaths.legal,
    module: "legal",
    image: "og-legal",
    title: "Legal: Terms, Privacy & Copyright | SoulCode Studio",
    description: "Terms of service, privacy policy, intellectual property and cookie policy of SoulCode Studio.",
  },
} satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof pages;

/** Every page with a URL of its own (the 404 page is served for any path not listed). */
export const pageRoutes: PageRoute[] = Object.values(pages);

/** Served (with HTTP 404) for every path the table does not list; prerendered as /404. */
export const notFoundPage: PageRoute = {
  path: "/404",
  module: "not-found",
  title: "404 Page Not Found | SoulCode Studio",
  description: "This page could not be found.",
  image: "og-default",
};

/**
 * The row for a URL path: exact and case-sensitive like the prerendered files (`/meet` and
 * `/meet/` are one page), else the 404 page.
 */
export function pageForPath(pathname: string): PageRoute {
  const path = pathname.replace(/\/+$/, "") || "/";
  return pageRoutes.find((p) => p.path === path) ?? notFoundPage;
}
