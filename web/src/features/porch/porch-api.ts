/** The Porch's two calls (spec section 7) as TanStack Query mutations. */
import { useMutation } from "@tanstack/react-query";
import { apiRequest, readJson } from "../../lib/api-client";
import type { PorchActionCode } from "../../content/porch";

export type PorchReply = { sessionId: string; response: string };

export function useChatMutation() {
  return useMutation({
    mutationKey: ["porch", "chat"],
    mutationFn: async (body: { message: string; sessionId?: string }) =>
      readJson<PorchReply>(await apiRequest("POST", "/api/community/chat", body)),
  });
}

export function useQuickActionMutation() {
  return useMutation({
    mutationKey: ["porch", "quick-action"],
    mutationFn: async (body: { action: PorchActionCode; sessionId?: string }) =>
      readJson<PorchReply>(await apiRequest("POST", "/api/community/quick-action", body)),
  });
}
