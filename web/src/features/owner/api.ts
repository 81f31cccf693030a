/**
 * The owner console's calls to /api/owner (docs/owner-console-api.md): JSON in and out, the
 * session in its own cookie, errors thrown as the API client's ApiError with the server's
 * sentence. Passkey ceremonies go through @simplewebauthn/browser; a fresh check (a passkey
 * assertion tied to one action, valid 5 minutes) gives a token the irreversible writes send in
 * `X-Owner-Fresh`.
 */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { QueryClient } from "@tanstack/react-query";
import { ApiError, readJson } from "../../lib/api-client";
import type { OwnerStatus } from "../../lib/api-types";

export const OWNER_API = "/api/owner";

/** The owner's console never shares a cache with the public deferred parts: a client of its own, the spec's defaults. */
export const ownerQueryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
    mutations: { retry: false },
  },
});

export const statusKey = ["owner", "status"] as const;

/** Whether this browser can run a passkey ceremony at all (WebKitGTK has no PublicKeyCredential). */
export const passkeysSupported = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

type Options = { fresh?: string; body?: unknown };

/** One owner call. A 401 means the owner's session ended: the console goes back to sign-in. */
export async function ownerFetch(method: string, path: string, { fresh, body }: Options = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (fresh) headers["X-Owner-Fresh"] = fresh;
  let res: Response;
  try {
    res = await fetch(`${OWNER_API}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new Error("Could not reach the server. Please check your connection and try again.");
  }
  if (!res.ok) {
    const text = await res.text();
    if (res.status === 401 && !path.startsWith("/login") && !path.startsWith("/setup"))
      void ownerQueryClient.invalidateQueries({ queryKey: statusKey });
    throw new ApiError(res.status, normaliseError(text), res.statusText);
  }
  return res;
}

/** The API answers `{message, code}`; an `{error: {message, code}}` body is read the same way. */
function normaliseError(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string; code?: string } };
    if (parsed && typeof parsed === "object" && parsed.error && typeof parsed.error === "object") return JSON.stringify(parsed.error);
  } catch {
    // not JSON: kept as it is
  }
  return text;
}

export async function ownerJson<T>(method: string, path: string, options: Options = {}): Promise<T> {
  return readJson<T>(await ownerFetch(method, path, options));
}

export const ownerGet = <T>(path: string) => ownerJson<T>("GET", path);

/** A person-readable sentence for any failure: the server's, or the passkey prompt's. */
export function problem(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error) {
    if (error.name === "NotAllowedError" || /not allowed|timed out|cancel/i.test(error.message))
      return "The passkey prompt was closed or timed out, so nothing was done. Try again when you are ready.";
    if (error.name === "InvalidStateError") return "This device already holds a passkey for this console.";
    return error.message;
  }
  return "Something went wrong. Please try again.";
}

/** Options come either as they are or wrapped in `{options}`. */
const unwrap = <T>(answer: unknown): T =>
  (answer && typeof answer === "object" && "options" in answer ? (answer as { options: T }).options : answer) as T;

export type Status = OwnerStatus;

/** Registers a passkey with a set-up code (first set-up, or the way back in after a lost device). */
export async function registerWithCode(code: string, label: string): Promise<void> {
  const optionsJSON = unwrap<PublicKeyCredentialCreationOptionsJSON>(await ownerJson("POST", "/setup/options", { body: { code } }));
  const response: RegistrationResponseJSON = await startRegistration({ optionsJSON });
  await ownerFetch("POST", "/setup/verify", { body: { code, response, ...(label ? { label } : {}) } });
}

export async function signIn(): Promise<void> {
  const optionsJSON = unwrap<PublicKeyCredentialRequestOptionsJSON>(await ownerJson("POST", "/login/options", { body: {} }));
  const response: AuthenticationResponseJSON = await startAuthentication({ optionsJSON });
  await ownerFetch("POST", "/login/verify", { body: { response } });
}

export async function signOut(): Promise<void> {
  await ownerFetch("POST", "/logout", { body: {} });
}

/** The irreversible actions that need a fresh passkey check, by the name the API ties the token to. */
export type FreshAction =
  | "instructors.remove"
  | "calendar.block-claimed"
  | "interest.export"
  | "interest.remove"
  | "passkeys.add"
  | "passkeys.remove"
  | "sessions.end";

/** Runs a passkey assertion for `action` and returns the token that allows it for 5 minutes. */
export async function freshCheck(action: FreshAction): Promise<string> {
  const optionsJSON = unwrap<PublicKeyCredentialRequestOptionsJSON>(await ownerJson("POST", "/fresh/options", { body: { action } }));
  const response = await startAuthentication({ optionsJSON });
  const { freshToken } = await ownerJson<{ freshToken: string }>("POST", "/fresh/verify", { body: { action, response } });
  return freshToken;
}

/** Adds a passkey while signed in (a second device): a fresh check first, then the ceremony. */
export async function addPasskey(label: string): Promise<void> {
  const fresh = await freshCheck("passkeys.add");
  const optionsJSON = unwrap<PublicKeyCredentialCreationOptionsJSON>(await ownerJson("POST", "/passkeys/options", { fresh, body: {} }));
  const response = await startRegistration({ optionsJSON });
  await ownerFetch("POST", "/passkeys", { fresh, body: { response, ...(label ? { label } : {}) } });
}
