/**
 * Writes each route's HTML (with its <head>) into dist/client, plus the 404 page, `_headers`
 * (security headers and the CSP with the theme script's hash), `_redirects`, sitemap.xml and
 * robots.txt. Runs after `vite build` and `vite build --ssr`.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { siteConfig } from "../web/src/content/site-config";

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;
type ServerEntry = typeof import("../web/src/entry-server");

const CLIENT = "dist/client";
const server: ServerEntry = await import(pathToFileURL(join(process.cwd(), "dist/server/entry-server.js")).href);
// index.html is overwritten by the home page below; keep the template so a rerun still works.
const TEMPLATE_COPY = "dist/server/index.template.html";
const built = readFileSync(join(CLIENT, "index.html"), "utf8");
if (built.includes("<!--app-html-->")) writeFileSync(TEMPLATE_COPY, built);
const template = readFileSync(TEMPLATE_COPY, "utf8");
const MANIFEST_COPY = "dist/server/client-manifest.json";
if (existsSync(join(CLIENT, ".vite/manifest.json"))) copyFileSync(join(CLIENT, ".vite/manifest.json"), MANIFEST_COPY);
const manifest: Manifest = JSON.parse(readFileSync(MANIFEST_COPY, "utf8"));

const routeModule: Record<string, string> = {
  "/": "home",
  "/meet": "meet",
  "/wellness": "wellness",
  "/wellness/finding-me": "wellness",
  "/workroom": "workroom",
  "/gallery": "gallery",
  "/skool-calendar": "skool-calendar",
  "/soulcode101": "soulcode101",
  "/thinktank": "thinktank",
  "/bootcamp": "bootcamp",
  "/legal": "legal",
  "/404": "not-found",
};

/** The route's chunk and everything it imports, so the browser fetches them in parallel. */
function preloads(route: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(`src/app/routes/${routeModule[route]}.tsx`);
  return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
}

const themeTag = `<script>${server.themeScript}</script>`;
const themeHash = createHash("sha256").update(server.themeScript).digest("base64");

const outputs = [...Object.values(server.pages).map((p) => p.path), "/404"];
for (const path of outputs) {
  const { html, head } = await server.render(path === "/404" ? "/__prerender-not-found" : path);
  // The CSP allows one inline script (the theme); React must not have emitted any other.
  const inline = html.match(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/g);
  if (inline) throw new Error(`${path} contains inline scripts the CSP would block: ${inline.join(" ")}`);
  // A page that fell through to the catch-all route would ship a 404 under a real URL.
  if ((path === "/404") !== html.includes("404 Page Not Found")) throw new Error(`${path} rendered the wrong page`);
  const page = template
    .replace("<!--app-head-->", [themeTag, head, ...preloads(path)].join("\n    "))
    .replace("<!--app-html-->", html);
  // /meet -> meet.html: Workers assets serve it at /meet without a redirect.
  const file = path === "/" ? "index.html" : path === "/404" ? "404.html" : `${path.slice(1)}.html`;
  mkdirSync(dirname(join(CLIENT, file)), { recursive: true });
  writeFileSync(join(CLIENT, file), page);
}

const csp = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${themeHash}'`,
  // sonner and radix set inline styles; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${siteConfig.videoEmbedHost}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

export const securityHeaders = {
  "Content-Security-Policy": csp,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

const block = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");
const detached = (pattern: string, remove: string[], headers: Record<string, string>) =>
  [pattern, ...remove.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");

writeFileSync(
  join(CLIENT, "_headers"),
  [
    block("/*", { ...securityHeaders, "Cache-Control": "public, max-age=0, must-revalidate" }),
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

const indexable = Object.values(server.pages).filter((p) => !("canonical" in p && p.canonical));
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
