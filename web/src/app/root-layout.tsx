import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "wouter";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";

// wouter tracks the path only; the #hash is read from the URL, updated on every history change
// (wouter dispatches "pushState"/"replaceState" events for its own navigations).
const HISTORY_EVENTS = ["popstate", "hashchange", "pushState", "replaceState"];
function subscribeToHistory(onChange: () => void) {
  HISTORY_EVENTS.forEach((e) => window.addEventListener(e, onChange));
  return () => HISTORY_EVENTS.forEach((e) => window.removeEventListener(e, onChange));
}
const useHash = () => useSyncExternalStore(subscribeToHistory, () => window.location.hash, () => "");

/** New page: scroll to its top, or to the element the URL's #hash names. */
function useScrollOnNavigate() {
  const [pathname] = useLocation();
  const hash = useHash();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function RootLayout({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
