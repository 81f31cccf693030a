// Nothing a visitor does before hydration is lost (issue 10; docs/decisions/0023-hydration-gap.md).
// Each test holds the JavaScript chunk of the island (the Porch panel, or the page itself) with
// route interception, acts on the prerendered HTML, then releases the chunk: deterministic, not a
// race against the network.
import { expect, test, type Page } from "@playwright/test";
import { rootHydrated, stubThirdParties } from "./routes";

/** Holds every request for the chunk matching `pattern` until `release()` is called. */
async function holdChunk(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, wasRequested: () => requested };
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test("text typed into the Porch box before its island hydrates survives, and focusing it loads the island", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/porch-panel-[^/]+\.js$/);
  await page.goto("/");
  await rootHydrated(page);
  const box = page.getByLabel("Your message");
  await expect(page.getByTestId("porch-panel")).toHaveAttribute("data-hydrated", "false");
  await box.click();
  await box.pressSequentially("Where can I find a food bank?");
  // The focus asked for the island's code (interaction, not idle); the page's load handler could
  // also have asked by now, so only the request itself is checked.
  await expect.poll(chunk.wasRequested).toBe(true);
  chunk.release();
  await expect(page.getByTestId("porch-panel")).toHaveAttribute("data-hydrated", "true");
  await expect(box).toHaveValue("Where can I find a food bank?");
  await box.press("Enter");
  await expect(page.getByTestId("porch-messages").locator("li[data-role]").first()).toContainText("Where can I find a food bank?");
});

test("a copy button clicked before hydration copies once the page hydrates", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const chunk = await holdChunk(page, /\/assets\/soulcode101-[^/]+\.js$/);
  await page.goto("/soulcode101", { waitUntil: "commit" });
  const copy = page.locator("button[type=button]", { hasText: /copy/i }).first();
  await copy.click();
  await expect(copy).not.toHaveAttribute("data-copied");
  chunk.release();
  await expect(copy).toHaveAttribute("data-copied", "true");
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(20);
});

test("an FAQ item clicked before hydration opens once the page hydrates", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/wellness-[^/]+\.js$/);
  await page.goto("/wellness", { waitUntil: "commit" });
  const item = page.locator("h3 > button[aria-expanded]").first();
  await expect(item).toHaveAttribute("aria-expanded", "false");
  await item.click();
  chunk.release();
  await expect(item).toHaveAttribute("aria-expanded", "true");
});

test("a wellness email submitted before hydration never goes into the URL", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/wellness-[^/]+\.js$/);
  await page.goto("/wellness", { waitUntil: "commit" });
  const email = page.getByRole("textbox", { name: /email/i }).first();
  await email.fill("early.visitor@example.com");
  await email.press("Enter");
  // Give a native GET submit the time to navigate, if the form were going to do one.
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain("email=");
  // Once hydrated, the queued submit is replayed: the address goes to the interest list by POST.
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/wellness/interest"));
  chunk.release();
  await rootHydrated(page);
  const request = await posted;
  expect(request.method()).toBe("POST");
  expect(request.postDataJSON()).toEqual({ email: "early.visitor@example.com" });
  expect(page.url()).not.toContain("email=");
  expect(new URL(page.url()).pathname).toBe("/wellness");
});
