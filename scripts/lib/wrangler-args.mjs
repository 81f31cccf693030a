// Local D1/KV state lives in .wrangler/state unless WRANGLER_PERSIST_DIR points elsewhere
// (the end-to-end tests use their own, so they never touch the owner's demo data).
export function persistArgs() {
  const dir = process.env.WRANGLER_PERSIST_DIR;
  return dir ? ["--persist-to", dir] : [];
}

/** `--local` (default) or `--remote` when the owner passed it. */
export function targetArgs(argv = process.argv.slice(2)) {
  return argv.includes("--remote") ? ["--remote"] : ["--local", ...persistArgs()];
}
