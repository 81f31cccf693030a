// sitemap.xml, a resource route prerendered at build time: every page of the route table that is
// its own canonical URL.
import { siteConfig } from "../content/site-config";
import { pageRoutes } from "../shell/route-table";

export function loader() {
  const urls = pageRoutes
    .filter((page) => !page.canonical)
    .map((page) => `  <url><loc>${new URL(page.path, siteConfig.siteUrl)}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
