/**
 * Starts the built site as `npm start --no-build --fresh` does, on a free port (or the one given)
 * with its own local D1/KV folder, in its own process group so that stopping it also stops
 * wrangler and workerd (killing only the node parent leaves them running). Used by the bench and
 * by end-to-end specs that need a state nobody else's test reads (e2e/owner-changes.spec.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { wranglerEnv } from "./wrangler";

export type BuiltServer = { origin: string; port: number; persistDir: string; stop: () => Promise<void>; log: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

export async function startBuiltServer(options: {
  persistDir: string;
  port?: number;
  /** With the run's invite codes in <persistDir>/test-invite-codes.txt (scripts/start.ts --test-invites). */
  testInvites?: boolean;
  /** Origins allowed to write to the API besides the server's own (a front in front of it). */
  siteOrigins?: string[];
  /** Everything the server writes, as it comes. */
  onOutput?: (text: string) => void;
  /** How long the setup (migrations, seed, invite codes) and the start may take. */
  startTimeoutMs?: number;
}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  let output = "";
  const args = ["--import", "tsx", "scripts/start.ts", "--no-build", "--fresh", ...(options.testInvites ? ["--test-invites"] : [])];
  const siteOrigin = options.siteOrigins ? [origin, `http://127.0.0.1:${port}`, ...options.siteOrigins].join(",") : undefined;
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv({ PORT: String(port), WRANGLER_PERSIST_DIR: options.persistDir, ...(siteOrigin ? { SITE_ORIGIN: siteOrigin } : {}) }),
  });
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    options.onOutput?.(d.toString());
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  let stopped = false;
  const stop = async () => {
    if (stopped || child.pid === undefined) return;
    stopped = true;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // the group is already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  // Never leave workerd behind, whatever ends this process.
  process.once("exit", () => {
    if (!stopped && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });

  try {
    await waitForHealth(origin, child, options.startTimeoutMs ?? 120_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return { origin, port, persistDir: options.persistDir, stop, log: () => output };
}
