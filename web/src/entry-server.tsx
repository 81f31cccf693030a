/**
 * Server entry used only at build time by scripts/prerender.ts: renders one path to HTML,
 * waiting for every lazy page chunk (react-dom/static), so the HTML is complete.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { headHtml, type HeadData } from "./lib/head";
import { Providers } from "./app/providers";
import { routedModules } from "./app/page-modules";
import { loadPage, PlainPage } from "./app/plain-page";
import { AppRoutes } from "./app/router";
import { notFoundPage, pageForPath } from "./app/route-table";
import { wellnessJsonLd } from "./app/structured-data";

export { themeScript } from "./lib/theme";
export { earlyEventsScript } from "./lib/early-events";
export { moduleLoaderScript } from "./lib/module-loader";
export { pageRoutes, notFoundPage } from "./app/route-table";
export { routedModules } from "./app/page-modules";

export async function render(path: string): Promise<{ html: string; head: string }> {
  const meta = pageForPath(path);
  // The same tree the page's client entry hydrates: the router (entry-client.tsx) or the plain page
  // (entry-page.tsx).
  const page = routedModules.has(meta.module) ? (
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>
  ) : (
    <PlainPage {...await loadPage(path)} />
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>{page}</Providers>
    </StrictMode>,
    // Never outline a finished Suspense boundary (React does past ~12.8 KB by default): outlined
    // boundaries need React's inline $RC script, which the CSP blocks, and hydration then fails.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // In Node the prelude is a Readable of byte chunks (the DOM typings describe the web variant).
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  const head: HeadData = { ...meta, noindex: meta === notFoundPage, jsonLd: meta.module === "wellness" ? wellnessJsonLd : undefined };
  return { html, head: headHtml(head) };
}
