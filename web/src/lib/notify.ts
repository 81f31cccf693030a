import { useSyncExternalStore } from "react";

/**
 * Toasts (docs/decisions/0006-toasts-and-errors.md) without sonner on every page: sonner and the Toaster
 * (components/ui/toaster.tsx, the `toasts` chunk with its stylesheet) are fetched when the first
 * toast is shown, not with the page nor after hydration, so a page where nothing toasts never
 * fetches them. The first notify() asks Providers to
 * mount the Toaster; sonner keeps a toast made before its Toaster subscribes and shows it then.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once a toast has been asked for: Providers mounts the Toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}

export function notify(kind: "success" | "error" | "info", notice: { title: string; description: string }): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import("sonner").then(({ toast }) => toast[kind](notice.title, { description: notice.description }));
}
