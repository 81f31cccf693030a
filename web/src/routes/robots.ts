// robots.txt, a resource route prerendered at build time. The owner's console (/owner) is no page
// for a crawler: it is also noindex and out of the sitemap (routes/owner.tsx).
import { siteConfig } from "../content/site-config";

export function loader() {
  const text = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /owner\n\nSitemap: ${new URL("/sitemap.xml", siteConfig.siteUrl)}\n`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
