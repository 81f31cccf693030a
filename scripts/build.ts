// npm run build: images, client bundle, server bundle, then prerender every route to HTML.
import { run } from "./lib/wrangler";

await run("npx", ["tsx", "scripts/images/generate.ts", "--quiet"]);
await run("npx", ["vite", "build", "--logLevel", "warn"]);
await run("npx", ["vite", "build", "--ssr", "--logLevel", "warn"]);
await run("npx", ["tsx", "scripts/prerender.ts"]);
