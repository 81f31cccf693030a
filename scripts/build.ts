// npm run build: images, the pages' Markdown (content/), then React Router's build (client, Worker,
// every page prerendered into dist/client), then the files Workers Static Assets reads beside them.
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/images/generate.ts", "--quiet"]);
await run("npx", ["tsx", "scripts/content/render.ts", "--quiet"]);
await run("npx", ["react-router", "build"]);
await run("npx", ["tsx", "scripts/finish-build.ts"]);
