/**
 * The route table. Each page is its own chunk (route modules export `Component`). Routing is
 * wouter (~2 KB gzip): react-router would add ~12 KB to every page's first load
 * (docs/decisions/0009-router.md).
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { RootLayout } from "./root-layout";

type RouteModule = { Component: ComponentType };
const page = (load: () => Promise<RouteModule>) => lazy(() => load().then((m) => ({ default: m.Component })));

/** path -> chunk loader; the client awaits the current one before hydrating. */
export const routeModules: Record<string, () => Promise<RouteModule>> = {
  "/": () => import("./routes/home"),
  "/meet": () => import("./routes/meet"),
  "/wellness": () => import("./routes/wellness"),
  "/wellness/finding-me": () => import("./routes/wellness"),
  "/workroom": () => import("./routes/workroom"),
  "/gallery": () => import("./routes/gallery"),
  "/skool-calendar": () => import("./routes/skool-calendar"),
  "/soulcode101": () => import("./routes/soulcode101"),
  "/thinktank": () => import("./routes/thinktank"),
  "/bootcamp": () => import("./routes/bootcamp"),
  "/legal": () => import("./routes/legal"),
};
const notFound = () => import("./routes/not-found");

const pagesByPath = Object.fromEntries(Object.entries(routeModules).map(([path, load]) => [path, page(load)]));
const NotFound = page(notFound);

export function preloadRoute(pathname: string) {
  return (routeModules[pathname.replace(/\/+$/, "") || "/"] ?? notFound)();
}

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {Object.entries(pagesByPath).map(([path, Page]) => (
          <Route key={path} path={path}>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </Route>
        ))}
        <Route>
          <Suspense fallback={<PageLoading />}>
            <NotFound />
          </Suspense>
        </Route>
      </Switch>
    </RootLayout>
  );
}

function PageLoading() {
  return <div className="container-page min-h-[60vh] py-16" aria-busy="true" />;
}
