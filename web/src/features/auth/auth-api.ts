/** Account calls (spec section 7) and the helpers the dialogs share. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, readJson } from "../../lib/api-client";
import { saveInstructor, type Instructor } from "./instructor-store";

type InstructorResponse = { instructor: Instructor & { email: string } };

export const instructorsQueryKey = ["/api/instructors"] as const;
export const meQueryKey = ["/api/instructor/me"] as const;

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      // A 401 here is a wrong password, not a dead session: show the toast, do not reload.
      readJson<InstructorResponse>(await apiRequest("POST", "/api/instructor/login", body, { on401: "throw" })),
    // The caller saves the instructor (saveInstructor) after its own toast: saving swaps the
    // access card for the welcome card, which unmounts the dialog and drops later callbacks.
    onSuccess: (data) => queryClient.setQueryData(meQueryKey, data),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; password: string; name: string; inviteCode: string }) =>
      readJson<InstructorResponse>(await apiRequest("POST", "/api/instructor/signup", body, { on401: "throw" })),
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: instructorsQueryKey });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/instructor/logout", undefined, { on401: "throw" });
    },
    // The caller clears the local instructor (clearInstructor) after its toast, whatever the
    // server said: the cookie is cleared or already dead.
    onSettled: () => queryClient.removeQueries({ queryKey: meQueryKey }),
  });
}

export type ProfileInput = { name: string; photoUrl: string | null; offerings: string | null; websiteUrl: string | null };

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileInput) =>
      readJson<InstructorResponse>(await apiRequest("PUT", `/api/instructor/profile/${id}`, body)),
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryKey, data);
      saveInstructor(data.instructor);
      void queryClient.invalidateQueries({ queryKey: instructorsQueryKey });
    },
  });
}
