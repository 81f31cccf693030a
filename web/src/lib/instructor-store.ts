/**
 * The spec's `instructor` entry in localStorage: a display cache of who is logged in (the
 * session cookie is the truth). Read through useSyncExternalStore so the prerendered HTML and
 * the first client render agree (both "logged out") and the cached value appears right after.
 */
import { useSyncExternalStore } from "react";
import { INSTRUCTOR_STORAGE_KEY } from "./api-client";
import type { OwnInstructor } from "./api-types";

/** Who is logged in, as cached: the API's own-instructor record without the email (never shown). */
export type Instructor = Omit<OwnInstructor, "email">;

const CHANGE_EVENT = "instructor-change";

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === INSTRUCTOR_STORAGE_KEY || e.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

let lastRaw: string | null = null;
let lastParsed: Instructor | null = null;

function parse(raw: string | null): Instructor | null {
  if (raw === lastRaw) return lastParsed;
  lastRaw = raw;
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Instructor>) : null;
    lastParsed = value && typeof value.id === "number" && typeof value.name === "string" ? (value as Instructor) : null;
  } catch {
    lastParsed = null;
  }
  return lastParsed;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(INSTRUCTOR_STORAGE_KEY);
  } catch {
    return null; // storage disabled: behave as logged out
  }
}

export function useInstructor(): Instructor | null {
  return useSyncExternalStore(
    subscribe,
    () => parse(readRaw()),
    () => null,
  );
}

export function saveInstructor(instructor: Instructor & { email?: string }) {
  // The email stays out of the cache: nothing on screen needs it.
  const { id, name, photoUrl, offerings, websiteUrl } = instructor;
  window.localStorage.setItem(INSTRUCTOR_STORAGE_KEY, JSON.stringify({ id, name, photoUrl, offerings, websiteUrl }));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearInstructor() {
  window.localStorage.removeItem(INSTRUCTOR_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
