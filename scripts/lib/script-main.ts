import { pathToFileURL } from "node:url";
import { targetFromArgs, type D1Target } from "./wrangler";

/**
 * What an owner script prints when it fails: the error's message and each cause's below it.
 * Drizzle wraps a failed query in an error that names only the SQL; why it failed (wrangler's
 * own words, such as a locked database) is in its cause.
 */
export function errorText(err: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = err; e !== undefined && lines.length < 5; e = e instanceof Error ? e.cause : undefined) {
    const line = e instanceof Error ? e.message : String(e);
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.join("\n");
}

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
