/**
 * Creates, once before any test runs, the invite codes the tests sign up with, and hands them to
 * the test workers through the environment. Created one at a time during the run, each code was a
 * second wrangler process writing the server's local SQLite while tests were making requests,
 * which under load made one of those requests fail with SQLITE_BUSY.
 */
import { execFileSync } from "node:child_process";
import { wranglerEnv } from "../scripts/lib/wrangler";
import { E2E_INVITE_CODES, E2E_STATE } from "./routes";

/** Comfortably more than the run uses (about 15). */
const COUNT = 60;

export default function globalSetup() {
  const out = execFileSync("npm", ["run", "--silent", "invite", "--", "--count", String(COUNT)], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const codes = out.trim().split(/\r?\n/).slice(-COUNT).map((line) => line.trim());
  if (!codes.every((code) => /^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/.test(code))) throw new Error(`npm run invite printed no codes:\n${out}`);
  process.env[E2E_INVITE_CODES] = codes.join(" ");
}
