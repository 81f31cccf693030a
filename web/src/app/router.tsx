/**
 * The route table. Each page is its own chunk (route modules export `Component`). react-router's
 * declarative mode keeps the first-load bundle small; a data router would add ~17 KB gzip.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Routes } from "react-router";
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
    <Routes>
      <Route element={<RootLayout />}>
        {Object.entries(pagesByPath).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <NotFound />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}

function PageLoading() {
  return <div className="container-page min-h-[60vh] py-16" aria-busy="true" />;
}
