/**
 * Server entry used only at build time by scripts/prerender.ts: renders one path to HTML,
 * waiting for every lazy page chunk, so the HTML is complete. The build runs the components on
 * Preact (docs/decisions/0047-preact-in-the-build.md), so Preact's string renderer writes it.
 */
import { StrictMode, type ReactNode } from "react";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { headHtml, type HeadData } from "./lib/head";
import { IslandSlots, type IslandSlot } from "./components/island";
import { loadPage, PlainPage } from "./app/plain-page";
import { notFoundPage, pageForPath } from "./app/route-table";
import { wellnessJsonLd } from "./app/structured-data";

export { themeScript } from "./lib/theme";
export { earlyEventsScript } from "./lib/early-events";
export { moduleLoaderScript } from "./lib/module-loader";
export { pageRoutes, notFoundPage } from "./app/route-table";

async function renderToHtml(tree: ReactNode): Promise<string> {
  // In the build, React's JSX is Preact's (vite.config.ts aliases it); only the types are React's.
  return renderToStringAsync((<StrictMode>{tree}</StrictMode>) as unknown as VNode);
}

/**
 * One path's HTML and the islands it holds (docs/decisions/0045-islands.md). The page is rendered
 * with empty island boxes; each island is then rendered on its own into its box, with its box id
 * as the prefix of its ids (hooks/use-dom-id.ts), exactly as entry-islands.tsx hydrates it. The
 * rest of the page is never hydrated.
 */
export async function render(path: string): Promise<{ html: string; head: string; islands: string[] }> {
  const meta = pageForPath(path);
  const head = headHtml({ ...meta, noindex: meta === notFoundPage, jsonLd: meta.module === "wellness" ? wellnessJsonLd : undefined } satisfies HeadData);
  const slots = new Map<string, IslandSlot>();
  let html = await renderToHtml(
    <IslandSlots value={slots}>
      <PlainPage {...await loadPage(path)} />
    </IslandSlots>,
  );
  for (const [id, { element }] of slots) {
    // The box is rendered empty: <island-root ... data-island-id="ID" ...></island-root>.
    const at = html.indexOf(`data-island-id="${id}"`);
    const end = html.indexOf("></island-root>", at);
    if (at < 0 || end < 0) throw new Error(`${path}: island box ${id} is missing from the page's HTML`);
    html = html.slice(0, end + 1) + (await renderToHtml(element)) + html.slice(end + 1);
  }
  return { html, head, islands: [...new Set([...slots.values()].map((slot) => slot.name))] };
}
