/**
 * The page modules and how each page hydrates. Both the router (Home) and the plain page entry
 * (every other page) read them, so neither list of pages is kept twice
 * (docs/decisions/0034-first-load-budget.md).
 */
import { useEffect, type ComponentType } from "react";
import type { PageRoute } from "./route-table";
import { markHydratedAndReplay } from "../lib/early-events";

export type RouteModule = { Component: ComponentType };

/**
 * The page modules that hydrate with react-router (entry-client.tsx), whose links then navigate on
 * the client. None at present: with it Home's first load was 109.6 kB gzip, over its 100 kB budget,
 * and without it 96 kB; a link to another page loads that page's prerendered HTML, which a phone
 * shows before any script runs. Every page hydrates without a router (entry-page.tsx); the router
 * serves `npm run dev` (an empty shell, no prerendered pages) and any module listed here.
 */
export const routedModules: ReadonlySet<string> = new Set<string>([]);

// Every page module, by file: the table names the file, so no list of our own is kept.
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
