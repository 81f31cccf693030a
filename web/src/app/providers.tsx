import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/**
 * App-wide providers. Toasts per spec section 9: one visible at a time, 5000 ms, F8 focuses the
 * toast region, swipe right to dismiss (sonner's swipe threshold is fixed; see docs/decisions).
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        visibleToasts={1}
        duration={5000}
        hotkey={["F8"]}
        swipeDirections={["right"]}
        position="bottom-right"
        closeButton
        richColors
        containerAriaLabel="Notifications"
      />
    </QueryClientProvider>
  );
}
