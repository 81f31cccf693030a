import { useCallback, useEffect, useState } from "react";
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

/**
 * The one sign-up list the three wellness forms share (spec sections 3-5): a JSON array of
 * addresses in localStorage `wellness-emails`, sent nowhere. Read after mount, never during render.
 */
export function useWellnessEmails() {
  const [emails, setEmails] = useState<string[]>([]);
  useEffect(() => setEmails(readStored()), []);

  const subscribe = useCallback((raw: string): SubscribeResult => {
    const email = raw.trim();
    const current = readStored();
    if (current.some((e) => e.toLowerCase() === email.toLowerCase())) return "duplicate";
    const next = [...current, email];
    try {
      localStorage.setItem(WELLNESS_EMAILS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage blocked (private mode): the address is kept for this visit only.
    }
    setEmails(next);
    return "added";
  }, []);

  return { emails, subscribe };
}
