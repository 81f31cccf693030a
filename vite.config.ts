// One Vite config for `npm run dev` and the build, as Cloudflare's React Router template wires it
// (docs/decisions/0056-react-router-framework-mode.md): React Router's plugin builds the app in
// web/src, and the Cloudflare plugin runs the Worker (worker/index.ts: the /api and React Router's
// request handler) in workerd, for the dev server as for the prerender.
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
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
    reactRouter(),
  ],
  environments: {
    // The Worker's bundle ships without its libraries' doc comments (its source maps keep the
    // sources): loading the Porch and the pages on first use splits the bundle into more chunks,
    // and this keeps its gzip size below what one chunk weighed
    // (docs/decisions/0071-porch-and-pages-load-on-first-use.md).
    ssr: { build: { rolldownOptions: { output: { comments: { legal: true, jsdoc: false, annotation: false } } } } },
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
