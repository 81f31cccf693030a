/**
 * What a visitor does, checked in each engine: every page, the menu, the theme, the FAQ, a form,
 * the calendar, the Porch, accessibility, and the fallbacks for what an engine lacks. Written
 * against `Tab` (drivers.ts), so Firefox and WebKit run the same steps.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { d1Execute, localTarget } from "../../scripts/lib/wrangler";
import { pageRoutes } from "../../web/src/shell/route-table";
import type { Engine, EngineName, Tab } from "./drivers";
import type { Find } from "./find";

export type Context = {
  engine: Engine;
  /** The HTTPS front, as visitors reach the deployed site. */
  origin: string;
  /** The server's own plain-HTTP address, as `npm start` shows it to the owner. */
  localOrigin: string;
  /** The server's requests answered with a status of 400 or more since the last call. */
  serverErrors: () => string[];
  inviteCode: () => string;
  /** The engine's server's local D1/KV folder. */
  persistDir: string;
};

export type Journey = { name: string; engines?: EngineName[]; run: (ctx: Context) => Promise<void> };

class Failed extends Error {}
function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Failed(message);
}

/** Polls `fn` in the page until it returns something truthy; fails with `what` after `timeoutMs`. */
async function waitFor<T>(
  tab: Tab,
  what: string,
  fn: (...args: never[]) => T | Promise<T>,
  args: unknown[] = [],
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await tab.run(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Failed(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const waitForElement = (tab: Tab, find: Find, what = JSON.stringify(find)) =>
  waitFor(tab, what, (spec: Find) => __find(spec) !== null, [find]);
const hydrated = (tab: Tab) => waitFor(tab, "#root[data-hydrated]", () => document.querySelector("#root[data-hydrated]") !== null);
/**
 * Every deferred part has hydrated. A part waits to be seen; on a loaded machine the scroll
 * through the page can pass one before its intersection is delivered, so each part still waiting
 * is brought into view in turn, and must then hydrate.
 */
const deferredHydrated = (tab: Tab, what: string) =>
  waitFor(tab, what, () => {
    const waiting = [...document.querySelectorAll("[data-deferred]:not([data-hydrated])")];
    waiting[0]?.scrollIntoView({ block: "center" });
    return waiting.length === 0;
  });
const toast = (tab: Tab, text: string) =>
  waitFor(
    tab,
    `the toast "${text}"`,
    (t: string) => [...document.querySelectorAll("[data-sonner-toast]")].some((el) => el.textContent?.includes(t)),
    [text],
  );
const menuOpen = (tab: Tab) =>
  tab.run(() => {
    const nav = document.querySelector("nav[aria-label=Main]");
    return nav !== null && nav.getClientRects().length > 0 && getComputedStyle(nav).visibility !== "hidden";
  });
const pathOf = (tab: Tab) => tab.run(() => location.pathname);

/** Each in a tab of its own, closed afterwards whatever happens. */
async function inTab<T>(ctx: Context, options: Parameters<Engine["open"]>[0], body: (tab: Tab) => Promise<T>): Promise<T> {
  const tab = await ctx.engine.open(options);
  try {
    return await body(tab);
  } finally {
    await tab.close();
  }
}

/** Scrolls through the page so lazy images and deferred parts load, then back to the top. */
const scrollThrough = (tab: Tab) =>
  tab.run(async () => {
    const frame = () =>
      Promise.race([new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))), new Promise((r) => setTimeout(r, 500))]);
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });

async function everyRoute(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    const faults: string[] = [];
    for (const { path } of pageRoutes) {
      await tab.goto(ctx.origin + path);
      await hydrated(tab);
      await scrollThrough(tab);
      // Every deferred part has hydrated and every image has arrived (or failed).
      await deferredHydrated(tab, `${path}: deferred parts hydrated`);
      await waitFor(tab, `${path}: images settled`, () => [...document.images].every((img) => img.loading === "lazy" || img.complete));
      await tab.settled();
      const page = await tab.run(() => ({
        h1: document.querySelector("main h1, h1")?.textContent?.trim() ?? "",
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        width: window.innerWidth,
        brokenImages: [...document.images]
          .filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc !== "")
          .map((img) => img.currentSrc),
      }));
      if (!page.h1) faults.push(`${path}: no h1`);
      if (page.width !== 360) faults.push(`${path}: the viewport is ${page.width} px wide, not 360`);
      if (page.overflow > 0) faults.push(`${path}: scrolls sideways by ${page.overflow} px at 360 px`);
      for (const src of page.brokenImages) faults.push(`${path}: image did not load: ${src}`);
      for (const problem of [...tab.problems(), ...ctx.serverErrors()]) faults.push(`${path}: ${problem}`);
    }
    check(faults.length === 0, faults.join("\n"));
  });
}

