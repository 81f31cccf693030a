// npm run dev: the local setup of npm start (.dev.vars if missing, migrations, demo data once),
// then `react-router dev`: Vite with hot reload, the Worker (the /api on the local D1/KV/R2 and
// React Router's handler) running in workerd through @cloudflare/vite-plugin. Pages render from
// the same route modules and the same Worker as the build's prerender, and the pages' Markdown
// (content/) through the same Vite plugin, which reloads them on a save.
//   PORT=5173 (default)   where to serve
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/start.ts", "--no-build", "--no-serve"]);

// run() passes wrangler's quiet settings: the plugin runs wrangler's code (no telemetry, no prompts).
await run("npx", ["react-router", "dev"]);
