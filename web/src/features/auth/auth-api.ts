/** Account calls (spec section 7) and the helpers the dialogs share. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, readJson } from "../../lib/api-client";
import { clearInstructor, saveInstructor, type Instructor } from "./instructor-store";

type InstructorResponse = { instructor: Instructor & { email: string } };

export const instructorsQueryKey = ["/api/instructors"] as const;

/** Field errors of a 400 (`issues`), keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.bodyText) as { issues?: Array<{ path: string; message: string }> };
    const out: Record<string, string> = {};
    for (const issue of body.issues ?? []) if (issue.path && !out[issue.path]) out[issue.path] = issue.message;
    return out;
  } catch {
    return {};
  }
}

export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return "Could not reach the server. Please check your connection and try again.";
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      // A 401 here is a wrong password, not a dead session: show the toast, do not reload.
      readJson<InstructorResponse>(await apiRequest("POST", "/api/instructor/login", body, { on401: "throw" })),
    onSuccess: ({ instructor }) => saveInstructor(instructor),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; password: string; name: string; inviteCode: string }) =>
      readJson<InstructorResponse>(await apiRequest("POST", "/api/instructor/signup", body, { on401: "throw" })),
    onSuccess: ({ instructor }) => {
      saveInstructor(instructor);
      void queryClient.invalidateQueries({ queryKey: instructorsQueryKey });
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/instructor/logout", undefined, { on401: "throw" });
    },
    // Logged out locally whatever the server said: the cookie is cleared or already dead.
    onSettled: () => clearInstructor(),
  });
}

export type ProfileInput = { name: string; photoUrl: string | null; offerings: string | null; websiteUrl: string | null };

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileInput) =>
      readJson<InstructorResponse>(await apiRequest("PUT", `/api/instructor/profile/${id}`, body)),
    onSuccess: ({ instructor }) => {
      saveInstructor(instructor);
      void queryClient.invalidateQueries({ queryKey: instructorsQueryKey });
    },
  });
}
