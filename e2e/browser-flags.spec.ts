// The browser the tests drive does only the page's work (e2e/global-setup.ts): no omnibox popup
// renderers, and Playwright's own disabled features still disabled.
import { expect, test } from "@playwright/test";
import { OMNIBOX_FEATURES } from "./global-setup";

test("no hidden omnibox popup runs beside the page, and Playwright's own feature list is kept", async ({ browser, page }) => {
  await page.goto("/");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send("Target.getTargets")) as { targetInfos: Array<{ type: string; url: string }> };
  expect(targetInfos.filter((t) => t.url.startsWith("chrome://omnibox-popup")).map((t) => t.url)).toEqual([]);
  const features = process.env.E2E_DISABLE_FEATURES?.split(",") ?? [];
  expect(features).toEqual(expect.arrayContaining([...OMNIBOX_FEATURES, "PaintHolding"]));
});
