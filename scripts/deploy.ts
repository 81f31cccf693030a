// npm run deploy: the launch check, then build, remote migrations and wrangler deploy.
// The check refuses while placeholders remain; `npm run deploy -- --allow-placeholders` overrides
// it (a staging deploy of the demo content, say).
import { migrateD1, run, wrangler } from "./lib/wrangler";

const allowPlaceholders = process.argv.includes("--allow-placeholders");
try {
  await run("npx", ["tsx", "scripts/preflight.ts"]);
} catch {
  if (!allowPlaceholders) {
    console.error("deploy: refused, placeholders remain (listed above). Replace them, or pass --allow-placeholders.");
    process.exit(1);
  }
  console.warn("deploy: deploying with placeholders (--allow-placeholders).");
}
await run("npm", ["run", "build"]);
await migrateD1({ remote: true });
await wrangler(["deploy"]);