const MENU_BUTTON: Find = { role: "button", name: "Menu" };
const menuLink = (name: string): Find => ({ role: "link", name, within: { css: "nav[aria-label=Main]" } });

/** Opens the menu, follows a link, then opens it again and closes it with Escape. */
async function useMenu(tab: Tab, from: string, to: { name: string; path: string }) {
  check(!(await menuOpen(tab)), `${from}: the menu shows before it is opened`);
  await tab.click(MENU_BUTTON);
  await waitFor(tab, "the menu to open", () => {
    const nav = document.querySelector("nav[aria-label=Main]");
    return nav !== null && nav.getClientRects().length > 0;
  });
  await tab.click(menuLink(to.name));
  await waitFor(tab, `the address ${to.path}`, (p: string) => location.pathname === p, [to.path]);
  await waitFor(tab, "the new page's heading", () => (document.querySelector("h1")?.textContent ?? "").length > 0);
  await waitFor(
    tab,
    "the menu to close after navigating",
    () => document.querySelector("nav[aria-label=Main]")?.getClientRects().length === 0,
  );
  await tab.click(MENU_BUTTON);
  await waitFor(tab, "the menu to open again", () => (document.querySelector("nav[aria-label=Main]")?.getClientRects().length ?? 0) > 0);
  const current = await tab.run(() => document.querySelector("nav[aria-label=Main] a[aria-current=page]")?.getAttribute("href") ?? null);
  check(current === to.path, `the menu marks ${current} as the current page, not ${to.path}`);
  await tab.pressEscape();
  await waitFor(tab, "Escape to close the menu", () => document.querySelector("nav[aria-label=Main]")?.getClientRects().length === 0);
}

async function menuBeforeAndAfterHydration(ctx: Context) {
  // Before hydration is the page as its HTML alone: with the page's scripts off it never hydrates.
  await inTab(ctx, { javaScript: false }, async (tab) => {
    await tab.goto(`${ctx.origin}/gallery`);
    check(!(await tab.run(() => document.querySelector("#root[data-hydrated]") !== null)), "the page hydrated with its scripts off");
    await useMenu(tab, "/gallery without scripts", { name: "Workroom", path: "/workroom" });
  });
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/gallery`);
    await hydrated(tab);
    // A client-side navigation keeps the document: this mark survives it, a full page load would not.
    await tab.run(() => ((window as unknown as { engineMark: number }).engineMark = 1));
    await useMenu(tab, "/gallery", { name: "Workroom", path: "/workroom" });
    check(
      await tab.run(() => (window as unknown as { engineMark?: number }).engineMark === 1),
      "the menu link loaded a new document instead of navigating on the client",
    );
    const problems = tab.problems();
    check(problems.length === 0, problems.join("\n"));
  });
}

async function theme(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/`);
    await hydrated(tab);
    const before = await tab.run(() => document.documentElement.classList.contains("dark"));
    await tab.click({ css: "[data-theme-toggle]" });
    await waitFor(tab, "the theme to flip", (was: boolean) => document.documentElement.classList.contains("dark") !== was, [before]);
    const stored = await tab.run(() => localStorage.getItem("theme"));
    check(stored === (before ? "light" : "dark"), `stored theme ${stored}`);
    await tab.reload();
    const after = await tab.run(() => document.documentElement.classList.contains("dark"));
    check(after === !before, "the theme did not survive a reload");
    await hydrated(tab);
    const pressed = await tab.run(() => document.querySelector("[data-theme-toggle]")?.getAttribute("aria-pressed"));
    check(pressed === String(!before), `the button says aria-pressed=${pressed}`);
  });
}

