/**
 * The owner's console (/owner) end to end, in Chromium with the DevTools virtual authenticator
 * (WebAuthn.addVirtualAuthenticator: a platform authenticator with resident keys and user
 * verification). The set-up codes come from the real `npm run owner:setup` against this spec's own
 * local D1, as the owner runs it. The passkey ceremony needs a host that is a domain, so the site is
 * served as http://localhost:PORT, never 127.0.0.1 (scripts/lib/built-server.ts gives that origin).
 *
 * The spec starts its own server on a state folder of its own: it removes a demo instructor and
 * blocks demo days, which other specs read from the shared e2e state.
 *
 * The journey: set-up code, register, sign out, sign in, a second passkey, each screen's main
 * action, then a lost device (its credential removed) and the way back in with a new set-up code.
 * Then axe on every screen in both themes, a keyboard-only walk, and the sentence a browser without
 * WebAuthn shows.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from "@playwright/test";
import { startBuiltServer, type BuiltServer } from "../scripts/lib/built-server";
import { wranglerEnv } from "../scripts/lib/wrangler";
import { rootHydrated, useTheme, watchCsp, type Theme } from "./routes";

const STATE = ".wrangler/e2e-owner-console-state";
const SCREENS = ["invites", "calendar", "instructors", "interest", "blog", "health", "passkeys", "sessions", "audit"] as const;
const SCREEN_LABELS: Record<(typeof SCREENS)[number], string> = {
  invites: "Invites",
  calendar: "Calendar",
  instructors: "Instructors",
  interest: "Interest list",
  blog: "Blog",
  health: "Health",
  passkeys: "Passkeys",
  sessions: "Sessions",
  audit: "Audit log",
};

test.describe.configure({ mode: "serial" });
test.use({ reducedMotion: "reduce" });

let server: BuiltServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startBuiltServer({ persistDir: STATE });
});

test.afterAll(async () => {
  await server?.stop();
});

/** `npm run owner:setup` on this spec's D1: the code is its last line. */
function ownerSetupCode(): string {
  const run = spawnSync("node_modules/.bin/tsx", ["scripts/owner-setup.ts"], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: STATE }),
  });
  expect(run.status, `owner:setup\n${run.stdout}\n${run.stderr}`).toBe(0);
  const code = run.stdout.trim().split("\n").at(-1)!.trim();
  expect(code.length, run.stdout).toBeGreaterThanOrEqual(16);
  return code;
}

let ipCounter = 0;
/**
 * A client address of its own for what follows: the passkey endpoints allow 10 requests a minute
 * per network, and the journey makes more (`wrangler dev` passes cf-connecting-ip through).
 */
async function freshIp(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7` });
}

type Authenticator = { cdp: CDPSession; id: string };

/** The device's own (platform) authenticator; with `cdp`, a security key (USB) beside it: Chrome allows one internal one. */
async function addAuthenticator(page: Page, cdp?: CDPSession): Promise<Authenticator> {
  const session = cdp ?? (await page.context().newCDPSession(page));
  if (!cdp) await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: cdp ? "usb" : "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp: session, id: authenticatorId };
}

const credentials = async (a: Authenticator) => (await a.cdp.send("WebAuthn.getCredentials", { authenticatorId: a.id })).credentials;

async function openConsole(page: Page, screen?: string) {
  await page.goto(`${server.origin}/owner${screen ? `?screen=${screen}` : ""}`);
  await rootHydrated(page);
}

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible({ timeout: 15_000 });

async function screen(page: Page, id: (typeof SCREENS)[number]) {
  await page.getByRole("navigation", { name: "Console screens" }).getByRole("link", { name: SCREEN_LABELS[id], exact: true }).click();
  await expect(page.locator("#owner-screen-title")).toHaveText(SCREEN_LABELS[id]);
}

/** Next month, in New York: the seeded demo days there are always in the future. */
function nextMonth(): { year: number; month: number; key: (day: number) => string } {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" })
    .format(new Date())
    .split("-")
    .map(Number);
  const year = m === 12 ? y! + 1 : y!;
  const month = m === 12 ? 1 : m! + 1;
  return { year, month, key: (day) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` };
}

let context: BrowserContext;
let page: Page;
let device: Authenticator;

