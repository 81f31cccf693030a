// Keyboard only: the header (skip link, theme toggle, menu button), the menu, a dialog (focus
// moves in, stays in, Escape returns it to the opener) and the Community Porch chat.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { settle, stubThirdParties } from "./routes";

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120, key = "Tab") {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press(key);
  }
  throw new Error(`not reachable with ${key} in ${max} presses: ${target}`);
}

const focused = (page: Page) => page.locator(":focus");

/** The focused element shows a visible focus indicator (an outline or a ring box-shadow). */
async function expectVisibleFocus(page: Page) {
  const style = await focused(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== "none" };
  });
  expect(style.outline || style.shadow, "focus is visible").toBe(true);
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test("header: skip link first, then brand, theme toggle and menu button, all usable by keyboard", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/gallery");
  await settle(page);

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  await page.keyboard.press("Shift+Tab"); // back into the header from main
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await tabTo(page, menuButton, 10, "Shift+Tab");
  await tabTo(page, page.getByRole("link", { name: "SoulCode Studio" }).first(), 10, "Shift+Tab");
  await expectVisibleFocus(page);

  const toggle = page.getByRole("button", { name: "Dark theme" });
  await tabTo(page, toggle, 5);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.keyboard.press("Space");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toBeFocused();
});

test("menu: opens with Enter, every link reachable with Tab, Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await tabTo(page, menuButton, 10);
  await page.keyboard.press("Enter");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();

  const links = nav.getByRole("link");
  const count = await links.count();
  expect(count).toBe(9);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expect(links.nth(i)).toBeFocused();
    await expectVisibleFocus(page);
  }

  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu", exact: true }), "focus returns to the menu button").toBeFocused();

  // Enter on a link navigates (client-side) and closes the menu.
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await tabTo(page, nav.getByRole("link", { name: "Gallery" }), 12);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(nav).toBeHidden();
});

test("dialog: Login opens with Enter, focus moves in and stays in, Escape closes and returns focus", async ({ page }) => {
  await page.goto("/skool-calendar");
  await settle(page);
  const login = page.getByRole("button", { name: "Login", exact: true });
  await tabTo(page, login);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Instructor Login" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();

  // Focus is trapped: twenty Tabs and twenty Shift+Tabs never leave the dialog.
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
  await tabTo(page, dialog.getByLabel("Email"), 10);
  await page.keyboard.type("someone@example.com");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Password")).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("chat: quick action and a typed message, by keyboard alone", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  const panel = page.getByTestId("porch-panel");
  // A part far below the first screen hydrates once the visitor nears it (decision 0105).
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  const messages = page.getByTestId("porch-messages").locator("li[data-role]");

  const food = panel.getByRole("button", { name: /Food Resources/ });
  await tabTo(page, food, 150);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(messages).not.toHaveCount(0);
  await expect(messages.last()).toHaveAttribute("data-role", "assistant", { timeout: 15_000 });
  const afterQuickAction = await messages.count();

  const input = page.getByLabel("Your message");
  await tabTo(page, input, 40);
  await page.keyboard.type("where can i find a food bank");
  await page.keyboard.press("Enter");
  await expect(messages).toHaveCount(afterQuickAction + 2, { timeout: 15_000 });
  await expect(messages.last()).toHaveAttribute("data-role", "assistant");
  await expect(input).toHaveValue("");
});
