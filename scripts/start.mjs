// npm start: create .dev.vars if missing, build, migrate the local D1, seed demo data once, serve.
//   PORT=8787 (default)            where to serve
//   WRANGLER_PERSIST_DIR=<dir>     where local D1/KV live (default .wrangler/state)
//   --no-build   serve the existing build     --fresh   wipe the local state first (tests)
import { randomBytes } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { quietWranglerEnv, run } from "./lib/run.mjs";
import { persistArgs } from "./lib/wrangler-args.mjs";

const args = new Set(process.argv.slice(2));
const port = process.env.PORT ?? "8787";

if (!existsSync(".dev.vars")) {
  const secret = () => randomBytes(32).toString("base64url");
  writeFileSync(
    ".dev.vars",
    `# Created by npm start with random values for local use only. See .dev.vars.example.\nJWT_SECRET=${secret()}\nPASSWORD_PEPPER=${secret()}\n`,
  );
  console.log("Created .dev.vars with random local secrets.");
}

if (args.has("--fresh") && process.env.WRANGLER_PERSIST_DIR) {
  rmSync(process.env.WRANGLER_PERSIST_DIR, { recursive: true, force: true });
}
if (!args.has("--no-build")) await run("npm", ["run", "build"]);

await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persistArgs()]);
for (const seed of ["scripts/seed.ts", "scripts/seed-blog.ts"]) {
  if (existsSync(seed)) await run("npx", ["tsx", seed]);
}

console.log(`\nServing the site at http://localhost:${port}\n`);
const server = spawn("npx", ["wrangler", "dev", "--local", "--port", port, "--ip", "127.0.0.1", ...persistArgs()], {
  stdio: "inherit",
  env: { ...process.env, ...quietWranglerEnv },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
