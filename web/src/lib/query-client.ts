import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec section 9: never stale, no refetch interval or on focus, no retries. */
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
