// npm test: every automated check, in order, stopping at the first failure.
import { run } from "./lib/run.mjs";

const steps = [
  ["Type check", "npx", ["tsc", "-b"]],
  ["Lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["Worker tests (workerd, local D1/KV)", "npx", ["vitest", "run", "--config", "vitest.config.ts"]],
  ["Web unit tests", "npx", ["vitest", "run", "--config", "vitest.web.config.ts"]],
  ["Build", "npm", ["run", "build"]],
  ["Deploy dry run", "npx", ["wrangler", "deploy", "--dry-run", "--outdir", ".wrangler/dry-run"]],
  ["End-to-end tests (Chromium)", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  try {
    await run(cmd, args);
  } catch (err) {
    console.error(`\n${name} failed: ${err.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
}
