// The long pages' lower parts load after the page
// (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md). They must be in the HTML
// for a reader without JavaScript, and render on a client-side visit, where there is no server
// HTML to keep; the wellness page's head keeps its JSON-LD, which its meta writes on the client then.
import { expect, test, type Page } from "@playwright/test";
import { learningTracksHeading } from "../web/src/content/meet-tracks";
import { modesHeading } from "../web/src/content/soulcode-kit-templates";
import { ongoingProjectsHeading } from "../web/src/content/workroom-sections";
import { atRest, stubThirdParties } from "./routes";

// Written out: its module (web/src/content/wellness-sections.ts) imports the FAQ from the pages'
// Markdown, which only Vite renders, and Playwright loads the spec without Vite.
const FAQ_TITLE = "Dopamine FAQ";

const LOWER_PARTS = [
  { path: "/meet", menu: "Meet", heading: learningTracksHeading.heading },
  { path: "/soulcode101", menu: "Soul Code 101", heading: modesHeading.title },
  { path: "/wellness/finding-me", menu: "Wellness", heading: FAQ_TITLE },
  { path: "/workroom", menu: "Workroom", heading: ongoingProjectsHeading.heading },
];

const lowerHeading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading } of LOWER_PARTS) {
    test(`${path} shows its lower part`, async ({ page }) => {
      await page.goto(path);
      await lowerHeading(page, heading).scrollIntoViewIfNeeded();
      await expect(lowerHeading(page, heading)).toBeVisible();
    });
  }
});

for (const { path, menu, heading } of LOWER_PARTS) {
  test(`a client-side visit to ${path} renders its lower part`, async ({ page }) => {
    await stubThirdParties(page);
    await page.goto("/");
    await atRest(page);
    // A document load would show the part from its HTML: this marker survives only a client-side visit.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await lowerHeading(page, heading).scrollIntoViewIfNeeded();
    await expect(lowerHeading(page, heading)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    if (path.startsWith("/wellness")) {
      const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
      expect(JSON.parse(jsonLd ?? "{}").mainEntity?.articleSection).toContain(FAQ_TITLE);
    }
  });
}

// A part far below the first screen loads when the visitor nears it, not with the page: on a
// phone, Home's Porch panel costs nothing until then (docs/decisions/0105-deferred-parts-hydrate-when-near.md).
test("on a phone, the Porch panel's code loads when the visitor scrolls near it, not with the page", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await stubThirdParties(page);
  const porchCode: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/porch-panel-[\w-]+\.js$/.test(new URL(r.url()).pathname)) porchCode.push(r.url());
  });
  await page.goto("/");
  await atRest(page);
  await page.waitForLoadState("networkidle");
  const panel = page.getByTestId("porch-panel");
  const part = panel.locator("xpath=ancestor::*[@data-deferred][1]");
  await expect(part).toHaveAttribute("data-near", "no");
  expect(porchCode, "the Porch panel's code, fetched with the page").toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute("data-hydrated", "");
  expect(porchCode).toHaveLength(1);
  await context.close();
});
