// Bindings and vars the Worker reads that `wrangler types` cannot see (they are not in
// wrangler.toml), merged into the generated Cloudflare.Env of worker-configuration.d.ts.
declare namespace Cloudflare {
  interface Env {
    /** Milliseconds a reply provider may take before the next one answers (default 8000). */
    LLM_TIMEOUT_MS?: string;
  }
}

// React Router's server build, which its Vite plugin provides to the Worker (worker/pages.ts).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
