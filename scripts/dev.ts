// npm run dev: one process. Vite serves the app with hot reload and runs the Worker (the /api,
// on the local D1/KV) inside its dev server through @cloudflare/vite-plugin (vite.config.ts).
// The local setup is npm start's: .dev.vars if missing, migrations, demo data once.
//   PORT=5173 (default)   where to serve
import { createServer } from "vite";
import { CONTENT_DIR, writeContent } from "./content/render";
import { quietWranglerEnv, run } from "./lib/wrangler";

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

// The plugin runs wrangler's code in this process: no telemetry, no prompts (TOOLCHAIN.md).
Object.assign(process.env, quietWranglerEnv);
const server = await createServer({ server: { port: Number(process.env.PORT ?? 5173), strictPort: true } });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });

// The owner's Markdown is outside Vite's root (web/): watch it too, and render on every save.
server.watcher.add(CONTENT_DIR);
server.watcher.on("all", (_event, file) => {
  if (file.startsWith(CONTENT_DIR) && file.endsWith(".md")) void renderContent();
});
