/**
 * The router: one react-router route per row of the route table (web/src/content/pages.ts), each
 * page its own lazy chunk. Declarative mode (<Routes>) rather than the data router or framework
 * mode: no page has loaders or actions, and it is the lightest on first load
 * (docs/decisions/0010-react-router.md).
 */
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { notFoundPage, pageForPath, pageRoutes, type PageRoute } from "../content/pages";
import { usePageMeta } from "../hooks/use-page-meta";
import { markHydratedAndReplay } from "../lib/early-events";
import { RootLayout } from "./root-layout";
import { ScrollOnNavigate } from "./scroll-on-navigate";

type RouteModule = { Component: ComponentType };

// Every page module, by file: the table names the file, so the router keeps no list of its own.
const modules = import.meta.glob<RouteModule>("./routes/*.tsx");

function loaderOf(route: PageRoute): () => Promise<RouteModule> {
  const load = modules[`./routes/${route.module}.tsx`];
  if (!load) throw new Error(`Route ${route.path}: no page module web/src/app/routes/${route.module}.tsx`);
  return load;
}

// One lazy component per module (the two wellness paths share one chunk), made once at startup,
// so a table row naming a missing file fails on load rather than on first visit.
const lazyByModule = new Map<string, ComponentType>();
const withComponent = (route: PageRoute) => {
  if (!lazyByModule.has(route.module)) {
    const load = loaderOf(route);
    lazyByModule.set(
      route.module,
      lazy(() => load().then((m) => ({ default: withEarlyEventsReplayed(m.Component) }))),
    );
  }
  return { route, Component: lazyByModule.get(route.module)! };
};
const routed = pageRoutes.map(withComponent);
const notFound = withComponent(notFoundPage);

/**
 * Once the page has hydrated: `#root` gets `data-hydrated` (the public sign tests and the inline
 * queue read) and the clicks made before it run (lib/early-events.ts).
 */
function withEarlyEventsReplayed(Component: ComponentType): ComponentType {
  return function PageHydrated() {
    useEffect(() => markHydratedAndReplay(document.getElementById("root")), []);
    return <Component />;
  };
}

/** Fetches the chunk of the page at `pathname`; the client awaits it before hydrating. */
export function preloadRoute(pathname: string) {
  return loaderOf(pageForPath(pathname))();
}

/** A page with its <head> (title, description, share tags) from its row of the table. */
function Page({ route, Component }: { route: PageRoute; Component: ComponentType }) {
  usePageMeta(route);
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
      {/* Inside the boundary: its effect waits for the page's content (scroll-on-navigate.tsx). */}
      <ScrollOnNavigate />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <RootLayout>
      <Routes>
        {routed.map(({ route, Component }) => (
          // Case-sensitive like the prerendered files. The element's key remounts the page (and
          // reruns its <head> effect) when moving between the two paths of one module.
          <Route
            key={route.path}
            path={route.path}
            caseSensitive
            element={<Page key={route.path} route={route} Component={Component} />}
          />
        ))}
        <Route path="*" element={<Page route={notFound.route} Component={notFound.Component} />} />
      </Routes>
    </RootLayout>
  );
}

function PageLoading() {
  return <div className="container-page min-h-[60vh] py-16" aria-busy="true" />;
}
