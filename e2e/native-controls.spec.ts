// The native controls (docs/decisions/0030-native-controls.md) work with no JavaScript at all, and
// with JavaScript on while every module request is held back (the moment between the first paint
// and hydration, made as long as the test needs). The held mode releases the modules at the end
// and checks that the hydrated app agrees with what the visitor did meanwhile.
import { expect, test, type Page } from "@playwright/test";
import { rootHydrated, stubThirdParties } from "./routes";

type Mode = "no JavaScript" | "modules held";

/**
 * Holds every JavaScript module request until `release()`; the inline scripts still run. The
 * page's `load` waits for its modules, so the tests wait for DOMContentLoaded, not `load`.
 */
async function holdModules(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const mode of ["no JavaScript", "modules held"] satisfies Mode[]) {
  test.describe(mode, () => {
    test.use({ javaScriptEnabled: mode !== "no JavaScript" });
    let release = () => {};

    test.beforeEach(async ({ page }) => {
      await stubThirdParties(page);
      if (mode === "modules held") release = await holdModules(page);
    });

    /** Modules held: let them in and wait for the app to say it has hydrated. */
    async function hydrate(page: Page) {
      if (mode !== "modules held") return;
      release();
      await rootHydrated(page);
    }

    test("the menu opens from the keyboard, Escape closes it and returns focus, a link navigates", async ({ page }) => {
      await page.goto("/gallery", { waitUntil: "domcontentloaded" });
      const button = page.getByRole("button", { name: "Menu", exact: true });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeHidden();
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(nav).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "Workroom" }).click();
      await expect(page).toHaveURL(/\/workroom$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(nav).toBeHidden();
      await hydrate(page);
      await expect(nav).toBeHidden();
    });

    test("the FAQ opens one item at a time", async ({ page }) => {
      await page.goto("/wellness/finding-me", { waitUntil: "domcontentloaded" });
      const items = page.locator("details");
      const [a, b] = [items.nth(0), items.nth(1)];
      await a.locator("summary").click();
      await expect(a).toHaveJSProperty("open", true);
      await b.locator("summary").click();
      await expect(b).toHaveJSProperty("open", true);
      await expect(a).toHaveJSProperty("open", false);
      await hydrate(page);
      // React does not own the open state: hydrating leaves the visitor's choice as it was.
      await expect(b).toHaveJSProperty("open", true);
      await expect(page.locator("details[open]")).toHaveCount(1);
    });

    test("a wellness form posts and comes back to the page with its notice", async ({ page }) => {
      await page.goto("/wellness", { waitUntil: "domcontentloaded" });
      const email = `native.${mode.replace(" ", "-")}.${Date.now()}@example.com`;
      const field = page.getByRole("textbox", { name: /email/i }).first();
      await field.fill(email);
      const posted = page.waitForRequest((r) => r.url().endsWith("/api/wellness/interest"));
      await field.press("Enter");
      const request = await posted;
      expect(request.method()).toBe("POST");
      expect(request.postData()).toBe(`email=${encodeURIComponent(email)}`);
      await expect(page).toHaveURL(/\/wellness#interest-joined$/);
      await expect(page.locator("#interest-joined")).toBeVisible();
      expect(page.url()).not.toContain("email=");
    });

    test("the footer's legal links land on their sections", async ({ page }) => {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
      await expect(page).toHaveURL(/\/legal#section-terms$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect(page.locator("#section-terms")).toBeInViewport();
      await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/legal#section-privacy$/);
      await expect(page.locator("#section-privacy")).toBeInViewport();
    });
  });
}

test.describe("modules held, then released", () => {
  test("a menu opened before hydration stays open through it, and a link in it loads the next page", async ({ page }) => {
    await stubThirdParties(page);
    const release = await holdModules(page);
    await page.goto("/gallery", { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(nav).toBeVisible();
    release();
    await rootHydrated(page);
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Workroom" }).click();
    await expect(page).toHaveURL(/\/workroom$/);
    await expect(nav).toBeHidden();
  });

  test("the theme button flips the theme before hydration, and exactly once a click after it", async ({ page }) => {
    await stubThirdParties(page);
    await page.emulateMedia({ colorScheme: "light" });
    const release = await holdModules(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    release();
    await rootHydrated(page);
    await expect(html).toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});
