// The Nu Html Checker (vnu-jar, needs Java) over every prerendered page in dist/client: 0 errors.
// Run by `npm test` after the build (`npx tsx scripts/check-html.ts`). Its CSS checker lags
// behind the CSS the site ships (it rejects Tailwind's `@property` rules, for one), so only its
// messages that start with "CSS: " are filtered out; every HTML error still fails the run.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

// The package exports the path of its jar.
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

const CLIENT = "dist/client";
const pages = (readdirSync(CLIENT, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).map((f) => join(CLIENT, f));
if (pages.length === 0) throw new Error(`No HTML in ${CLIENT}: run npm run build first`);

try {
  execFileSync("java", ["-jar", vnuJar, "--errors-only", "--filterpattern", "CSS: .*", ...pages], { stdio: "inherit" });
} catch {
  console.error("The Nu Html Checker found errors in the pages above.");
  process.exit(1);
}
console.log(`Nu Html Checker: ${pages.length} pages, 0 errors.`);
