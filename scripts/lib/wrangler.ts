/**
 * The one place that knows how to run wrangler for the owner scripts, the bench and the
 * end-to-end tests: which binary, the quiet environment, --local/--remote/--persist-to, and the
 * commands themselves (d1 execute, migrations apply, r2 object delete, dev). Local state lives in .wrangler/state
 * unless WRANGLER_PERSIST_DIR points elsewhere (e2e: .wrangler/e2e-state, bench: .wrangler/bench-state).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/**
 * The Wrangler environment production runs as: wrangler.toml's [env.production], the top level's
 * bindings plus Workers AI (docs/decisions/0078-porch-second-opinion-in-production.md). Every
 * local run, the tests and CI use the top level, which needs no Cloudflare account. With the Vite
 * plugin the environment is chosen when building (CLOUDFLARE_ENV, scripts/deploy.ts); commands on
 * production's resources also name it (--env); wrangler refuses a named environment other than
 * the one dist/ was built for.
 */
export const PRODUCTION_ENV = "production";

/**
 * `wrangler deploy` as `npm run deploy` runs it, and as the dry run in `npm test` checks it: the
 * Worker's modules only. The build keeps its source maps (the start-up profile and its test read
 * them) and the Vite plugin copies `.dev.vars` beside them; neither is uploaded
 * (docs/decisions/0093-headers-and-what-a-deploy-uploads.md).
 */
export const DEPLOY_ARGS = ["deploy", "--upload-source-maps=false"];

/** No telemetry, no phoning home, no prompts: offline these fail slowly and noisily. */
export const quietWranglerEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
};

export function wranglerEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...quietWranglerEnv, ...extra };
}

/** Which D1 a command talks to: production, or a local state folder (default .wrangler/state). */
export type D1Target = { remote: boolean; persistDir?: string };

export function targetFromArgs(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): D1Target {
  return argv.includes("--remote") ? { remote: true } : localTarget(env.WRANGLER_PERSIST_DIR);
}

export function localTarget(persistDir: string | undefined = process.env.WRANGLER_PERSIST_DIR): D1Target {
  return { remote: false, persistDir: persistDir || undefined };
}

export function targetArgs(target: D1Target): string[] {
  return target.remote
    ? ["--remote", "--env", PRODUCTION_ENV]
    : ["--local", ...(target.persistDir ? ["--persist-to", target.persistDir] : [])];
}

export const describeTarget = (target: D1Target) =>
  target.remote ? "the production database" : `the local database${target.persistDir ? ` in ${target.persistDir}` : ""}`;

/** The project's own wrangler (pinned in package.json); npx only when node_modules is missing it. */
function wranglerCommand(): [string, string[]] {
  const local = "node_modules/.bin/wrangler";
  return existsSync(local) ? [local, []] : ["npx", ["wrangler"]];
}

