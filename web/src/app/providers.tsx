import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated";

// The toaster is not needed to show a page, so it loads after hydration in its own chunk.
// TanStack Query is provided by the pages and islands that use it (QueryProvider), which keeps it
// out of every page's first-load bundle.
const Toaster = lazy(() => import("../components/ui/toaster"));

export function Providers({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
