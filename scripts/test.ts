// npm test: every automated check, in order, stopping at the first failure.
import { readdirSync, rmSync } from "node:fs";
import { builtConfigProblem, DEPLOY_ARGS, readBuiltConfig, run, wrangler } from "./lib/wrangler";
import { stopEverythingOnSignal } from "./lib/interrupts";

stopEverythingOnSignal();

/** The local build (top level of wrangler.toml, no Workers AI binding: no Cloudflare account), then wrangler's dry run of it. */
async function deployDryRun() {
  const problem = builtConfigProblem(readBuiltConfig(), undefined);
  if (problem) throw new Error(problem);
  rmSync(".wrangler/dry-run", { recursive: true, force: true });
  const said = await wrangler([...DEPLOY_ARGS, "--dry-run", "--outdir", ".wrangler/dry-run"], { capture: true });
  // What a deploy would upload: the Worker's modules, never the local secrets or the source maps.
  const files = readdirSync(".wrangler/dry-run", { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name);
  const stray = [
    ...files.filter((f) => !/\.js$|^README\.md$/.test(f)),
    ...[...said.matchAll(/\S*(?:\.dev\.vars|\.map)\b/g)].map((m) => m[0]),
  ];
  if (stray.length > 0) throw new Error(`the deploy would upload ${stray.join(", ")}`);
}

const steps: Array<[string, () => Promise<unknown>]> = [
  ["Worker types (worker-configuration.d.ts) are fresh", () => run("npx", ["tsx", "scripts/check-worker-types.ts"])],
  ["Type check", () => run("npx", ["tsc", "-b"])],
  ["Lint", () => run("npx", ["eslint", ".", "--max-warnings", "0"])],
  ["Formatting (Prettier: `npm run format` fixes it)", () => run("npx", ["prettier", "--check", "."])],
  [
    "Unit and API tests (vitest: the Worker in workerd with local D1/KV/R2, the rest in Node)",
    () => run("npx", ["vitest", "run", "--project", "worker", "--project", "node"]),
  ],
  ["Build", () => run("npm", ["run", "build"])],
  ["HTML validity (Nu Html Checker, every page in dist/client)", () => run("npx", ["tsx", "scripts/check-html.ts"])],
  ["Deploy dry run (the local build)", deployDryRun],
  ["End-to-end tests (Chromium)", () => run("npx", ["playwright", "test"])],
  ["Engine suite (Firefox ESR and WebKitGTK)", () => run("npx", ["tsx", "e2e/engines/run.ts"])],
  ["Ctrl-C leaves nothing (each browser and server suite interrupted)", () => run("npx", ["vitest", "run", "--project", "interrupts"])],
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
