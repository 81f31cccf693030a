/**
 * The page modules, for the prerender (app/plain-page.tsx) and the development router (router.tsx),
 * so neither keeps a list of pages.
 */
import { useEffect, type ComponentType } from "react";
import type { PageRoute } from "./route-table";
import { markHydratedAndReplay } from "../lib/early-events";

export type RouteModule = { Component: ComponentType };

// Every page module, by file: the table names the file, so no list of our own is kept. Read by
// the prerender and by the router of `npm run dev`; the browser's build never loads a page module,
// since every page is static HTML with islands (docs/decisions/0045-islands.md).
const modules = import.meta.glob<RouteModule>("./routes/*.tsx");

export function loaderOf(route: PageRoute): () => Promise<RouteModule> {
  const load = modules[`./routes/${route.module}.tsx`];
  if (!load) throw new Error(`Route ${route.path}: no page module web/src/app/routes/${route.module}.tsx`);
  return load;
}

/**
 * Once the page has hydrated: `#root` gets `data-hydrated` (the public sign tests and the inline
 * queue read) and the clicks made before it run (lib/early-events.ts).
 */
export function withEarlyEventsReplayed(Component: ComponentType): ComponentType {
  return function PageHydrated() {
    useEffect(() => markHydratedAndReplay(document.getElementById("root")), []);
    return <Component />;
  };
}

export function PageLoading() {
  return <div className="container-page min-h-[60vh] py-16" aria-busy="true" />;
}
