// npm run build: images, the pages' Markdown (content/), client bundle, server bundle, then
// prerender every route to HTML.
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/images/generate.ts", "--quiet"]);
await run("npx", ["tsx", "scripts/content/render.ts", "--quiet"]);
await run("npx", ["vite", "build", "--logLevel", "warn"]);
await run("npx", ["vite", "build", "--ssr", "--logLevel", "warn"]);
await run("npx", ["tsx", "scripts/prerender.ts"]);
