import { pathToFileURL } from "node:url";
import { targetFromArgs, type D1Target } from "./wrangler";

/** True when this module is the script node was started with (not imported by a test). */
export const isMainModule = (moduleUrl: string) => !!process.argv[1] && moduleUrl === pathToFileURL(process.argv[1]).href;

/**
 * The EMAIL argument of an owner script and the database it names (local, or --remote); without
 * an email, prints the usage line and exits 1.
 */
export function emailAndTarget(command: string): { email: string; target: D1Target } {
  const args = process.argv.slice(2);
  const email = args.find((a) => !a.startsWith("--"));
  if (!email) {
    console.error(`Usage: npm run ${command} -- EMAIL [--remote]`);
    process.exit(1);
  }
  return { email, target: targetFromArgs(args) };
}
