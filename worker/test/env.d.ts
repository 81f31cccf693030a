// Types for the worker tests: `env` from "cloudflare:workers" is the Worker's Env plus the migrations.
declare namespace Cloudflare {
  interface Env extends import("../env").Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
