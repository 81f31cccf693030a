/**
 * The wellness interest list end to end: with JavaScript off, a sign-up form posts to
 * /api/wellness/interest, which redirects back to the page with a notice; with JavaScript on, the
 * spec's local toast stays and the address reaches D1 too.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { d1Execute, localTarget } from "../scripts/lib/wrangler";
import { E2E_STATE, rootHydrated, stubThirdParties, THEMES, useTheme } from "./routes";

const randomIp = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

/** The stored rows for an address (e2e addresses are plain ASCII we made up). */
function storedRows(email: string) {
  const [result] = d1Execute(`SELECT email FROM interest_emails WHERE email = '${email}'`, localTarget(process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE));
  return result.results;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "cf-connecting-ip": randomIp() } });

  test("a wellness form posts, comes back to the page with a notice, and the address is in D1", async ({ page }) => {
    const email = `No.Script.${Date.now()}@Example.com`;
    await page.goto("/wellness");
    const form = page.locator('form[action="/api/wellness/interest"]');
    await expect(form).toHaveCount(3);
    await expect(page.locator("#interest-joined")).toBeHidden();

    await form.first().locator('input[name="email"]').fill(email);
    await form.first().locator('button[type="submit"]').click();

    await page.waitForURL(/\/wellness#interest-joined$/);
    expect(page.url()).not.toContain("Example");
    expect(page.url()).not.toMatch(/no\.script|%40|@/i);
    const notice = page.locator("#interest-joined");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Welcome to the journey!");
    await expect(notice).toContainText("You've been added to our list for future projects.");
    await expect(page.locator("#interest-invalid")).toBeHidden();
    expect(storedRows(email.toLowerCase())).toEqual([{ email: email.toLowerCase() }]);
  });
});

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "cf-connecting-ip": randomIp() } });

  // axe needs scripts in the page; the notices are the same prerendered markup either way.
  for (const theme of THEMES) {
    test(`the no-JavaScript notices are readable: no axe violations, ${theme} theme`, async ({ page }) => {
      await stubThirdParties(page);
      await useTheme(page, theme);
      for (const id of ["interest-invalid", "interest-busy", "interest-joined"]) {
        await page.goto(`/wellness#${id}`);
        await expect(page.locator(`#${id}`)).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).include(`#${id}`).analyze();
        expect(violations.map((v) => `${id} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      }
    });
  }

  test("the spec's toast shows, the page does not navigate, and the address reaches D1", async ({ page }) => {
    const email = `with.script.${Date.now()}@example.com`;
    await page.goto("/wellness");
    await rootHydrated(page);
    const form = page.locator('form[action="/api/wellness/interest"]').last();
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/wellness/interest") && r.request().method() === "POST");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to the journey!" })).toBeVisible();
    expect((await sent).status()).toBe(200);
    expect(page.url()).toMatch(/\/wellness$/);
    expect(storedRows(email)).toEqual([{ email }]);
  });
});
