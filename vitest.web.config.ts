// Unit tests in plain Node (no browser): the web app's logic, the owner scripts' (the Porch's
// training among them) and the bench's HTTPS front. The UI itself is tested in Chromium by Playwright.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["web/test/**/*.test.{ts,tsx}", "scripts/test/**/*.test.ts", "bench/test/**/*.test.ts"], environment: "node" },
});
