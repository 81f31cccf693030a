/**
 * The built site for the benchmark: scripts/lib/built-server.ts on a free port (BENCH_PORT picks
 * one, for two checkouts benchmarking side by side) with its own local D1/KV in
 * `.wrangler/bench-state`.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startBuiltServer, type BuiltServer } from "../scripts/lib/built-server";
import { wranglerEnv } from "../scripts/lib/wrangler";

export const BENCH_STATE = ".wrangler/bench-state";

export type BenchServer = BuiltServer;

/** The build the bench measures: made once when missing (a fresh clone), never rebuilt otherwise. */
export async function ensureBuild(): Promise<void> {
  const needed = ["dist/client/index.html", "dist/client/_headers", "dist/server/index.js"];
  if (needed.every((f) => existsSync(f))) return;
  console.log("No build found: running npm run build first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: wranglerEnv() });
}

export function startServer(): Promise<BenchServer> {
  return startBuiltServer({ persistDir: BENCH_STATE, port: Number(process.env.BENCH_PORT) || undefined });
}
