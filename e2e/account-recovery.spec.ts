/**
 * Account recovery end to end: the owner's `npm run reset-password` prints a code, the
 * instructor uses it under Login → "Forgot password?", and the sessions they had die.
 */
import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser } from "@playwright/test";
import { wranglerEnv } from "../scripts/lib/wrangler";
import { createInviteCode, E2E_STATE, settle, THEMES, useTheme } from "./routes";

// The app honours prefers-reduced-motion (styles.css): the dialog fade ends at once.
test.use({ reducedMotion: "reduce" });

const OLD_PASSWORD = "lantern-orchard-violet-27";
const NEW_PASSWORD = "copper-meadow-falcon-58";

/** `npm run reset-password -- EMAIL` against the e2e server's local D1; the code is the last line. */
function resetCodeFor(email: string): string {
  const out = execFileSync("npm", ["run", "--silent", "reset-password", "--", email], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const code = out.trim().split(/\r?\n/).pop()?.trim() ?? "";
  if (!/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/.test(code)) throw new Error(`npm run reset-password printed no code:\n${out}`);
  return code;
}

const randomIp = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
const newContext = (browser: Browser) => browser.newContext({ extraHTTPHeaders: { "cf-connecting-ip": randomIp() } });

test("Forgot password: the owner's code sets a new password and ends the old sessions", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Rowan Reset ${stamp % 100000}`;
  const email = `rowan-${stamp}@example.com`;

  // The instructor signs up in one browser (that session should die later).
  const oldContext = await newContext(browser);
  const old = await oldContext.newPage();
  await old.goto("/skool-calendar");
  await old.getByRole("button", { name: "First Time? Sign Up" }).click();
  const signup = old.getByRole("dialog", { name: "Instructor Sign Up" });
  await signup.getByLabel("Name").fill(name);
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password").fill(OLD_PASSWORD);
  await signup.getByLabel("Invite Code").fill(createInviteCode());
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(old.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();
  expect((await old.request.get("/api/instructor/me")).status()).toBe(200);

  // They forget the password; the owner issues a code.
  const code = resetCodeFor(email);

  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto("/skool-calendar");
  await page.getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Instructor Login" });
  await login.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog).toBeVisible();

  // A wrong code is refused with the one answer for every failure.
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Reset Code").fill("AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GG");
  await dialog.getByLabel("New Password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Set New Password" }).click();
  await expect(dialog.getByRole("alert")).toContainText("do not match a valid reset");

  await dialog.getByLabel("Reset Code").fill(code.toLowerCase());
  await dialog.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password changed" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();

  // The old browser's session is dead; the old password no longer works, the new one does.
  expect((await old.request.get("/api/instructor/me")).status()).toBe(401);
  const headers = { origin: new URL(page.url()).origin, "cf-connecting-ip": randomIp() };
  expect((await context.request.post("/api/instructor/login", { headers, data: { email, password: OLD_PASSWORD } })).status()).toBe(401);
  expect((await context.request.post("/api/instructor/login", { headers, data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
  // The code worked once.
  const again = await context.request.post("/api/instructor/reset", {
    headers,
    data: { email, code, password: "another-new-password-99" },
  });
  expect(again.status()).toBe(401);

  await oldContext.close();
  await context.close();
});

for (const theme of THEMES) {
  test(`Reset Password dialog: no axe violations, ${theme} theme, and Back to Login returns`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/skool-calendar");
    await settle(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("dialog", { name: "Instructor Login" }).getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset Password" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("New Password")).toHaveAttribute("minlength", "12");
    // Reduced motion (test.use above): the fade-in lasts 0.01 ms; wait for it to end, colours final.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await dialog.getByRole("button", { name: "Back to Login" }).click();
    await expect(page.getByRole("dialog", { name: "Instructor Login" })).toBeVisible();
  });
}
