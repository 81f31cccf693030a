// Runs a command with inherited output; rejects with a readable error when it fails.
import { spawn } from "node:child_process";

/** Environment for every wrangler call: no telemetry, no prompts (see TOOLCHAIN.md). */
export const quietWranglerEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
      env: { ...process.env, ...quietWranglerEnv, ...options.env },
    });
    let out = "";
    child.stdout?.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with code ${code}`)),
    );
  });
}
