import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium";
import { stopEverythingOnSignal } from "./scripts/lib/interrupts";

// In the runner, not in its workers (which load this file too and are among what it stops):
// Ctrl-C stops the web server, the workers, their browsers and the servers specs start.
if (process.env.TEST_WORKER_INDEX === undefined) stopEverythingOnSignal();

// E2E_PORT lets two checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 8788);
// Set by e2e/global-setup.ts before the workers start: Playwright's own list plus the omnibox popup's.
const disableFeatures = process.env.E2E_DISABLE_FEATURES ? [`--disable-features=${process.env.E2E_DISABLE_FEATURES}`] : [];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumFlags, ...disableFeatures],
    },
  },
  webServer: {
    // Serves the build made by `npm run build` with its own fresh local D1/KV and demo data, and
    // creates the run's invite codes before it answers (e2e/routes.ts, testInviteCodes).
    command: "npx tsx scripts/start.ts --no-build --fresh --test-invites",
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT), WRANGLER_PERSIST_DIR: ".wrangler/e2e-state" },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
