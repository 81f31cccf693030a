/**
 * Registered instructors' profiles on /skool-calendar (decisions 0013 and 0036): a photo chosen in
 * Edit Profile is scaled and re-encoded in the browser, uploaded, and shown on the card from this
 * site; a filled-in profile shows as a card after the nine static ones, a claimed day's name
 * links to that card, and a website that is not an http(s) address is refused by the API and
 * never becomes a link.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { d1Execute, localTarget } from "../scripts/lib/wrangler";
import { FIXTURE_CAMERA, FIXTURE_PHOTO, FIXTURE_SIZE } from "./fixtures/make-photo";
import { dayCell, E2E_STATE, firstFreeDay, ownClientIp, settle, signUpInBrowser } from "./routes";

const PHOTO_PATH = /^\/api\/instructors\/(\d+)\/photo\/[0-9a-f]{32}\.(webp|jpg)$/;

/** The owner's view of the D1 row, changed behind the API's back (as a broken import might). */
function setWebsiteDirectly(email: string, url: string) {
  d1Execute(`UPDATE instructors SET website_url = '${url}' WHERE email = '${email}'`, localTarget(E2E_STATE));
}

/** Width and height from a WebP's first chunk (VP8, VP8L or VP8X). */
function webpSize(b: Buffer): { width: number; height: number } {
  expect(b.toString("latin1", 0, 4)).toBe("RIFF");
  expect(b.toString("latin1", 8, 12)).toBe("WEBP");
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
}

async function editProfile(page: Page, fields: { offerings?: string; websiteUrl?: string }) {
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  if (fields.offerings !== undefined) await dialog.getByLabel("Offerings").fill(fields.offerings);
  if (fields.websiteUrl !== undefined) await dialog.getByLabel("Website URL").fill(fields.websiteUrl);
  await dialog.getByRole("button", { name: /save/i }).click();
  return dialog;
}

