// npm run deploy: the launch check, then the production build, remote migrations and wrangler deploy.
// The check refuses while placeholders remain; `npm run deploy -- --allow-placeholders` overrides
// it (a staging deploy of the demo content, say).
// Production is wrangler.toml's [env.production] (the top level plus the Workers AI binding,
// docs/decisions/0078-porch-second-opinion-in-production.md). The Vite plugin applies a Wrangler
// environment when building, not when deploying: the build runs with CLOUDFLARE_ENV=production and
// writes dist/server/wrangler.json for it, which `wrangler deploy` then reads (through
// .wrangler/deploy/config.json); `--env` on deploy is not how the plugin chooses one.
import { builtConfigProblem, DEPLOY_ARGS, migrateD1, PRODUCTION_ENV, readBuiltConfig, run, wrangler } from "./lib/wrangler";

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
await run("npm", ["run", "build"], { env: { CLOUDFLARE_ENV: PRODUCTION_ENV } });
const problem = builtConfigProblem(readBuiltConfig(), PRODUCTION_ENV);
if (problem) {
  console.error(`deploy: refused, ${problem}.`);
  process.exit(1);
}
await migrateD1({ remote: true }); // --remote --env production
await wrangler(DEPLOY_ARGS);
console.log("deploy: done. dist/ now holds the production build; `npm start` or `npm run build` builds the local one again.");
