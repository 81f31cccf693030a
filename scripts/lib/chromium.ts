/** The browser the end-to-end tests and the bench drive, and how they start it. */
import { existsSync } from "node:fs";

/** Debian's Chromium when installed (Playwright cannot download its own browser here), else Playwright's. */
export function chromiumPath(): string | undefined {
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** A container has no user namespaces or GPU; background traffic would only add noise offline. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
