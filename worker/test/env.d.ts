// Types for the worker tests: `env` from "cloudflare:workers" is the Worker's generated
// Cloudflare.Env (worker-configuration.d.ts, worker/env.ts) plus the migrations the setup applies.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** A request over real HTTP from Node (vitest.config.ts `rawHttp`). */
    RAW_HTTP: Fetcher;
  }
}

// A fixture's exact bytes (Vite's ?raw import), for hash pins.
declare module "*?raw" {
  const text: string;
  export default text;
}

declare namespace Cloudflare {
  interface Env {
    /** CLAIM_LIMITER with the limit wrangler.toml deploys (vitest.config.ts). */
    CLAIM_LIMITER_AS_DEPLOYED: RateLimit;
  }
}
