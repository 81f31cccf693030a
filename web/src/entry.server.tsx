/**
 * Renders a page to HTML: for the prerender at build time and for `npm run dev`, both through the
 * Worker (worker/index.ts). The whole page is awaited, lazy parts included, so the HTML is
 * complete before a byte is sent: a crawler, a link preview and a slow phone see all of it.
 */
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { headScripts, withHeadScripts } from "./lib/head-scripts";
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
  const page = scriptsAfterPaint(await new Response(body).text());
  // The head scripts: here for the development server; a build's pages get them, and their
  // hashes, from scripts/finish-build.ts (lib/head-scripts.ts).
  const html = import.meta.env.DEV ? withHeadScripts(page, headScripts()) : page;
  return new Response(html, { headers, status: failed ? 500 : notFound ? 404 : status });
}

/**
 * The page paints from its HTML alone; its scripts only hydrate it. React Router's module preloads
 * and its module script wait in a <template> at the end of <head>, which a head script empties
 * once the page has painted (lib/scripts-after-paint.ts,
 * docs/decisions/0119-scripts-after-first-paint.md). The module script leaves an empty twin in
 * place, so the body React hydrates is the body it rendered.
 */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) throw new Error("The page has no </head> for its scripts.");
  const later: string[] = [];
  let head = html.slice(0, headEnd).replace(/<link rel="modulepreload" [^>]*>/g, (tag) => {
    // Low, as the largest image may still be loading (docs/decisions/0085-scripts-at-low-priority.md).
    later.push(tag.replace('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '));
    return "";
  });
  const body = html.slice(headEnd).replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_tag, code: string) => {
    if (code) later.push(`<script type="module">${code}</script>`);
    return '<script type="module" async=""></script>';
  });
  if (later.length) head += `<template data-after-paint>${later.join("")}</template>`;
  return head + body;
}
