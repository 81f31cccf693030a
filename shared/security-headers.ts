/**
 * The security headers (docs/architecture.md, security model), defined once. The Worker sets them on every API
 * answer (worker/index.ts); the build writes them into `_headers`, from which Workers Static
 * Assets sets them on every page, asset and image (scripts/finish-build.ts). Only the CSP differs,
 * because a page runs scripts and a JSON answer runs nothing
 * (docs/decisions/0015-shared-contract-boundaries.md).
 */

/** Every response: pages, static files and API answers. */
export const securityHeaders = {
  // No `preload`: that binds every subdomain of the owner's domain in browsers' own lists, the
  // owner's call to make (docs/decisions/0093-headers-and-what-a-deploy-uploads.md).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // No other site may open a window onto ours and keep a handle, nor embed our files.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
  // The legacy XSS auditor caused leaks of its own; "0" turns it off where it still exists.
  "X-XSS-Protection": "0",
} as const satisfies Record<string, string>;

/** API answers are JSON: they may load, run and be framed by nothing. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The pages' CSP: the one inline script (the theme) by its hash, the video host in frames only. */
export function pageCsp(page: { scriptHashes: string[]; styleHashes: string[]; videoEmbedHost: string }): string {
  const hashes = (list: string[]) => list.map((h) => `'sha256-${h}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(page.scriptHashes)}`,
    // <style> elements only by hash (the inlined CSS) or from our origin (sonner's stylesheet); radix and sonner set style=""
    // attributes, which cannot run code. style-src is the fallback of browsers without CSP 3.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${hashes(page.styleHashes)}`,
    "style-src-attr 'unsafe-inline'",
    // Every picture is ours, instructors' photos included (uploaded, served from /api): no visitor's
    // browser asks a third party for an image (docs/decisions/0042-hosted-instructor-photos.md).
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${page.videoEmbedHost}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No `upgrade-insecure-requests`: HSTS already upgrades our own host and every fetch directive
    // above refuses other http:// addresses, while WebKit applies it to http://localhost too and
    // then loads none of `npm start`'s scripts or images (docs/decisions/0070-webkit-and-the-local-server.md).
  ].join("; ");
}

/** What the Worker sets on each API answer. */
export const apiSecurityHeaders = { ...securityHeaders, "Content-Security-Policy": apiCsp };
