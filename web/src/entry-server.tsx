/**
 * Server entry used only at build time by scripts/prerender.ts: renders one path to HTML.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { pageForPath, headHtml, type HeadData } from "./lib/head";
import { createQueryClient } from "./lib/query-client";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { pages } from "./content/pages";
import { wellnessJsonLd } from "./content/wellness";

export { themeScript } from "./lib/theme";
export { pages, notFoundPage } from "./content/pages";

export async function render(path: string): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.local")));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const meta = pageForPath(path);
  const isWellness = meta.path === pages.wellness.path || meta.path === pages.wellnessFindingMe.path;
  const head: HeadData = isWellness ? { ...meta, jsonLd: wellnessJsonLd } : meta;
  return { html, head: headHtml(head) };
}
