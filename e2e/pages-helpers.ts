// Shared helpers of the content-page e2e specs (pages*.spec.ts).
import type { Page } from "@playwright/test";
import { rootHydrated, scrollThrough } from "./routes";

/** Every content route, with the text of its h1. */
export const contentRoutes: Array<{ path: string; name: string; h1: RegExp }> = [
  { path: "/", name: "home", h1: /^SoulCode Studio$/ },
  { path: "/meet", name: "meet", h1: /^Amara Sol$/ },
  { path: "/wellness", name: "wellness", h1: /^Finding Me$/ },
  { path: "/wellness/finding-me", name: "wellness-finding-me", h1: /^Finding Me$/ },
  { path: "/workroom", name: "workroom", h1: /^The Workroom$/ },
  { path: "/gallery", name: "gallery", h1: /Current Exhibition.*Gold, Grace and Memory/ },
  { path: "/soulcode101", name: "soulcode101", h1: /^Soul Code Prompt Generator: Beginner Taste Kit v1\.0$/ },
  { path: "/thinktank", name: "thinktank", h1: /^The Think Tank$/ },
  { path: "/bootcamp", name: "bootcamp", h1: /^The Bootcamp$/ },
  { path: "/legal", name: "legal", h1: /^Legal Information$/ },
  { path: "/no-such-page", name: "not-found", h1: /^404 Page Not Found$/ },
];

/** Visible text of an HTML string: tags stripped, the entities React writes decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The page has hydrated (the app marks its root `data-hydrated`): routes.ts's rootHydrated. */
export const waitForHydration = rootHydrated;

/** Scrolls through the page so lazy images and deferred parts load, then back to the top. */
export async function loadWholePage(page: Page) {
  await scrollThrough(page);
  await page
    // Lazy images that are not rendered (e.g. inside the closed menu) never load: skip them.
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
}