/** Runs a command with inherited output (or captured stdout); rejects with a readable error. */
export function run(cmd: string, args: string[], options: { capture?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
      env: wranglerEnv(options.env),
    });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with code ${code}`))));
  });
}

/** `wrangler <args>` with inherited output. */
export function wrangler(args: string[], options: { env?: NodeJS.ProcessEnv; capture?: boolean } = {}): Promise<string> {
  const [cmd, pre] = wranglerCommand();
  return run(cmd, [...pre, ...args], options);
}

export function migrateD1(target: D1Target): Promise<string> {
  return wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(target)]);
}

/**
 * What the build wrote for wrangler (dist/server/wrangler.json, which `wrangler deploy` and
 * `wrangler dev` read through .wrangler/deploy/config.json): the part the deploy checks.
 */
export type BuiltConfig = { name?: string; targetEnvironment?: string; ai?: { binding?: string } };
export const BUILT_CONFIG = "dist/server/wrangler.json";

export function readBuiltConfig(file = BUILT_CONFIG): BuiltConfig {
  return JSON.parse(readFileSync(file, "utf8")) as BuiltConfig;
}

/**
 * Why the build is not the one for `env` (PRODUCTION_ENV: built with CLOUDFLARE_ENV=production
 * and bound to Workers AI; undefined: the top level, no AI binding), or undefined when it is.
 */
export function builtConfigProblem(built: BuiltConfig, env: string | undefined): string | undefined {
  const name = (e: string | undefined) => (e ? `the "${e}" environment` : "the top level (local runs)");
  if (built.targetEnvironment !== env) return `${BUILT_CONFIG} was built for ${name(built.targetEnvironment)}, not ${name(env)}`;
  if (env === PRODUCTION_ENV && built.ai?.binding !== "AI") return `${BUILT_CONFIG} (production) has no Workers AI binding named AI`;
  if (env === undefined && built.ai)
    return `${BUILT_CONFIG} (local) has a Workers AI binding: local runs and CI would need a Cloudflare account`;
  return undefined;
}

export type StatementResult = { results: Array<Record<string, unknown>>; success: boolean };

/**
 * `wrangler d1 execute DB --json --command <sql>`: one or more `;`-separated statements, one
 * result each (locally wrangler runs them as one D1 batch, i.e. one transaction). Always
 * --command: with --remote, --file goes through D1's import API, which returns no rows and makes
 * the database unavailable while it runs.
 */
export function d1Execute(sql: string, target: D1Target, attempt = 1): StatementResult[] {
  const [cmd, pre] = wranglerCommand();
  const args = [...pre, "d1", "execute", "DB", ...targetArgs(target), ...(target.remote ? ["--yes"] : []), "--json", "--command", sql];
  try {
    const out = execFileSync(cmd, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: wranglerEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(out.slice(out.indexOf("["))) as StatementResult[];
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    const detail = [e.stdout, e.stderr].filter(Boolean).join("\n").trim();
    // The local database is one SQLite file that a running `npm start` or `npm run dev` also
    // writes; a statement that meets its lock is tried again (one batch is one transaction).
    if (!target.remote && attempt < 4 && /SQLITE_BUSY|database is locked/i.test(detail)) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
      return d1Execute(sql, target, attempt + 1);
    }
    throw new Error(`wrangler d1 execute failed on ${describeTarget(target)}:\n${detail || e.message}`, { cause: err });
  }
}

/** The R2 bucket of instructors' photos: `bucket_name` of the PHOTOS binding in wrangler.toml. */
export const PHOTOS_BUCKET = "soulcode-photos";

/**
 * `wrangler r2 object delete <bucket>/<key>` on the target: production, or the same local state
 * folder (--persist-to) that `wrangler dev` and the D1 commands use. Deleting a key that is not
 * there succeeds (R2 deletes are idempotent).
 */
export function r2Delete(bucket: string, key: string, target: D1Target): void {
  const [cmd, pre] = wranglerCommand();
  const args = [...pre, "r2", "object", "delete", `${bucket}/${key}`, ...targetArgs(target)];
  try {
    execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: wranglerEnv() });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    const detail = [e.stdout, e.stderr].filter(Boolean).join("\n").trim();
    throw new Error(`wrangler r2 object delete failed on ${target.remote ? "production" : "the local state"}:\n${detail || e.message}`, {
      cause: err,
    });
  }
}

/** `wrangler dev --local` serving the built site on 127.0.0.1:port with the target's state. */
export function startDevServer(options: {
  port: string;
  persistDir?: string;
  vars?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}): ChildProcess {
  const [cmd, pre] = wranglerCommand();
  const persist = options.persistDir ? ["--persist-to", options.persistDir] : [];
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  return spawn(cmd, [...pre, "dev", "--local", "--port", options.port, "--ip", "127.0.0.1", ...persist, ...vars], {
    stdio: "inherit",
    env: wranglerEnv(options.env),
  });
}
