// Builds the React app in web/ twice: the client bundle (dist/client) and a server bundle
// (dist/server) that scripts/prerender.ts uses to write every route's HTML at build time.
// `vite` (npm run dev) also runs the Worker in the same process through the Cloudflare plugin.
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One chunk for what more than one page uses: React and the router, the icons, the UI parts and
// the interactive kit (radix widgets, TanStack Query, sonner, the API client). Rolldown keeps its
// own 1 kB helper chunk apart whatever the groups say, so a page is: entry + shared + helpers +
// its own chunk = 4 requests. Splitting the interactive kit out again would make 5 on the pages
// with forms or live data (measured; docs/decisions/0022-chunks-and-css.md).
const SHARED_PACKAGES = /node_modules[\\/](lucide-react|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx|radix-ui|@radix-ui|@tanstack|sonner)[\\/]/;
const SHARED_SOURCES =
  /web[\\/]src[\\/](hooks[\\/][^\\/]+|components[\\/](query-provider|deferred|ui[\\/][^\\/]+)|lib[\\/](cn|clipboard|api-client|query-client)|features[\\/]premium[\\/](premium-parts|locked-preview)|features[\\/][^\\/]+[\\/][^\\/]*icons)\.tsx?$/;
// The field limits every form reads (a few hundred bytes): without this they become a chunk of
// their own, a fifth request on the calendar page.
const SHARED_MODULES = /[\\/]shared[\\/]schemas[\\/]limits\.ts$/;
const isShared = (id: string) => SHARED_PACKAGES.test(id) || SHARED_SOURCES.test(id) || SHARED_MODULES.test(id);

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
          output: {
            // Instead of a chunk per icon and per small component (13 preloads on /); the limit of
            // 4 per page is held by e2e/first-load.spec.ts over the prerendered HTML.
            codeSplitting: {
              groups: [
                { name: "shared", test: isShared },
              ],
            },
          },
        },
  },
  ssr: { noExternal: isSsrBuild ? true : undefined },
}));
