// npm run dev: the API and local D1/KV on :8787 (as npm start, without rebuilding the site) and
// Vite's dev server with hot reload on :5173, which forwards /api to :8787.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { quietWranglerEnv } from "./lib/run.mjs";

mkdirSync("dist/client", { recursive: true });
const children = [
  spawn("node", ["scripts/start.mjs", "--no-build"], { stdio: "inherit", env: { ...process.env, PORT: "8787" } }),
  spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit", env: { ...process.env, ...quietWranglerEnv } }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", (code) => (stop(), process.exit(code ?? 0))));
