/** The Porch's two calls as TanStack Query mutations. */
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../lib/api-client";
import type { ChatBody, PorchReply, QuickActionBody } from "../../lib/api-types";
import type { QuickAction } from "#shared/schemas/porch";

/** A quick action's code, as the panel sends it: the shared enum the Worker checks. */
export type PorchActionCode = QuickAction;

export function useChatMutation() {
  return useMutation({
    mutationKey: ["porch", "chat"],
    mutationFn: (body: ChatBody) => apiJson<PorchReply>("POST", "/api/community/chat", body),
  });
}

export function useQuickActionMutation() {
  return useMutation({
    mutationKey: ["porch", "quick-action"],
    // The API takes any string and refuses unknown ones; the web sends only the codes it shows.
    mutationFn: (body: QuickActionBody & { action: PorchActionCode }) => apiJson<PorchReply>("POST", "/api/community/quick-action", body),
  });
}