test("the shell: noindex, out of the sitemap, disallowed in robots.txt, no owner data, its code only on /owner", async ({ request }) => {
  const html = await (await request.get(`${server.origin}/owner`)).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('rel="canonical"');
  expect(html).toContain("Loading the console");
  for (const word of ["Invites", "Sign in with a passkey", "Set-up code"]) expect(html, word).not.toContain(word);
  expect(await (await request.get(`${server.origin}/sitemap.xml`)).text()).not.toContain("/owner");
  expect(await (await request.get(`${server.origin}/robots.txt`)).text()).toMatch(/^Disallow: \/owner$/m);
  // The console's chunk is on no page's first load, and only /owner's route module imports it.
  const ownerModules = [...html.matchAll(/<link rel="modulepreload"[^>]*?\shref="([^"]+)"/g)].map((m) => m[1]!);
  const route = ownerModules.find((m) => /\/assets\/owner-[\w-]+\.js$/.test(m));
  expect(route, "the owner route module is on /owner's first load").toBeDefined();
  const routeCode = await (await request.get(`${server.origin}${route}`)).text();
  const consoleChunk = /\.\/(console-[\w-]+\.js)/.exec(routeCode)?.[1];
  expect(consoleChunk, "the route module imports the console chunk on demand").toBeDefined();
  for (const path of ["/", "/skool-calendar", "/wellness", "/404"]) {
    const page = await (await request.get(`${server.origin}${path}`)).text();
    expect(page, path).not.toContain("/assets/owner-");
    expect(page, path).not.toContain(consoleChunk!);
  }
});

test("journey: set-up code, register, sign out, sign in, a second passkey", async ({ browser }) => {
  test.setTimeout(120_000);
  context = await browser.newContext({ baseURL: server.origin });
  page = await context.newPage();
  device = await addAuthenticator(page);
  await freshIp(page);

  const consoleChunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/console-[\w-]+\.js$/.test(new URL(r.url()).pathname)) consoleChunks.push(r.url());
  });
  await page.goto(`${server.origin}/`);
  await rootHydrated(page);
  expect(consoleChunks, "a public page does not fetch the console").toEqual([]);

  await openConsole(page);
  expect(consoleChunks.length, "/owner fetches the console").toBe(1);
  await expect(page.getByRole("heading", { name: "Set up the console" })).toBeVisible();
  await page.getByLabel("Set-up code").fill(ownerSetupCode());
  await page.getByLabel("Name for this passkey (optional)").fill("Laptop");
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await toast(page, "Passkey registered");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await credentials(device)).toHaveLength(1);
  // One passkey: the console asks for a second.
  await expect(page.getByRole("heading", { name: "Add a second passkey" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  expect((await page.request.get("/api/owner/invites")).status(), "signed out, the API refuses").toBe(401);

  await freshIp(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.locator("#owner-screen-title")).toHaveText("Invites");

  // A second passkey, on a security key: the fresh check is answered by this device; the new
  // passkey is made on the key (this device holds a passkey the request excludes, so it is kept
  // out of that ceremony).
  await freshIp(page);
  let other: Authenticator | undefined;
  await page.route("**/api/owner/passkeys/options", async (route) => {
    await device.cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId: device.id, enabled: false });
    other = await addAuthenticator(page, device.cdp);
    await route.continue();
  });
  await page.getByLabel("Name for the new passkey (optional)").fill("Security key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await toast(page, "Passkey added");
  await expect(page.getByRole("heading", { name: "Add a second passkey" })).toBeHidden();
  await page.unroute("**/api/owner/passkeys/options");
  expect(await credentials(other!)).toHaveLength(1);
  // The key goes back in the drawer: this device answers from now on.
  await device.cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: other!.id });
  await device.cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId: device.id, enabled: true });
});

