// Types for the worker tests: `env` from "cloudflare:workers" is the Worker's generated
// Cloudflare.Env (worker-configuration.d.ts, worker/env.ts) plus the migrations the setup applies.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
