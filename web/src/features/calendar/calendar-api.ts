/** Calendar calls (spec section 7) as TanStack Query options and mutations. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getQueryFn, readJson } from "../../lib/api-client";

export type Slot = {
  id: number;
  slotDate: string; // ISO string of UTC midnight of the day
  instructorId: number | null;
  courseTitle: string;
  courseDescription: string;
  timeSlot: string;
  isBlocked: boolean;
};

export type PublicInstructor = { id: number; name: string; photoUrl: string | null; offerings: string | null; websiteUrl: string | null };

export const SLOTS_KEY = "/api/calendar/slots";

/** The month's slots; the key holds year and month so changing month fetches that month. */
export function slotsQuery(year: number, month: number) {
  return queryOptions({
    queryKey: [SLOTS_KEY, year, month] as const,
    // The shared query function (status and body text on errors, 401 handling) on the query-string URL.
    queryFn: () => getQueryFn<Slot[]>()({ queryKey: [`${SLOTS_KEY}?year=${year}&month=${month}`] }),
  });
}

export const instructorsQuery = queryOptions({
  queryKey: ["/api/instructors"] as const,
  queryFn: getQueryFn<PublicInstructor[]>(),
});

/** Every change refetches the slots (spec), whatever the outcome: a 409 means the view was stale. */
function useRefetchSlots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SLOTS_KEY] });
}

export type ClaimInput = { slotDate: string; instructorId: number; courseTitle: string; courseDescription: string; timeSlot: string };
export type UpdateInput = { id: number; courseTitle: string; courseDescription: string; timeSlot: string };

export function useClaimSlot() {
  const refetch = useRefetchSlots();
  return useMutation({
    mutationFn: async (body: ClaimInput) => readJson<{ slot: Slot }>(await apiRequest("POST", SLOTS_KEY, body)),
    onSettled: refetch,
  });
}

export function useUpdateSlot() {
  const refetch = useRefetchSlots();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateInput) => readJson<{ slot: Slot }>(await apiRequest("PUT", `${SLOTS_KEY}/${id}`, body)),
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