async function faq(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/wellness`);
    await hydrated(tab);
    // The sections above the FAQ skip their rendering until seen; seen once, they keep their size.
    await scrollThrough(tab);
    const count = await tab.run(() => document.querySelectorAll("details[name] > summary").length);
    check(count >= 2, `the FAQ has ${count} items`);
    const openOnes = () =>
      tab.run(() =>
        [...document.querySelectorAll("details[name]")].map((d, i) => ((d as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0),
      );
    await tab.click({ css: "details[name]:nth-of-type(1) > summary" });
    await waitFor(tab, "the first item to open", () => (document.querySelectorAll("details[name]")[0] as HTMLDetailsElement).open);
    const second = await tab.run(() => {
      const items = document.querySelectorAll("details[name]");
      items[1]!.setAttribute("data-engines-second", "");
      return items.length;
    });
    check(second >= 2, "no second item");
    await tab.click({ css: "[data-engines-second] > summary" });
    await waitFor(tab, "the second item to open", () => (document.querySelectorAll("details[name]")[1] as HTMLDetailsElement).open);
    const open = await openOnes();
    check(JSON.stringify(open) === "[1]", `open items: ${JSON.stringify(open)} (one at a time)`);
  });
}

const FORM = 'form[action="/api/wellness/interest"]';

async function wellnessForm(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/wellness`);
    await hydrated(tab);
    await tab.type({ css: `${FORM} input[name=email]` }, `engines-${ctx.engine.name}-${Date.now()}@example.com`);
    await tab.click({ css: `${FORM} button[type=submit]` });
    await toast(tab, "Welcome to the journey!");
    check((await pathOf(tab)) === "/wellness", "the page navigated instead of answering in place");
  });
  await inTab(ctx, { javaScript: false }, async (tab) => {
    await tab.goto(`${ctx.origin}/wellness`);
    await tab.type({ css: `${FORM} input[name=email]` }, `engines-nojs-${ctx.engine.name}-${Date.now()}@example.com`);
    await tab.click({ css: `${FORM} button[type=submit]` });
    // The hash is set as soon as the answer page starts loading, before its body is parsed and
    // styled (Firefox read an empty notice once), so wait for the notice itself to be shown.
    await waitFor(tab, "the form's answer page", () => location.hash === "#interest-joined");
    const notice = await waitFor(tab, "the notice the URL names, shown", () => {
      const el = document.getElementById("interest-joined");
      return document.readyState === "complete" && el !== null && el.getClientRects().length > 0 ? (el.textContent ?? "") : "";
    });
    check(notice.includes("Welcome to the journey!") && notice.includes("You've been added to our list"), `the notice reads "${notice}"`);
  });
}

const PASSWORD = "violet-lantern-orchard-42";

async function fill(tab: Tab, dialog: string, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await tab.type({ role: "field", name: label, within: { role: "dialog", name: dialog } }, value);
}

/** A free day of the shown month (or the next when this one has few left), in the phone's agenda list. */
async function freeDay(tab: Tab): Promise<string> {
  const loaded = () =>
    waitFor(
      tab,
      "the month's days",
      () =>
        document.querySelector("button[data-agenda-day]") !== null &&
        document.querySelector('button[data-agenda-state="loading"]') === null,
    );
  await loaded();
  const pick = () =>
    tab.run(() => {
      const free = [...document.querySelectorAll<HTMLElement>('button[data-agenda-state="free"]:not([disabled])')].filter(
        (b) => b.getClientRects().length > 0,
      );
      return free.length >= 3 ? free[Math.floor(Math.random() * Math.min(free.length, 10))]!.getAttribute("data-agenda-day") : null;
    });
  const day = await pick();
  if (day) return day;
  await tab.click({ role: "button", name: "Next month" });
  await new Promise((r) => setTimeout(r, 300));
  await loaded();
  const next = await pick();
  check(next, "no free day this month or the next");
  return next;
}

const dayState = (tab: Tab, day: string) =>
  tab.run((d: string) => {
    const b = [...document.querySelectorAll(`button[data-agenda-day="${d}"]`)].find((el) => el.getClientRects().length > 0);
    return b ? { state: b.getAttribute("data-agenda-state"), text: b.textContent ?? "" } : null;
  }, day);

