// Every page hydrates without a mismatch, whatever differs between the prerender and the visitor's
// browser (docs/decisions/0080-first-paint-and-few-chunks.md): loaded fresh at a phone's 320 px and
// a desktop's 1280 px, in the light and the dark theme, logged out and logged in as an instructor.
// React reports a mismatch (#418 and its kin) on the console, and then renders the page again
// from scratch; any console error fails the test, and so does a CSP violation or a request that
// fails (the 404 page's own status excepted). Each load waits until every deferred part has
// hydrated and every request has settled, and the page keeps exactly one h1 in its theme.
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { loadWholePage } from "./pages-helpers";
import { atRest, openRequests, ROUTES, signUpInBrowser, stubThirdParties, THEMES, useTheme, watchCsp } from "./routes";

type Session = Awaited<ReturnType<BrowserContext["storageState"]>>;
const WIDTHS = [320, 1280];
let instructor: Session | undefined;

async function instructorSession(browser: Browser): Promise<Session> {
  if (instructor) return instructor;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpInBrowser(page, "Hydration Check Teacher");
  instructor = await context.storageState();
  await context.close();
  return instructor;
}

for (const path of [...ROUTES, "/no-such-page"]) {
  test(`${path}: hydrates with no console error at 320 and 1280 px, light and dark, logged out and in`, async ({ browser }) => {
    test.setTimeout(180_000);
    const loggedIn = await instructorSession(browser);
    for (const session of ["logged out", "logged in"] as const) {
      for (const width of WIDTHS) {
        for (const theme of THEMES) {
          const context = await browser.newContext({
            viewport: { width, height: 800 },
            reducedMotion: "reduce",
            storageState: session === "logged in" ? loggedIn : undefined,
          });
          const page = await context.newPage();
          const errors: string[] = [];
          const notFound = !ROUTES.includes(path);
          page.on("console", (m) => {
            // The unknown path's own 404 is the answer it should get, and Chromium logs it.
            const ownStatus = notFound && /Failed to load resource/.test(m.text()) && new URL(m.location().url).pathname === path;
            if (m.type() === "error" && !ownStatus) errors.push(m.text());
          });
          page.on("pageerror", (e) => errors.push(e.message));
          const cspViolations = await watchCsp(page);
          await stubThirdParties(page);
          await useTheme(page, theme);
          const requests = openRequests(page);
          const res = await page.goto(path);
          expect(res?.status()).toBe(notFound ? 404 : 200);
          await atRest(page);
          // Every deferred part has hydrated by now; one load per route also scrolls the page
          // whole, so lazy images and the parts rendered only when near are drawn once.
          if (session === "logged out" && width === WIDTHS[0] && theme === THEMES[0]) {
            await loadWholePage(page);
            await atRest(page);
          }
          const where = `${path} at ${width} px, ${theme}, ${session}`;
          await expect(page.locator("html"), where).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expect(page.getByRole("heading", { level: 1 }), where).toHaveCount(1);
          await requests.settled();
          expect(await cspViolations(), `${where}: CSP violations`).toEqual([]);
          expect(errors, where).toEqual([]);
          await context.close();
        }
      }
    }
  });
}

// The prerender writes the build's date (Legal's "last updated", the footer's year); a visitor
// comes on a later day, often in a later year. Hydration must keep the server's text without a
// mismatch, and the page then shows the visitor's own date.
test("a visit a year after the build hydrates with no mismatch and shows the visitor's date", async ({ browser }) => {
  const later = new Date(Date.now() + 400 * 24 * 3600 * 1000);
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await stubThirdParties(page);
  // Only Date moves; timers run as usual.
  await page.clock.setFixedTime(later);
  await page.goto("/legal");
  await atRest(page);
  const day = later.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  await expect(page.getByText(`Last updated: ${day}`)).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText(new RegExp(`^© ${later.getFullYear()} `))).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
