import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current as the window changes (a phone turned on its
 * side). Null on the server and during hydration, where the screen is unknown: render what suits
 * every screen then (both layouts, CSS showing one).
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
