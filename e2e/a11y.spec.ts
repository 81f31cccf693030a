// axe-core on every route, light and dark, with the menu closed and open, and with each dialog
// open (Login, Sign Up; logged in: Edit Profile, Add Course Details, Edit Your Teaching Slot).
// Zero violations of any rule axe runs by default (WCAG 2.x A/AA and best practices).
//
// Nothing is audited twice: the themes differ in colour only (the same DOM), so on a route the
// dark theme runs the rules that read colour; the menu is a non-modal popover inside the header, so
// with it open only the header is audited again (the rest of the page is as it was).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  ROUTES,
  THEMES,
  atRest,
  firstFreeDay,
  scrollThrough,
  settle,
  signUpInBrowser,
  stubThirdParties,
  useTheme,
  type Theme,
} from "./routes";

// The app honours prefers-reduced-motion (styles.css), so dialog fades and theme transitions end
// at once instead of being waited out.
test.use({ reducedMotion: "reduce" });
// Each test runs axe over a whole hydrated page two or more times: on a busy 2-core machine that
// alone took over the default 30 s.
test.describe.configure({ timeout: 60_000 });

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per failing element: rule, impact, selector, and axe's summary of what to fix. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} | ${n.failureSummary?.replace(/\s+/g, " ").slice(0, 300)}`),
  );
}

/** The rules whose outcome depends on colour: all that can differ between the two themes. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function expectNoViolations(page: Page, state: string, scope: { include?: string; rules?: string[] } = {}) {
  // Under reduced motion (test.use below) the app's transitions last 0.01 ms; wait for them to end
  // so colours are final.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.rules) axe = axe.withRules(scope.rules);
  const { violations } = await axe.analyze();
  expect(describe(violations), `axe violations, ${state}`).toEqual([]);
}

async function open(page: Page, path: string, theme: Theme) {
  await stubThirdParties(page);
  await useTheme(page, theme);
  await page.goto(path);
  await settle(page);
  await scrollThrough(page);
  await atRest(page);
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const path of ROUTES) {
      test(`${path}: no violations, menu closed and open`, async ({ page }) => {
        const rules = theme === "light" ? undefined : COLOUR_RULES;
        await open(page, path, theme);
        await expectNoViolations(page, `${path} ${theme}`, { rules });
        await openMenu(page);
        await expectNoViolations(page, `${path} ${theme}, menu open`, { include: "header", rules });
      });
    }

    test("calendar agenda at 390 px (next month: claimed, free, reserved tags): no violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await open(page, "/skool-calendar", theme);
      await page.getByRole("button", { name: "Next month" }).click();
      await expect(page.locator('button[data-agenda-state="taken"]').first()).toBeVisible();
      await expectNoViolations(page, `calendar agenda ${theme}`);
    });

    test("calendar agenda at 390 px (this month: past days, claimed days with profile links): no violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await open(page, "/skool-calendar", theme);
      await expect(page.locator("button[data-agenda-state]:not([data-agenda-state=loading])").first()).toBeVisible();
      await expectNoViolations(page, `calendar agenda this month ${theme}`);
    });

    test("404 page: no violations", async ({ page }) => {
      await stubThirdParties(page);
      await useTheme(page, theme);
      const res = await page.goto("/no-such-page");
      expect(res?.status()).toBe(404);
      await settle(page);
      await expectNoViolations(page, `404 ${theme}`);
    });

    test("Login and Sign Up dialogs: no violations", async ({ page }) => {
      await open(page, "/skool-calendar", theme);
      for (const [button, title] of [
        ["Login", "Instructor Login"],
        ["First Time? Sign Up", "Instructor Sign Up"],
      ]) {
        await page.getByRole("button", { name: button, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expectNoViolations(page, `${title} dialog, ${theme}`);
        // A person presses Escape once the dialog has taken focus: its focus trap and Escape
        // handler start in effects, and on a busy machine an Escape sent before them was lost.
        await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });

    test("instructor dialogs (Edit Profile, Add Course Details, Edit Your Teaching Slot): no violations", async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, "/skool-calendar", theme);
      await signUpInBrowser(page, `Axe ${theme} Teacher`);
      await expectNoViolations(page, `logged in, toast shown, ${theme}`);

      await page.getByRole("button", { name: "Edit Profile" }).click();
      const profile = page.getByRole("dialog", { name: "Edit Profile" });
      await expect(profile).toBeVisible();
      await expectNoViolations(page, `Edit Profile dialog, ${theme}`);
      await page.keyboard.press("Escape");
      await expect(profile).toBeHidden();

      const day = await firstFreeDay(page);
      const dayKey = await day.getAttribute("data-day");
      await day.click();
      const add = page.getByRole("dialog", { name: "Add Course Details" });
      await expect(add).toBeVisible();
      await expectNoViolations(page, `Add Course Details dialog, ${theme}`);
      await add.getByLabel("Course Title").fill(`Accessible ${theme} class`);
      const slot = add.getByLabel("Time Slot");
      const firstOption = await slot
        .locator("option:not([disabled])")
        .first()
        .evaluate((o: HTMLOptionElement) => o.value);
      await slot.selectOption(firstOption!);
      await add.getByRole("button", { name: "Save Course" }).click();
      await expect(add).toBeHidden();

      const mine = page.locator(`button[data-day="${dayKey}"]`);
      await expect(mine).toHaveAttribute("data-state", "mine");
      await expectNoViolations(page, `calendar with an own slot, ${theme}`);
      await mine.click();
      const edit = page.getByRole("dialog", { name: "Edit Your Teaching Slot" });
      await expect(edit).toBeVisible();
      await expectNoViolations(page, `Edit Your Teaching Slot dialog, ${theme}`);
    });
  });
}

test("the audit can fail: an unlabelled control is reported", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.type = "text";
    document.querySelector("main")?.append(input);
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toContain("label");
});

test("the narrowed audits can fail: the header alone and the colour rules alone still report", async ({ page }) => {
  await useTheme(page, "dark");
  await page.goto("/");
  await settle(page);
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.type = "text";
    document.querySelector("header")?.append(input);
    const faint = document.createElement("p");
    faint.textContent = "Barely readable";
    faint.style.cssText = "color: #777; background: #7a7a7a";
    document.querySelector("main")?.append(faint);
  });
  const header = await new AxeBuilder({ page }).include("header").analyze();
  expect(header.violations.map((v) => v.id)).toContain("label");
  const colour = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
  expect(colour.violations.map((v) => v.id)).toEqual(["color-contrast"]);
});
