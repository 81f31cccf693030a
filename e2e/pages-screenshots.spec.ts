// Full-page screenshots of every content page in both themes, kept as test artifacts: attached to
// the HTML report and written to test-results/screenshots/<page>-<theme>.png. Each page must
// have exactly one h1 and render without console errors (hydration mismatches included).
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { contentRoutes, loadWholePage, waitForHydration } from "./pages-helpers";

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    // Reduced motion keeps the carousel still, so the pictures are stable.
    test.use({ colorScheme: theme, reducedMotion: "reduce" });
    for (const route of contentRoutes) {
      test(`${route.name}`, async ({ page }, testInfo) => {
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
        const shot = await page.screenshot({
          fullPage: true,
          path: join(testInfo.project.outputDir, "screenshots", `${route.name}-${theme}.png`),
          animations: "disabled",
        });
        await testInfo.attach(`${route.name}-${theme}`, { body: shot, contentType: "image/png" });
        const mobile = await (async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          await loadWholePage(page);
          return page.screenshot({
            fullPage: true,
            path: join(testInfo.project.outputDir, "screenshots", `${route.name}-${theme}-mobile.png`),
            animations: "disabled",
          });
        })();
        await testInfo.attach(`${route.name}-${theme}-mobile`, { body: mobile, contentType: "image/png" });
        expect(errors).toEqual([]);
      });
    }
  });
}
