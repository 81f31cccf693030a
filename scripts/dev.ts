// npm run dev: the local setup of npm start (.dev.vars if missing, migrations, demo data once),
// then `react-router dev`: Vite with hot reload, the Worker (the /api on the local D1/KV/R2 and
// React Router's handler) running in workerd through @cloudflare/vite-plugin. Pages render from
// the same route modules and the same Worker as the build's prerender.
//   PORT=5173 (default)   where to serve
import { watch } from "node:fs";
import { CONTENT_DIR, writeContent } from "./content/render";
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/start.ts", "--no-build", "--no-serve"]);

/** Renders the pages' Markdown (content/) into web/src/content/generated; Vite reloads what changed. */
async function renderContent() {
  try {
    const changed = await writeContent();
    if (changed.length > 0) console.log(`Content: wrote ${changed.join(", ")}.`);
  } catch (err) {
    // The page keeps its last good text; the sentence says which file and field to fix.
    console.error(`Content: ${err instanceof Error ? err.message : err}`);
  }
}
await renderContent();
// The owner's Markdown is outside the app: render it again on every save.
watch(CONTENT_DIR, { recursive: true }, (_event, file) => {
  if (file?.endsWith(".md")) void renderContent();
});

// run() passes wrangler's quiet settings: the plugin runs wrangler's code (no telemetry, no prompts).
await run("npx", ["react-router", "dev"]);
