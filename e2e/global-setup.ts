/**
 * Headless Chromium runs the desktop browser's hidden omnibox popup, a WebUI page with renderers of
 * its own; during the end-to-end run they used about as much CPU as the pages under test
 * (docs/performance.md#lighthouse-without-the-omnibox-popup, where the bench turns them off too).
 * Chromium reads only the last --disable-features, and Playwright passes its own list, so the flag
 * the tests add must carry Playwright's list as well: it is read here from the browser Playwright launches,
 * and handed to the workers (which load playwright.config.ts after this ran) in the environment.
 */
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/lib/chromium";

export const OMNIBOX_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export default async function globalSetup() {
  // Browser.getBrowserCommandLine answers only with --enable-automation; this probe is thrown away.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags, "--enable-automation"] });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: args } = (await cdp.send("Browser.getBrowserCommandLine")) as { arguments: string[] };
    const playwrights = args
      .filter((a) => a.startsWith("--disable-features="))
      .at(-1)
      ?.slice("--disable-features=".length);
    process.env.E2E_DISABLE_FEATURES = [playwrights, ...OMNIBOX_FEATURES].filter(Boolean).join(",");
  } finally {
    await browser.close();
  }
}
