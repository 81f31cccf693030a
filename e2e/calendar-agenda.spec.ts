// The calendar on a phone: below 640 px the month is an agenda list, and every action
// works there (claim, edit, refuse, delete, with their toasts) at 320 and 390 px, with no text
// clipped anywhere in the calendar. Against the built Worker, logged in as the seeded demo
// instructor.
import { expect, test, type Page } from "@playwright/test";
import { ownClientIp, settle } from "./routes";

const board = (page: Page) => page.locator('section[aria-labelledby="calendar-month"]');
const rows = (page: Page, state: string) => page.locator(`button[data-agenda-state="${state}"]`);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

async function nextMonth(page: Page) {
  const before = await page.locator("#calendar-month").textContent();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.locator("#calendar-month")).not.toHaveText(before ?? "");
  await expect(rows(page, "loading")).toHaveCount(0);
}

/** Every element of the calendar whose content is wider than its box (sr-only text excepted). */
async function clipped(page: Page) {
  return board(page).evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((el) => {
        // Screen-reader-only text is clipped to 1 px on purpose; it is never shown.
        if (el.closest(".sr-only")) return false;
        return el.scrollWidth > el.clientWidth;
      })
      .map((el) => `${el.tagName} ${el.scrollWidth}>${el.clientWidth}: ${el.textContent?.slice(0, 60)}`),
  );
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    // Paris: New York evening slots fall on another hour there, so "Your time" lines show too.
    test.use({ viewport: { width, height: 760 }, timezoneId: "Europe/Paris" });

    test("agenda: claim, edit, refuse, delete with toasts; nothing clipped", async ({ page }) => {
      test.setTimeout(90_000);
      await ownClientIp(page);
      await page.goto("/skool-calendar");
      await settle(page);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      const login = page.getByRole("dialog", { name: "Instructor Login" });
      await login.getByLabel("Email").fill("demo@soulcode.studio");
      await login.getByLabel("Password").fill("golden-hour-classroom");
      await login.getByRole("button", { name: "Login", exact: true }).click();
      await expect(toast(page, "Welcome back!")).toBeVisible();
      await expect(login).toBeHidden();
      await expect(rows(page, "loading")).toHaveCount(0);

      // The agenda is shown, the grid is not, and the agenda lists every day of the month.
      await expect(page.locator("button[data-day]").first()).toBeHidden();
      await expect(page.locator("button[data-agenda-day]").first()).toBeVisible();
      expect(await page.locator("button[data-agenda-day]").count()).toBeGreaterThanOrEqual(28);
      expect(await clipped(page)).toEqual([]);

      // Next month has the demo instructors' days: someone else's day answers with a toast.
      await nextMonth(page);
      const taken = rows(page, "taken").first();
      await expect(taken).toContainText("Claimed");
      await expect(taken).toContainText(/Your time: /);
      // Forced (aria-disabled: Playwright waits for "enabled", a finger does not), so it skips the
      // hit test too: centre the row first, clear of the toast at the foot of a phone screen.
      await taken.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await taken.click({ force: true });
      await expect(toast(page, "Slot unavailable")).toBeVisible();
      await expect(toast(page, "This slot is already claimed by another instructor.")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await clipped(page)).toEqual([]);

      // Three months ahead nothing is seeded and other tests do not go: claim a day there.
      await nextMonth(page);
      await nextMonth(page);
      const free = rows(page, "free");
      const pick = free.nth(Math.floor(Math.random() * Math.min(await free.count(), 10)));
      const day = (await pick.getAttribute("data-agenda-day"))!;
      const row = page.locator(`button[data-agenda-day="${day}"]`);
      await pick.click();
      const add = page.getByRole("dialog", { name: "Add Course Details" });
      await add.getByLabel("Course Title").fill("Prompting for Painters: Photorealism-and-Afrofuturism");
      await add.getByLabel("Time Slot").selectOption("7:00pm - 8:00pm EST");
      await add.getByRole("button", { name: "Save Course" }).click();
      await expect(toast(page, "Slot claimed!")).toBeVisible();
      await expect(add).toBeHidden();
      await expect(row).toHaveAttribute("data-agenda-state", "mine");
      await expect(row).toContainText("Your slot");
      await expect(row.getByText("You", { exact: true })).toBeVisible();
      await expect(row).toContainText("Prompting for Painters: Photorealism-and-Afrofuturism");
      await expect(row).toContainText("7:00pm - 8:00pm EST");
      await expect(row).toContainText(/Your time: .*1:00/);
      expect(await clipped(page)).toEqual([]);

      // Edit: the dialog opens prefilled from the agenda row.
      await row.click();
      const edit = page.getByRole("dialog", { name: "Edit Your Teaching Slot" });
      await expect(edit.getByLabel("Course Title")).toHaveValue("Prompting for Painters: Photorealism-and-Afrofuturism");
      await edit.getByLabel("Course Title").fill("Prompt Portraits");
      await edit.getByLabel("Time Slot").selectOption("6:00pm - 7:00pm EST");
      await edit.getByRole("button", { name: "Update" }).click();
      await expect(toast(page, "Slot updated!")).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(row).toContainText("Prompt Portraits");
      await expect(row).toContainText("6:00pm - 7:00pm EST");
      expect(await clipped(page)).toEqual([]);

      // Delete: the day is free again.
      await row.click();
      await page.getByRole("dialog", { name: "Edit Your Teaching Slot" }).getByRole("button", { name: "Delete Slot" }).click();
      await expect(toast(page, "Slot removed")).toBeVisible();
      await expect(row).toHaveAttribute("data-agenda-state", "free");
      await expect(row).not.toContainText("Prompt Portraits");
    });
  });
}

// Only the layout on screen is built (the other would double every month's render): the grid
// above 640 px, the agenda below, and turning the phone (resizing) swaps them.
test("only the layout that fits is in the page, and a resize swaps it", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/skool-calendar");
  await settle(page);
  await expect(page.locator('button[data-day]:not([data-state="loading"])').first()).toBeVisible();
  expect(await page.locator("button[data-day]").count()).toBeGreaterThanOrEqual(28);
  await expect(page.locator("button[data-agenda-day]")).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.locator("button[data-agenda-day]").first()).toBeVisible();
  expect(await page.locator("button[data-agenda-day]").count()).toBeGreaterThanOrEqual(28);
  await expect(page.locator("button[data-day]")).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.locator("button[data-day]").first()).toBeVisible();
  await expect(page.locator("button[data-agenda-day]")).toHaveCount(0);
});

// A resize across 640 px (a phone turned, a page zoomed past 200%) swaps the layouts: the day that
// had keyboard focus keeps it in the other layout, rather than focus falling to the page's start.
test("a resize that swaps the layouts keeps focus on the same day", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/skool-calendar");
  await settle(page);
  const day = page.locator('button[data-day]:not([data-state="loading"]):not([disabled])').first();
  const key = await day.getAttribute("data-day");
  await day.focus();

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.locator(`button[data-agenda-day="${key}"]`)).toBeFocused();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.locator(`button[data-day="${key}"]`)).toBeFocused();

  // Focus that has left the calendar stays where it went.
  await page.getByRole("button", { name: "Next month" }).focus();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole("button", { name: "Next month" })).toBeFocused();
});
