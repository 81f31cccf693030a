// React Router's framework mode (docs/architecture.md, docs/decisions/0056-react-router-framework-mode.md):
// the app lives in web/src (root.tsx, routes.ts), and every page is prerendered at build time into
// dist/client, where Workers Static Assets serves it. The Worker runs the same request handler for
// `npm run dev` and for the prerender, so both render the same route modules the same way.
import type { Config } from "@react-router/dev/config";
import { notFoundPage, pageRoutes } from "./web/src/shell/route-table";

export default {
  appDirectory: "web/src",
  buildDirectory: "dist",
  ssr: true,
  // Every route is in the first page's manifest: the prerendered site has no server to ask for
  // more of it (the default, lazy discovery, would call /__manifest on each link).
  routeDiscovery: { mode: "initial" },
  // "/owner": the owner's console as an empty shell (routes/owner.tsx), not a page of the table.
  prerender: [...pageRoutes.map((page) => page.path), notFoundPage.path, "/sitemap.xml", "/robots.txt", "/owner"],
} satisfies Config;
