// The head scripts as a build writes them (web/src/lib/head-scripts.ts): serialised and minified
// once, in Node, for scripts/finish-build.ts to write into every page and hash for its CSP.
import { minifySync, runnerImport } from "vite";

/** One script's text, minified as the build minifies it (the client's target, vite.config.ts). */
export const minifyScript = (code: string) => minifySync("head-script.js", code, { compress: { target: "es2022" } }).code.trim();

/**
 * The head scripts, read through Vite's module runner, the transform the development server uses:
 * tsx's would wrap the functions' inner names in a helper the page does not have
 * (docs/decisions/0112-head-scripts-as-functions.md).
 */
export async function builtHeadScripts() {
  const { module } = await runnerImport<typeof import("../../web/src/lib/head-scripts")>("web/src/lib/head-scripts.ts", {
    configFile: false,
    logLevel: "silent",
  });
  return { scripts: module.headScripts().map(minifyScript), withHeadScripts: module.withHeadScripts };
}
