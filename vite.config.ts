// Builds the React app in web/ twice: the client bundle (dist/client) and a server bundle
// (dist/server) that scripts/prerender.ts uses to write every route's HTML at build time.
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? "../dist/server" : "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? { input: "web/src/entry-server.tsx" } : undefined,
  },
  ssr: { noExternal: isSsrBuild ? true : undefined },
  server: { proxy: { "/api": "http://localhost:8787" } },
}));
