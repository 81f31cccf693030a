// Types for the worker tests: `env` from "cloudflare:workers" is the Worker's Env plus the migrations.
type WorkerEnv = import("../env").Env;
type TestMigrations = import("cloudflare:test").D1Migration[];

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    TEST_MIGRATIONS: TestMigrations;
  }
}
