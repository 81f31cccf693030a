/**
 * Registered instructors' profiles on /skool-calendar (decision 0013): a filled-in profile
 * shows as a card after the nine static ones, a claimed day's name links to that card, and a
 * website that is not an http(s) address is refused by the API and never becomes a link.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { d1Execute, localTarget } from "../scripts/lib/wrangler";
import { E2E_STATE, firstFreeDay, ownClientIp, settle, signUpInBrowser } from "./routes";

// A 1x1 PNG: the "third-party" photo host is answered here (the machine has no internet).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PHOTO_HOST = "https://photos.example.test";

async function servePhotos(page: Page) {
  await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG }));
}

/** The owner's view of the D1 row, changed behind the API's back (as a broken import might). */
function setWebsiteDirectly(email: string, url: string) {
  d1Execute(`UPDATE instructors SET website_url = '${url}' WHERE email = '${email}'`, localTarget(E2E_STATE));
}

async function editProfile(page: Page, fields: { photoUrl?: string; offerings?: string; websiteUrl?: string }) {
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  if (fields.photoUrl !== undefined) await dialog.getByLabel("Photo URL").fill(fields.photoUrl);
  if (fields.offerings !== undefined) await dialog.getByLabel("Offerings").fill(fields.offerings);
  if (fields.websiteUrl !== undefined) await dialog.getByLabel("Website URL").fill(fields.websiteUrl);
  await dialog.getByRole("button", { name: /save/i }).click();
  return dialog;
}

test.describe("registered instructor profiles", () => {
  test("a filled-in profile shows after the static cards; a claimed day links to it", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await servePhotos(page);
    const name = `Profile E2E ${Date.now() % 100000}`;
    await signUpInBrowser(page, name);
    const { id } = (await (await page.request.get("/api/instructor/me")).json()).instructor as { id: number };
    const card = page.locator(`#instructor-${id}`);

    // Signed up but nothing filled in: no card (the seeded demo instructors' cards are there).
    await expect(page.getByTestId("registered-instructor").first()).toBeVisible();
    await expect(card).toHaveCount(0);

    const dialog = await editProfile(page, {
      photoUrl: `${PHOTO_HOST}/${id}.png`,
      offerings: "Watercolour with AI sketch partners.",
      websiteUrl: "https://teacher.example.test/about",
    });
    await expect(dialog).toBeHidden();

    // The card: after the nine static ones, photo with size, lazy, no referrer; the link is ugc.
    const cards = page.locator("#meet-instructors").locator("xpath=ancestor::section[1]").locator("ul > li");
    await expect(card).toBeVisible();
    const index = await cards.evaluateAll((items, target) => items.findIndex((li) => li.id === target), `instructor-${id}`);
    expect(index).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < 9; i++) await expect(cards.nth(i)).not.toHaveAttribute("data-testid", "registered-instructor");
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText("Watercolour with AI sketch partners.");
    const photo = card.getByRole("img", { name: `Photo of ${name}` });
    await expect(photo).toHaveAttribute("width", "128");
    await expect(photo).toHaveAttribute("height", "128");
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("referrerpolicy", "no-referrer");
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const website = card.getByRole("link", { name: new RegExp(`Visit ${name}'s website`) });
    await expect(website).toHaveAttribute("href", "https://teacher.example.test/about");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer ugc");
    await expect(website).toHaveAttribute("target", "_blank");
    const axe = await new AxeBuilder({ page }).include(`#instructor-${id}`).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Claim a day; the owner's cell still reads "You" (no link to oneself).
    const day = await firstFreeDay(page);
    const dayKey = (await day.getAttribute("data-day"))!;
    await day.click();
    const add = page.getByRole("dialog", { name: "Add Course Details" });
    await add.getByLabel("Course Title").fill("Watercolour prompts");
    const slot = add.getByLabel("Time Slot");
    await slot.selectOption((await slot.locator("option:not([disabled])").first().getAttribute("value"))!);
    await add.getByRole("button", { name: "Save Course" }).click();
    await expect(add).toBeHidden();
    await expect(page.locator(`button[data-day="${dayKey}"]`)).toHaveAttribute("data-state", "mine");

    // A visitor sees the name as a link and follows it, by keyboard, to the card.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await servePhotos(visitor);
    await ownClientIp(visitor);
    await visitor.goto("/skool-calendar");
    await settle(visitor);
    await visitor.waitForFunction(() => !document.querySelector('button[data-state="loading"]'));
    if ((await visitor.locator(`button[data-day="${dayKey}"]`).count()) === 0) await visitor.getByRole("button", { name: "Next month" }).click();
    const cell = visitor.locator(`button[data-day="${dayKey}"]`);
    await expect(cell).toHaveAttribute("data-state", "taken");
    const nameLink = cell.locator("xpath=..").getByRole("link", { name: `${name} (instructor profile)` });
    await expect(nameLink).toHaveAttribute("href", `#instructor-${id}`);
    const gridAxe = await new AxeBuilder({ page: visitor }).include("#calendar-month").include('ol[aria-label="Days of the month"]').analyze();
    expect(gridAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await nameLink.focus();
    await visitor.keyboard.press("Enter");
    await expect(visitor).toHaveURL(new RegExp(`#instructor-${id}$`));
    await expect(visitor.locator(`#instructor-${id}`)).toBeInViewport();
    // The day itself still answers as before: taken, with the toast.
    await cell.click({ force: true });
    await expect(visitor.locator("[data-sonner-toast]").filter({ hasText: "Slot unavailable" }).last()).toBeVisible();
    await visitorContext.close();

    // Clean up the claimed day so the month stays free for other tests.
    await page.locator(`button[data-day="${dayKey}"]`).click();
    await page.getByRole("dialog", { name: "Edit Your Teaching Slot" }).getByRole("button", { name: "Delete Slot" }).click();
    await expect(page.locator(`button[data-day="${dayKey}"]`)).toHaveAttribute("data-state", "free");
  });

  test("a javascript: website is refused by the API and never rendered as a link", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Safe Link E2E ${Date.now() % 100000}`;
    const me = await signUpInBrowser(page, name);
    const { id } = (await (await page.request.get("/api/instructor/me")).json()).instructor as { id: number };

    // Through the dialog: the API's 400 shows on the field, nothing is saved.
    const dialog = await editProfile(page, { offerings: "Safe links only.", websiteUrl: "javascript:alert(1)" });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Update failed" }).last()).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Website URL must be a full web address/);
    // Straight to the API, same origin, every spelling: 400 each time.
    for (const websiteUrl of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "data:text/html,x"]) {
      const status = await page.evaluate(
        async ({ id, websiteUrl, name }) =>
          (
            await fetch(`/api/instructor/profile/${id}`, {
              method: "PUT",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ name, photoUrl: null, offerings: "Safe links only.", websiteUrl }),
            })
          ).status,
        { id, websiteUrl, name },
      );
      expect(status, websiteUrl).toBe(400);
    }
    await page.keyboard.press("Escape");

    // Save offerings only, then put a javascript: address in the row behind the API's back:
    // the page still renders the card without any link.
    await editProfile(page, { offerings: "Safe links only.", websiteUrl: "" });
    await expect(dialog).toBeHidden();
    setWebsiteDirectly(me.email, "javascript:alert(1)");
    await page.reload();
    await settle(page);
    const card = page.locator(`#instructor-${id}`);
    await expect(card).toContainText("Safe links only.");
    await expect(card.getByRole("link")).toHaveCount(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  });
});
