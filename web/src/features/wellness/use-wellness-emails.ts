import { useCallback } from "react";
import { WELLNESS_EMAILS_STORAGE_KEY } from "../../content/wellness";

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WELLNESS_EMAILS_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export type SubscribeResult = "added" | "duplicate";

/** The owner's interest list in D1 (POST {email}; also takes the forms' plain HTML post). */
export const INTEREST_ENDPOINT = "/api/wellness/interest";

/**
 * Sends the address to the interest list in the background. The visitor's messages are the
 * spec's local ones whatever happens here; the server answers the same for new and known
 * addresses, so there is nothing to tell them, and a failure (offline, rate limit) is only logged.
 */
function sendToInterestList(email: string) {
  void fetch(INTEREST_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
    credentials: "same-origin",
  })
    .then((res) => {
      if (!res.ok) console.warn(`The interest list did not take the address (HTTP ${res.status}).`);
    })
    .catch(() => console.warn("The interest list could not be reached."));
}

/**
 * The one sign-up list the three wellness forms share: a JSON array of
 * addresses in localStorage `wellness-emails`, which decides the form's messages, and
 * a copy of each address sent to the owner's interest list, known or not. Storage is read only when the visitor
 * subscribes (nothing renders the list), so the prerendered forms never depend on it.
 */
export function useWellnessEmails() {
  const subscribe = useCallback((raw: string): SubscribeResult => {
    const email = raw.trim();
    const current = readStored();
    // Sent even when this browser already has it: it may predate the server list.
    if (email) sendToInterestList(email);
    if (current.some((e) => e.toLowerCase() === email.toLowerCase())) return "duplicate";
    const next = [...current, email];
    try {
      localStorage.setItem(WELLNESS_EMAILS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked (private mode): the sign-up still succeeds for this visit, nothing is kept.
    }
    return "added";
  }, []);

  return { subscribe };
}
