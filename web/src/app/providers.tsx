import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { queryClient } from "../lib/query-client";

// The toaster is not needed to show a page, so it loads after hydration in its own chunk.
const Toaster = lazy(() => import("../components/ui/toaster"));

export function Providers({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
