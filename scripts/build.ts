// npm run build: images, the pages' Markdown (content/), then React Router's build (client, Worker,
// every page prerendered into dist/client; built again if a page's prerender times out, see
// scripts/lib/prerender-retry.ts), then the files Workers Static Assets reads beside them.
import { buildWithRetry, reactRouterBuild } from "./lib/prerender-retry";
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/images/generate.ts", "--quiet"]);
await run("npx", ["tsx", "scripts/content/render.ts", "--quiet"]);
await buildWithRetry(reactRouterBuild);
await run("npx", ["tsx", "scripts/finish-build.ts"]);
