// Worker tests: run inside workerd with real (local) D1, KV and rate limiters.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  // wrangler.toml names the built site as its assets folder; the API tests need only that it exists.
  mkdirSync("dist/client", { recursive: true });
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
            PASSWORD_PEPPER: "test-pepper-0123456789abcdef0123456789abcd",
            // The local origin, as `npm start` uses (worker/test/helpers.ts sends it as Origin).
            SITE_ORIGIN: "http://localhost:8787",
          },
        },
      }),
    ],
    test: {
      include: ["worker/test/**/*.test.ts"],
      // Property tests and workerd start-up take seconds on a loaded 2-core machine: 5 s (the
      // default) failed there while the same tests take under 2 s on a quiet one.
      testTimeout: 30_000,
      setupFiles: ["./worker/test/apply-migrations.ts"],
      // Run in Node, outside workerd: a real HTTP server standing in for an LLM endpoint, and real
      // image files made with sharp for the photo tests.
      globalSetup: ["./worker/test/llm-server.global.ts", "./worker/test/photo-fixtures.global.ts"],
    },
  };
});
