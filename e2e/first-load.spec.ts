// First load, on the raw HTML the edge serves for every route and the 404: the page hydrates with
// React Router's scripts, its JavaScript stays within the first-load budget, every inline script
// is allowed by its hash in the CSP (never 'unsafe-inline'), and the priority (LCP) image is
// preloaded with the same srcset and sizes as its <picture>.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { firstLoad, prerenderedRoutes } from "../bench/first-load";
import { emulateSlowLink } from "../bench/slow-link";
import { notFoundPage } from "../web/src/shell/route-table";
import { loadWholePage } from "./pages-helpers";
import { atRest, generatedImages, pageModules, ROUTES, twoFrames } from "./routes";

const PATHS = [...ROUTES, "/this-page-does-not-exist"];
// Lighthouse's phone. Its screen is as wide as its viewport: with the project's desktop screen the
// preload scanner would read the media queries of `imagesizes` against 1920 px and preload a
// rendition other than the one the page then shows.
const PHONE = { viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
/**
 * The first-load target, gzip -9 bytes as `npm run bench` counts them (sizes are deterministic).
 * React DOM and React Router's runtime are about 107 kB of it; copy added to a page's first screen
 * counts too, so long copy belongs below it, in a part that loads after the page
 * (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
const FIRST_LOAD_BUDGET = 125_000;
/** Every image a page's own code can carry (Home's carousel loads after the page). */
const pageImages = generatedImages();
/** Few files on a first load: each costs a slow phone a request (docs/decisions/0080-first-paint-and-few-chunks.md). */
const MAX_FIRST_LOAD_FILES = 10;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

for (const path of PATHS) {
  test(`${path}: hydrating scripts within budget, inline scripts by hash, LCP image preloaded`, async ({ request }) => {
    const res = await request.get(path);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));

    const modules = pageModules(html);
    expect(
      modules.some((m) => /\/entry\.client-/.test(m)),
      `${path} loads React Router's client entry`,
    ).toBe(true);
    expect(new Set(modules).size, `${path}: JavaScript files in the first load`).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES);

    // Paint from the HTML alone: the stylesheet is inline (its link left disabled, for React to
    // find), and no script is fetched or run before a head script moves them out of their
    // <template> once the page has painted (docs/decisions/0119-scripts-after-first-paint.md).
    expect(head, `${path}: the stylesheet inline in <head>`).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
    const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(stylesheets.length, `${path}: one stylesheet link`).toBe(1);
    expect(stylesheets[0], `${path}: its link is never fetched`).toMatch(/\sdisabled\/?>$/);
    const later = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(head)?.[1] ?? "";
    const outside = html.replace(/<template data-after-paint>[\s\S]*?<\/template>/, "");
    expect(outside, `${path}: a module preload outside the template`).not.toMatch(/rel="modulepreload"/);
    expect(outside, `${path}: a module script with code or a source outside the template`).not.toMatch(
      /<script type="module"[^>]*>(?!<\/script>)|<script\b[^>]*\bsrc=/,
    );
    expect(later, `${path}: React Router's module script waits in the template`).toMatch(/<script type="module">import /);
    // Scripts only hydrate a page that has already painted: they must not compete with what paints.
    const preloads = [...later.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length, `${path}: module preloads in the template`).toBeGreaterThan(0);
    for (const tag of preloads) expect(attr(tag, "fetchpriority"), `${path}: ${tag}`).toBe("low");
    let gzipped = 0;
    const code: string[] = [];
    for (const chunk of new Set(modules)) {
      const body = await (await request.get(chunk)).body();
      gzipped += gzipSync(body, { level: 9 }).length;
      code.push(body.toString("utf8"));
    }
    expect(gzipped, `${path}: first-load JavaScript, gzip bytes`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    // Each page carries the data of the images it shows and no others
    // (docs/decisions/0090-each-page-carries-its-own-images.md).
    // By id: two placeholders may share a description.
    for (const { id } of pageImages) {
      const quoted = new RegExp(`["'\`]${id}["'\`]`);
      if (code.some((c) => quoted.test(c)))
        expect(html, `${path}: its first load carries ${id}, which it does not show`).toContain(`/img/${id}-`);
    }
    // The head's own inline scripts run once, from the HTML: a copy in a module would be bytes
    // every visitor downloads for nothing (docs/decisions/0087-inline-scripts-server-only.md).
    const headScripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(headScripts.length, `${path}: the theme, early-clicks, popover and after-paint scripts in <head>`).toBe(4);
    for (const script of headScripts)
      expect(
        code.some((c) => c.includes(script.slice(0, 50))),
        `${path}: ${script.slice(0, 60)}... is in a module`,
      ).toBe(false);

    // The whole page in document order: no deferred part left in a hidden <div> at the end of the
    // body for an inline script to move into place, which a reader without JavaScript never sees.
    expect(html, `${path}: a part of the page is hidden until a script reveals it`).not.toMatch(/<div hidden id="S:/);

    const csp = res.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    // An empty script runs nothing: entry.server.tsx leaves one where the module script was.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter(Boolean);
    expect(inline.length, `${path}: the theme, early-clicks and React Router's scripts`).toBeGreaterThanOrEqual(4);
    for (const script of inline) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(scriptSrc, `${path}: the CSP allows ${script.slice(0, 60)}...`).toContain(`'sha256-${hash}'`);
    }

    const priority = html.match(/<picture[^>]*>(?:(?!<\/picture>)[\s\S])*fetchPriority="high"(?:(?!<\/picture>)[\s\S])*<\/picture>/i)?.[0];
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    if (!priority) {
      expect(preload, `${path} has no priority image, so nothing to preload`).toBeUndefined();
      return;
    }
    const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/i.exec(priority)!;
    expect(preload, `${path} preloads its LCP image`).toBeDefined();
    expect(attr(preload!, "imageSrcSet")).toBe(source[1]);
    expect(attr(preload!, "imageSizes")).toBe(source[2]);
    expect(attr(preload!, "type")).toBe("image/avif");
  });
}

