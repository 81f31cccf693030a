/**
 * After `react-router build`: the files Workers Static Assets reads beside the prerendered pages.
 * - `404.html`: the page served, with status 404, for every path that is not a page or a file.
 * - the head scripts (web/src/lib/head-scripts.ts), serialised and minified once, written into
 *   every page's <head>;
 * - the stylesheet, inline in every page, so that the page paints from its HTML alone
 *   (docs/decisions/0119-scripts-after-first-paint.md);
 * - `_headers`: the security headers from their one definition (shared/security-headers.ts), with
 *   each page's CSP allowing exactly its inline scripts by their hashes: the head scripts' from the
 *   text written, React Router's hydration scripts' (each page's own) from the page.
 * - `_redirects`: the checkout links.
 */
import { createHash } from "node:crypto";
import { globSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pageCsp, securityHeaders } from "#shared/security-headers";
import { siteConfig } from "../web/src/content/site-config";
import { builtHeadScripts } from "./lib/head-scripts";

const CLIENT = "dist/client";

renameSync(join(CLIENT, "404/index.html"), join(CLIENT, "404.html"));
rmSync(join(CLIENT, "404"), { recursive: true });
// The data twins React Router writes beside its prerendered resource routes: nothing reads them.
for (const file of globSync(`${CLIENT}/*.data`)) rmSync(file);

const { scripts: HEAD_SCRIPTS, withHeadScripts } = await builtHeadScripts();
for (const file of [join(CLIENT, "404.html"), ...globSync(`${CLIENT}/**/index.html`)])
  writeFileSync(file, withHeadScripts(withInlineStylesheet(readFileSync(file, "utf8")), HEAD_SCRIPTS));

/**
 * `html` with its stylesheet's text in a <style>. The <link> React rendered stays, `disabled` so
 * that no browser fetches it: React finds its stylesheet resource in place when it hydrates and
 * adds no second copy.
 */
function withInlineStylesheet(html: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="default"\/>/g)];
  if (links.length !== 1) throw new Error(`A page has ${links.length} stylesheet links; it should have one.`);
  const [tag, href] = [links[0]![0], links[0]![1]!];
  const css = readFileSync(join(CLIENT, href), "utf8").trim();
  if (css.includes("</style")) throw new Error(`${href} holds "</style", which would end its inline copy early.`);
  return html.replace(tag, () => `<style>${css}</style>${tag.replace("/>", " disabled/>")}`);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
/** The text of every inline <script> or <style> in `html` (JSON-LD is data, not script). */
function inlineBodies(html: string, tag: "script" | "style"): string[] {
  const pattern = new RegExp(`<${tag}(?![^>]*\\bsrc=)(?![^>]*type="application/ld\\+json")[^>]*>([\\s\\S]*?)</${tag}>`, "g");
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}
function cspOf(html: string): string {
  // An empty script runs nothing, so it needs no hash: entry.server.tsx leaves one in place of the
  // module script it moves.
  const routerScripts = inlineBodies(html, "script").filter((body) => body && !HEAD_SCRIPTS.includes(body));
  return pageCsp({
    scriptHashes: [...new Set([...HEAD_SCRIPTS, ...routerScripts].map(sha256))],
    styleHashes: [...new Set(inlineBodies(html, "style").map(sha256))],
    videoEmbedHost: siteConfig.videoEmbedHost,
  });
}

/** `dist/client/meet/index.html` is served at `/meet` (wrangler.toml: drop-trailing-slash). */
const urlOf = (file: string) => `/${relative(CLIENT, file).replace(/(^|\/)index\.html$/, "")}`;
const header = (name: string, value: string) => `  ${name}: ${value}`;

const rules = [
  // Everything, the 404 page (any unknown path) included; a page's own rule replaces the CSP.
  [
    "/*",
    ...Object.entries(securityHeaders).map(([k, v]) => header(k, v)),
    header("Cache-Control", "public, max-age=0, must-revalidate"),
    header("Content-Security-Policy", cspOf(readFileSync(join(CLIENT, "404.html"), "utf8"))),
  ],
  // Vite names these by content hash: they never change, so browsers may keep them for a year.
  // A request matching several rules gets every rule's headers, joined with a comma if one is set
  // twice: "! Name" detaches the "/*" value first.
  ["/assets/*", "  ! Cache-Control", header("Cache-Control", "public, max-age=31536000, immutable")],
  ["/img/*", "  ! Cache-Control", header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800")],
  ...globSync(`${CLIENT}/**/index.html`)
    .sort()
    .map((file) => [urlOf(file), "  ! Content-Security-Policy", header("Content-Security-Policy", cspOf(readFileSync(file, "utf8")))]),
];
writeFileSync(join(CLIENT, "_headers"), rules.map((rule) => rule.join("\n")).join("\n\n") + "\n");

writeFileSync(
  join(CLIENT, "_redirects"),
  `/join/think-tank ${siteConfig.links.thinkTankCheckout} 302\n/join/boot-camp ${siteConfig.links.bootcampCheckout} 302\n`,
);
console.log(`Wrote 404.html, _headers (${rules.length} rules) and _redirects into ${CLIENT}`);
