import { useSyncExternalStore } from "react";

// Nothing ever changes after hydration, so there is nothing to subscribe to.
const subscribe = () => () => {};

/**
 * False while rendering on the server (prerender) and during hydration, true afterwards and in
 * components first mounted on the client. The one way to render browser-only values without a
 * hydration mismatch: React hydrates with the server snapshot, then re-renders with the client's
 * (no effect + setState round trip, and no flash when a component mounts after hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
