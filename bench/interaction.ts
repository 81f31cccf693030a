/**
 * Interaction timings on an emulated phone: Chromium with CDP throttling (4x CPU, 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up), each run in a fresh browser with a time limit (a hung run is
 * repeated). Latency of a tap = its INP as the `web-vitals` library reports it (onINP with
 * reportAllChanges: input to the next paint, the Event Timing API's duration), injected into the
 * page by the browser (addInitScript), never part of the site's bundle. Also: the JavaScript a
 * page has fetched once a visitor has used it (gzip, target <= 145 kB), and each route's longest
 * main-thread task after first paint (the Long Tasks API, target <= 200 ms). An early tap on a native
 * control, and a client-side navigation, are timed inside the page: from the tap's `pointerdown`
 * to two frames after its result is on screen.
 *
 *   npx tsx bench/interaction.ts http://127.0.0.1:8806 [runs]
 *   npx tsx bench/interaction.ts http://127.0.0.1:8806 5 --only "theme toggle"
 *
 * `--only TEXT` runs just the scenarios whose name contains TEXT and skips the JavaScript-once-used
 * pages, so one figure can be measured before and after a change without the whole list.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/lib/chromium";
import { isMainModule } from "../scripts/lib/script-main";
import { sizes } from "./first-load";
import { emulateSlowLink } from "./slow-link";
import { median } from "./lighthouse";
import { pageRoutes } from "../web/src/shell/route-table";

/** `target` undefined: a figure reported for information, with no verdict. */
export type Scenario = { name: string; target?: number; measure: (page: Page, origin: string) => Promise<number> };
export type InteractionFigures = { name: string; target?: number; runs: number[]; median: number };
export type InteractedJs = { route: string; gzip: number; files: number; target: number };

const RUN_LIMIT_MS = 90_000;
const INTERACTED_JS_TARGET = 145_000;
/** No main-thread task after first paint longer than this, on any route. */
const LONG_TASK_TARGET_MS = 200;

// The package's exports do not list the IIFE build: found next to its ES build (dist/).
const webVitalsIife = readFileSync(join(dirname(createRequire(import.meta.url).resolve("web-vitals")), "web-vitals.iife.js"), "utf8");

// Before any page script: web-vitals' INP for every change (kept in sessionStorage too, so a tap
// that posts a form and loads the next page is still reported there), and when #root gets
// data-hydrated.
const observerScript = `
  ${webVitalsIife}
  window.__interactions = JSON.parse(sessionStorage.getItem("__benchInp") || "[]");
  webVitals.onINP((metric) => {
    window.__interactions.push(metric.value);
    sessionStorage.setItem("__benchInp", JSON.stringify(window.__interactions));
  }, { reportAllChanges: true, durationThreshold: 0 });
  addEventListener("pointerdown", (e) => { window.__pointerdownAt = e.timeStamp; }, true);
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((_, observer) => {
    if (document.getElementById("root")?.hasAttribute("data-hydrated")) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
`;

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await emulateSlowLink(cdp);
}

/**
 * The page's INP (its longest interaction so far), once web-vitals has reported it and no report
 * has followed for a second. One tap can be reported twice: its pointer events often get a frame
 * of their own before the click is dispatched, so web-vitals first reports their 8-40 ms and only
 * later the click's full duration. Reading at the first report took the pointer events' figure in
 * some runs (the theme tap: 8 and 24 ms among runs of 200-300 ms, on the same build).
 */
async function lastInteraction(page: Page): Promise<number> {
  type Reports = { __interactions: number[]; __seen?: number; __seenAt?: number };
  await page.waitForFunction(() => (window as unknown as Reports).__interactions.length > 0, null, { timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const w = window as unknown as Reports;
      if (w.__seen !== w.__interactions.length) {
        w.__seen = w.__interactions.length;
        w.__seenAt = performance.now();
      }
      return performance.now() - (w.__seenAt ?? 0) >= 1000;
    },
    null,
    { timeout: 20_000, polling: 100 },
  );
  return page.evaluate(() => Math.max(...(window as unknown as Reports).__interactions));
}

const hydrated = (page: Page) => page.waitForSelector("#root[data-hydrated]", { state: "attached", timeout: 60_000 });

/** The page and the innermost deferred part's box holding `selector` (if it is in one) have hydrated. */
async function hydratedAround(page: Page, selector: string): Promise<void> {
  await hydrated(page);
  // A visitor scrolls to a part before using it, and a part far below the screen hydrates only then.
  await page.locator(selector).first().scrollIntoViewIfNeeded({ timeout: 60_000 });
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      const part = el?.closest("[data-deferred]");
      return el !== null && (!part || part.hasAttribute("data-hydrated"));
    },
    selector,
    { timeout: 60_000 },
  );
}

/**
 * Milliseconds from the last `pointerdown` to two frames after `shown` (a predicate, as page
 * source) first holds: the result painted, timed inside the page.
 */
