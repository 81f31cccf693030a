/**
 * Routes and helpers shared by the quality specs (security, accessibility, keyboard, SEO). The
 * route list is the site's own page table, so a new page is covered without editing a spec.
 */
import type { Page } from "@playwright/test";
import { pages } from "../web/src/content/pages";
import { siteConfig } from "../web/src/content/site-config";

export const ROUTES: string[] = Object.values(pages).map((p) => p.path);
export const PAGES = Object.values(pages);
export const SITE_URL = siteConfig.siteUrl;
export const VIDEO_HOST = siteConfig.videoEmbedHost;

export type Theme = "light" | "dark";
export const THEMES: Theme[] = ["light", "dark"];

/** Stores the theme before any script of the page runs, and matches the system preference. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => {
    try {
      localStorage.setItem("theme", t);
    } catch {
      // storage may be disabled; the media query still decides
    }
  }, theme);
}

/**
 * The machine has no internet: third-party frames (the video host) are answered with an empty
 * page instead, so their absence does not show up as console errors of our own.
 */
export async function stubThirdParties(page: Page) {
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>stub</title>" }),
  );
}

/** Scrolls to the bottom in steps (lazy images and islands that wait to be seen), then back up. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 150));
    window.scrollTo(0, 0);
  });
}

/** Waits until the app has hydrated (React attaches its root) and the network is quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}
