import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * Queries never go stale and never refetch on their own (no interval, no focus refetch, no
 * retries): what a view shows changes when the visitor acts.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the page (the prerender renders no queries, so sharing it there is harmless). */
export const queryClient = createQueryClient();