// What a browser really fetches, not only what the HTML lists: every script requested until the
// page has hydrated (the deferred parts start later), read from the page's own resource timing.
for (const path of PATHS) {
  test(`${path}: a first load fetches at most ${MAX_FIRST_LOAD_FILES} JavaScript files`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById("root")?.hasAttribute("data-hydrated")) return;
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    await page.waitForSelector("#root[data-hydrated]", { state: "attached" });
    const scripts = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
      return performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime < hydratedAt && /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => e.name);
    });
    expect(scripts.length, scripts.join("\n")).toBeGreaterThan(0);
    expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES);
    await context.close();
  });
}

test("the preloaded LCP image is the one a 412 px phone shows, fetched once", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const images: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image" && r.url().includes("/img/hero-banner")) images.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  const current = await page.locator("img[fetchpriority=high]").evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(current).toMatch(/\.avif$/);
  expect(images).toEqual([current]);
  await context.close();
});

// A rendition much wider than the image is drawn costs a slow connection its bytes before the LCP.
for (const path of ROUTES) {
  test(`${path}: a 412 px phone at 1.75x gets a priority image at most 1.3x as wide as it draws it`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState("load");
    for (const img of await page.locator("img[fetchpriority=high]").all()) {
      const { drawn, src } = await img.evaluate((el: HTMLImageElement) => ({ drawn: el.clientWidth * 1.75, src: el.currentSrc }));
      // The rendition's own width is in its name (/img/<id>-<width>.avif); naturalWidth is per CSS px.
      const width = Number(/-(\d+)\.(?:avif|webp)$/.exec(src)?.[1]);
      expect(width, `${src} for ${Math.round(drawn)} device px`).toBeLessThanOrEqual(drawn * 1.3);
    }
    await context.close();
  });
}

