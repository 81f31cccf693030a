// One Vite config for `npm run dev` and the build, as Cloudflare's React Router template wires it
// (docs/decisions/0056-react-router-framework-mode.md): React Router's plugin builds the app in
// web/src, and the Cloudflare plugin runs the Worker (worker/index.ts: the /api and React Router's
// request handler) in workerd, for the dev server as for the prerender.
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageMarkdown } from "./scripts/content/vite-plugin.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The browser's first load in a few files instead of a file per shared module
 * (docs/decisions/0080-first-paint-and-few-chunks.md): React and React Router in one chunk, the
 * document's own code (root.tsx and all it imports) in another, and the small modules that several
 * pages share (section helpers, most pages' icons) with it. Each route module keeps what only it uses;
 * code behind a dynamic import (deferred parts, dialogs, sonner) stays on demand. Rolldown's own
 * group options (minShareCount, maxModuleSize) cannot say this: they count the deferred parts'
 * chunks as entries and give each rule a chunk of its own
 * (docs/decisions/0125-shell-chunk-stays-hand-written.md).
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
// Shared by this many of the 13 entries (12 pages and the client entry) or more: in every page's
// first load. Four since the long pages load their lower parts after the page: the modules only
// those parts use no longer count for them (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
const SHARED_BY = 4;
// A small module (an icon, a helper) that two pages share joins it too: a file of its own would
// cost a slow phone a request for a few hundred bytes. Unless those pages already share a file of
// their own (the premium pages' parts, say): then it rides in that file and no other page pays.
const SMALL = 1_500;
type ModuleInfo = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  isEntry: boolean;
  code: string | null;
};
type Chunking = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * The entries (route modules, the client entry) that import a module statically, directly or not;
 * with `dynamic`, also the modules loaded by `import()` on the way, which Rolldown's own splitting
 * counts as entries of their own.
 */
function staticEntries(id: string, ctx: Chunking, dynamic = false, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(id)) return found;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return found;
  if (info.isEntry || (dynamic && info.dynamicImporters.length > 0)) found.add(id);
  for (const importer of info.importers) for (const entry of staticEntries(importer, ctx, dynamic, seen)) found.add(entry);
  return found;
}

const isSmall = (info: ModuleInfo) => (info.code?.length ?? Infinity) <= SMALL;
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Whether a module that is not small, and that exactly these entries load, exists: Rolldown then
 * writes a file for that set of entries anyway (its own splitting is by set of importing entries).
 */
function sharedFileExists(id: string, ctx: Chunking): boolean {
  const entries = staticEntries(id, ctx, true);
  // Such a module is imported, directly or not, by every one of these entries: any one will do.
  const [first] = entries;
  const seen = new Set<string>();
  const stack = [...(ctx.getModuleInfo(first)?.importedIds ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info || info.isEntry || FRAMEWORK.test(id) || QUERY.test(id)) continue;
    if (!isSmall(info) && sameSet(staticEntries(id, ctx, true), entries)) return true;
    stack.push(...info.importedIds);
  }
  return false;
}

// TanStack Query loads with the first deferred part (each is wrapped in its provider), in one file: as
// Rolldown splits it, its six modules cost a slow phone six requests while the page is in use.
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;

const clientChunks = [
  { name: "framework", test: FRAMEWORK, priority: 3 },
  { name: "query", test: QUERY, priority: 3 },
  {
    // The document's static imports, and the small modules that two or more pages load with their first load.
    name: (id: string, ctx: Chunking) => {
      const entries = staticEntries(id, ctx);
      if ([...entries].some((entry) => /[\\/]web[\\/]src[\\/]root\.tsx(\?|$)/.test(entry))) return "shell";
      const info = ctx.getModuleInfo(id);
      if (!info || info.isEntry) return null;
      if (entries.size >= SHARED_BY) return "shell";
      return isSmall(info) && entries.size >= 2 && !sharedFileExists(id, ctx) ? "shell" : null;
    },
    test: (id: string) => !FRAMEWORK.test(id) && !/\.css($|\?)/.test(id),
    priority: 2,
  },
];
const port = Number(process.env.PORT ?? 5173);

export default defineConfig(({ command }) => ({
  publicDir: "web/public",
  resolve: {
    alias: [
      // Radix's scroll lock would insert a <style> that the CSP refuses; styles.css has its rules
      // (docs/decisions/0049-scroll-lock-without-injected-styles.md).
      { find: /^react-style-singleton$/, replacement: fromRoot("web/src/lib/no-style-singleton.ts") },
    ],
  },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      configPath: fromRoot("wrangler.toml"),
      // Local bindings only: no Cloudflare login, nothing remote (Workers AI is not declared).
      remoteBindings: false,
      // The dev server's own address is the Origin the API must accept for writes.
      config: command === "serve" ? { vars: { SITE_ORIGIN: `http://localhost:${port},http://127.0.0.1:${port}` } } : undefined,
      // The same local D1/KV/R2 that `npm start` and the owner scripts use.
      persistState: { path: fromRoot(process.env.WRANGLER_PERSIST_DIR ?? ".wrangler/state") },
    }),
    tailwindcss(),
    // The pages' Markdown (content/), as the modules `virtual:page-markdown/<name>`.
    pageMarkdown(),
    reactRouter(),
  ],
  environments: {
    // The Worker's bundle is minified (its source maps keep the sources): every cold isolate
    // parses its entry and what that imports before it answers (the entry alone: 180 kB minified,
    // 331 kB not), and the whole bundle is 885 KiB gzip instead of 1,006
    // (docs/decisions/0071-porch-and-pages-load-on-first-use.md).
    ssr: { build: { minify: true, rolldownOptions: { output: { comments: { legal: true, jsdoc: false, annotation: false } } } } },
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunks } } } } },
  },
  server: { port, strictPort: true },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    rolldownOptions: {
      // sonner inserts its stylesheet as a <style> when its module runs, which the CSP would
      // refuse; its styles come from sonner/dist/styles.css instead (components/ui/toaster.tsx),
      // and the call, whose result nothing uses, is dropped as pure
      // (docs/decisions/0056-react-router-framework-mode.md).
      treeshake: { manualPureFunctions: ["__insertCSS"] },
    },
  },
}));
