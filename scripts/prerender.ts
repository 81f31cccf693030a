/**
 * Writes each route's HTML (with its <head>) into dist/client, plus the 404 page, `_headers`
 * (security headers and the CSP with the theme script's hash), `_redirects`, sitemap.xml and
 * robots.txt. Runs after `vite build` and `vite build --ssr`.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { pageCsp, securityHeaders } from "#shared/security-headers";
import { siteConfig } from "../web/src/content/site-config";
import { decodeHTML } from "entities";
import { pruneCss } from "./lib/prune-css";

type Manifest = Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }>;
type ServerEntry = typeof import("../web/src/entry-server");

const CLIENT = "dist/client";
const server: ServerEntry = await import(pathToFileURL(join(process.cwd(), "dist/server/entry-server.js")).href);
// The manifest is removed from dist/client at the end (it is not served); keep a copy so a rerun works.
const MANIFEST_COPY = "dist/server/client-manifest.json";
if (existsSync(join(CLIENT, ".vite/manifest.json"))) copyFileSync(join(CLIENT, ".vite/manifest.json"), MANIFEST_COPY);
const manifest: Manifest = JSON.parse(readFileSync(MANIFEST_COPY, "utf8"));

// Vite's manifest names each entry, its static imports and its stylesheet. The pages are built on
// web/index.html, the shell Vite serves in development, never on HTML Vite writes: each page lists
// its modules for the loader instead of Vite's tags, and inlines the stylesheet.
const stylesheet = manifest["src/styles.css"];
if (!stylesheet?.isEntry) throw new Error("The client manifest has no src/styles.css entry");
// The CSS goes inline: no render-blocking request before first paint. Measured better than a
// separate file on a throttled phone (docs/decisions/0022-chunks-and-css.md). Each page gets the
// rules it can use (docs/decisions/0052-css-by-page.md); the CSP allows each page's <style> by
// its hash.
const css = readFileSync(join(CLIENT, stylesheet.file), "utf8");
// Every page is static HTML with islands (web/src/entry-islands.tsx; docs/decisions/0045-islands.md).
// A page with islands loads that entry (first: the loader, web/src/lib/module-loader.ts, runs it),
// its imports (React and what islands share, in `islands`) and one `islands-<folder>` chunk for
// each folder its islands' `<name>.island.tsx` files live in (the grouping in vite.config.ts).
const islandsEntry = manifest["src/entry-islands.tsx"];
if (!islandsEntry?.isEntry) throw new Error("The client manifest has no src/entry-islands.tsx entry");
/** Adds the chunk `key` and, transitively, what it imports to `files`. */
function addWithImports(files: Set<string>, key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  chunk.imports?.forEach((imported) => addWithImports(files, imported));
}
const islandFiles = globSync("web/src/**/*.island.tsx");
function islandChunks(islands: string[]): string[] {
  const files = new Set([`/${islandsEntry!.file}`]);
  islandsEntry!.imports?.forEach((key) => addWithImports(files, key));
  for (const name of islands) {
    const sources = islandFiles.filter((file) => basename(file) === `${name}.island.tsx`);
    if (sources.length !== 1) throw new Error(`The island "${name}" should be one ${name}.island.tsx file in web/src, found ${sources.length}`);
    const chunk = `islands-${basename(dirname(sources[0]!))}`;
    const key = Object.keys(manifest).find((k) => manifest[k]!.name === chunk);
    if (!key) throw new Error(`The client manifest has no ${chunk} chunk for the island "${name}"`);
    addWithImports(files, key);
  }
  return [...files];
}
// The development entry gives way to the loader; the stylesheet goes last in <head>.
const shell = readFileSync("web/index.html", "utf8");
const devEntry = '    <script type="module" src="/src/entry-client.tsx"></script>\n';
if (!shell.includes(devEntry) || !shell.includes("  </head>")) throw new Error("web/index.html lacks its entry <script> line or </head>");
const template = shell.replace(devEntry, "").replace("  </head>", "    <style><!--app-css--></style>\n  </head>");
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
// The only <style>s are ours, one a page: sonner's stylesheet is a file of the toasts chunk (vite.config.ts).
const styleHashes = new Set<string>();

const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
/** The text of every chunk a page may load: its modules and what they import, now or on demand. */
function reachableCode(modules: string[]): string {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  for (const file of modules) {
    const key = keyOf.get(file);
    if (!key) throw new Error(`The client manifest has no chunk ${file}`);
    visit(key);
  }
  return [...seen].map((key) => readFileSync(join(CLIENT, manifest[key]!.file), "utf8")).join("\n");
}

/**
 * The LCP image: the page's priority <picture> (fetchPriority="high"), preloaded in AVIF with the
 * same srcset and sizes as its <source>, so a phone fetches the one width it will show before the
 * JavaScript, and no second copy. Pages whose largest paint is text get none.
 */
