/**
 * Routes and helpers shared by the quality specs (security, accessibility, keyboard, SEO). The
 * route list is the site's own page table, so a new page is covered without editing a spec.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { pageRoutes } from "../web/src/shell/route-table";
import { siteConfig } from "../web/src/content/site-config";
import type { CatalogImage } from "../shared/image-catalog";

export const ROUTES: string[] = pageRoutes.map((p) => p.path);
export const PAGES = pageRoutes;
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

/**
 * Resolves once the page has painted two more frames: what a change made is on screen.
 *
 * Headless Chromium on a loaded machine now and then stops producing frames for a page that is
 * visible and idle (in CI: no frame, so no requestAnimationFrame, for the rest of the test, on /
 * and /wellness, at random), while timers and the DOM go on. A capture makes the compositor draw
 * again (the failure screenshot of such a run was its first frame in 55 s), so a frame that does
 * not come within a second is drawn that way.
 */
export async function twoFrames(page: Page) {
  const drawn = await page.evaluate(() =>
    Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]),
  );
  if (!drawn) await page.screenshot({ timeout: 10_000 });
}

/**
 * Scrolls to the bottom in steps (lazy images and deferred parts that wait to be seen), then back
 * up. Each step waits two frames: the browser has then rendered the new position and delivered its
 * intersection observations (lazy loading starts from them), however slow the machine.
 */
export async function scrollThrough(page: Page) {
  const step = await page.evaluate(() => Math.max(200, Math.floor(window.innerHeight * 0.8)));
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < (await height()); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await twoFrames(page);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await twoFrames(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page has done what it does by itself: it and every deferred part near the screen have hydrated, and the
 * browser has since had an idle period (or 5 s went by without one) and painted two frames. A check that something did not
 * happen (no request, no violation) made after this can fail; after a quiet period of guessed
 * length it could pass merely because it came too early.
 */
export async function atRest(page: Page) {
  await rootHydrated(page);
  // A deferred part far from the screen waits for the visitor to scroll near it (data-near="no").
  await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-hydrated]):not([data-near="no"])').length === 0);
  // The timeout: once in CI an idle period never came within the test's 30 s on a loaded machine
  // (/ in light, the first test of its worker); after 5 s of work the page counts as at rest too.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await twoFrames(page);
}

/**
 * Counts the page's requests that have neither finished nor failed: `settled()` waits until there
 * are none, so the console has seen every answer (a 404 logs its error only when it arrives).
 */
export function openRequests(page: Page) {
  const open = new Set<unknown>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  return { settled: () => expect.poll(() => open.size, { message: "requests still open" }).toBe(0) };
}

/** Waits until the app has hydrated (React attaches its root) and the network is quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await rootHydrated(page);
}

/** Waits until the page has hydrated (the app sets `data-hydrated` on #root), whatever the network does. */
export async function rootHydrated(page: Page) {
  await page.locator("#root[data-hydrated]").waitFor({ state: "attached" });
}

/** The JavaScript modules a page's HTML asks for (React Router's module preloads). */
export const pageModules = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*?\shref="([^"]+)"/g)].map((m) => m[1]!);

export const E2E_STATE = ".wrangler/e2e-state";

/**
 * The run's invite codes. The web server's own start (`scripts/start.ts --fresh --test-invites`)
 * wipes the state, migrates, seeds, then creates them and writes this file before it serves, so
 * the codes and the database they live in have one owner (docs/decisions/0027).
 */
export function testInviteCodes(): string[] {
  const file = join(process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE, "test-invite-codes.txt");
  return readFileSync(file, "utf8").split("\n").filter(Boolean);
}

/**
 * An unused invite code of the run, claimed by creating a file named after it (exclusive create,
 * atomic across processes). A count per worker is not enough: after a failed test Playwright
 * starts a new worker in the same slot, which would count from zero and hand out used codes.
 */
