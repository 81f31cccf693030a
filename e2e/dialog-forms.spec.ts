/**
 * The failure path of the shared dialog-form pattern (web/src/hooks/use-dialog-form.ts) in the
 * dialogs whose other tests only cover success: the failure toast, the server's sentence inline,
 * the dialog kept open, and a fresh form after closing. Login and profile failures are covered in
 * calendar.spec.ts and instructor-profiles.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { firstFreeDay, ownClientIp, settle, signUpInBrowser } from "./routes";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
}

test("signup with an unknown invite code: toast, inline sentence, dialog stays; reopened it is empty", async ({ page }) => {
  await ownClientIp(page);
  await page.goto("/skool-calendar");
  await settle(page);
  const open = page.getByRole("button", { name: "First Time? Sign Up" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Instructor Sign Up" });
  await dialog.getByLabel("Name").fill("Nobody Invited");
  await dialog.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await dialog.getByLabel("Password").fill("violet-lantern-orchard-42");
  await dialog.getByLabel("Invite Code").fill("not-a-real-code");
  await dialog.getByRole("button", { name: "Sign Up" }).click();

  const sentence = "This invite code is not valid, has expired or has already been used.";
  await expect(toast(page, "Signup failed")).toBeVisible();
  await expect(toast(page, sentence)).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText(sentence);
  await expect(dialog.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  await expect(dialog.getByLabel("Name")).toHaveValue("Nobody Invited");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByLabel("Invite Code")).toHaveValue("");
});

test("a day claimed by someone else meanwhile: Failed to claim slot, the sentence inline, dialog stays", async ({ page, browser }) => {
  test.setTimeout(120_000); // two signups
  await signUpInBrowser(page, `Slow Claimer ${Date.now() % 100000}`);
  const day = await firstFreeDay(page);
  const dayKey = (await day.getAttribute("data-day"))!;
  await day.click();
  const add = page.getByRole("dialog", { name: "Add Course Details" });
  await add.getByLabel("Course Title").fill("Too late");
  const slot = add.getByLabel("Time Slot");
  await slot.selectOption({ index: 1 });

  // Another instructor takes the day through the API while the dialog is open.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpInBrowser(otherPage, `Fast Claimer ${Date.now() % 100000}`);
  const claimed = await otherPage.evaluate(async (slotDate) => {
    const me = (await (await fetch("/api/instructor/me")).json()) as { instructor: { id: number } };
    const res = await fetch("/api/calendar/slots", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        slotDate,
        instructorId: me.instructor.id,
        courseTitle: "First",
        courseDescription: "",
        timeSlot: "9:00am - 10:00am EST",
      }),
    });
    return { status: res.status, id: ((await res.json()) as { slot: { id: number } }).slot.id };
  }, `${dayKey}T00:00:00.000Z`);
  expect(claimed.status).toBe(201);

  await add.getByRole("button", { name: "Save Course" }).click();
  const sentence = "This slot is already claimed by another instructor.";
  await expect(toast(page, "Failed to claim slot")).toBeVisible();
  await expect(add.getByRole("alert")).toHaveText(sentence);
  await expect(add).toBeVisible();
  await expect(add.getByLabel("Course Title")).toHaveValue("Too late");

  // Clean up so the month stays free for other tests.
  const removed = await otherPage.evaluate(
    async (id) => (await fetch(`/api/calendar/slots/${id}`, { method: "DELETE" })).status,
    claimed.id,
  );
  expect(removed).toBe(204);
  await other.close();
});