test("the calendar's dialogs load when wanted: none with the page, Login's on a click", async ({ page }) => {
  // Radix and the dialogs' forms (components/ui/on-demand-dialog.tsx).
  const dialogChunks: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/assets\/(dialogs|[\w-]*-dialog)-[\w-]+\.js$/.test(path)) dialogChunks.push(path);
  });
  await page.goto("/skool-calendar");
  await atRest(page);
  expect(dialogChunks, "no dialog code before a dialog is wanted").toEqual([]);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Instructor Login" })).toBeVisible();
  expect(dialogChunks.some((path) => path.includes("/login-dialog-"))).toBe(true);
  expect(
    dialogChunks.some((path) => path.includes("/signup-dialog-")),
    "Sign Up's code waits for Sign Up",
  ).toBe(false);
});

test("sonner loads with the first toast: none while a page is used, then the toast with its styles", async ({ page }) => {
  // The Toaster mounts with the first toast (web/src/lib/notify.ts).
  const toastFiles: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/assets\/toaster-[\w-]+\.(js|css)$/.test(path)) toastFiles.push(path);
  });
  for (const path of ["/", "/wellness"]) {
    await page.goto(path);
    await atRest(page);
    await loadWholePage(page);
    await atRest(page);
  }
  expect(toastFiles, "no sonner code or styles before a toast").toEqual([]);
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(0);

  await page.locator('main input[type="email"]').first().fill("reader@example.com");
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.locator(`[data-sonner-toast][data-visible="true"]`)).toContainText("Welcome to the journey!");
  expect(toastFiles.some((path) => path.endsWith(".js"))).toBe(true);
  expect(
    toastFiles.some((path) => path.endsWith(".css")),
    "sonner's stylesheet comes with it",
  ).toBe(true);
});

// A page's first Intl call sets up ICU, 41-76 ms of main thread here: the pages whose deferred parts
// format dates later have a worker do it first, and Legal writes its date without Intl
// (docs/performance.md#the-first-intl-call-off-the-main-thread).
for (const [path, warms] of [
  ["/", true],
  ["/skool-calendar", true],
  ["/legal", false],
  ["/wellness", false],
] as const) {
  test(`${path}: ${warms ? "ICU is set up in a worker, allowed by the CSP" : "no Intl warm-up worker"}`, async ({ page }) => {
    const workers: string[] = [];
    const loaded: number[] = [];
    const cspErrors: string[] = [];
    page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
    page.on("response", (r) => {
      if (r.url().includes("/intl-warmup.worker-")) loaded.push(r.status());
    });
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto(path);
    await atRest(page);
    if (warms) {
      await expect
        .poll(() => workers, "the warm-up worker was started")
        .toEqual([expect.stringMatching(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/)]);
      await expect.poll(() => loaded, "its script was served").toEqual([200]);
    } else expect(workers).toEqual([]);
    expect(cspErrors).toEqual([]);
  });
}

// A cold load looks fonts up per family name and size: the body names one family, and the parts
// a phone does not show at first (the footer, each part of <main> from the third) are not laid
// out until they near the screen; the second, at a phone's fold, is
// (docs/performance.md#fewer-font-lookups, docs/performance.md#off-screen-parts-render-when-near).
test("a long page on a phone: one sans family, the footer and later parts rendered only when near", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto("/workroom");
  await page.waitForLoadState("load");
  await twoFrames(page);
  // Rendered: the first element inside the box is not in a subtree the browser skipped.
  const rendered = (selector: string) =>
    page.locator(selector).evaluate((box) => box.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const cv = (selector: string) => page.locator(selector).evaluate((box) => getComputedStyle(box).contentVisibility);

  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe("system-ui, sans-serif");
  expect(await cv("main > :nth-child(2)")).toBe("visible");
  expect(await rendered("main > :nth-child(2)")).toBe(true);
  expect(await cv("main > :nth-child(3)")).toBe("auto");
  expect(await cv("main ~ footer")).toBe("auto");
  expect(await rendered("main ~ footer"), "the footer is skipped at first").toBe(false);

  await page.locator("main ~ footer").scrollIntoViewIfNeeded();
  await twoFrames(page);
  expect(await rendered("main ~ footer"), "the footer is rendered once near").toBe(true);
  await context.close();
});