export function createInviteCode(): string {
  const claimed = join(process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE, "claimed-invite-codes");
  mkdirSync(claimed, { recursive: true });
  const codes = testInviteCodes();
  for (const code of codes) {
    try {
      closeSync(openSync(join(claimed, code), "wx"));
      return code;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`The run's ${codes.length} invite codes are used up: raise TEST_INVITES in scripts/start.ts`);
}

let ipCounter = Math.floor(Math.random() * 200);
/**
 * Gives the page's requests their own client address. `wrangler dev` passes `cf-connecting-ip`
 * through (Cloudflare's edge overwrites it in production), so the signup limit of 5 a minute per
 * IP is counted per test instead of across the whole end-to-end run.
 */
export async function ownClientIp(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": `10.77.${process.pid % 250}.${ipCounter % 250}` });
}

export type SignedUp = { name: string; email: string; password: string };

/** Opens the Sign Up dialog of /skool-calendar, fills it in and sends it; returns the dialog. */
export async function submitSignUp(page: Page, fields: { name: string; email: string; password: string; code: string }): Promise<Locator> {
  await page.getByRole("button", { name: "First Time? Sign Up" }).click();
  const dialog = page.getByRole("dialog", { name: "Instructor Sign Up" });
  await dialog.getByLabel("Name").fill(fields.name);
  await dialog.getByLabel("Email").fill(fields.email);
  await dialog.getByLabel("Password").fill(fields.password);
  await dialog.getByLabel("Invite Code").fill(fields.code);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  return dialog;
}

/** Signs up through the Sign Up dialog on /skool-calendar; ends logged in, dialog closed. */
export async function signUpInBrowser(page: Page, name = "Quality Check Teacher"): Promise<SignedUp> {
  const code = createInviteCode();
  const email = `quality-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "violet-lantern-orchard-42";
  await ownClientIp(page);
  if (!page.url().includes("/skool-calendar")) await page.goto("/skool-calendar");
  await settle(page);
  const dialog = await submitSignUp(page, { name, email, password, code });
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("heading", { name: `Welcome, ${name}!` }).waitFor();
  return { name, email, password };
}

/**
 * Waits until the calendar grid shows a month whose slots have loaded. The grid's day buttons
 * appear only after the board has hydrated and picked today's month, which can come after
 * `#root[data-hydrated]`: "no day is loading" alone passes on a page with no days yet.
 */
export async function monthLoaded(page: Page) {
  await page.locator("button[data-day]").first().waitFor();
  // A month's slots come from the API; on a loaded machine that can take longer than a UI assertion.
  await expect(page.locator('button[data-day][data-state="loading"]')).toHaveCount(0, { timeout: 15_000 });
}

/** The grid's button for `dayKey`, in this month or the next, once its month has loaded. */
export async function dayCell(page: Page, dayKey: string): Promise<Locator> {
  await monthLoaded(page);
  const cell = page.locator(`button[data-day="${dayKey}"]`);
  if ((await cell.count()) === 0) {
    await page.getByRole("button", { name: "Next month" }).click();
    await cell.waitFor();
    await monthLoaded(page);
  }
  return cell;
}

/** The first claimable day shown (moving to next month when this one has none left). */
export async function firstFreeDay(page: Page) {
  const free = page.locator('button[data-state="free"]:not([disabled])');
  await monthLoaded(page);
  if ((await free.count()) < 3) {
    const before = await page.locator("#calendar-month:visible").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month:visible")).not.toHaveText(before ?? "");
    await monthLoaded(page);
  }
  // A random one, so parallel tests rarely reach for the same day.
  return free.nth(Math.floor(Math.random() * Math.min(await free.count(), 10)));
}

/** Records the page's CSP violations from its first script on; the returned function reads them. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

const GENERATED = "web/src/content/generated";

/**
 * The images the pages show, as the image build writes them: one JSON file each, and with
 * `carousel`, Home's 80 from their own file (docs/decisions/0090-each-page-carries-its-own-images.md).
 */
export function generatedImages({ carousel = false } = {}): CatalogImage[] {
  const read = (file: string) => JSON.parse(readFileSync(`${GENERATED}/${file}`, "utf8")) as unknown;
  const pages = readdirSync(`${GENERATED}/images`).map((name) => read(`images/${name}`) as CatalogImage);
  return carousel ? [...pages, ...Object.values(read("gallery-images.json") as Record<string, CatalogImage>)] : pages;
}
