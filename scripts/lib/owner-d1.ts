/**
 * Runs SQL on the site's D1 through `wrangler d1 execute` for the owner scripts (invite,
 * block-day, seed): the local database by default (WRANGLER_PERSIST_DIR honoured, so the
 * end-to-end server's state is reachable), production with `--remote`.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const quietEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true", // never prompt
};

export type D1Target = { remote: boolean };

export function targetFromArgs(argv: string[]): D1Target {
  return { remote: argv.includes("--remote") };
}

function targetArgs({ remote }: D1Target): string[] {
  if (remote) return ["--remote", "--yes"];
  const dir = process.env.WRANGLER_PERSIST_DIR;
  return ["--local", ...(dir ? ["--persist-to", dir] : [])];
}

/** A SQL string literal; values here are our own (hashes, validated days, fixed demo text). */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`;
}

export type StatementResult = { results: Array<Record<string, unknown>>; success: boolean };

/** Executes one or more `;`-separated statements and returns each statement's result. */
export function execute(sql: string, target: D1Target): StatementResult[] {
  const local = "node_modules/.bin/wrangler";
  const [cmd, pre] = existsSync(local) ? [local, []] : ["npx", ["wrangler"]];
  try {
    const out = execFileSync(cmd, [...pre, "d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sql], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...quietEnv },
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(out) as StatementResult[];
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    const detail = [e.stdout, e.stderr].filter(Boolean).join("\n").trim();
    throw new Error(`wrangler d1 execute failed${target.remote ? " (remote)" : ""}:\n${detail || e.message}`);
  }
}

export const describeTarget = ({ remote }: D1Target) =>
  remote ? "the production database" : `the local database${process.env.WRANGLER_PERSIST_DIR ? ` in ${process.env.WRANGLER_PERSIST_DIR}` : ""}`;
