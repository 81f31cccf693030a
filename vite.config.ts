// Builds the React app in web/ twice: the client bundle (dist/client) and a server bundle
// (dist/server) that scripts/prerender.ts uses to write every route's HTML at build time.
// `vite` (npm run dev) also runs the Worker in the same process through the Cloudflare plugin.
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The React and router runtime is one chunk every page loads; everything else goes where Rolldown
// puts it by use, so a page fetches only its own code and the libraries it imports (radix dialogs,
// TanStack Query, sonner, the calendar and the Porch load only on the pages and islands that use
// them). Rolldown keeps its own 1 kB helper chunk apart whatever the groups say
// (docs/decisions/0031-javascript-by-page.md).
// Not react-router: only Home hydrates with it (entry-client.tsx); every other page hydrates
// without it (entry-page.tsx; docs/decisions/0034-first-load-budget.md). The icons stay: left
// out, the ones several pages share became a dozen chunks of a few hundred bytes.
const RUNTIME_PACKAGES = /node_modules[\\/](react|react-dom|scheduler|clsx|lucide-react)[\\/]/;
// With it the small parts most pages share (UI primitives, hooks, icons, the API client, the field
// limits): a few kB that would otherwise be a dozen chunks of a few hundred bytes each. Not the
// parts that import radix, TanStack Query or sonner, nor the clipboard helper (it imports the
// kit's whole text): a group takes a module's imports with it.
const RUNTIME_SOURCES =
  /web[\\/]src[\\/](hooks[\\/](?!use-dialog-form)[^\\/]+|components[\\/](deferred|layout[\\/][^\\/]+|ui[\\/](?!dialog|toaster|label|field|on-demand-dialog)[^\\/]+)|lib[\\/](?!query-client|clipboard)[^\\/]+|app[\\/](root-layout|page-modules|providers|route-table)|features[\\/]premium[\\/](premium-parts|locked-preview)|features[\\/][^\\/]+[\\/][^\\/]*icons)\.tsx?$|[\\/]shared[\\/]schemas[\\/]limits\.ts$/;
const isRuntime = (id: string) => RUNTIME_PACKAGES.test(id) || RUNTIME_SOURCES.test(id);
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
          // Two entries: Home with the router (index.html -> entry-client.tsx) and every other page
          // without it (entry-page.tsx); the prerender picks each page's from the manifest.
          input: { index: fromRoot("web/index.html"), page: fromRoot("web/src/entry-page.tsx") },
          // sonner inserts its stylesheet as a <style> when its module runs, which the CSP would
          // refuse; its styles come from sonner/dist/styles.css instead (components/ui/toaster.tsx),
          // and the call, whose result nothing uses, is dropped as pure (docs/decisions/0039-prerender-shell-and-sonner-stylesheet.md).
          treeshake: { manualPureFunctions: ["__insertCSS"] },
          output: {
            // Instead of a chunk per icon and per small component (13 preloads on /); the limit of
            // 4 per page is held by e2e/first-load.spec.ts over the prerendered HTML.
            codeSplitting: {
              groups: [
                { name: "runtime", test: isRuntime, priority: 2 },
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
