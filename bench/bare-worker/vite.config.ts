// The template's Vite wiring: the Cloudflare plugin runs the Worker in the `ssr` environment.
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }), reactRouter()],
});
