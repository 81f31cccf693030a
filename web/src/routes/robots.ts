// robots.txt, a resource route prerendered at build time.
import { siteConfig } from "../content/site-config";

export function loader() {
  const text = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", siteConfig.siteUrl)}\n`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
