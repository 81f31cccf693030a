// Nothing a visitor does before hydration is lost (docs/decisions/0023-hydration-gap.md): what
// still needs JavaScript (typed Porch text, copy buttons, the chat's quick actions) is kept until
// it hydrates. The native controls (menu, FAQ, wellness forms, theme) are in
// native-controls.spec.ts (docs/decisions/0030-native-controls.md). Each test holds the
// JavaScript chunk of the deferred part (the Porch panel) or of the page itself with route interception,
// acts on the prerendered HTML, then releases the chunk: deterministic, not a race against the
// network.
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

test("text typed into the Porch box before its deferred part hydrates survives, and focusing it loads the part", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/porch-panel-[^/]+\.js$/);
  await page.goto("/");
  await rootHydrated(page);
  const box = page.getByLabel("Your message");
  await expect(page.getByTestId("porch-panel")).toHaveAttribute("data-hydrated", "false");
  await box.click();
  await box.pressSequentially("Where can I find a food bank?");
  // Nothing can submit the form natively (a GET with the message in the URL) before it hydrates.
  await expect(page.getByTestId("porch-panel").locator('button[type="submit"]')).toBeDisabled();
  // The focus asked for the part's code (interaction, not idle); the page's load handler could
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
  // The page's route module: the page cannot hydrate before it arrives.
  const chunk = await holdChunk(page, /\/assets\/soulcode-kit-[^/]+\.js$/);
  await page.goto("/soulcode101", { waitUntil: "commit" });
  const copy = page.locator("button[type=button]", { hasText: /copy/i }).first();
  await copy.click();
  await expect(copy).not.toHaveAttribute("data-copied");
  chunk.release();
  await expect(copy).toHaveAttribute("data-copied", "true");
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(20);
});

test("a chat quick action clicked before the Porch panel hydrates is sent once it has", async ({ page }) => {
  const chunk = await holdChunk(page, /\/assets\/porch-panel-[^/]+\.js$/);
  await page.goto("/");
  await rootHydrated(page);
  const panel = page.getByTestId("porch-panel");
  const action = panel.locator("button[data-code]").first();
  const code = await action.getAttribute("data-code");
  await action.click();
  await expect(panel).toHaveAttribute("data-hydrated", "false");
  chunk.release();
  await expect(panel).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("porch-messages").locator("li[data-role=user]")).toHaveCount(1);
  await expect(page.getByTestId("porch-messages").locator("li[data-role=user]").first()).toContainText(`Quick Action: ${code}`);
});
