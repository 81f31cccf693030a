/**
 * The two other browser engines, from Debian's packages (no browser download): Firefox ESR through
 * WebDriver BiDi (puppeteer-core starts it) and WebKitGTK's MiniBrowser through WebKitWebDriver's
 * classic W3C WebDriver (webdriverio speaks it), under Xvfb (MiniBrowser needs a display). Both are driven through one
 * small `Tab`, so every journey is written once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Key, remote } from "webdriverio";
import { freePort } from "../../scripts/lib/built-server";
import { findElement, type Find } from "./find";

export const FIREFOX = "/usr/bin/firefox-esr";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const VIEWPORT = { width: 360, height: 760 };

export type EngineName = "firefox" | "webkit";

export interface Tab {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page (awaiting a promise it returns); `__find(spec)` is there for it. */
  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** A click by the driver (pointer events at the element's centre), on the element `find` names. */
  click(find: Find): Promise<void>;
  /** Keystrokes by the driver into the element `find` names. */
  type(find: Find, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Console errors, uncaught errors and failed requests the driver saw since the last call. */
  problems(): string[];
  /** Resolves when no request the driver can see is still open. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export type TabOptions = {
  /** JavaScript off: the page is its HTML alone (a visitor without scripts, or before hydration). */
  javaScript?: boolean;
  /** Source run in every document before the page's own scripts (Firefox only: classic WebDriver has no such hook). */
  beforeScripts?: string;
};

export interface Engine {
  name: EngineName;
  version: string;
  /** Whether the driver reports console messages (WebKitWebDriver has no log to read). */
  seesConsole: boolean;
  open(options?: TabOptions): Promise<Tab>;
  close(): Promise<void>;
}

/**
 * The script text both drivers send: `fn` called with `args`, with the page-side helpers in scope.
 * Not wrapped in an async function: in a Firefox tab with JavaScript off, the driver's script runs
 * but no promise job or timer in the page ever does, so only a synchronous `fn` can answer there.
 */
function pageCall(fn: (...args: never[]) => unknown, args: unknown[]): string {
  // tsx names functions with `__name(...)` calls; in the page that is a no-op.
  return `(() => { const __name = (f) => f; const __find = (${findElement.toString()}); return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/**
 * Picks the element by marking it, so the driver can address it with a plain CSS selector, and
 * scrolls it to the middle of the screen, clear of the sticky header. Sections above it that
 * skipped their rendering (content-visibility) take their real height once seen and push it down:
 * scroll again until it stays put, waiting on the driver's side (see pageCall).
 */
async function mark(tab: Pick<Tab, "run">, find: Find): Promise<string> {
  const id = String(Math.random()).slice(2);
  const selector = `[data-engines-pick="${id}"]`;
  const centre = (s: string) => {
    const el = document.querySelector(s)!;
    el.scrollIntoView({ block: "center", behavior: "instant" });
    return el.getBoundingClientRect().top;
  };
  const found = await tab.run(
    (spec: Find, pick: string) => {
      const el = __find(spec);
      if (!el) return false;
      el.setAttribute("data-engines-pick", pick);
      return true;
    },
    find,
    id,
  );
  if (!found) throw new Error(`no element for ${JSON.stringify(find)}`);
  let top = await tab.run(centre, selector);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const next = await tab.run(centre, selector);
    if (next === top) break;
    top = next;
  }
  return selector;
}

declare global {
  // Defined by pageCall for the functions run in the page.
  var __find: (spec: Find) => HTMLElement | null;
}

// ---------------------------------------------------------------- Firefox (WebDriver BiDi)

class FirefoxTab implements Tab {
  private seen: string[] = [];
  private open = new Set<unknown>();
  constructor(
    private page: Page,
    private javaScript: boolean,
  ) {
    page.on("console", (m) => {
      if (m.type() === "error") this.seen.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => this.seen.push(`uncaught: ${(e as Error).message ?? e}`));
    page.on("request", (r) => this.open.add(r));
    page.on("requestfinished", (r) => this.open.delete(r));
    page.on("requestfailed", (r) => {
      this.open.delete(r);
      this.seen.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400) this.seen.push(`${r.status()}: ${r.url()}`);
    });
  }
  async goto(url: string) {
    await this.page.goto(url, { waitUntil: "load" });
  }
  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }
  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    // With JavaScript off, Firefox runs no script in the page's own world; the driver's world
    // (puppeteer's isolated realm) still sees the same DOM.
    const realm = this.javaScript ? this.page.mainFrame() : (this.page.mainFrame() as unknown as { isolatedRealm(): Page }).isolatedRealm();
    return realm.evaluate(pageCall(fn, args)) as Promise<T>;
  }
  async click(find: Find) {
    for (let attempt = 1; ; attempt++) {
      const selector = await mark(this, find);
      const box = await this.run((s: string) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }, selector);
      try {
        return await this.page.mouse.click(box.x, box.y);
      } catch (error) {
        // The page moved it out of view between the two steps (a late layout shift): aim again.
        if (attempt >= 3 || !/out of bounds/.test((error as Error).message)) throw error;
      }
    }
  }
  async type(find: Find, text: string) {
    await this.click(find);
    await this.page.keyboard.type(text);
  }
  async pressEscape() {
    await this.page.keyboard.press("Escape");
  }
  problems() {
    return this.seen.splice(0);
  }
  async settled() {
    const deadline = Date.now() + 10_000;
    while (this.open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
  async close() {
    await this.page.close();
  }
}

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox ESR is not installed (${FIREFOX}): apt-get install firefox-esr`);
  // One browser per kind of tab: JavaScript is a browser-wide preference in Firefox.
  const launch = (javaScript: boolean) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      // The suite stops Firefox with everything else it started, and exits with the signal's code.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      defaultViewport: VIEWPORT,
      // A driver call that hangs fails its journey in half a minute, not puppeteer's three.
      protocolTimeout: 30_000,
      extraPrefsFirefox: {
        "javascript.enabled": javaScript,
        // Offline machine: no update, telemetry or remote settings traffic in the way.
        "app.update.enabled": false,
        "datareporting.policy.dataSubmissionEnabled": false,
      },
    });
  const browsers = new Map<boolean, Promise<Browser>>();
  const browser = (javaScript: boolean) => {
    if (!browsers.has(javaScript)) browsers.set(javaScript, launch(javaScript));
    return browsers.get(javaScript)!;
  };
  const version = (await (await browser(true)).version()).replace(/^firefox\//i, "");
  return {
    name: "firefox",
    version: `Firefox ${version}`,
    seesConsole: true,
    async open(options = {}) {
      const page = await (await browser(options.javaScript ?? true)).newPage();
      if (options.beforeScripts) await page.evaluateOnNewDocument(options.beforeScripts);
      return new FirefoxTab(page, options.javaScript ?? true);
    },
    async close() {
      await Promise.all([...browsers.values()].map(async (b) => (await b).close()));
    },
  };
}

