/**
 * The instructor calendar end to end, against the built Worker (playwright.config.ts webServer):
 * two instructors in two browser contexts, a logged-out visitor, and keyboard-only login.
 *
 * Invite codes are created by the server's own fresh start, the same code path as `npm run
 * invite` (e2e/routes.ts, testInviteCodes). Each context sends its own `cf-connecting-ip` so the login and signup
 * rate limits (per IP) never trip: `wrangler dev` passes that header through, production
 * Cloudflare overwrites it (docs/decisions/0005-rate-limits.md).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createInviteCode, submitSignUp } from "./routes";

const PASSWORD = "lantern-orchard-violet-27";
const DEMO = { email: "demo@soulcode.studio", password: "golden-hour-classroom", name: "Amara Okafor" };

const invite = createInviteCode;

let ipCounter = Math.floor(Math.random() * 200);
async function newContext(browser: Browser, options: { timezoneId?: string } = {}): Promise<BrowserContext> {
  ipCounter += 1;
  return browser.newContext({
    extraHTTPHeaders: { "cf-connecting-ip": `198.51.100.${ipCounter % 250}` },
    ...options,
  });
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
}

async function openCalendar(page: Page, monthsAhead: number) {
  await page.goto("/skool-calendar");
  // Days are disabled until the month's slots have loaded.
  await expect(page.locator("button[data-day]").first()).toBeVisible();
  for (let i = 0; i < monthsAhead; i++) {
    const before = await page.locator("#calendar-month:visible").textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.locator("#calendar-month:visible")).not.toHaveText(before ?? "");
  }
  await expect(page.locator('button[data-day][data-state="loading"]')).toHaveCount(0);
}

const dayButton = (page: Page, day: string) => page.locator(`button[data-day="${day}"]`);

async function signUp(page: Page, name: string, email: string, code: string) {
  const dialog = await submitSignUp(page, { name, email, password: PASSWORD, code });
  await expect(toast(page, "Account created!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();
}

test.describe("instructor calendar", () => {
  test("two instructors, a visitor: claim, edit, refuse, delete, logout", async ({ browser }) => {
    test.setTimeout(120_000); // three browser contexts, two signups and a dozen round trips
    const stamp = Date.now();
    const nameA = `Avery E2E ${stamp % 100000}`;
    const nameB = `Blake E2E ${stamp % 100000}`;
    const contextA = await newContext(browser);
    const contextB = await newContext(browser, { timezoneId: "Europe/Paris" });
    const contextVisitor = await newContext(browser);
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const visitor = await contextVisitor.newPage();

    // A signs up with a fresh code from the owner's script.
    await openCalendar(a, 0);
    await signUp(a, nameA, `avery-${stamp}@example.com`, invite());

    // Two months ahead nothing is seeded; pick a free Tuesday there.
    await openCalendar(a, 2);
    const tuesday = a
      .locator('button[data-state="free"]')
      .filter({ hasText: /^Tuesday,/ })
      .first();
    const day = (await tuesday.getAttribute("data-day"))!;
    await expect(tuesday).toContainText("VIP 9-10pm");
    await tuesday.click();

    const add = a.getByRole("dialog", { name: "Add Course Details" });
    const save = add.getByRole("button", { name: "Save Course" });
    await expect(save).toBeDisabled();
    await add.getByLabel("Course Title").fill("Prompting for Painters");
    await expect(save).toBeDisabled();
    const options = await add.getByLabel("Time Slot").locator("option").allTextContents();
    expect(options).toContain("8:00pm - 9:00pm EST");
    expect(options).not.toContain("9:00pm - 10:00pm EST"); // Tuesday's reserved hour is not offered
    await add.getByLabel("Time Slot").selectOption("7:00pm - 8:00pm EST");
    await expect(save).toBeEnabled();
    await add.getByLabel("Course Description").fill("Bring a sketch.");
    await save.click();
    await expect(toast(a, "Slot claimed!")).toBeVisible();
    await expect(toast(a, "Your teaching slot has been added to the calendar.")).toBeVisible();
    await expect(add).toBeHidden();

    const cellA = dayButton(a, day);
    await expect(cellA).toHaveAttribute("data-state", "mine");
    await expect(cellA).toContainText("You");
    await expect(cellA).toContainText("Prompting for Painters");
    await expect(cellA).toContainText("7:00pm - 8:00pm EST");

    // A edits the slot (the dialog opens prefilled).
    await cellA.click();
    const edit = a.getByRole("dialog", { name: "Edit Your Teaching Slot" });
    await expect(edit.getByLabel("Course Title")).toHaveValue("Prompting for Painters");
    await expect(edit.getByLabel("Time Slot")).toHaveValue("7:00pm - 8:00pm EST");
    await edit.getByLabel("Course Title").fill("Prompting for Painters, Part 2");
    await edit.getByLabel("Time Slot").selectOption("6:00pm - 7:00pm EST");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(a, "Slot updated!")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(cellA).toContainText("You");
    await expect(cellA).toContainText("Prompting for Painters, Part 2");
    await expect(cellA).toContainText("6:00pm - 7:00pm EST");

    // B (another instructor, in Paris) sees A's name and cannot open A's day.
    await openCalendar(b, 0);
    await signUp(b, nameB, `blake-${stamp}@example.com`, invite());
    await openCalendar(b, 2);
    const cellB = dayButton(b, day);
    await expect(cellB).toHaveAttribute("data-state", "taken");
    await expect(cellB).toHaveAttribute("aria-disabled", "true");
    await expect(cellB).toContainText(nameA);
    await expect(cellB).not.toContainText(/\bYou\b(?!r)/); // "Your time" is fine, "You" as the name is not
    await expect(cellB).toContainText("Prompting for Painters, Part 2");
    // 6pm in New York is after midnight or 11pm in Paris: the visitor's own time is shown too.
    await expect(cellB).toContainText(/Your time: .*(12:00|00:00|11:00|23:00)/);
    // aria-disabled: Playwright waits for "enabled" on a normal click, a person's click still lands.
    await cellB.click({ force: true });
    await expect(toast(b, "Slot unavailable")).toBeVisible();
    await expect(toast(b, "This slot is already claimed by another instructor.")).toBeVisible();
    await expect(b.getByRole("dialog")).toHaveCount(0);

    // A logged-out visitor clicking a free day is asked to log in.
    await openCalendar(visitor, 2);
    await expect(visitor.getByRole("heading", { name: "Instructor Access" })).toBeVisible();
    await visitor.locator('button[data-state="free"]').first().click();
    await expect(toast(visitor, "Login required")).toBeVisible();
    await expect(toast(visitor, "Please log in to claim teaching slots.")).toBeVisible();
    await expect(visitor.getByRole("dialog")).toHaveCount(0);
    await expect(dayButton(visitor, day)).toContainText(nameA);

    // A deletes the slot; the day is free again for everyone.
    await cellA.click();
    await a.getByRole("dialog", { name: "Edit Your Teaching Slot" }).getByRole("button", { name: "Delete Slot" }).click();
    await expect(toast(a, "Slot removed")).toBeVisible();
    await expect(cellA).toHaveAttribute("data-state", "free");
    await expect(cellA).not.toContainText("You");
    await b.reload();
    await openCalendar(b, 2);
    await expect(dayButton(b, day)).toHaveAttribute("data-state", "free");

    // A logs out: the access card returns and the session is gone on the server too.
    await a.getByRole("button", { name: "Logout" }).click();
    await expect(toast(a, "Logged out")).toBeVisible();
    await expect(a.getByRole("heading", { name: "Instructor Access" })).toBeVisible();
    const me = await a.request.get("/api/instructor/me");
    expect(me.status()).toBe(401);

    await Promise.all([contextA.close(), contextB.close(), contextVisitor.close()]);
  });

  test("keyboard-only login with the demo account; Escape closes and focus is trapped", async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openCalendar(page, 0);

    // Tab from the top of the page to the Login button.
    const login = page.getByRole("button", { name: "Login", exact: true });
    for (let i = 0; i < 80 && !(await login.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(login).toBeFocused();

    // Enter opens the dialog, Escape closes it and gives focus back. A person presses Escape once
    // the dialog has taken focus; its focus trap and its Escape handler both start in effects, after
    // its first paint, and on a busy CI machine an Escape sent between the two was lost once.
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Instructor Login" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel("Email");
    await expect(email).toBeFocused();
    // Focus is trapped: Email, Password, Login, Forgot password?, Close, and round again to Email.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expect(email).toBeFocused();

    // A wrong password: the toast, the server's sentence, and the dialog stays open.
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("not-the-password");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Login failed")).toBeVisible();
    await expect(toast(page, "Invalid email or password")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(dialog).toBeVisible();

    // Back to the password field and try again, still without the mouse.
    await expect(dialog.getByLabel("Password")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press("Enter");
    await expect(toast(page, "Welcome back!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: `Welcome, ${DEMO.name}!` })).toBeVisible();
    // The seeded demo data is there: the demo instructor's own days read "You".
    await expect(page.locator('button[data-day][data-state="loading"]')).toHaveCount(0);
    await context.close();
  });

  test("a logged-in instructor who reloads far down the page finds their own card, not the prerendered logged-out one", async ({
    browser,
  }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openCalendar(page, 0);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Instructor Login" });
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Password").fill(DEMO.password);
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${DEMO.name}!` })).toBeVisible();

    // The browser brings the reloaded page back to where it was: far below the account card.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.scrollY > 2 * window.innerHeight)).toBe(true);
    // Without scrolling back: the card is already the welcome card, with its Logout button.
    await expect(page.getByRole("heading", { name: `Welcome, ${DEMO.name}!` })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Instructor Access" })).toHaveCount(0);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Instructor Access" })).toBeVisible();
    await context.close();
  });

  test("a cached instructor whose session is gone is shown logged out once the page has asked the server", async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The display cache says someone is logged in, but this browser has no session cookie.
    await page.goto("/legal");
    await page.evaluate(() => localStorage.setItem("instructor", JSON.stringify({ id: 424242, name: "Ghost Teacher" })));
    await page.goto("/skool-calendar");
    // The prerendered card reads "Instructor Access" too: first the answer, then the card.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("instructor"))).toBeNull();
    await expect(page.getByRole("heading", { name: "Instructor Access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Ghost Teacher!" })).toHaveCount(0);
    await context.close();
  });
});
