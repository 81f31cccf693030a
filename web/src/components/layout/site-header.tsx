import Lock from "lucide-react/icons/lock";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useId } from "react";
import { Link, useLocation } from "react-router";
import { menuEntries } from "../../content/navigation";
import { siteConfig } from "../../content/site-config";
import { cn } from "../../lib/cn";
import { isPopoverOpen } from "../../lib/popover-fallback";
import { Picture } from "../ui/picture";
import { ThemeToggle } from "./theme-toggle";

/**
 * The menu is a native popover (docs/decisions/0030-native-controls.md): the button opens it with
 * no JavaScript, before hydration as after. The browser exposes the button's expanded state, puts
 * the menu next in the tab order after the button, closes it on Escape or a click outside and
 * then hands focus back to the button. Links navigate on the client once the page has hydrated,
 * so the menu is also closed on every path change. Where an engine lacks `popover`, an inline
 * script stands in for it (lib/popover-fallback.ts).
 */
export function SiteHeader() {
  // The prerender asks for `/meet/`; the visitor's address is `/meet`: both are the same page.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);

  // Closed when the path changes (a link, the back button), not when the page hydrates: a menu
  // the visitor opened before hydration stays open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const nav = navRef.current;
    if (nav && isPopoverOpen(nav)) nav.hidePopover();
  }, [pathname]);

  return (
    <header className="group/header sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to="/" className="font-display text-xl font-semibold tracking-tight text-ink">
          {siteConfig.brandName}
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            popoverTarget={menuId}
            aria-label="Menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-2"
          >
            <Menu
              aria-hidden
              className="size-6 group-has-[nav:popover-open]/header:hidden group-has-[nav[data-popover-open]]/header:hidden"
            />
            <X
              aria-hidden
              className="hidden size-6 group-has-[nav:popover-open]/header:block group-has-[nav[data-popover-open]]/header:block"
            />
          </button>
        </div>
      </div>
      {/* Fixed under the 4rem bar; the UA's centred-box popover styles are reset. */}
      <nav
        ref={navRef}
        id={menuId}
        popover="auto"
        aria-label="Main"
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-y border-line bg-surface p-0 text-ink"
      >
        <ul className="container-page grid gap-1 py-3 sm:grid-cols-3">
          {menuEntries.map((entry) => (
            <li key={entry.href}>
              <Link
                to={entry.href}
                // Once the open menu shows a link, its page's code loads, so the tap renders at once.
                prefetch="viewport"
                aria-current={pathname === entry.href ? "page" : undefined}
                // The current page's own link changes no path: close the menu here too.
                onClick={() => navRef.current?.hidePopover()}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-ink hover:bg-surface-2",
                  pathname === entry.href && "bg-royal text-on-royal hover:bg-royal",
                )}
              >
                {entry.image ? (
                  <Picture image={entry.image} alt={entry.image.alt} sizes="40px" imgClassName="size-10 rounded-lg object-cover" />
                ) : null}
                <span>{entry.name}</span>
                {entry.locked ? (
                  <>
                    <Lock aria-hidden className="size-4" />
                    <span className="sr-only">(locked)</span>
                  </>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