function shownAfterTap(page: Page, shown: string): Promise<number> {
  // Page source as text: tsx wraps a named inner function in a `__name` helper the page lacks.
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (!(${shown})) return requestAnimationFrame(check);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.__pointerdownAt)));
    };
    check();
  })`) as Promise<number>;
}

/** A tap on `selector` as soon as it is painted (before hydration), on `path`, until `shown` holds. */
const earlyTap = (name: string, path: string, selector: string, shown: string): Scenario => ({
  name: `early tap: ${name}`,
  target: 150,
  async measure(page, origin) {
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    const before = await page
      .locator(selector)
      .first()
      .evaluate((_, test) => new Function(`return (${test})`)(), shown);
    if (before) throw new Error(`${name}: the result shows before the tap`);
    await page.locator(selector).first().tap({ timeout: 30_000 });
    return shownAfterTap(page, shown);
  },
});

/** A tap on `selector` after the page has hydrated. */
const afterHydration = (name: string, path: string, selector: string): Scenario => ({
  name: `INP after hydration: ${name}`,
  target: 200,
  async measure(page, origin) {
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await hydratedAround(page, selector);
    await page.locator(selector).first().tap({ timeout: 30_000 });
    return lastInteraction(page);
  },
});

/** An early tap on the wellness form's submit (a native POST, answered by the next page). */
const earlySubmit: Scenario = {
  name: "early tap: wellness submit (INP, info)",
  async measure(page, origin) {
    await page.goto(`${origin}/wellness`, { waitUntil: "commit" });
    const form = page.locator('form[action="/api/wellness/interest"]').first();
    await form
      .locator('input[type="email"]')
      .fill(`bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, { timeout: 30_000 });
    await form.locator('button[type="submit"]').tap({ timeout: 30_000 });
    return lastInteraction(page);
  },
};

// The calendar's Login button (the first dialog trigger on the page).
const LOGIN = 'button[aria-haspopup="dialog"]';

/** Tap to the Login dialog on screen (its code loads on intent): for information, Playwright's round trip included. */
const loginShown: Scenario = {
  name: "tap to Login dialog shown (info)",
  async measure(page, origin) {
    await page.goto(`${origin}/skool-calendar`, { waitUntil: "load" });
    await hydratedAround(page, LOGIN);
    const start = await page.evaluate(() => performance.now());
    await page.getByRole("button", { name: "Login", exact: true }).tap({ timeout: 30_000 });
    await page.getByRole("dialog", { name: "Instructor Login" }).waitFor({ timeout: 30_000 });
    return (await page.evaluate(() => performance.now())) - start;
  },
};

/** A Porch quick action once the Porch panel (a deferred part on Home, loaded when near the viewport) has hydrated. */
const porchQuickAction: Scenario = {
  name: "INP after hydration: Porch quick action",
  target: 200,
  async measure(page, origin) {
    await page.goto(`${origin}/`, { waitUntil: "load" });
    const action = page.getByTestId("porch-panel").locator("button[data-code]").first();
    await action.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await hydratedAround(page, '[data-testid="porch-panel"] button[data-code]');
    await action.tap({ timeout: 30_000 });
    return lastInteraction(page);
  },
};

/** After hydration, the menu's Meet link on `/` until the Meet page's heading is on screen. */
const navigateToMeet: Scenario = {
  name: "client navigation / to /meet",
  target: 500,
  async measure(page, origin) {
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("button", { name: "Menu", exact: true }).tap({ timeout: 30_000 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Meet", exact: true }).tap({ timeout: 30_000 });
    const ms = await shownAfterTap(page, `location.pathname === "/meet" && document.querySelector("h1#meet-title") !== null`);
    const documents = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    if (documents !== 1) throw new Error("the Meet page was loaded as a new document, not navigated to");
    return ms;
  },
};

/**
 * A route's longest main-thread task after its first contentful paint, from the load through its
 * hydration and its deferred parts', until the page has been at rest for a second.
 */
const longestTaskAfterPaint = (route: string): Scenario => ({
  name: `longest task after first paint: ${route}`,
  target: LONG_TASK_TARGET_MS,
  async measure(page, origin) {
    await page.goto(`${origin}${route}`, { waitUntil: "load" });
    await hydrated(page);
    // Parts far from the screen wait for the visitor (data-near="no"): the load alone never hydrates them.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-deferred]:not([data-hydrated]):not([data-near="no"])').length === 0,
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    return page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      return Math.max(0, ...tasks.filter((t) => t.start >= paint).map((t) => t.duration));
    });
  },
});

export const scenarios: Scenario[] = [
  {
    name: "time to hydrated: /",
    target: 1600,
    async measure(page, origin) {
      await page.goto(`${origin}/`, { waitUntil: "commit" });
      await hydrated(page);
      return page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);
    },
  },
  earlyTap("menu", "/", 'button[aria-label="Menu"]', `document.querySelector("nav[popover]").matches(":popover-open")`),
  earlyTap("FAQ item", "/wellness", "details summary", `document.querySelector("details").open`),
  earlyTap("theme toggle", "/", 'button[aria-label="Dark theme"]', `document.documentElement.classList.contains("dark")`),
  earlySubmit,
  afterHydration("menu", "/", 'button[aria-label="Menu"]'),
  afterHydration("calendar month switch", "/skool-calendar", 'button[aria-label="Next month"]:not([disabled])'),
  afterHydration("open the Login dialog", "/skool-calendar", LOGIN),
  loginShown,
  porchQuickAction,
  navigateToMeet,
  // The not-found page as a visitor meets it: at an unknown path, with status 404.
  ...[...pageRoutes.map((p) => p.path), "/no-such-page"].map(longestTaskAfterPaint),
];

