import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries (docs/decisions/0015-shared-contract-boundaries.md): web/, worker/ and
// scripts/ depend on shared/ (`#shared/...`), never on each other, and a web feature never on
// another feature. Each rule matches the import string, so a relative climb into another tree
// ("../../worker/lib/auth") is caught as well as a direct one. Dynamic import() is not checked.
const into = (dir, message) => ({ regex: `(^|/)${dir}(/|$)`, message });
const noWorker = into("worker", "web/ and scripts/ must not import worker/: put the shared piece in shared/ (#shared/...).");
const noScripts = into("scripts", "Only scripts/ (and its tests, bench and e2e) may import scripts/.");
const noWeb = into("web", "worker/ must not import web/: put the shared piece in shared/ (#shared/...).");
const noFeatures = into(
  "features",
  "A web feature must not import another feature: move the shared piece down into components/, lib/ or hooks/.",
);
const noShell = into("(shell|routes)", "Lower layers must not import the routes or the shell (route table, layout, providers).");
// Features are flat folders, so "../x/..." from a feature file is always a sibling feature.
const noSiblingFeature = { regex: "^\\.\\./(?!\\.\\./)", message: noFeatures.message };
// The one way across: web/src/lib may take the Worker app's *type* for Hono's typed client.
const workerAppType = {
  regex: "(^|/)worker/(app|index)$",
  allowTypeImports: true,
  message: "web/src/lib may import only the type of the Worker app (import type).",
};
// Icons come by their own path ("lucide-react/icons/sun"): through the package's index every icon
// would look reachable from every page, and the client build's chunk groups would put them all in
// the first load (docs/decisions/0080-first-paint-and-few-chunks.md).
const iconsByPath = {
  regex: "^lucide-react$",
  allowTypeImports: true,
  message: 'Import an icon by its own path: import Sun from "lucide-react/icons/sun".',
};
const porchOnly = { regex: "(^|/)worker/(?!porch/)", message: "The Porch's training may import worker/porch/ only." };
const noWorkerButAppType = { regex: "(^|/)worker/(?!(app|index)$)", message: noWorker.message };

/** no-restricted-imports for a set of files; a later entry replaces an earlier one's patterns. */
const boundary = (files, patterns) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } });

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".wrangler",
      ".react-router",
      "test-results",
      "playwright-report",
      "bench/lighthouse",
      "bench/bare-worker/dist",
      "bench/bare-worker/.react-router",
      "web/public",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    // The plugin's whole recommended preset (React Compiler rules included), not two hand-picked rules.
    ...reactHooks.configs.flat.recommended,
  },
  boundary(["shared/**/*.ts"], [noWorker, noScripts, into("web", "shared/ must not import web/.")]),
  boundary(["worker/**/*.ts"], [noWeb, noScripts]),
  // scripts may read the site's content data (site-config, the copy) from web/src/content and the route table from web/src/shell.
  boundary(["scripts/**/*.ts"], [noWorker]),
  // The Porch's training reads its phrasings through the Worker's own feature code, as the Worker
  // reads a message, and writes the model the Worker loads: it alone may import worker/porch/.
  boundary(["scripts/porch-training/**/*.ts", "scripts/test/porch-training-*.test.ts"], [porchOnly]),
  boundary(["web/**/*.{ts,tsx}"], [noWorker, noScripts, iconsByPath]),
  boundary(["web/src/lib/**/*.{ts,tsx}"], [workerAppType, noWorkerButAppType, noScripts, noFeatures, noShell, iconsByPath]),
  boundary(["web/src/{components,hooks,content}/**/*.{ts,tsx}"], [noWorker, noScripts, noFeatures, noShell, iconsByPath]),
  boundary(["web/src/features/**/*.{ts,tsx}"], [noWorker, noScripts, noSiblingFeature, noFeatures, noShell, iconsByPath]),
);
