/**
 * The wellness interest list end to end: with JavaScript off, a sign-up form posts to
 * /api/wellness/interest, which redirects back to the page with a notice; with JavaScript on, the
 * spec's local toast stays and the address reaches D1 too. And the owner's `npm run
 * interest:remove` on the state this server serves: removal, an unknown address, joining again.
 */
import { spawnSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { INTEREST_FAILURE_NOTICES } from "#shared/form-notices";
import { siteFacts } from "#shared/site-facts";
import { d1Execute, localTarget, wranglerEnv } from "../scripts/lib/wrangler";
import { E2E_STATE, rootHydrated, stubThirdParties, THEMES, useTheme } from "./routes";

const randomIp = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
const stateDir = () => process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE;

/** The stored rows for an address (e2e addresses are plain ASCII we made up). */
function storedRows(email: string) {
  const [result] = d1Execute(`SELECT email FROM interest_emails WHERE email = '${email}'`, localTarget(stateDir()));
  return result.results;
}

/** `npm run interest:remove -- EMAIL` as the owner runs it, on this server's state folder. */
function removeFromList(email: string) {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/interest-remove.ts", email], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: stateDir() }),
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr };
}

test.describe("the owner removes an address on request", () => {
  test("the privacy section tells a visitor where to write to be removed", async ({ request }) => {
    const html = await (await request.get("/legal")).text();
    expect(html).toContain(`To be removed from it, write to ${siteFacts.contactEmail} with the address you signed up with`);
  });

  test("removed, then unknown, then joined again through the API", async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const email = `leave.me.${Date.now()}@example.com`;
    const join = (address: string) =>
      request.post("/api/wellness/interest", { headers: { origin: baseURL!, "cf-connecting-ip": randomIp() }, data: { email: address } });

    expect((await join(email)).status()).toBe(200);
    expect(storedRows(email)).toEqual([{ email }]);

    // As the visitor wrote it in their message: other capitals, stray spaces.
    const removed = removeFromList(`  ${email.toUpperCase()} `);
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toBe(`Removed ${email} from the interest list.`);
    expect(storedRows(email)).toEqual([]);

    const again = removeFromList(email);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toBe(`${email} was not on the interest list.`);

    // Removal is not a ban: the same address can sign up again, and is stored once.
    const rejoined = await join(email);
    expect(rejoined.status()).toBe(200);
    expect(await rejoined.json()).toEqual({ ok: true, message: "Thanks! You're on the list." });
    expect(storedRows(email)).toEqual([{ email }]);
  });
});

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
      test.slow(); // six notices, a page load and an axe run each
      await stubThirdParties(page);
      await useTheme(page, theme);
      for (const id of ["interest-invalid", "interest-busy", "interest-joined", ...INTEREST_FAILURE_NOTICES.map((n) => n.id)]) {
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
    // The last form is in the manifesto's lower sections, which hydrate once the visitor nears
    // them (docs/decisions/0105-deferred-parts-hydrate-when-near.md); a submit before that posts
    // natively and comes back with the page's notice, which the test above covers.
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-deferred]").filter({ has: form })).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/wellness/interest") && r.request().method() === "POST");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to the journey!" })).toBeVisible();
    expect((await sent).status()).toBe(200);
    expect(page.url()).toMatch(/\/wellness$/);
    expect(storedRows(email)).toEqual([{ email }]);
  });
});
