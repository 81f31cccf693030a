// Builds the React app in web/ twice: the client bundle (dist/client) and a server bundle
// (dist/server) that scripts/prerender.ts uses to write every route's HTML at build time.
// `vite` (npm run dev) also runs the Worker in the same process through the Cloudflare plugin.
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Every page is static HTML with islands (docs/decisions/0045-islands.md). Before hydration a page
// with islands loads its entry, the `islands` chunk (React and what islands of several folders
// share) and one `islands-<folder>` chunk: the code only the islands in that folder use (an
// island's folder is its page's, or its feature's). Worked out from the module graph; an
// island's deferred part (the Porch, the calendar's board, the carousel), TanStack Query, radix
// and sonner are imported dynamically, so they stay out and load when they are wanted. Rolldown
// keeps its own 1 kB helper chunk apart whatever the groups say.
const ISLANDS_ENTRY = /[\\/]web[\\/]src[\\/]entry-islands\.tsx$/;
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };
/**
 * The folders of the islands that import `id`, directly or not ("" for the islands' entry):
 * statically only, or also through dynamic imports (an island's deferred part).
 */
function islandFolders(id: string, graph: ModuleGraph, dynamic: boolean, seen = new Set<string>(), folders = new Set<string>()): Set<string> {
  if (seen.has(id)) return folders;
  seen.add(id);
  if (ISLANDS_ENTRY.test(id)) return folders.add("");
  if (/\.island\.tsx$/.test(id)) return folders.add(basename(dirname(id)));
  const info = graph.getModuleInfo(id);
  for (const importer of [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])])
    islandFolders(importer, graph, dynamic, seen, folders);
  return folders;
}
function islandsChunk(id: string, graph: ModuleGraph): string | null {
  if (ISLANDS_ENTRY.test(id) || islandFolders(id, graph, false).size === 0) return null;
  // The index re-exports every icon: from an island it would put all the site's icons in the chunk.
  if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id))
    throw new Error('An island imports lucide-react\'s index: import its icons as "lucide-react/icons/<name>"');
  // A folder's own chunk only if no other island uses the module, deferred parts included (the
  // Porch uses the same hook as Legal's date): another page would fetch that chunk too.
  const folders = islandFolders(id, graph, true);
  return folders.size === 1 && !folders.has("") ? `islands-${[...folders][0]}` : "islands";
}
// The interactive kit (TanStack Query and our code that wraps it): one chunk, fetched only by the
// pages and islands that use it. sonner is not in it: it and the Toaster load with the first
// toast (lib/notify.ts).
const KIT = /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/](components[\\/]query-provider|lib[\\/]query-client)\.tsx?$/;
// Radix and the form parts built on it: only the dialogs use them, and each dialog loads when it
// is wanted (components/ui/on-demand-dialog.tsx), so this chunk is never part of a first load.
// sonner and the Toaster: loaded by the first toast (lib/notify.ts), in their own chunk;
// ungrouped, sonner went along into the dialogs chunk, and every page fetched radix.
const TOASTS = /node_modules[\\/]sonner[\\/]|web[\\/]src[\\/]components[\\/]ui[\\/]toaster\.tsx?$/;
const DIALOGS =
  /node_modules[\\/](radix-ui|@radix-ui)[\\/]|web[\\/]src[\\/](components[\\/]ui[\\/](dialog|label|field)|hooks[\\/]use-dialog-form)\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  resolve: {
    alias: [
      // Radix's scroll lock would insert a <style> that the CSP refuses; styles.css has its rules.
      { find: /^react-style-singleton$/, replacement: fromRoot("web/src/lib/no-style-singleton.ts") },
      // The build runs on Preact's React compatibility layer; `npm run dev` on React (decision 0047).
      ...(command === "build"
        ? [
            { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
            { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
            { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
            { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
            { find: /^react-dom$/, replacement: "preact/compat" },
            { find: /^react$/, replacement: "preact/compat" },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    // Dev server only: with the plugin, `vite build` would emit a Worker build and
    // .wrangler/deploy/config.json, which redirects plain wrangler commands (TOOLCHAIN.md); the
    // production build (client, SSR, prerender) stays plugin-free.
    ...(command === "serve"
      ? [
          cloudflare({
            configPath: fromRoot("wrangler.toml"),
            // Local bindings only: no Cloudflare login, nothing remote (Workers AI is not declared).
            remoteBindings: false,
            // In production every route has prerendered HTML; in dev only web/index.html exists, so
            // deep links (/calendar) get the app shell, as plain Vite would serve them.
            // (The customizer is deep-merged into wrangler.toml, so only the changed key is given.)
            // The browser's Origin is Vite's own address, which the API must accept for writes.
            config: {
              assets: { not_found_handling: "single-page-application" },
              vars: { SITE_ORIGIN: `http://localhost:${process.env.PORT ?? 5173},http://127.0.0.1:${process.env.PORT ?? 5173}` },
            },
            // The same local D1/KV that `npm start` and the owner scripts use (Vite's root is web/).
            persistState: { path: fromRoot(process.env.WRANGLER_PERSIST_DIR ?? ".wrangler/state") },
          }),
        ]
      : []),
  ],
  build: {
    outDir: isSsrBuild ? "../dist/server" : "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? { input: "web/src/entry-server.tsx" }
      : {
          // The islands' entry and the stylesheet, which the prerender inlines. The router of
          // `npm run dev` (web/index.html -> entry-client.tsx) is not part of the build.
          input: {
            "hydrate-islands": fromRoot("web/src/entry-islands.tsx"),
            styles: fromRoot("web/src/styles.css"),
          },
          // sonner inserts its stylesheet as a <style> when its module runs, which the CSP would
          // refuse; its styles come from sonner/dist/styles.css instead (components/ui/toaster.tsx),
          // and the call, whose result nothing uses, is dropped as pure (docs/decisions/0039-prerender-shell-and-sonner-stylesheet.md).
          treeshake: { manualPureFunctions: ["__insertCSS"] },
          output: {
            // A page loads at most 4 files before hydration (entry, helper, islands, its folder's
            // islands), held by e2e/first-load.spec.ts over the prerendered HTML.
            codeSplitting: {
              groups: [
                { debugName: "islands", name: islandsChunk, priority: 3 },
                { name: "toasts", test: TOASTS, priority: 2 },
                { name: "kit", test: KIT, priority: 1 },
                { name: "dialogs", test: DIALOGS, priority: 1 },
              ],
            },
          },
        },
  },
  ssr: { noExternal: isSsrBuild ? true : undefined },
}));
