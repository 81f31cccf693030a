/**
 * `npm run dev` and the build render the same app the same way: for every route (and an unknown
 * path), the HTML React Router's dev server renders equals the prerendered page the built Worker
 * serves, apart from what only differs by being development: script tags, module preloads,
 * stylesheet links (asset URLs, Vite's client, React Router's dev-only critical CSS) and the
 * stylesheet a build inlines (scripts/finish-build.ts).
 */
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../scripts/lib/built-server";
import { minifyScript } from "../scripts/lib/head-scripts";
import { wranglerEnv } from "../scripts/lib/wrangler";
import { ROUTES } from "./routes";

/** The inline scripts of a page's <head> (the theme, the early clicks, the menu's fallback, the scripts after paint). */
const headScripts = (html: string) => [...(html.split("</head>")[0] ?? "").matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** The page without what depends on the bundler: scripts, module preloads and styles. */
export function comparable(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\/>/g, "");
}

test("the dev server renders every page as the build does", async ({ request }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dev = spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv({ PORT: String(port), WRANGLER_PERSIST_DIR: ".wrangler/parity-state" }),
  });
  let log = "";
  dev.stdout.on("data", (d: Buffer) => (log += d.toString()));
  dev.stderr.on("data", (d: Buffer) => (log += d.toString()));
  try {
    const devOrigin = `http://localhost:${port}`;
    await expect
      .poll(async () => (await fetch(`${devOrigin}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 90_000,
        message: `dev server: ${log}`,
      })
      .toBe(200);
    for (const path of [...ROUTES, "/no-such-page"]) {
      const built = await request.get(path);
      const developed = await fetch(`${devOrigin}${path}`);
      expect(developed.status, path).toBe(built.status());
      const [devHtml, builtHtml] = [await developed.text(), await built.text()];
      expect(comparable(devHtml), path).toBe(comparable(builtHtml));
      // The development server writes the head scripts itself, the build in scripts/finish-build.ts:
      // the same functions, serialised alike (web/src/lib/head-scripts.ts).
      expect(headScripts(builtHtml), `${path}: the head scripts`).toHaveLength(4);
      expect(headScripts(devHtml).map(minifyScript), `${path}: the head scripts in development`).toEqual(headScripts(builtHtml));
    }
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
});

test("the comparison can fail: a changed heading is a difference", () => {
  const page = '<html><head><script type="module">import "/a.js"</script><link rel="stylesheet" href="/a.css"/></head><h1>Meet</h1></html>';
  expect(comparable(page)).toBe(comparable(page.replace("/a.js", "/@vite/client").replace("/a.css", "/b.css")));
  expect(comparable(page)).not.toBe(comparable(page.replace("<h1>Meet</h1>", "<h1>Met</h1>")));
});