// ---------------------------------------------------------------- WebKit (classic WebDriver)

/**
 * A navigation command (load, reload, a click that navigates) whose page did not report its load
 * within the session's page-load timeout: WebKitWebDriver once waited five minutes for a load
 * WebKit never reported, on a page that had arrived. The journeys check what the page shows
 * after every such step, so a page that really did not arrive still fails them.
 */
async function navigating(command: Promise<unknown>): Promise<void> {
  try {
    await command;
  } catch (error) {
    // webdriverio names its error by the driver's error code.
    if ((error as Error).name !== "timeout") throw error;
  }
}

class WebKitTab implements Tab {
  constructor(readonly browser: WebdriverIO.Browser) {}
  async goto(url: string) {
    await navigating(this.browser.navigateTo(url));
  }
  async reload() {
    await navigating(this.browser.refresh());
  }
  async run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve(${pageCall(fn, args)}).then((value) => done({ value: value === undefined ? null : value }), (e) => done({ failure: String(e) }));`;
    const out = (await this.browser.executeAsyncScript(script, [])) as { value?: T; failure?: string };
    if (out.failure) throw new Error(`in the page: ${out.failure}`);
    return out.value as T;
  }
  async click(find: Find) {
    await navigating(this.browser.$(await mark(this, find)).click());
  }
  async type(find: Find, text: string) {
    await this.browser.$(await mark(this, find)).addValue(text);
  }
  async pressEscape() {
    await this.browser.keys(Key.Escape);
  }
  problems() {
    return [];
  }
  async settled() {
    // The driver sees no requests; the page's own record of them must stop growing.
    let last = -1;
    for (let i = 0; i < 50; i++) {
      const count = await this.run(() => performance.getEntriesByType("resource").length);
      if (count === last) return;
      last = count;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  async close() {
    await this.browser.deleteSession();
  }
}

function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-10_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // Whatever ends this process, the display, the driver and their browsers go with it.
  process.once("exit", () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  });
  return { child, output: () => output };
}

const stopProcess = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function launchWebKit(): Promise<Engine> {
  for (const [file, pkg] of [
    [MINIBROWSER, "libwebkit2gtk-4.1-0"],
    ["/usr/bin/WebKitWebDriver", "webkit2gtk-driver"],
    ["/usr/bin/Xvfb", "xvfb"],
  ]) {
    if (!existsSync(file!)) throw new Error(`${file} is missing: apt-get install ${pkg}`);
  }
  // Xvfb picks a free display itself and writes its number to the given file descriptor.
  const xvfb = startProcess("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]);
  const display = await until("Xvfb", async () => /^(\d+)\n/.exec(xvfb.output())?.[1], 15_000);
  // MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK stylesheet that lets the
  // toolbar shrink lets the page's viewport be a phone's 360 px (the page itself is untouched).
  const gtkConfig = mkdtempSync(join(tmpdir(), "engines-gtk-"));
  mkdirSync(join(gtkConfig, "gtk-3.0"));
  writeFileSync(
    join(gtkConfig, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n",
  );
  const port = await freePort();
  const driver = startProcess("WebKitWebDriver", [`--port=${port}`], {
    ...process.env,
    DISPLAY: `:${display}`,
    XDG_CONFIG_HOME: gtkConfig,
  });
  const status = async () => ((await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as { value: { ready: boolean } }).value;
  await until("WebKitWebDriver", async () => ((await status()).ready ? true : undefined), 15_000);

  let version = "";
  const open = async (options: TabOptions = {}) => {
    if (options.beforeScripts) throw new Error("classic WebDriver cannot run a script before the page's own");
    const args = ["--automation"];
    // Scripts the driver runs still work: only the page's own are off.
    if (options.javaScript === false) args.push("--enable-javascript-markup=false");
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "silent",
      // A command that failed is not sent again (a click twice). Longer than any timeout the session
      // sets: a driver that stops answering fails the journey, and the error names the command
      // (once in CI WebKitWebDriver left one unanswered for 90 s on /owner).
      connectionRetryCount: 0,
      connectionRetryTimeout: 90_000,
      capabilities: {
        browserName: "MiniBrowser",
        acceptInsecureCerts: true,
        // The W3C default page-load timeout is five minutes (see navigating()).
        timeouts: { implicit: 0, pageLoad: 20_000, script: 30_000 },
        // Spread: webdriverio's types know no WebKitGTK capability.
        ...{ "webkitgtk:browserOptions": { binary: MINIBROWSER, args } },
        // Else webdriverio asks for WebDriver BiDi too, and WebKitWebDriver 2.50 refuses the session.
        "wdio:enforceWebDriverClassic": true,
      },
    });
    version = browser.capabilities.browserVersion ?? "";
    const tab = new WebKitTab(browser);
    await setViewport(tab);
    return tab;
  };
  // WebKitWebDriver drives one window at a time; the version comes with the first session.
  await (await open()).close();
  return {
    name: "webkit",
    version: `WebKitGTK ${version} (MiniBrowser)`,
    seesConsole: false,
    open,
    async close() {
      stopProcess(driver.child);
      stopProcess(xvfb.child);
      rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
}

/** Sizes the window so that the page's viewport is VIEWPORT (the window's frame and toolbar are extra). */
async function setViewport(tab: WebKitTab) {
  await tab.browser.setWindowRect(null, null, VIEWPORT.width, VIEWPORT.height);
  await tab.goto("about:blank");
  const inner = await tab.run(() => ({ w: window.innerWidth, h: window.innerHeight }));
  const rect = await tab.browser.getWindowRect();
  await tab.browser.setWindowRect(null, null, rect.width + VIEWPORT.width - inner.w, rect.height + VIEWPORT.height - inner.h);
}
