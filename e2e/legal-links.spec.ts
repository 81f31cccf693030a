// Footer Privacy/Terms links land on their section, at a phone and a desktop width,
// from another page while the legal page's chunk is still loading, again once it is cached, and
// on a direct load. The checks prove a scroll happened: the section sits just under the sticky
// header (at its scroll-margin) and the window is scrolled, not merely "somewhere in view".
import { expect, test, type Page } from "@playwright/test";
import { siteConfig } from "../web/src/content/site-config";
import { waitForHydration } from "./pages-helpers";
import { rootHydrated, twoFrames } from "./routes";

/** Where the section is against where scrollIntoView should have put it. */
async function placement(page: Page, id: string) {
  return page.locator(`#${id}`).evaluate((section) => {
    const header = document.querySelector("body header") as HTMLElement;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    return {
      top: section.getBoundingClientRect().top,
      margin: parseFloat(getComputedStyle(section).scrollMarginTop),
      headerBottom: header.getBoundingClientRect().bottom,
      scrollY: window.scrollY,
      atBottom: window.scrollY >= maxScroll - 1,
    };
  });
}

async function expectScrolledTo(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/legal#${id}$`));
  // Polled: the scroll happens once the page's chunk has arrived and rendered.
  await expect
    .poll(async () => {
      const p = await placement(page, id);
      return p.scrollY > 0 && (Math.abs(p.top - p.margin) <= 2 || (p.atBottom && p.top > 0)) && p.top >= p.headerBottom - 1;
    })
    .toBe(true);
  // A scroll that has landed stays put (nothing later snaps the window back to the top): checked
  // once the app has hydrated and painted two more frames, not after a guessed delay.
  await rootHydrated(page);
  await twoFrames(page);
  const settled = await placement(page, id);
  expect(settled.scrollY).toBeGreaterThan(0);
  expect(Math.abs(settled.top - settled.margin) <= 2 || settled.atBottom).toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("from other pages, first visit and cached, and on the same page", async ({ page }) => {
      // The legal page's route module is held until the navigation has asked for it, so the page
      // arrives after the click (the case that failed: a scroll before the section exists),
      // whatever the machine's speed.
      let held = 0;
      let release = () => {};
      await page.route(/\/assets\/legal-[^/]*\.js$/, async (route) => {
        held++;
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      });
      await page.goto("/");
      await waitForHydration(page);
      await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
      await expect.poll(() => held).toBe(1);
      await twoFrames(page);
      release();
      await expectScrolledTo(page, "section-privacy");

      // Same page, other section.
      await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
      await expectScrolledTo(page, "section-terms");

      // Home and back: a client-side navigation each time; the route's code is cached now, and
      // the section is still reached.
      await page.getByRole("banner").getByRole("link", { name: siteConfig.brandName, exact: true }).first().click();
      await expect(page).toHaveURL(/\/$/);
      // The history entry changes before the home page is drawn (and scrolled to the top); a click
      // in between can land on the new page's content instead of the footer, so click once the
      // visitor could see home.
      await expect(page.locator("#home-title")).toBeVisible();
      await twoFrames(page);
      await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
      await expectScrolledTo(page, "section-terms");
      expect(held).toBe(1);
    });

    test("a direct load with the hash", async ({ page }) => {
      await page.goto("/legal#section-privacy");
      await waitForHydration(page);
      await expectScrolledTo(page, "section-privacy");
    });
  });
}
