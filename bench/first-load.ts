/**
 * First-load JavaScript and CSS per route, in gzip bytes, defined like Next.js's "First Load JS":
 * what the route's prerendered HTML asks for on its own, i.e. every `modulepreload` React Router
 * writes for it (its entry, route modules and their imports), and every stylesheet. Chunks loaded later by dynamic import (deferred parts,
 * the toaster) are not in it; `measureLoadedJs` reports what Chromium actually fetched before the
 * load event and until the network went idle, so the table shows both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { notFoundPage } from "../web/src/shell/route-table";

export const CLIENT_DIR = "dist/client";

export type Asset = { file: string; kind: "js" | "css"; raw: number; gzip: number };
export type FirstLoad = { route: string; html: string; js: number; css: number; jsRaw: number; cssRaw: number; assets: Asset[] };

const gzipCache = new Map<string, { raw: number; gzip: number }>();

/** Raw and gzip (level 9, as `gzip -9` and Next.js's gzip-size) sizes of a file under dist/client. */
export function sizes(urlPath: string): { raw: number; gzip: number } {
  const file = join(CLIENT_DIR, decodeURIComponent(urlPath.replace(/^\//, "").split(/[?#]/)[0]));
  const hit = gzipCache.get(file);
  if (hit) return hit;
  const bytes = readFileSync(file);
  const result = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  gzipCache.set(file, result);
  return result;
}

/**
 * `/` -> index.html, `/meet` -> meet/index.html, as React Router's prerender writes them; the 404
 * page is moved to 404.html by the build (scripts/finish-build.ts), where Workers serve it.
 */
export function htmlFileOf(route: string): string {
  if (route === notFoundPage.path) return "404.html";
  return route === "/" ? "index.html" : `${route.replace(/^\//, "")}/index.html`;
}

/** Every prerendered route (every .html under dist/client but the 404 page). */
export function prerenderedRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "assets" && name !== "img") walk(full);
      } else if (name.endsWith(".html") && full !== join(CLIENT_DIR, "404.html")) {
        const rel = relative(CLIENT_DIR, full)
          .replace(/\\/g, "/")
          .replace(/(^|\/)index\.html$/, "");
        out.push(`/${rel}`);
      }
    }
  };
  walk(CLIENT_DIR);
  return out.sort();
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`, "i").exec(tag)?.[1];

/** The URLs a page's HTML loads on its own: module scripts, modulepreloads, stylesheets. */
export function initialAssetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, "src");
    if (src && attr(tag, "type") === "module") js.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, "rel")?.toLowerCase();
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  const local = (u: string) => u.startsWith("/") && !u.startsWith("//");
  return { js: [...js].filter(local), css: [...css].filter(local) };
}

export function firstLoad(route: string): FirstLoad {
  const htmlFile = join(CLIENT_DIR, htmlFileOf(route));
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: is the build complete?`);
  const html = readFileSync(htmlFile, "utf8");
  const { js, css } = initialAssetUrls(html);
  // Every page hydrates: one listing no module means this parser no longer reads what the build writes.
  if (js.length === 0) throw new Error(`${htmlFile} loads no module script: the parser is out of date with the build`);
  const assets: Asset[] = [
    ...js.map((file) => ({ file, kind: "js" as const, ...sizes(file) })),
    ...css.map((file) => ({ file, kind: "css" as const, ...sizes(file) })),
  ];
  const sum = (kind: Asset["kind"], key: "raw" | "gzip") => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[key], 0);
  return {
    route,
    html: htmlFile,
    js: sum("js", "gzip"),
    css: sum("css", "gzip"),
    jsRaw: sum("js", "raw"),
    cssRaw: sum("css", "raw"),
    assets,
  };
}

export type LoadedJs = { route: string; beforeLoad: number; beforeLoadFiles: string[]; afterIdle: number; afterIdleFiles: string[] };

/**
 * JavaScript Chromium fetched from the site, gzip bytes of the same files: requests started
 * before the load event, and everything by the time the network is idle. Mobile viewport, empty
 * cache, like Lighthouse's mobile run.
 */
export async function measureLoadedJs(origin: string, routes: string[], executablePath?: string): Promise<LoadedJs[]> {
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const results: LoadedJs[] = [];
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const entries = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return {
          load: nav.loadEventStart,
          resources: performance.getEntriesByType("resource").map((e) => ({ name: e.name, start: e.startTime })),
        };
      });
      await context.close();
      const ours = entries.resources
        .map((r) => ({ ...r, url: new URL(r.name) }))
        .filter((r) => r.url.origin === origin && r.url.pathname.endsWith(".js"));
      const sum = (list: typeof ours) => list.reduce((n, r) => n + sizes(r.url.pathname).gzip, 0);
      const before = ours.filter((r) => r.start < entries.load);
      results.push({
        route,
        beforeLoad: sum(before),
        beforeLoadFiles: before.map((r) => r.url.pathname),
        afterIdle: sum(ours),
        afterIdleFiles: ours.map((r) => r.url.pathname),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
