// npm test: every automated check, in order, stopping at the first failure.
import { builtConfigProblem, readBuiltConfig, run, wrangler } from "./lib/wrangler";

/** The local build (top level of wrangler.toml, no Workers AI binding: no Cloudflare account), then wrangler's dry run of it. */
async function deployDryRun() {
  const problem = builtConfigProblem(readBuiltConfig(), undefined);
  if (problem) throw new Error(problem);
  await wrangler(["deploy", "--dry-run", "--outdir", ".wrangler/dry-run"]);
}

const steps: Array<[string, () => Promise<unknown>]> = [
  ["Worker types (worker-configuration.d.ts) are fresh", () => run("npx", ["tsx", "scripts/check-worker-types.ts"])],
  ["Type check", () => run("npx", ["tsc", "-b"])],
  ["Lint", () => run("npx", ["eslint", ".", "--max-warnings", "0"])],
  ["Unit and API tests (vitest: the Worker in workerd with local D1/KV/R2, the rest in Node)", () => run("npx", ["vitest", "run"])],
  ["Build", () => run("npm", ["run", "build"])],
  ["HTML validity (Nu Html Checker, every page in dist/client)", () => run("npx", ["tsx", "scripts/check-html.ts"])],
  ["Deploy dry run (the local build)", deployDryRun],
  ["End-to-end tests (Chromium)", () => run("npx", ["playwright", "test"])],
  ["Engine suite (Firefox ESR and WebKitGTK)", () => run("npx", ["tsx", "e2e/engines/run.ts"])],
];

for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  try {
    await step();
  } catch (err) {
    console.error(`\n${name} failed: ${(err as Error).message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
}
