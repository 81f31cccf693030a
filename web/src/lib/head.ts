/**
 * What a page's <head> says about it: title, description, canonical URL, share tags. Each route
 * module's `meta` returns these descriptors (shell/page-meta.ts), React Router renders them with
 * <Meta /> in the prerendered HTML and keeps them in step when the visitor navigates.
 */
import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../content/site-config";

/** What a page's <head> says about it (each row of the route table, web/src/shell/route-table.ts). */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** Id of the share image (`/img/<id>.jpg`, 1200x630); defaults to `og-default`. */
  image?: string;
  /** Canonical path when it differs from `path` (the two wellness routes share one). */
  canonical?: string;
};

/** One row of the route table (shell/route-table.ts): a page's head and its route module. */
export type PageRoute = PageMeta & {
  /**
   * File name (without `.tsx`) of the page module in web/src/routes/, whose default export is the page:
   * the word its content file and feature folder share, which need not be the URL's.
   */
  module: string;
};

/** A URL path as the route table writes it: `/meet` and `/meet/` are one page. */
export const tablePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

/** `noindex` (the 404 page) replaces the canonical link with a robots tag. */
export type HeadData = PageMeta & { noindex?: boolean; jsonLd?: Record<string, unknown> };

export function absoluteUrl(path: string) {
  return new URL(path, siteConfig.siteUrl).toString();
}

export function metaDescriptors(data: HeadData): MetaDescriptor[] {
  const url = absoluteUrl(data.canonical ?? data.path);
  const image = absoluteUrl(`/img/${data.image ?? "og-default"}.jpg`);
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: data.title },
    { property: "og:description", content: data.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.title },
    { name: "twitter:description", content: data.description },
    { name: "twitter:image", content: image },
    data.noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    // JSON-LD is data, not script: the CSP does not apply, and React Router escapes "<" in it.
    ...(data.jsonLd ? [{ "script:ld+json": data.jsonLd }] : []),
  ];
}
