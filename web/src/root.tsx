/**
 * The document every page shares: <head> with each route's meta and links, the header and footer,
 * and React Router's scripts. The three inline scripts that must run before hydration are added to
 * <head> by entry.server.tsx, outside the React tree (docs/decisions/0087-inline-scripts-server-only.md).
 */
import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import stylesheet from "./styles.css?url";
import { RootLayout } from "./shell/root-layout";
import { Providers } from "./shell/providers";
import { markHydratedAndReplay } from "./lib/early-events";

export const links: LinksFunction = () => [
  // With a precedence React renders the stylesheet as a resource, ahead of the module preloads
  // that <Scripts/> hoists into <head>: on a slow link the page paints before its scripts arrive
  // (docs/decisions/0080-first-paint-and-few-chunks.md).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets <html>'s class before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // `data-hydrated` on #root is the public sign that React has hydrated the page (the tests and
  // the early-click queue read it); the clicks queued before it are replayed now.
  useEffect(() => markHydratedAndReplay(document.getElementById("root")), []);
  return (
    <Providers>
      <RootLayout>
        <Outlet />
      </RootLayout>
    </Providers>
  );
}
