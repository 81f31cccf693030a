/**
 * React Router's prerender asks the freshly started build Worker for each page with a fixed 10 s
 * timeout and no retry (its internal prerender options are not in the public config). On a busy
 * machine a cold Worker's first page can take longer, and the whole build fails on it
 * ("Prerender: Request failed for /: The operation was aborted due to timeout"). Only that
 * failure is tried again, the whole build, which is deterministic: any other failure is final
 * (docs/decisions/0072-build-retries-a-prerender-timeout.md).
 */
import { spawn } from "node:child_process";
import { wranglerEnv } from "./wrangler";

export const BUILD_ATTEMPTS = 3;

const ANSI = /\x1b\[[0-9;]*m/g; // eslint-disable-line no-control-regex -- terminal colours in the build's output
const PRERENDER_TIMEOUT = /Prerender: Request (?:failed|timed out) for (\S+): The operation was aborted due to timeout/;

export type BuildRun = () => Promise<{ code: number; output: string }>;

/** The path whose prerender timed out, or undefined when the output shows another failure. */
export function prerenderTimeout(output: string): string | undefined {
  return PRERENDER_TIMEOUT.exec(output.replace(ANSI, ""))?.[1];
}

/** Runs the build, again after a prerender timeout, up to `attempts` times in all. */
export async function buildWithRetry(
  build: BuildRun,
  log: (line: string) => void = console.warn,
  attempts = BUILD_ATTEMPTS,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { code, output } = await build();
    if (code === 0) return;
    const path = prerenderTimeout(output);
    if (path === undefined) throw new Error(`react-router build exited with code ${code}`);
    if (attempt >= attempts) throw new Error(`react-router build: the prerender of ${path} timed out in each of ${attempts} attempts`);
    log(
      `\nbuild: the prerender of ${path} timed out (React Router waits 10 s for each page; a cold Worker on a busy machine ` +
        `can take longer). Building again, attempt ${attempt + 1} of ${attempts}.\n`,
    );
  }
}

/** `npx react-router build`, its output shown as it comes and kept (the last 64 kB) to read the failure. */
export function reactRouterBuild(): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const colour = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
    const child = spawn("npx", ["react-router", "build"], { stdio: ["ignore", "pipe", "pipe"], env: wranglerEnv(colour) });
    let output = "";
    const keep = (to: NodeJS.WriteStream) => (d: Buffer) => {
      to.write(d);
      output = (output + d.toString()).slice(-64_000);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}
