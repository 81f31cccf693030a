/**
 * A page without the router: the layout and the one page, its links plain links. What the
 * prerender renders for every page (entry-server.tsx); the browser hydrates only its islands.
 */
import { Suspense, useMemo, type ComponentType } from "react";
import { pageForPath, type PageRoute } from "./route-table";
import { NavigationProvider, plainNavigation } from "../lib/navigation";
import { loaderOf, PageLoading } from "./page-modules";
import { RootLayout } from "./root-layout";

export type LoadedPage = { route: PageRoute; Component: ComponentType };

/** The row and the page module for `pathname` (a path outside the table is the 404 page). */
export async function loadPage(pathname: string): Promise<LoadedPage> {
  const route = pageForPath(pathname);
  const { Component } = await loaderOf(route)();
  return { route, Component };
}

export function PlainPage({ route, Component }: LoadedPage) {
  const navigation = useMemo(() => plainNavigation(route.path), [route.path]);
  return (
    <NavigationProvider value={navigation}>
      <RootLayout>
        <Suspense fallback={<PageLoading />}>
          <Component />
        </Suspense>
      </RootLayout>
    </NavigationProvider>
  );
}