/** One run in a fresh browser, with a time limit; a run that fails or hangs is tried twice more. */
async function runOnce(scenario: Scenario, origin: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
    let timer: NodeJS.Timeout | undefined;
    try {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      await context.addInitScript(observerScript);
      const page = await context.newPage();
      await throttle(page);
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no result within ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
      });
      return await Promise.race([scenario.measure(page, origin), limit]);
    } catch (error) {
      if (attempt >= 3) throw new Error(`${scenario.name}: ${(error as Error).message}`);
      console.warn(`${scenario.name}: run failed (${(error as Error).message.split("\n")[0]}), repeating`);
    } finally {
      clearTimeout(timer);
      await browser.close().catch(() => undefined);
    }
  }
}

/** `only`: the scenarios whose name contains the text, or for which the function says true. */
export async function measureInteractions(
  origin: string,
  runs = 5,
  only?: string | ((name: string) => boolean),
): Promise<InteractionFigures[]> {
  const out: InteractionFigures[] = [];
  const wanted = (name: string) => (only === undefined ? true : typeof only === "string" ? name.includes(only) : only(name));
  for (const scenario of scenarios.filter((s) => wanted(s.name))) {
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await runOnce(scenario, origin));
    out.push({ name: scenario.name, target: scenario.target, runs: values, median: median(values) });
  }
  return out;
}

/**
 * JavaScript fetched once a visitor has used the page (gzip -9 of the same files, as the first
 * load): scrolled to the bottom in steps (deferred parts load near the viewport), the menu
 * opened, and on the calendar the Login dialog opened; then until the network is idle. Sizes do
 * not depend on timing, so one run per page, unthrottled.
 */
export async function measureInteractedJs(origin: string, routes: string[]): Promise<InteractedJs[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const out: InteractedJs[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.origin === new URL(origin).origin && url.pathname.endsWith(".js")) files.add(url.pathname);
      });
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await hydrated(page);
      for (let y = 0; y < 40; y++) {
        const atBottom = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(150);
        if (atBottom) break;
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Menu", exact: true }).tap();
      await page.keyboard.press("Escape");
      const login = page.getByRole("button", { name: "Login", exact: true });
      if (await login.count()) {
        await login.tap();
        await page.getByRole("dialog", { name: "Instructor Login" }).waitFor();
      }
      await page.waitForLoadState("networkidle");
      await context.close();
      out.push({ route, gzip: [...files].reduce((n, f) => n + sizes(f).gzip, 0), files: files.size, target: INTERACTED_JS_TARGET });
    }
    return out;
  } finally {
    await browser.close();
  }
}

export function formatInteractions(figures: InteractionFigures[], interacted: InteractedJs[] = []): string {
  const rows = figures.map((f) => {
    const verdict = f.target === undefined ? "(no target)" : `target <= ${f.target} ms  ${f.median <= f.target ? "ok" : "MISSED"}`;
    return `${f.name.padEnd(46)} ${`${Math.round(f.median)} ms`.padStart(8)}  (${Math.round(Math.min(...f.runs))}-${Math.round(Math.max(...f.runs))} ms)  ${verdict}`;
  });
  const js = interacted.map(
    (j) =>
      `${`JS once interacted: ${j.route}`.padEnd(46)} ${`${(j.gzip / 1000).toFixed(1)} kB`.padStart(8)}  (${j.files} files)  target <= ${j.target / 1000} kB  ${j.gzip <= j.target ? "ok" : "MISSED"}`,
  );
  return [
    "Interactions (emulated phone: 4x CPU, 150 ms RTT, 1.6 Mbit/s; INP by web-vitals; median of runs, min-max):",
    ...rows,
    ...(js.length ? ["", "JavaScript fetched once a visitor has used the page (gzip -9):", ...js] : []),
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  const onlyAt = process.argv.indexOf("--only");
  const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
  const [origin, runs] = process.argv.slice(2).filter((_, i) => onlyAt < 0 || (i + 2 !== onlyAt && i + 2 !== onlyAt + 1));
  if (!origin || (onlyAt >= 0 && !only))
    throw new Error('usage: npx tsx bench/interaction.ts <origin> [runs] [--only "scenario name part"]');
  if (!scenarios.some((s) => only === undefined || s.name.includes(only))) throw new Error(`no scenario's name contains "${only}"`);
  const { prerenderedRoutes } = await import("./first-load");
  const interacted = only === undefined ? await measureInteractedJs(origin, [...prerenderedRoutes(), "/404"]) : [];
  const figures = await measureInteractions(origin, Number(runs ?? 5), only);
  console.log(formatInteractions(figures, interacted));
}
