import { lazy, Suspense, type ReactNode } from "react";
import { useToasterWanted } from "../lib/notify";

// The toaster is not needed to show a page: it loads in its own chunk with the first toast
// (lib/notify.ts), so pages where nothing toasts never fetch sonner.
// TanStack Query is provided by the deferred parts that use it (QueryProvider), which keeps it
// out of every page's first-load bundle.
const Toaster = lazy(() => import("../components/ui/toaster"));

export function Providers({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      {children}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