async function calendar(ctx: Context) {
  const name = `Engine ${ctx.engine.name === "firefox" ? "Fox" : "Kit"} Teacher`;
  const email = `engines-${ctx.engine.name}-${Date.now()}@example.com`;
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/skool-calendar`);
    await hydrated(tab);
    await tab.click({ role: "button", name: "First Time? Sign Up" });
    await waitForElement(tab, { role: "dialog", name: "Instructor Sign Up" });
    await fill(tab, "Instructor Sign Up", { Name: name, Email: email, Password: PASSWORD, "Invite Code": ctx.inviteCode() });
    await tab.click({ role: "button", name: "Sign Up", within: { role: "dialog", name: "Instructor Sign Up" } });
    await waitForElement(tab, { role: "heading", name: `Welcome, ${name}!` }, "the welcome card after signing up");

    // Log out and in again: the session the calendar uses is the login's.
    await tab.click({ role: "button", name: "Logout" });
    await waitForElement(tab, { role: "heading", name: "Instructor Access" }, "the access card after logging out");
    await tab.click({ role: "button", name: "Login" });
    await waitForElement(tab, { role: "dialog", name: "Instructor Login" });
    await fill(tab, "Instructor Login", { Email: email, Password: PASSWORD });
    await tab.click({ role: "button", name: "Login", within: { role: "dialog", name: "Instructor Login" } });
    await waitForElement(tab, { role: "heading", name: `Welcome, ${name}!` }, "the welcome card after logging in");

    const day = await freeDay(tab);
    await tab.click({ css: `button[data-agenda-day="${day}"]` });
    const add = { role: "dialog", name: "Add Course Details" } as const;
    await waitForElement(tab, add);
    await fill(tab, "Add Course Details", { "Course Title": "Engines Check" });
    // The driver's own select: the first hour on offer, as a person picking from the list would.
    await tab.run(() => {
      const select = [...document.querySelectorAll("select")].find((s) => s.getClientRects().length > 0)!;
      const option = [...select.options].find((o) => o.value && !o.disabled)!;
      select.value = option.value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await tab.click({ role: "button", name: "Save Course", within: add });
    await toast(tab, "Slot claimed!");
    await waitFor(
      tab,
      "the day to be mine",
      (d: string) => document.querySelector(`button[data-agenda-day="${d}"][data-agenda-state="mine"]`) !== null,
      [day],
    );

    await tab.reload();
    await hydrated(tab);
    await waitFor(
      tab,
      "the day to still be mine after a reload",
      (d: string) => document.querySelector(`button[data-agenda-day="${d}"][data-agenda-state="mine"]`) !== null,
      [day],
      20_000,
    ).catch(async () => {
      // The day may be in next month's page of the calendar.
      await tab.click({ role: "button", name: "Next month" });
      await waitFor(
        tab,
        "the day to still be mine after a reload",
        (d: string) => document.querySelector(`button[data-agenda-day="${d}"][data-agenda-state="mine"]`) !== null,
        [day],
      );
    });
    const mine = await dayState(tab, day);
    check(mine?.text.includes("Engines Check"), `the day reads "${mine?.text}"`);

    await tab.click({ css: `button[data-agenda-day="${day}"]` });
    const edit = { role: "dialog", name: "Edit Your Teaching Slot" } as const;
    await waitForElement(tab, edit);
    await tab.click({ role: "button", name: "Delete Slot", within: edit });
    await toast(tab, "Slot removed");
    await waitFor(
      tab,
      "the day to be free again",
      (d: string) => document.querySelector(`button[data-agenda-day="${d}"][data-agenda-state="free"]`) !== null,
      [day],
    );

    await tab.click({ role: "button", name: "Logout" });
    await toast(tab, "Logged out");
    await waitForElement(tab, { role: "heading", name: "Instructor Access" });
    const me = await tab.run(() => fetch("/api/instructor/me").then((r) => r.status));
    check(me === 401, `after logout /api/instructor/me answers ${me}`);
  });
}

async function porch(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/`);
    await hydrated(tab);
    await tab.run(() => document.querySelector("[data-testid=porch-panel]")?.scrollIntoView());
    await waitFor(tab, "the Porch to hydrate", () => document.querySelector('[data-testid=porch-panel][data-hydrated="true"]') !== null);
    const panel = { css: "[data-testid=porch-panel]" };
    await tab.click({ role: "button", name: "Job Assistance", within: panel });
    await waitFor(
      tab,
      "the quick action's answer",
      (i: number) =>
        (document.querySelectorAll("[data-testid=porch-messages] li[data-role]")[i]?.textContent ?? "").includes("CareerOneStop"),
      [1],
    );

    await tab.type({ role: "field", name: "Your message" }, "i dont want to live anymore");
    await tab.click({ role: "button", name: "Send", within: panel });
    await waitFor(tab, "the crisis answer", () =>
      (document.querySelectorAll("[data-testid=porch-messages] li[data-role]")[3]?.textContent ?? "").includes("Your safety comes first."),
    );
    const hrefs = await tab.run(() =>
      [...document.querySelectorAll("[data-testid=porch-messages] li[data-role]")[3]!.querySelectorAll("a")].map((a) =>
        a.getAttribute("href"),
      ),
    );
    const first = hrefs.slice(0, 3).sort();
    check(
      JSON.stringify(first) === JSON.stringify(["https://988lifeline.org", "tel:911", "tel:988"]),
      `the crisis answer's first links: ${hrefs.slice(0, 3).join(", ")}`,
    );
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function axe(ctx: Context) {
  // A preload script defines axe in every document, as its <script> would: Firefox 140.12 blocks
  // an eval() in the page under its CSP, so the source is no longer evaluated from the page.
  await inTab(ctx, { beforeScripts: axeSource }, async (tab) => {
    const found: string[] = [];
    for (const path of ["/", "/skool-calendar", "/wellness/finding-me"]) {
      await tab.goto(ctx.origin + path);
      await hydrated(tab);
      await scrollThrough(tab);
      await deferredHydrated(tab, "deferred parts");
      const violations = await tab.run(async () => {
        const result = await (
          window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
        ).axe.run();
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
      for (const v of violations) found.push(`${path} ${v}`);
    }
    check(found.length === 0, found.join("\n"));
  });
}

/**
 * No engine here lacks `popover` (Firefox 153, WebKitGTK 2.50 and Chromium all have it), so the
 * menu's fallback is proven in Firefox with the feature taken away before the page's scripts run:
 * the API is deleted and every click on a `popovertarget` button has its default action (the
 * native toggle) cancelled, as in an engine that does not know the attribute.
 */
const withoutPopover = `
  for (const key of ["popover", "showPopover", "hidePopover", "togglePopover"]) delete HTMLElement.prototype[key];
  for (const key of ["popoverTargetElement", "popoverTargetAction"]) delete HTMLButtonElement.prototype[key];
  document.addEventListener("click", (e) => { if (e.target.closest && e.target.closest("[popovertarget]")) e.preventDefault(); }, true);
`;

async function menuWithoutPopover(ctx: Context) {
  await inTab(ctx, { beforeScripts: withoutPopover }, async (tab) => {
    await tab.goto(`${ctx.origin}/gallery`);
    check(await tab.run(() => !("popover" in HTMLElement.prototype)), "popover is still there");
    // Before hydration the inline fallback already answers the button.
    await useMenu(tab, "/gallery without popover", { name: "Workroom", path: "/workroom" });
    await hydrated(tab);
    await useMenu(tab, "/workroom without popover, hydrated", { name: "Gallery", path: "/gallery" });
    const problems = tab.problems();
    check(problems.length === 0, problems.join("\n"));
  });
}

/**
 * The owner previews the site at `npm start`'s plain-HTTP address, perhaps in Safari. WebKit once
 * loaded nothing there (a CSP directive it applies to http://localhost): the page must hydrate,
 * show its pictures and let an instructor log in.
 */
async function plainHttpPreview(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.localOrigin}/skool-calendar`);
    await hydrated(tab);
    await scrollThrough(tab);
    await waitFor(tab, "images settled", () => [...document.images].every((img) => img.loading === "lazy" || img.complete));
    const broken = await tab.run(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc),
    );
    check(broken.length === 0, `images did not load: ${broken.join(", ")}`);
    await tab.click({ role: "button", name: "Login" });
    await waitForElement(tab, { role: "dialog", name: "Instructor Login" });
    await fill(tab, "Instructor Login", { Email: "demo@soulcode.studio", Password: "golden-hour-classroom" });
    await tab.click({ role: "button", name: "Login", within: { role: "dialog", name: "Instructor Login" } });
    await waitForElement(tab, { role: "heading", name: "Welcome, Amara Okafor!" }, "the welcome card after logging in");
  });
}

/** WebKit has no `scheduler.yield`: the deferred parts, which yield between slices, must hydrate anyway. */
async function yieldWithoutScheduler(ctx: Context) {
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/`);
    check(
      await tab.run(() => typeof (globalThis as { scheduler?: { yield?: unknown } }).scheduler?.yield !== "function"),
      "this engine has scheduler.yield now: prove the fallback elsewhere",
    );
    await hydrated(tab);
    await scrollThrough(tab);
    const parts = await tab.run(() => document.querySelectorAll("[data-deferred]").length);
    check(parts > 0, "no deferred part on /");
    await deferredHydrated(tab, "every deferred part to hydrate");
  });
}

