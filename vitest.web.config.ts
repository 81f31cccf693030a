// Web unit tests: plain Node (no browser); the UI itself is tested in Chromium by Playwright.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["web/test/**/*.test.{ts,tsx}"], environment: "node" },
});
