/**
 * Renders a page to HTML: for the prerender at build time and for `npm run dev`, both through the
 * Worker (worker/index.ts). The whole page is awaited, lazy parts included, so the HTML is
 * complete before a byte is sent: a crawler, a link preview and a slow phone see all of it.
 */
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { earlyEventsScript } from "./lib/early-events";
import { popoverFallbackScript } from "./lib/popover-fallback";
import { themeScript } from "./lib/theme";
import { notFoundPage } from "./shell/route-table";

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let failed = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    // Every Suspense boundary (a deferred part: components/deferred.tsx) in place, in document
    // order. By default React moves a finished boundary over 12.8 kB to the end of the body, in a
    // hidden <div> that an inline script reveals: without JavaScript it never shows.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  await body.allReady;
  // The catch-all route answers 404, except at /404 itself, which the prerender writes as the
  // page the static assets serve (with status 404) for every unknown path.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const notFound = leaf === "not-found" && new URL(request.url).pathname.replace(/\/$/, "") !== notFoundPage.path;
  headers.set("Content-Type", "text/html; charset=utf-8");
  const html = withHeadScripts(lowPriorityModulePreloads(await new Response(body).text()));
  return new Response(html, { headers, status: failed ? 500 : notFound ? 404 : status });
}

/**
 * The scripts that must run before hydration, last in <head>: the theme (before first paint), the
 * queue of early clicks, and the menu's fallback where `popover` is missing. The CSP allows each
 * by its hash (scripts/finish-build.ts). Written here rather than by root.tsx, their text stays out
 * of the browser's JavaScript: React 19 passes over tags in <head> it did not render
 * (docs/decisions/0087-inline-scripts-server-only.md).
 */
const HEAD_SCRIPTS = [themeScript, earlyEventsScript, popoverFallbackScript].map((code) => `<script>${code}</script>`).join("");

function withHeadScripts(html: string): string {
  if (!html.includes("</head>")) throw new Error("The page has no </head> for its inline scripts.");
  return html.replace("</head>", `${HEAD_SCRIPTS}</head>`);
}

/**
 * The page paints from its HTML and stylesheet alone; its scripts only hydrate it. Marked low, the
 * module preloads that <Scripts/> writes (it takes no priority of its own) no longer compete with
 * the stylesheet, the fonts and the largest image on a slow link
 * (docs/decisions/0085-scripts-at-low-priority.md).
 */
function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
