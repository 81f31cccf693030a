/**
 * Interaction timings on an emulated phone: Chromium with CDP throttling (4x CPU, 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up), each run in a fresh browser with a time limit (a hung run is
 * repeated). Latency of a tap = the Event Timing API's duration for that interaction (input to
 * the next paint), the figure INP is made of.
 *
 *   npx tsx bench/interaction.ts http://127.0.0.1:8806 [runs]
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/lib/chromium";
import { isMainModule } from "../scripts/lib/script-main";
import { median } from "./lighthouse";

export type Scenario = { name: string; target: number; measure: (page: Page, origin: string) => Promise<number> };
export type InteractionFigures = { name: string; target: number; runs: number[]; median: number };

const RUN_LIMIT_MS = 90_000;

// Before any page script: record every interaction's longest event duration and when #root gets
// data-hydrated.
const observerScript = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push(e.duration);
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
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
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: (750e3 / 8) * 0.9,
  });
}

/** The longest interaction since the page loaded, once the browser has reported it. */
async function lastInteraction(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __interactions: number[] }).__interactions.length > 0, null, { timeout: 20_000 });
  return page.evaluate(() => Math.max(...(window as unknown as { __interactions: number[] }).__interactions));
}

const hydrated = (page: Page) => page.waitForSelector("#root[data-hydrated]", { state: "attached", timeout: 60_000 });

/** A tap on `selector` as soon as it is painted (before hydration), on `path`. */
const earlyTap = (name: string, path: string, selector: string): Scenario => ({
  name: `early tap: ${name}`,
  target: 100,
  async measure(page, origin) {
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    await page.locator(selector).first().tap({ timeout: 30_000 });
    return lastInteraction(page);
  },
});

/** A tap on `selector` after the page has hydrated. */
const afterHydration = (name: string, path: string, selector: string): Scenario => ({
  name: `INP after hydration: ${name}`,
  target: 200,
  async measure(page, origin) {
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await hydrated(page);
    await page.locator(selector).first().tap({ timeout: 30_000 });
    return lastInteraction(page);
  },
});

export const scenarios: Scenario[] = [
  {
    name: "time to hydrated: /",
    target: 2000,
    async measure(page, origin) {
      await page.goto(`${origin}/`, { waitUntil: "commit" });
      await hydrated(page);
      return page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);
    },
  },
  earlyTap("menu", "/", 'button[aria-label="Menu"]'),
  earlyTap("FAQ item", "/wellness", "details summary"),
  earlyTap("theme toggle", "/", 'button[aria-label="Dark theme"]'),
  afterHydration("menu", "/", 'button[aria-label="Menu"]'),
  afterHydration("calendar month switch", "/skool-calendar", 'button[aria-label="Next month"]:not([disabled])'),
];

/** One run in a fresh browser, with a time limit; a run that fails or hangs is tried twice more. */
async function runOnce(scenario: Scenario, origin: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
    let timer: NodeJS.Timeout | undefined;
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
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

export async function measureInteractions(origin: string, runs = 5): Promise<InteractionFigures[]> {
  const out: InteractionFigures[] = [];
  for (const scenario of scenarios) {
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await runOnce(scenario, origin));
    out.push({ name: scenario.name, target: scenario.target, runs: values, median: median(values) });
  }
  return out;
}

export function formatInteractions(figures: InteractionFigures[]): string {
  const rows = figures.map((f) => {
    const ok = f.median <= f.target ? "ok" : "MISSED";
    return `${f.name.padEnd(46)} ${`${Math.round(f.median)} ms`.padStart(8)}  (${Math.round(Math.min(...f.runs))}-${Math.round(Math.max(...f.runs))} ms)  target <= ${f.target} ms  ${ok}`;
  });
  return ["Interactions (emulated phone: 4x CPU, 150 ms RTT, 1.6 Mbit/s; median of runs, min-max):", ...rows].join("\n");
}

if (isMainModule(import.meta.url)) {
  const origin = process.argv[2];
  if (!origin) throw new Error("usage: npx tsx bench/interaction.ts <origin> [runs]");
  const figures = await measureInteractions(origin, Number(process.argv[3] ?? 5));
  console.log(formatInteractions(figures));
}
