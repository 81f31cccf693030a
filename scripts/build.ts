// npm run build: images, then React Router's build (client, Worker, every page prerendered into
// dist/client; the pages' Markdown, content/, rendered in it by scripts/content/vite-plugin.ts;
// built again if a page's prerender times out, see scripts/lib/prerender-retry.ts), then the files
// Workers Static Assets reads beside them.
import { buildWithRetry, reactRouterBuild } from "./lib/prerender-retry";
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/images/generate.ts", "--quiet"]);
await buildWithRetry(reactRouterBuild);
await run("npx", ["tsx", "scripts/finish-build.ts"]);
