/**
 * The router: one react-router route per row of the route table (route-table.ts), each
 * page its own lazy chunk. Declarative mode (<Routes>) rather than the data router or framework
 * mode: no page has loaders or actions, and it is the lightest on first load
 * (docs/decisions/0010-react-router.md). It serves `npm run dev` only: built pages are static HTML
 * with islands, and a link is a page load (docs/decisions/0045-islands.md).
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from "react";
import { Link as RouterLink, Route, Routes, useLocation } from "react-router";
import { notFoundPage, pageForPath, pageRoutes, type PageRoute } from "./route-table";
import { usePageMeta } from "../hooks/use-page-meta";
import { NavigationProvider } from "../lib/navigation";
import { loaderOf, PageLoading, withEarlyEventsReplayed } from "./page-modules";
import { RootLayout } from "./root-layout";
import { ScrollOnNavigate } from "./scroll-on-navigate";

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

/** The layout's links and current path come from the router here (lib/navigation.tsx). */
function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useMemo(() => ({ pathname, Link: RouterLink }), [pathname]);
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}

export function AppRoutes() {
  return (
    <RouterNavigation>
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
    </RouterNavigation>
  );
}
