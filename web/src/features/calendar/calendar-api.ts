/** Calendar calls as TanStack Query options and mutations; their types come from the API. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { hostedPhoto } from "#shared/photo-address";
import { apiGet, apiJson, apiRequest } from "../../lib/api-client";
import type { PublicInstructor, Slot, SlotResponse, SlotsQuery, UpdateSlotBody } from "../../lib/api-types";

export const SLOTS_KEY = "/api/calendar/slots";

/** The month's slots: the key holds the query's parameters, and the fetch sends the same ones. */
export function slotsQuery(year: number, month: number) {
  const params = { year: String(year), month: String(month) } satisfies Record<keyof SlotsQuery, string>;
  return queryOptions({
    queryKey: [SLOTS_KEY, params] as const,
    queryFn: () => apiGet<Slot[]>(`${SLOTS_KEY}?${new URLSearchParams(params)}`),
  });
}

export const instructorsQuery = queryOptions({
  queryKey: ["/api/instructors"] as const,
  queryFn: () => apiGet<PublicInstructor[]>("/api/instructors"),
});

/**
 * A profile is "filled in", and so gets a card under Meet Our Instructors, when it has offerings
 * (non-blank) or a photo: a name alone, or a name and a website, says nothing about the teaching.
 * The calendar links a claimed day's name to the card only when this holds.
 */
export function hasPublicProfile(instructor: PublicInstructor): boolean {
  return Boolean(instructor.offerings?.trim()) || hostedPhoto(instructor.photoUrl) !== null;
}

/** The id of an instructor's card; `#instructor-<id>` is what a claimed day links to. */
export const instructorAnchor = (id: number) => `instructor-${id}`;

/**
 * The URL when it is an absolute http(s) address, else null. The API already refuses anything
 * else (worker/routes/instructor.ts); this is the second check, at the place it becomes a link.
 */
export function webAddress(value: string | null, protocols: readonly string[] = ["https:", "http:"]): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Every change refetches the slots (spec), whatever the outcome: a 409 means the view was stale. */
function useRefetchSlots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SLOTS_KEY] });
}

export type UpdateInput = UpdateSlotBody & { id: number };

// Claiming is optimistic: useClaimSlot lives in use-claim-slot.ts.

export function useUpdateSlot() {
  const refetch = useRefetchSlots();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateInput) => apiJson<SlotResponse>("PUT", `${SLOTS_KEY}/${id}`, body),
    onSettled: refetch,
  });
}

export function useDeleteSlot() {
  const refetch = useRefetchSlots();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `${SLOTS_KEY}/${id}`);
    },
    onSettled: refetch,
  });
}
