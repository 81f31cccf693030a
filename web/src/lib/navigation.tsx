/**
 * Links and the current path, without naming a router. Most pages hydrate without react-router
 * (a link is then a plain link: a full page load of the next prerendered page); Home hydrates
 * with it and its links navigate on the client (docs/decisions/0034-first-load-budget.md). The
 * router's adapter (app/router.tsx) provides its own Link here; the layout and the pages only
 * use this module, so react-router's ~13 kB gzip stays out of the pages that do not use it.
 */
import { createContext, useContext, type ComponentProps, type ComponentType } from "react";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };
export type Navigation = { pathname: string; Link: ComponentType<LinkProps> };

function PlainLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

/** Plain links, at a fixed path: the page is its own document. */
export const plainNavigation = (pathname: string): Navigation => ({ pathname, Link: PlainLink });

const NavigationContext = createContext<Navigation>(plainNavigation("/"));
export const NavigationProvider = NavigationContext.Provider;

export function Link(props: LinkProps) {
  const { Link: Impl } = useContext(NavigationContext);
  return <Impl {...props} />;
}

export const usePathname = () => useContext(NavigationContext).pathname;