/**
 * The owner's console (/owner). Firefox ESR has WebAuthn, so it opens the sign-in screen: a passkey
 * row is put in the engine's D1 first (registering one needs an authenticator, which Firefox's
 * WebDriver BiDi cannot simulate), so the console offers to sign in rather than to set up.
 * WebKitGTK has no PublicKeyCredential: the console says in a sentence that this browser cannot
 * sign in with a passkey, and points to another browser or the commands.
 */
async function ownerConsole(ctx: Context) {
  if (ctx.engine.name === "firefox") {
    d1Execute(
      "INSERT OR IGNORE INTO owner_passkeys (id, public_key, label) VALUES ('engines-placeholder', 'AA', 'Engines check')",
      localTarget(ctx.persistDir),
    );
  }
  await inTab(ctx, {}, async (tab) => {
    await tab.goto(`${ctx.origin}/owner`);
    await hydrated(tab);
    if (ctx.engine.name === "webkit") {
      check(
        await tab.run(() => typeof window.PublicKeyCredential === "undefined"),
        "WebKitGTK has PublicKeyCredential now: check the console's sign-in here instead",
      );
      const sentence = await waitFor(
        tab,
        "the sentence about passkeys",
        () => document.querySelector("[data-testid=owner-no-passkeys]")?.textContent?.replace(/\s+/g, " ") ?? "",
      );
      check(
        sentence.includes("This browser cannot sign in with a passkey") && sentence.includes("npm run"),
        `the console says "${sentence}"`,
      );
      check(
        await tab.run(() => document.querySelector("main input, main form") === null),
        "the console offers a form this browser cannot use",
      );
    } else {
      check(await tab.run(() => typeof window.PublicKeyCredential === "function"), "Firefox has no PublicKeyCredential");
      await waitForElement(tab, { role: "heading", name: "Sign in" }, "the console's sign-in screen");
      await waitForElement(tab, { role: "button", name: "Sign in with a passkey" });
      const problems = [...tab.problems(), ...ctx.serverErrors()];
      check(problems.length === 0, problems.join("\n"));
    }
  });
}

export const journeys: Journey[] = [
  { name: `every route: its h1, no console error or failed request, no sideways scroll at 360 px`, run: everyRoute },
  { name: "the menu opens, navigates and closes, before and after hydration", run: menuBeforeAndAfterHydration },
  { name: "the theme flips and survives a reload", run: theme },
  { name: "the FAQ keeps one item open at a time", run: faq },
  { name: "the wellness form answers, with JavaScript and without", run: wellnessForm },
  { name: "calendar: sign up, log in, claim, reload, release, log out", run: calendar },
  { name: "the Porch: a quick action answers, a crisis message puts the crisis lines first", run: porch },
  { name: "axe finds nothing on /, /skool-calendar, /wellness/finding-me", engines: ["firefox"], run: axe },
  { name: "fallback: the menu works without popover", engines: ["firefox"], run: menuWithoutPopover },
  { name: "npm start's plain-HTTP address: hydrated, pictures, log in", engines: ["webkit"], run: plainHttpPreview },
  { name: "fallback: the deferred parts hydrate without scheduler.yield", engines: ["webkit"], run: yieldWithoutScheduler },
  { name: "the owner console: Firefox opens its sign-in screen; WebKitGTK, without WebAuthn, says so in a sentence", run: ownerConsole },
];
