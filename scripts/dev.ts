// npm run dev: one process. Vite serves the app with hot reload and runs the Worker (the /api,
// on the local D1/KV) inside its dev server through @cloudflare/vite-plugin (vite.config.ts).
// The local setup is npm start's: .dev.vars if missing, migrations, demo data once.
//   PORT=5173 (default)   where to serve
import { createServer } from "vite";
import { quietWranglerEnv, run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/start.ts", "--no-build", "--no-serve"]);

// The plugin runs wrangler's code in this process: no telemetry, no prompts (TOOLCHAIN.md).
Object.assign(process.env, quietWranglerEnv);
const server = await createServer({ server: { port: Number(process.env.PORT ?? 5173), strictPort: true } });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