/** The photo the card shows, once it has loaded: its address and its natural size. */
async function loadedPhoto(page: Page, id: number, name: string) {
  const photo = page.locator(`#instructor-${id}`).getByRole("img", { name: `Photo of ${name}` });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return photo.evaluate((img: HTMLImageElement) => ({
    src: img.getAttribute("src")!,
    currentSrc: img.currentSrc,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
}

test.describe("registered instructor profiles", () => {
  test("a photo chosen in Edit Profile is shrunk, re-encoded as WebP without its GPS data, and shown from this site", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const original = readFileSync(FIXTURE_PHOTO);
    // The fixture is what a phone saves (otherwise this test could not fail): EXIF with GPS, too wide for the API.
    expect(original.includes("Exif")).toBe(true);
    expect(original.includes(FIXTURE_CAMERA)).toBe(true);
    expect(FIXTURE_SIZE.width).toBeGreaterThan(1024);

    const name = `Photo E2E ${Date.now() % 100000}`;
    await signUpInBrowser(page, name);
    const { id } = (await (await page.request.get("/api/instructor/me")).json()).instructor as { id: number };

    // By keyboard: the dialog opens on the photo field, and Space opens the file chooser.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    const field = dialog.getByLabel("Photo", { exact: true });
    await expect(field).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Remove photo" })).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/instructor/photo") && r.method() === "PUT");
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles(FIXTURE_PHOTO);
    await expect(dialog.getByRole("status")).toHaveText("Photo saved.");

    // The browser sent a WebP (the Worker never converts a JPEG into one, and would have refused
    // the 1600-pixel original): made by its canvas, so made of pixels only.
    expect((await sent).headers()["content-type"]).toBe("image/webp");

    // The dialog shows it, and offers to remove it.
    const preview = dialog.getByRole("img", { name: "Your current photo" });
    await expect(preview).toHaveAttribute("src", PHOTO_PATH);
    await expect(dialog.getByRole("button", { name: "Remove photo" })).toBeVisible();
    const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(dialogAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The card: the same-origin address, a 512-pixel WebP, cached for good, never sniffed.
    const shown = await loadedPhoto(page, id, name);
    expect(shown.src).toMatch(PHOTO_PATH);
    expect(shown.src).toMatch(new RegExp(`^/api/instructors/${id}/`));
    expect(new URL(shown.currentSrc).origin).toBe(new URL(baseURL!).origin);
    expect([shown.width, shown.height]).toEqual([512, 384]);
    const photoRes = await page.request.get(shown.src);
    expect(photoRes.headers()["content-type"]).toBe("image/webp");
    expect(photoRes.headers()["x-content-type-options"]).toBe("nosniff");
    expect(photoRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await photoRes.body();
    expect(webpSize(body)).toEqual({ width: 512, height: 384 });
    expect(body.length).toBeLessThan(300_000);
    for (const needle of ["Exif", "EXIF", FIXTURE_CAMERA, "GPS"]) expect(body.includes(needle), needle).toBe(false);
    const photoImg = page.locator(`#instructor-${id}`).getByRole("img", { name: `Photo of ${name}` });
    await expect(photoImg).toHaveAttribute("width", "128");
    await expect(photoImg).toHaveAttribute("height", "128");
    await expect(photoImg).toHaveAttribute("loading", "lazy");

    // A visitor sees it too, from this site.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/skool-calendar");
    await settle(visitor);
    expect((await loadedPhoto(visitor, id, name)).src).toBe(shown.src);
    await visitorContext.close();

    // Remove it: the button goes, the keyboard stays in the field, the card falls back to initials.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await dialog.getByRole("button", { name: "Remove photo" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Photo removed.");
    await expect(dialog.getByRole("button", { name: "Remove photo" })).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(dialog.getByRole("img")).toHaveCount(0);
    await page.keyboard.press("Escape");
    // A photo alone made the card; without it the profile is not filled in any more.
    await expect(page.locator(`#instructor-${id}`)).toHaveCount(0);
    expect((await page.request.get(shown.src)).status()).toBe(404);
  });

  test("a file that is not a picture gets a sentence in the dialog, and the raw phone photo is refused by the API", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = `Bad File E2E ${Date.now() % 100000}`;
    await signUpInBrowser(page, name);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><p>not a photo</p>") });
    await expect(dialog.getByRole("alert")).toHaveText(
      "This file could not be read as a picture. Please choose a JPEG, PNG or WebP photo.",
    );
    await expect(dialog.getByLabel("Photo", { exact: true })).toHaveAttribute("aria-invalid", "true");

    // Straight to the API, same origin: the 1600-pixel original is refused with the reason...
    const origin = new URL(baseURL!).origin;
    const raw = await page.request.put("/api/instructor/photo", {
      headers: { origin, "content-type": "image/jpeg" },
      data: readFileSync(FIXTURE_PHOTO),
    });
    expect(raw.status()).toBe(400);
    expect((await raw.json()).message).toMatch(/^This photo is 1600 × 1200 pixels; the limit is 1024 pixels on each side\./);
    // ...and a smaller copy that keeps the GPS EXIF is stored without it, and still shows in Chromium.
    const small = await sharp(readFileSync(FIXTURE_PHOTO)).resize(640).keepExif().jpeg().toBuffer();
    expect(small.includes("Exif")).toBe(true);
    const stored = await page.request.put("/api/instructor/photo", { headers: { origin, "content-type": "image/jpeg" }, data: small });
    expect(stored.status()).toBe(200);
    const url = (await stored.json()).instructor.photoUrl as string;
    expect(url).toMatch(/\.jpg$/);
    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await served.body();
    for (const needle of ["Exif", FIXTURE_CAMERA]) expect(bytes.includes(needle), needle).toBe(false);
    const decoded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, url);
    expect(decoded).toEqual([640, 480]);
  });

  test("a filled-in profile shows after the static cards; a claimed day links to it", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const name = `Profile E2E ${Date.now() % 100000}`;
    await signUpInBrowser(page, name);
    const { id } = (await (await page.request.get("/api/instructor/me")).json()).instructor as { id: number };
    const card = page.locator(`#instructor-${id}`);

    // Signed up but nothing filled in: no card (the seeded demo instructors' cards are there).
    await expect(page.getByTestId("registered-instructor").first()).toBeVisible();
    await expect(card).toHaveCount(0);

    const dialog = await editProfile(page, {
      offerings: "Watercolour with AI sketch partners.",
      websiteUrl: "https://teacher.example.test/about",
    });
    await expect(dialog).toBeHidden();

    // The card: after the nine static ones, initials without a photo; the link is ugc.
    const cards = page.locator("#meet-instructors").locator("xpath=ancestor::section[1]").locator("ul > li");
    await expect(card).toBeVisible();
    const index = await cards.evaluateAll((items, target) => items.findIndex((li) => li.id === target), `instructor-${id}`);
    expect(index).toBeGreaterThanOrEqual(9);
    for (let i = 0; i < 9; i++) await expect(cards.nth(i)).not.toHaveAttribute("data-testid", "registered-instructor");
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText("Watercolour with AI sketch partners.");
    await expect(card.getByRole("img")).toHaveCount(0);
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
    await slot.selectOption(
      (await slot
        .locator("option:not([disabled])")
        .first()
        .evaluate((o: HTMLOptionElement) => o.value))!,
    );
    await add.getByRole("button", { name: "Save Course" }).click();
    await expect(add).toBeHidden();
    await expect(page.locator(`button[data-day="${dayKey}"]`)).toHaveAttribute("data-state", "mine");

    // A visitor sees the name as a link and follows it, by keyboard, to the card.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await ownClientIp(visitor);
    await visitor.goto("/skool-calendar");
    await settle(visitor);
    const cell = await dayCell(visitor, dayKey);
    await expect(cell).toHaveAttribute("data-state", "taken");
    const nameLink = cell.locator("xpath=..").getByRole("link", { name: `${name} (instructor profile)` });
    await expect(nameLink).toHaveAttribute("href", `#instructor-${id}`);
    const gridAxe = await new AxeBuilder({ page: visitor })
      .include("#calendar-month")
      .include('ol[aria-label="Days of the month"]')
      .analyze();
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
              body: JSON.stringify({ name, offerings: "Safe links only.", websiteUrl }),
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
