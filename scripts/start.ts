// npm start: create .dev.vars if missing, build, migrate the local D1, seed demo data once, serve.
//   PORT=8787 (default)            where to serve
//   WRANGLER_PERSIST_DIR=<dir>     where local D1/KV live (default .wrangler/state)
//   SITE_ORIGIN=<origin,...>       origins allowed to write to the API (default this server's)
//   --no-build   serve the existing build     --fresh   wipe the local state first (tests)
//   --no-serve   stop after the setup (npm run dev serves through Vite instead)
//   --test-invites  with --fresh: after the seed, create the end-to-end run's invite codes and
//                   write them to <state>/test-invite-codes.txt before serving (docs/decisions/0027)
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInviteCodes } from "./lib/invites";
import { localTarget, migrateD1, run, startDevServer } from "./lib/wrangler";
import { seed } from "./seed";
import { seedBlog } from "./seed-blog";

const args = new Set(process.argv.slice(2));
/** Comfortably more than an end-to-end run uses (about 15). */
const TEST_INVITES = 60;
const TEST_INVITES_FILE = "test-invite-codes.txt";
const port = process.env.PORT ?? "8787";
// The API accepts writes only from the configured site origin (wrangler.toml has production's);
// locally that is this server, under both names a browser may use for it.
const siteOrigin = process.env.SITE_ORIGIN ?? `http://localhost:${port},http://127.0.0.1:${port}`;

// Created when missing; a .dev.vars from before a secret existed gets that secret appended.
const LOCAL_SECRETS = ["JWT_SECRET", "PASSWORD_PEPPER", "OWNER_JWT_SECRET"];
const secret = () => randomBytes(32).toString("base64url");
if (!existsSync(".dev.vars")) {
  writeFileSync(
    ".dev.vars",
    `# Created by npm start with random values for local use only. See .dev.vars.example.\n${LOCAL_SECRETS.map((name) => `${name}=${secret()}\n`).join("")}`,
  );
  console.log("Created .dev.vars with random local secrets.");
} else {
  const present = readFileSync(".dev.vars", "utf8");
  const missing = LOCAL_SECRETS.filter((name) => !new RegExp(`^${name}=`, "m").test(present));
  if (missing.length > 0) {
    appendFileSync(".dev.vars", `${present.endsWith("\n") ? "" : "\n"}${missing.map((name) => `${name}=${secret()}\n`).join("")}`);
    console.log(`Added ${missing.join(", ")} to .dev.vars with random local values.`);
  }
}

const target = localTarget();
// Only a state folder of its own (tests, bench) is wiped, never the owner's .wrangler/state.
if (args.has("--fresh") && target.persistDir) rmSync(target.persistDir, { recursive: true, force: true });
if (!args.has("--no-build")) await run("npm", ["run", "build"]);

await migrateD1(target);
await seed();
await seedBlog();

if (args.has("--test-invites")) {
  if (!args.has("--fresh") || !target.persistDir) throw new Error("--test-invites needs --fresh and a WRANGLER_PERSIST_DIR of its own.");
  // Written before the server starts answering, so no test can ask for a code that is not there yet.
  const { codes } = await createInviteCodes(target, TEST_INVITES);
  writeFileSync(join(target.persistDir, TEST_INVITES_FILE), `${codes.join("\n")}\n`);
}

if (args.has("--no-serve")) process.exit(0);

console.log(`\nServing the site at http://localhost:${port}\n`);
const server = startDevServer({ port, persistDir: target.persistDir, vars: { SITE_ORIGIN: siteOrigin } });
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
