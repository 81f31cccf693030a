/**
 * Per-page <head>: the prerender writes these tags into each HTML file, and the client keeps
 * them in step when it navigates (and restores the defaults when a page is left).
 */
import { siteConfig } from "../content/site-config";

/** What a page's <head> says about it (each row of the route table, web/src/app/route-table.ts). */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** Id of the share image (`/img/<id>.jpg`, 1200x630); defaults to `og-default`. */
  image?: string;
  /** Canonical path when it differs from `path` (the two wellness routes share one). */
  canonical?: string;
};

/** For the prerender: `noindex` (the 404 page) replaces the canonical link with a robots tag. */
export type HeadData = PageMeta & { noindex?: boolean; jsonLd?: unknown };

export function absoluteUrl(path: string) {
  return new URL(path, siteConfig.siteUrl).toString();
}

const shareImage = (meta: PageMeta) => absoluteUrl(`/img/${meta.image ?? "og-default"}.jpg`);

/** name/property -> content pairs of the page's meta tags. */
export function metaTags(meta: PageMeta): Array<[attr: "name" | "property", key: string, content: string]> {
  const url = absoluteUrl(meta.canonical ?? meta.path);
  return [
    ["name", "description", meta.description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", siteConfig.brandName],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", url],
    ["property", "og:image", shareImage(meta)],
    ["property", "og:image:width", "1200"],
    ["property", "og:image:height", "630"],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
    ["name", "twitter:image", shareImage(meta)],
  ];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head tags as HTML, for the prerender. */
export function headHtml(data: HeadData): string {
  const tags = [
    `<title>${escapeHtml(data.title)}</title>`,
    ...metaTags(data).map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`),
    data.noindex
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(absoluteUrl(data.canonical ?? data.path))}" />`,
  ];
  if (data.jsonLd) {
    // JSON-LD is data, not script: CSP does not apply; "<" is escaped so it cannot close the tag.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data.jsonLd).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}

/** Updates document.head in the browser to match `meta`. */
export function applyHead(meta: PageMeta) {
  document.title = meta.title;
  for (const [attr, key, content] of metaTags(meta)) {
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = document.createElement("meta");
      el.setAttribute(attr, key);
      document.head.appendChild(el);
    }
    el.content = content;
  }
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = absoluteUrl(meta.canonical ?? meta.path);
}

export const defaultHead: PageMeta = {
  path: "/",
  title: siteConfig.defaultTitle,
  description: siteConfig.defaultDescription,
  image: "og-default",
};
