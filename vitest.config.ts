// The unit and API tests, two projects in one run (docs/testing.md):
// - worker: the API inside workerd with real (local) D1, KV, R2 and rate limiters;
// - node: the web app's logic, the owner scripts (the Porch's training among them) and the bench's HTTPS front,
//   in plain Node. The UI itself is tested in browsers by Playwright (e2e/).
// A third, interrupts, sends Ctrl-C to each suite that starts servers or browsers; it needs the
// build, so npm test runs it on its own, last.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";

/**
 * A request sent to the Worker over real HTTP from Node, for what a Request object in the Worker
 * cannot be built to hold (a GET with a body: the constructor refuses it, workerd's HTTP server
 * does not). The test posts `{method, path, headers, body}`; the answer is the Worker's status
 * and body. (worker/test/helpers.ts `rawHttp`.)
 */
async function rawHttp(request: Request, mf: { ready: Promise<URL> }): Promise<Response> {
  const spec = (await request.json()) as { method: string; path: string; headers: Record<string, string>; body: string };
  const url = new URL(spec.path, await mf.ready);
  return new Promise((resolve, reject) => {
    const out = httpRequest(url, { method: spec.method, headers: spec.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve(
          new Response(Buffer.concat(chunks), { status: res.statusCode, headers: { "content-type": res.headers["content-type"] ?? "" } }),
        ),
      );
      res.on("error", reject);
    });
    out.on("error", reject);
    out.end(spec.body);
  });
}
import { defineConfig } from "vitest/config";
import { pageMarkdown } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
                PASSWORD_PEPPER: "test-pepper-0123456789abcdef0123456789abcd",
                OWNER_JWT_SECRET: "test-owner-jwt-secret-0123456789abcdef0123",
                // The local origin, as `npm start` uses (worker/test/helpers.ts sends it as Origin).
                SITE_ORIGIN: "http://localhost:8787",
              },
              serviceBindings: { RAW_HTTP: rawHttp },
              // Calendar writes are limited per instructor, and many tests write as one instructor
              // about something else: here the limit is far away. The limit as deployed is there
              // too, under its own name, for the test about it (worker/test/claim-cap.test.ts).
              ratelimits: {
                CLAIM_LIMITER: { namespace_id: "1007", simple: { limit: 100_000, period: 60 } },
                CLAIM_LIMITER_AS_DEPLOYED: { namespace_id: "1107", simple: { limit: 20, period: 60 } },
              },
            },
          })),
        ],
        test: {
          name: "worker",
          isolate: false,
          include: ["worker/test/**/*.test.ts"],
          // Property tests and workerd start-up take seconds on a loaded 2-core machine: 5 s (the
          // default) failed there while the same tests take under 2 s on a quiet one.
          testTimeout: 30_000,
          setupFiles: ["./worker/test/apply-migrations.ts"],
          // Run in Node, outside workerd: a real HTTP server standing in for an LLM endpoint, and
          // real image files made with sharp for the photo tests.
          globalSetup: ["./worker/test/llm-server.global.ts", "./worker/test/photo-fixtures.global.ts"],
        },
      },
      {
        // The content modules import the pages' Markdown as Vite renders it (web/test/route-table.test.ts reads them all).
        plugins: [pageMarkdown()],
        test: {
          name: "node",
          include: ["web/test/**/*.test.{ts,tsx}", "scripts/test/**/*.test.ts", "bench/test/**/*.test.ts"],
          exclude: ["scripts/test/interrupt/**"],
          environment: "node",
        },
      },
      {
        // Interrupts the suites that start servers and browsers: needs the build, so npm test runs
        // it last, on its own (scripts/test.ts); `npm run test:unit` leaves it out.
        test: {
          name: "interrupts",
          include: ["scripts/test/interrupt/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 330_000,
        },
      },
    ],
  },
});

// wrangler.toml names the built site as its assets folder; the API tests need only that it exists.
mkdirSync("dist/client", { recursive: true });