function lcpImagePreload(html: string): string[] {
  const picture = html.match(/<picture[^>]*>(?:(?!<\/picture>)[\s\S])*fetchPriority="high"(?:(?!<\/picture>)[\s\S])*<\/picture>/i)?.[0];
  if (!picture) return [];
  const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(picture);
  if (!avif) throw new Error("The priority <picture> has no AVIF <source> to preload");
  return [`<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high" />`];
}

// What no page may load before hydration: the interactive kit (TanStack Query; vite.config.ts)
// and the Porch, which load with their deferred islands, and radix and the dialogs, which load when
// a dialog is wanted (docs/decisions/0034-first-load-budget.md).
const HEAVY_CHUNK = /\/assets\/(kit|porch[^/]*|dialogs|[\w-]*-dialog)-[\w-]+\.js$/;

// The three inline scripts, each allowed by its hash: the theme (before first paint), the queue
// of clicks and submits made before hydration (web/src/lib/early-events.ts) and the module loader.
const inlineScripts = [server.themeScript, server.earlyEventsScript, server.moduleLoaderScript];
const inlineScriptTags = inlineScripts.map((script) => `<script>${script}</script>`).join("\n    ");
const scriptHashes = inlineScripts.map(sha256);

// Every row of the route table, plus the 404 page (rendered through the router's catch-all).
const outputs = [...server.pageRoutes, server.notFoundPage];
for (const { path } of outputs) {
  const { html, head, islands } = await server.render(path === server.notFoundPage.path ? "/__prerender-not-found" : path);
  // The CSP allows only the inline scripts above, by hash; React must not have emitted any other.
  const inline = html.match(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/g);
  if (inline) throw new Error(`${path} contains inline scripts the CSP would block: ${inline.join(" ")}`);
  // A page that fell through to the catch-all route would ship a 404 under a real URL.
  if ((path === "/404") !== html.includes("404 Page Not Found")) throw new Error(`${path} rendered the wrong page`);
  // A page with no island needs no JavaScript at all.
  const modules = islands.length > 0 ? islandChunks(islands) : [];
  const heavy = modules.filter((file) => HEAVY_CHUNK.test(file));
  if (heavy.length > 0) throw new Error(`${path} loads ${heavy.join(", ")} before hydration: it must not (docs/decisions/0045-islands.md)`);
  const modulesTag = modules.length > 0 ? [`<meta name="app-modules" content="${modules.join(" ")}" />`] : [];
  const page = template
    .replace("<!--app-head-->", [head, ...lcpImagePreload(html), ...modulesTag, inlineScriptTags].join("\n    "))
    // With no script to run, the page is as live as it will be: `data-hydrated` says so at once.
    .replace('<div id="root">', modules.length > 0 ? '<div id="root">' : '<div id="root" data-hydrated="">')
    .replace("<!--app-html-->", html);
  // Class names as the browser reads them: `[&amp;&gt;svg]` in the HTML is `[&>svg]`.
  const usedText = decodeHTML(page) + reachableCode(modules);
  const pageCss = pruneCss(css, (className) => usedText.includes(className));
  styleHashes.add(sha256(pageCss));
  // /meet -> meet.html: Workers assets serve it at /meet without a redirect.
  const file = path === "/" ? "index.html" : path === "/404" ? "404.html" : `${path.slice(1)}.html`;
  mkdirSync(dirname(join(CLIENT, file)), { recursive: true });
  writeFileSync(join(CLIENT, file), page.replace("<!--app-css-->", () => pageCss));
}

// The CSP's page-specific parts: the inline scripts' and styles' hashes and the video host.
const pageHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": pageCsp({ scriptHashes, styleHashes: [...styleHashes], videoEmbedHost: siteConfig.videoEmbedHost }),
};

const block = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
const detached = (pattern: string, remove: string[], headers: Record<string, string>) =>
  [pattern, ...remove.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");

writeFileSync(
  join(CLIENT, "_headers"),
  [
    block("/*", { ...pageHeaders, "Cache-Control": "public, max-age=0, must-revalidate" }),
    // Vite names these by content hash: they never change, so browsers may keep them for a year.
    // A request matching several rules gets every rule's headers, and one header set twice is
    // joined with a comma; "! Cache-Control" detaches the "/*" value first (else the result
    // would be "max-age=0, must-revalidate, ..., immutable").
    detached("/assets/*", ["Cache-Control"], { "Cache-Control": "public, max-age=31536000, immutable" }),
    detached("/img/*", ["Cache-Control"], { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" }),
  ].join("\n\n") + "\n",
);

writeFileSync(
  join(CLIENT, "_redirects"),
  `/join/think-tank ${siteConfig.links.thinkTankCheckout} 302\n/join/boot-camp ${siteConfig.links.bootcampCheckout} 302\n`,
);

const indexable = server.pageRoutes.filter((p) => !p.canonical);
writeFileSync(
  join(CLIENT, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((p) => `  <url><loc>${new URL(p.path, siteConfig.siteUrl)}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
writeFileSync(
  join(CLIENT, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", siteConfig.siteUrl)}\n`,
);

rmSync(join(CLIENT, ".vite"), { recursive: true, force: true });
console.log(`Prerendered ${outputs.length} pages into ${CLIENT}`);