test("journey: invites, created once, used, listed, revoked", async () => {
  await freshIp(page);
  await screen(page, "invites");
  await page.getByLabel("Number of codes").fill("2");
  await page.getByRole("button", { name: "Create invite codes" }).click();
  const codes = page.getByTestId("new-invite-codes").locator("code");
  await expect(codes).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Copy code 1" })).toBeVisible();
  const [first, second] = await codes.allTextContents();

  // An instructor signs up with the first code, from a browser of their own.
  const email = `console-${Date.now()}@example.com`;
  const signup = await page.request.post("/api/instructor/signup", {
    data: { email, password: "violet-lantern-orchard-42", name: "Console Check Teacher", inviteCode: first },
    headers: { origin: server.origin, "cf-connecting-ip": "10.250.1.1" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  await page.request.post("/api/instructor/logout", { headers: { origin: server.origin } });

  // Shown once: after a reload the codes are gone; the list says who used the first.
  await openConsole(page, "invites");
  await expect(page.getByTestId("new-invite-codes")).toHaveCount(0);
  await expect(page.getByText(`Console Check Teacher (${email})`)).toBeVisible();
  const unused = page.locator("li[data-invite]").filter({ hasText: "Unused" });
  const before = await unused.count();
  await unused
    .first()
    .getByRole("button", { name: /^Revoke code/ })
    .click();
  await toast(page, "Invite revoked");
  await expect(unused).toHaveCount(before - 1);
  expect(second).toBeTruthy();
});

test("journey: calendar, block and unblock a free day; a claimed day names its holder and needs the fresh check", async () => {
  await freshIp(page);
  await screen(page, "calendar");
  await page.getByRole("button", { name: "Next month" }).click();
  const month = nextMonth();
  const free = page.locator(`button[data-owner-day="${month.key(20)}"]`);
  await expect(free).toHaveAttribute("data-state", "free");
  await free.click();
  await page.getByRole("button", { name: "Block this day" }).click();
  await expect(free).toHaveAttribute("data-state", "blocked");
  await page.getByRole("button", { name: "Unblock this day" }).click();
  await expect(free).toHaveAttribute("data-state", "free");

  // The demo data's Marcus Hale holds day 11 of next month.
  const claimed = page.locator(`button[data-owner-day="${month.key(11)}"]`);
  await expect(claimed).toHaveAttribute("data-state", "claimed");
  await claimed.click();
  await expect(page.getByTestId("owner-day-panel")).toContainText("Claimed by Marcus Hale");
  await page.getByRole("button", { name: "Block this day…" }).click();
  const dialog = page.getByRole("dialog", { name: "Block a claimed day?" });
  await expect(dialog).toContainText("Marcus Hale");
  // Without the fresh check the API refuses the write.
  const refused = await page.request.post("/api/owner/blocked-days", {
    data: { day: month.key(11), replaceClaim: true },
    headers: { origin: server.origin },
  });
  expect(refused.status()).toBe(403);
  await dialog.getByRole("button", { name: "Confirm with passkey and block" }).click();
  await toast(page, "Day blocked");
  await expect(claimed).toHaveAttribute("data-state", "blocked");
});

test("journey: instructors, a reset code, removal with its preview and the typed email", async () => {
  await freshIp(page);
  await screen(page, "instructors");
  const marcus = page.locator('li[data-instructor="marcus@soulcode.studio"]');
  await marcus.getByRole("button", { name: "Reset code for Marcus Hale" }).click();
  await expect(marcus.getByTestId("reset-code")).not.toBeEmpty();

  const amara = page.locator('li[data-instructor="demo@soulcode.studio"]');
  await expect(amara).toContainText("Afrofuturist Glow Portraits");
  await amara.getByRole("button", { name: "Remove Amara Okafor…" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Amara Okafor?" });
  await expect(dialog).toContainText("Days this frees");
  await expect(dialog).toContainText("Afrofuturist Glow Portraits");
  const confirm = dialog.getByRole("button", { name: "Confirm with passkey and remove" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type demo@soulcode.studio to confirm").fill("demo@soulcode.studio");
  await confirm.click();
  await toast(page, "Instructor removed");
  await expect(amara).toHaveCount(0);
});

test("journey: the interest list, count, search, export and removal", async () => {
  for (const email of ["alpha.reader@example.com", "beta.reader@example.com"]) {
    const res = await page.request.post("/api/wellness/interest", {
      data: { email },
      headers: { origin: server.origin, "cf-connecting-ip": "10.251.0.1" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await freshIp(page);
  await screen(page, "interest");
  await expect(page.getByTestId("interest-count")).toHaveText("2 addresses on the list");
  await page.getByLabel("Search addresses").fill("alpha");
  const matches = page.getByRole("list", { name: "Matching addresses" }).getByRole("listitem");
  await expect(matches).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toMatch(/^email,joined_at\r\n/);
  expect(csv).toContain("alpha.reader@example.com");
  expect(csv).toContain("beta.reader@example.com");

  await freshIp(page);
  await page.getByRole("button", { name: "Remove alpha.reader@example.com" }).click();
  await page.getByRole("dialog", { name: "Remove this address?" }).getByRole("button", { name: "Confirm with passkey and remove" }).click();
  await toast(page, "Address removed");
  await expect(page.getByTestId("interest-count")).toHaveText("1 address on the list");
});

test("journey: the blog, live preview from the server with reading time, publish, unpublish", async () => {
  await freshIp(page);
  await screen(page, "blog");
  const title = `Console Check ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").fill("Wellness");
  await page
    .getByLabel("Post (Markdown)")
    .fill("## Morning pages\n\nWrite **three** pages.\n\n<script>alert(1)</script><img src=x onerror=alert(1)>");
  const preview = page.getByTestId("blog-preview");
  await expect(preview.locator("h2")).toHaveText("Morning pages");
  await expect(preview.locator("strong")).toHaveText("three");
  // The server's sanitiser: no script, no image with a handler.
  await expect(preview.locator("script, img")).toHaveCount(0);
  await expect(page.getByTestId("reading-time")).toContainText("min read");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await toast(page, "Post published");
  const latest = await (await page.request.get("/api/blog/latest")).json();
  expect(latest?.title).toBe(title);

  await page.getByRole("button", { name: `Unpublish ${title}` }).click();
  await page.getByRole("dialog", { name: "Unpublish this post?" }).getByRole("button", { name: "Unpublish", exact: true }).click();
  await toast(page, "Post unpublished");
  await expect(page.getByRole("button", { name: `Unpublish ${title}` })).toHaveCount(0);
});

test("journey: health, passkeys, sessions and the audit log", async () => {
  await freshIp(page);
  await screen(page, "health");
  const health = page.getByTestId("owner-health");
  await expect(health).toContainText("D1 (database)");
  await expect(health).not.toContainText("Does not answer");
  await expect(health).toContainText("Model hash");

  await screen(page, "passkeys");
  await expect(page.getByText("Laptop", { exact: true })).toBeVisible();
  await expect(page.getByText("Security key", { exact: true })).toBeVisible();

  await screen(page, "sessions");
  await expect(page.getByText("This browser")).toBeVisible();

  await screen(page, "audit");
  const log = page.getByTestId("owner-audit");
  for (const action of [
    "invites.create",
    "invites.revoke",
    "calendar.block-claimed",
    "instructors.remove",
    "interest.remove",
    "blog.publish",
  ])
    await expect(log, action).toContainText(action);
  await expect(log).toContainText("passkey “Laptop”");
});

test("journey: a lost device, then back in with a new set-up code; the lost passkey removed", async () => {
  test.setTimeout(90_000);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  // The device is lost: its passkey is gone with it (and the security key is out of reach).
  const [lost] = await credentials(device);
  await device.cdp.send("WebAuthn.removeCredential", { authenticatorId: device.id, credentialId: lost!.credentialId });
  expect(await credentials(device)).toHaveLength(0);

  await freshIp(page);
  await page.getByText("Set up with a code (first time here, or a lost passkey)").click();
  await page.getByLabel("Set-up code").fill(ownerSetupCode());
  await page.getByLabel("Name for this passkey (optional)").fill("New laptop");
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await toast(page, "Passkey registered");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Set-up added one and removed none; the lost one is removed here, with the new one's check.
  await freshIp(page);
  await screen(page, "passkeys");
  const items = page.locator("main li").filter({ hasText: /Added/ });
  await expect(items).toHaveCount(3);
  await page.getByRole("button", { name: "Remove Laptop" }).click();
  await page.getByRole("dialog", { name: "Remove this passkey?" }).getByRole("button", { name: "Confirm with passkey and remove" }).click();
  await toast(page, "Passkey removed");
  await expect(items).toHaveCount(2);
});

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];
const described = (violations: Violation[]) =>
  violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} | ${n.failureSummary?.replace(/\s+/g, " ").slice(0, 240)}`),
  );

/** Every default rule in the light theme, the colour rules in the dark one (the same DOM), as e2e/a11y.spec.ts does. */
async function audit(p: Page, state: string, theme: Theme, scope?: string) {
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  let axe = new AxeBuilder({ page: p });
  if (scope) axe = axe.include(scope);
  if (theme === "dark") axe = axe.withRules(["color-contrast", "link-in-text-block"]);
  expect(described((await axe.analyze()).violations), `${state}, ${theme}`).toEqual([]);
}

/** A signed-in page in `theme`; `faults()` reads its console errors, uncaught errors and CSP violations so far. */
async function themedPage(b: Browser, theme: Theme, width = 1280) {
  const ctx = await b.newContext({ baseURL: server.origin, viewport: { width, height: 900 }, storageState: await context.storageState() });
  const p = await ctx.newPage();
  await useTheme(p, theme);
  const errors: string[] = [];
  p.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  p.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  const csp = await watchCsp(p);
  return { ctx, p, faults: async () => [...errors, ...(await csp())] };
}

for (const theme of ["light", "dark"] as const) {
  test(`axe: every console screen, ${theme} theme, at 320 px; no sideways scroll there or wide`, async ({ browser }) => {
    test.setTimeout(150_000);
    for (const width of [320, 1280]) {
      const { ctx, p, faults } = await themedPage(browser, theme, width);
      for (const id of SCREENS) {
        await openConsole(p, id);
        await expect(p.locator("#owner-screen-title")).toHaveText(SCREEN_LABELS[id]);
        await expect(p.locator('[role="status"]')).toHaveCount(0);
        // axe once per screen and theme, on a phone's width (the wide layout is the same DOM).
        if (width === 320) await audit(p, `${id} at ${width} px`, theme);
        const wide = await p.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .slice(0, 5)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
            ),
        );
        expect(wide, `${id} scrolls sideways at ${width} px`).toEqual([]);
        expect(await faults(), `${id}: no console error, uncaught error or CSP violation`).toEqual([]);
      }
      if (width === 320) {
        // The calendar's day panel, and a confirmation open.
        await openConsole(p, "calendar");
        await p.locator('button[data-owner-day][data-state="free"]').first().click();
        await audit(p, "calendar day panel", theme);
        await openConsole(p, "instructors");
        await p
          .getByRole("button", { name: /^Remove .*…$/ })
          .first()
          .click();
        await expect(p.getByRole("dialog")).toBeVisible();
        await audit(p, "removal dialog", theme);
      }
      await ctx.close();
    }
  });

  test(`axe: the sign-in and set-up screens, and the sentence without passkeys, ${theme} theme`, async ({ browser }) => {
    const ctx = await browser.newContext({ baseURL: server.origin, viewport: { width: 320, height: 800 } });
    const p = await ctx.newPage();
    await useTheme(p, theme);
    await openConsole(p);
    await expect(p.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
    await p.getByText("Set up with a code (first time here, or a lost passkey)").click();
    await audit(p, "sign-in and set-up", theme);
    await p.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await openConsole(p);
    await expect(p.getByTestId("owner-no-passkeys")).toContainText("This browser cannot sign in with a passkey");
    await audit(p, "no passkeys", theme);
    await ctx.close();
  });
}

/** Presses Tab until `target` has the focus (at most 80 times), as a keyboard user would. */
async function tabTo(p: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await p.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test("keyboard: sign in, move between screens, pick a day, open and close a confirmation", async ({ browser }) => {
  test.setTimeout(90_000);
  const ctx = await browser.newContext({ baseURL: server.origin });
  const p = await ctx.newPage();
  await addAuthenticator(p).then(async (a) => {
    // This browser's passkey: the one the lost-device step registered lives on the shared
    // device, so sign in here through its own set-up code.
    await freshIp(p);
    await openConsole(p);
    await tabTo(p, p.getByText("Set up with a code (first time here, or a lost passkey)"));
    await p.keyboard.press("Enter");
    await tabTo(p, p.getByLabel("Set-up code"));
    await p.keyboard.type(ownerSetupCode());
    await p.keyboard.press("Enter");
    await expect(p.getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 15_000 });
    expect(await credentials(a)).toHaveLength(1);
  });
  const nav = p.getByRole("navigation", { name: "Console screens" });
  await tabTo(p, nav.getByRole("link", { name: "Calendar" }));
  await p.keyboard.press("Enter");
  await expect(p.locator("#owner-screen-title")).toHaveText("Calendar");
  const key = await p.locator('button[data-owner-day][data-state="free"]').last().getAttribute("data-owner-day");
  const day = p.locator(`button[data-owner-day="${key}"]`);
  await tabTo(p, day);
  await p.keyboard.press("Enter");
  await expect(p.getByTestId("owner-day-panel")).toBeVisible();
  await tabTo(p, p.getByRole("button", { name: "Block this day" }));
  await p.keyboard.press("Enter");
  await expect(day).toHaveAttribute("data-state", "blocked");
  await p.keyboard.press("Enter");
  await expect(day).toHaveAttribute("data-state", "free");

  await tabTo(p, nav.getByRole("link", { name: "Instructors" }));
  await p.keyboard.press("Enter");
  const remove = p.getByRole("button", { name: /^Remove .*…$/ }).first();
  await tabTo(p, remove);
  await p.keyboard.press("Enter");
  const dialog = p.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await p.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await ctx.close();
});
