// Every content page in both themes, at a desktop and a phone width, renders with exactly one h1
// and without console errors (hydration mismatches included). No pictures are kept: full-page
// baselines would break on live data (Home's latest post) and loaded portraits, not on real faults.
import { expect, test } from "@playwright/test";
import { contentRoutes, loadWholePage, waitForHydration } from "./pages-helpers";

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    // Reduced motion keeps the carousel still.
    test.use({ colorScheme: theme, reducedMotion: "reduce" });
    for (const route of contentRoutes) {
      test(`${route.name}`, async ({ page }) => {
        test.setTimeout(60_000);
        const errors: string[] = [];
        page.on("console", (m) => {
          if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
        });
        page.on("pageerror", (e) => errors.push(e.message));
        await page.goto(route.path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await loadWholePage(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await loadWholePage(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(errors).toEqual([]);
      });
    }
  });
}
