import { Lock, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { menuEntries } from "../../content/navigation";
import { siteConfig } from "../../content/site-config";
import { cn } from "../../lib/cn";
import { Picture } from "../ui/picture";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const { pathname } = useLocation();
  // The path the menu was opened on: any navigation (link, back button) closes the menu, because
  // the menu counts as open only while the visitor is still on that path.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Focus inside the menu would be lost when it hides: hand it back to the menu button.
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpenOn(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to="/" className="font-display text-xl font-semibold tracking-tight text-ink">
          {siteConfig.brandName}
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen(!open)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-2"
          >
            {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      <nav ref={navRef} id={menuId} aria-label="Main" hidden={!open} className="border-t border-line bg-surface">
        <ul className="container-page grid gap-1 py-3 sm:grid-cols-3">
          {menuEntries.map((entry) => (
            <li key={entry.href}>
              <Link
                to={entry.href}
                aria-current={pathname === entry.href ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-ink hover:bg-surface-2",
                  pathname === entry.href && "bg-royal text-on-royal hover:bg-royal",
                )}
              >
                {entry.image ? (
                  <Picture id={entry.image.id} alt={entry.image.alt} sizes="40px" imgClassName="size-10 rounded-lg object-cover" />
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
