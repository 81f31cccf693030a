/**
 * Links and the current path, without naming a router. A built page is static HTML, where a link
 * is a plain link: a full page load of the next prerendered page (docs/decisions/0045-islands.md);
 * under the development router (app/router.tsx) it provides its own Link here and links navigate
 * on the client. The layout and the pages only use this module.
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
