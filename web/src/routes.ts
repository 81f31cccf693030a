// The one route config (docs/decisions/0056-react-router-framework-mode.md): a route per row of the
// route table (app/route-table.ts), which the menu, the sitemap, the prerender and the tests read too.
import { route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundPage, pages } from "./app/route-table";

export default [
  ...Object.entries(pages).map(([id, page]) => route(page.path, `app/routes/${page.module}.tsx`, { id })),
  route("sitemap.xml", "app/routes/sitemap.ts"),
  route("robots.txt", "app/routes/robots.ts"),
  // Any other path: the 404 page (prerendered at /404, served by the static assets with status 404).
  route("*", `app/routes/${notFoundPage.module}.tsx`, { id: "not-found" }),
] satisfies RouteConfig;
