/**
 * Claiming a day, optimistically (decision 0021): the day shows as the
 * instructor's at once, before the claim has crossed the ocean to the primary database; if the
 * claim fails the month goes back to what it was (the caller shows the spec's "Failed to claim
 * slot" toast), and, as the spec asks, the month is refetched after every claim whatever the
 * outcome, so a day someone else took in between then shows as theirs.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../lib/api-client";
import type { Slot, SlotResponse } from "../../lib/api-types";
import { SLOTS_KEY, slotsQuery } from "./calendar-api";
import { claimToWire, type ClaimInput } from "./calendar-wire";

/** The slots query of the month that holds a day (`2026-12-01`). */
const monthKeyOf = (day: string) => slotsQuery(Number(day.slice(0, 4)), Number(day.slice(5, 7))).queryKey;

/** Stands in for the server's row until the answer comes; a negative id is never a real slot. */
let placeholderId = 0;

export function useClaimSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: ClaimInput) => apiJson<SlotResponse>("POST", SLOTS_KEY, claimToWire(claim)),
    onMutate: async (claim) => {
      const key = monthKeyOf(claim.day);
      const body = claimToWire(claim);
      // A fetch of this month still in flight would overwrite the optimistic day with old data.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      placeholderId -= 1;
      // The cache holds the month as the API sent it, so the stand-in is written in the same form.
      const optimistic: Slot = { id: placeholderId, ...body, courseDescription: body.courseDescription ?? "", isBlocked: false };
      queryClient.setQueryData(key, (old) => (old ? [...old.filter((s) => s.slotDate !== body.slotDate), optimistic] : old));
      return { key, previous };
    },
    onError: (_error, _body, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SLOTS_KEY] }),
  });
}