// `npm run bench` reads each page's first load from dist/client; nothing else runs it, so a build
// that writes a page elsewhere (the 404 page moved to 404.html once) must fail here, not there.
test("npm run bench finds every built page and reads the same first load as this spec", async ({ request }) => {
  // And the owner's console, prerendered as an empty shell (web/src/routes/owner.tsx; e2e/owner-console.spec.ts checks its load).
  expect([...prerenderedRoutes()].sort()).toEqual([...ROUTES, "/owner"].sort());
  for (const route of [...ROUTES, notFoundPage.path]) {
    const bench = firstLoad(route);
    const html = await (await request.get(route === notFoundPage.path ? "/this-page-does-not-exist" : route)).text();
    const modules = new Set(pageModules(html));
    expect(new Set(bench.assets.filter((a) => a.kind === "js").map((a) => a.file)), `${route}: the chunks the bench counts`).toEqual(
      modules,
    );
  }
});

// The largest paint's bytes before the scripts': where a page's largest element is an image, its
// preload is listed before every module preload, so a server that sends in the order asked (many
// ignore stream priorities) sends the image first (docs/decisions/0104-largest-paint-before-scripts.md).
// Where it is text, that text is in the prerendered HTML, so no script stands before it.
for (const path of ROUTES) {
  test(`${path}: the largest paint comes first: an image preloaded before every module preload, or text in the HTML`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState("load");
    const lcp = await page.evaluate(
      () =>
        new Promise<{ url: string; text: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { url: string; element: Element | null }>;
            const last = entries.at(-1)!;
            resolve({ url: last.url, text: last.element?.textContent?.trim() ?? "" });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    await context.close();
    const html = await (await request.get(path)).text();
    if (lcp.url === "") {
      expect(lcp.text, `${path}: the largest paint is text, and has some`).not.toBe("");
      // The HTML escapes some characters; compare words, which it leaves alone.
      const words = (t: string) =>
        t
          .replace(/&[#\w]+;|<[^>]*>/g, " ")
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .join(" ");
      expect(words(html), `${path}: the largest paint's text is prerendered`).toContain(words(lcp.text));
      return;
    }
    const tags = [...html.slice(0, html.indexOf("</head>")).matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    const image = new URL(lcp.url).pathname;
    const preload = tags.findIndex(
      (t) =>
        /rel="preload"/.test(t) &&
        /as="image"/.test(t) &&
        (attr(t, "href") === image || (attr(t, "imageSrcSet") ?? "").split(/,\s*/).some((c) => c.split(" ")[0] === image)),
    );
    expect(preload, `${path}: the largest paint, ${image}, is preloaded`).toBeGreaterThanOrEqual(0);
    const firstModule = tags.findIndex((t) => /rel="modulepreload"/.test(t));
    expect(firstModule < 0 ? Infinity : firstModule, `${path}: a module preload is listed before ${image}'s preload`).toBeGreaterThan(
      preload,
    );
  });
}

// On a slow link, as a phone on a poor network sees it (Lighthouse's 150 ms and 1.6 Mbit/s): the
// page paints before any script is asked for, never fetches its stylesheet, and still hydrates.
for (const path of ["/", "/legal"]) {
  test(`${path}: on a slow link no script is requested before the first paint, and the page hydrates`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await emulateSlowLink(await context.newCDPSession(page));
    const stylesheets: string[] = [];
    page.on("request", (r) => {
      if (/\.css$/.test(new URL(r.url()).pathname)) stylesheets.push(r.url());
    });
    await page.goto(path);
    await page.waitForSelector("#root[data-hydrated]", { state: "attached", timeout: 30_000 });
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(fcp, `${path}: a first contentful paint`).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    // The paint's time is when its frame was shown, which on a busy machine can come a frame or
    // two after the frame was drawn and the scripts asked for; on main's code they started with
    // the HTML, hundreds of milliseconds before it.
    for (const script of scripts)
      expect(script.start, `${script.name} was asked for before the first paint, at ${fcp} ms`).toBeGreaterThanOrEqual(fcp - 50);
    expect(stylesheets, `${path}: no stylesheet fetched: it is inline`).toEqual([]);
    await context.close();
  });
}
