// The one route config (docs/decisions/0056-react-router-framework-mode.md): a route per row of the
// route table (shell/route-table.ts), which the menu, the sitemap, the prerender and the tests read too.
import { route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundPage, pages } from "./shell/route-table";

export default [
  ...Object.entries(pages).map(([id, page]) => route(page.path, `routes/${page.module}.tsx`, { id })),
  // Ids of their own, as every route has: the default id is the file's path, which a move would change.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // The owner's console: client-rendered, noindex, not a page of the table (routes/owner.tsx).
  route("owner", "routes/owner.tsx", { id: "owner" }),
  // Any other path: the 404 page (prerendered at /404, served by the static assets with status 404).
  route("*", `routes/${notFoundPage.module}.tsx`, { id: "not-found" }),
] satisfies RouteConfig;
