/** Account calls as TanStack Query mutations; their types come from the API. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "../../lib/api-client";
import type { InstructorResponse, LoginBody, ProfileBody, SignupBody } from "../../lib/api-types";
import { saveInstructor } from "../../lib/instructor-store";

export const instructorsQueryKey = ["/api/instructors"] as const;
export const meQueryKey = ["/api/instructor/me"] as const;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      // A 401 here is a wrong password, not a dead session: show the toast, do not reload.
      apiJson<InstructorResponse>("POST", "/api/instructor/login", body, { on401: "throw" }),
    // The caller saves the instructor (saveInstructor) after its own toast: saving swaps the
    // access card for the welcome card, which unmounts the dialog and drops later callbacks.
    onSuccess: (data) => queryClient.setQueryData(meQueryKey, data),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiJson<InstructorResponse>("POST", "/api/instructor/signup", body, { on401: "throw" }),
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

/** What every profile change does with the answer: the cached account, and the public list. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (data: InstructorResponse) => {
    queryClient.setQueryData(meQueryKey, data);
    saveInstructor(data.instructor);
    void queryClient.invalidateQueries({ queryKey: instructorsQueryKey });
  };
}

export function useUpdateProfile(id: number) {
  const onSuccess = useProfileSaved();
  return useMutation({
    mutationFn: (body: ProfileBody) => apiJson<InstructorResponse>("PUT", `/api/instructor/profile/${id}`, body),
    onSuccess,
  });
}

/** Uploads a photo made by preparePhoto (photo-file.ts): its bytes as the body, not JSON. */
export function useUploadPhoto() {
  const onSuccess = useProfileSaved();
  return useMutation({
    mutationFn: (photo: Blob) => apiJson<InstructorResponse>("PUT", "/api/instructor/photo", photo),
    onSuccess,
  });
}

export function useRemovePhoto() {
  const onSuccess = useProfileSaved();
  return useMutation({
    mutationFn: () => apiJson<InstructorResponse>("DELETE", "/api/instructor/photo"),
    onSuccess,
  });
}
