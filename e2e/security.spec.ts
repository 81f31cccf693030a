// Security headers (docs/architecture.md, security model) on every kind of response the built
// Worker serves (HTML, hashed assets, images, API); images from this site only; stored text shown
// as text; hostile bodies through the real server. That no page breaks its CSP is checked on every
// load of e2e/hydration.spec.ts, with the listener this file shows can fail.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { securityHeaders } from "#shared/security-headers";
import {
  ROUTES,
  VIDEO_HOST,
  atRest,
  dayCell,
  firstFreeDay,
  pageModules,
  scrollThrough,
  settle,
  signUpInBrowser,
  stubThirdParties,
  watchCsp,
} from "./routes";

type Csp = Map<string, string[]>;

function parseCsp(header: string | undefined): Csp {
  const csp: Csp = new Map();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) csp.set(name.toLowerCase(), values);
  }
  return csp;
}

/** Inline scripts the browser would run (not JSON-LD or other data blocks), as CSP hash sources. */
function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc=/i.test(attrs)) continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    // An empty script runs nothing, so needs no hash (entry.server.tsx leaves one in the body).
    if (m[2] === "") continue;
    out.push(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return out;
}

function expectCommonHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  const hsts = h["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${what}: HSTS`).toBeGreaterThanOrEqual(31_536_000);
  expect(h["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  const permissions = h["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, `${what}: Permissions-Policy denies ${feature}`).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
  }
}

function expectPageCsp(res: APIResponse, html: string, what: string) {
  const csp = parseCsp(res.headers()["content-security-policy"]);
  expect(csp.get("default-src"), `${what}: default-src`).toEqual(["'self'"]);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scripts, `${what}: no inline or eval scripts allowed wholesale`).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(
    scripts.every((s) => s === "'self'" || /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
    `${what}: script-src is 'self' and hashes only`,
  ).toBe(true);
  const hashes = inlineScriptHashes(html);
  expect(hashes.length, `${what}: the theme script is inline`).toBeGreaterThanOrEqual(1);
  for (const hash of hashes) expect(scripts, `${what}: inline script allowed by its hash`).toContain(hash);
  expect(csp.get("frame-src"), `${what}: frame-src`).toEqual([VIDEO_HOST]);
  expect(VIDEO_HOST).toMatch(/^https:\/\/www\.youtube-nocookie\.com$/);
  // The video host is allowed in frames only, nowhere else.
  for (const [name, values] of csp) {
    if (name !== "frame-src") expect(values.join(" "), `${what}: ${name} does not name the video host`).not.toContain("youtube");
  }
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  // Pictures come from this site only, instructors' photos included (decision 0036).
  expect(csp.get("img-src"), `${what}: img-src`).toEqual(["'self'"]);
}

async function get(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { res, body: await res.text() };
}

test.describe("headers on HTML", () => {
  for (const path of [...ROUTES, "/no-such-page"]) {
    test(`${path}: CSP with the theme hash, HSTS, nosniff, referrer and permissions policies, revalidated`, async ({ request }) => {
      const { res, body } = await get(request, path);
      expect(res.status()).toBe(path === "/no-such-page" ? 404 : 200);
      expect(res.headers()["content-type"]).toMatch(/^text\/html/);
      expectCommonHeaders(res, path);
      expectPageCsp(res, body, path);
      expect(res.headers()["x-frame-options"]).toBe("DENY");
      const cache = res.headers()["cache-control"] ?? "";
      expect(cache, "HTML is revalidated on every visit").toMatch(/no-cache|max-age=0/);
      expect(cache).toMatch(/must-revalidate|no-cache/);
      expect(cache).not.toMatch(/immutable|max-age=[1-9]/);
    });
  }
});

test.describe("images come from this site only", () => {
  test("HEAD of every page (as curl -I): the CSP's img-src is 'self', with no https: and no data:", async ({ request }) => {
    for (const path of ROUTES) {
      const res = await request.fetch(path, { method: "HEAD" });
      expect(res.status(), path).toBe(200);
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
      expect(imgSrc, path).toBe("'self'");
    }
  });

  test("no <img> on any page loads from another origin, an instructor's uploaded photo included", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const name = `Same Origin ${Date.now() % 100000}`;
    await signUpInBrowser(page, name);
    // A photo as the Edit Profile dialog makes one (a canvas WebP), sent as the dialog sends it.
    const photoUrl = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#5b2a86";
      context.fillRect(0, 0, 64, 64);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/webp", 0.8));
      const res = await fetch("/api/instructor/photo", { method: "PUT", headers: { "content-type": blob.type }, body: blob });
      return ((await res.json()) as { instructor: { photoUrl: string } }).instructor.photoUrl;
    });
    expect(photoUrl).toMatch(/^\/api\/instructors\/\d+\/photo\/[0-9a-f]{32}\.webp$/);

    const images: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") images.push(r.url());
    });
    await stubThirdParties(page);
    for (const path of ROUTES) {
      await page.goto(path);
      await settle(page);
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      const sources = await page
        .locator("img")
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
      for (const src of sources.filter(Boolean)) expect(new URL(src).origin, `${path}: <img src=${src}>`).toBe(origin);
    }
    expect(images.length, "the pages load pictures").toBeGreaterThan(10);
    for (const url of images) expect(new URL(url).origin, url).toBe(origin);
    expect(images, "the uploaded photo was among them").toContain(`${origin}${photoUrl}`);
  });
});

test.describe("headers on static files", () => {
  test("hashed assets: immutable for a year, nothing else in Cache-Control, security headers too", async ({ request }) => {
    const assets = new Set<string>();
    for (const path of ROUTES) {
      const { body } = await get(request, path);
      for (const m of body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(m[1]);
      for (const module of pageModules(body)) assets.add(module);
    }
    expect(assets.size).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(res.headers()["x-content-type-options"], asset).toBe("nosniff");
      expectCommonHeaders(res, asset);
    }
  });

  test("images: served with a type, cached (not immutable: names are not hashed), nosniff", async ({ request }) => {
    const images = new Set<string>();
    for (const path of ROUTES) {
      const { body } = await get(request, path);
      for (const m of body.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)) {
        for (const candidate of m[1].split(",")) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url?.startsWith("/img/")) images.add(url);
        }
      }
    }
    expect(images.size, "pages reference generated images").toBeGreaterThanOrEqual(1);
    for (const image of [...images].slice(0, 40)) {
      const res = await request.get(image);
      expect(res.status(), image).toBe(200);
      expect(res.headers()["content-type"], image).toMatch(/^image\//);
      const cache = res.headers()["cache-control"] ?? "";
      expect(cache, image).toMatch(/max-age=\d+/);
      expect(cache, image).not.toMatch(/must-revalidate.*max-age=[1-9]|max-age=0.*max-age/);
      expectCommonHeaders(res, image);
    }
  });

  test("sitemap.xml and robots.txt carry the headers too", async ({ request }) => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expectCommonHeaders(res, path);
    }
  });
});

test.describe("headers on API responses", () => {
  test("success, not found, validation error and refused content type all carry them, never cached", async ({ request, baseURL }) => {
    // Playwright's request context sends no Origin; the API refuses writes without one.
    const origin = new URL(baseURL!).origin;
    const calls: Array<[string, () => Promise<APIResponse>, number]> = [
      ["GET /api/health", () => request.get("/api/health"), 200],
      ["GET /api/nope", () => request.get("/api/nope"), 404],
      ["GET /api/calendar/slots?year=x", () => request.get("/api/calendar/slots?year=x&month=1"), 400],
      [
        "POST /api/community/chat text/plain",
        () => request.post("/api/community/chat", { headers: { "content-type": "text/plain", origin }, data: "hi" }),
        415,
      ],
      ["GET /api/instructor/me", () => request.get("/api/instructor/me"), 401],
    ];
    for (const [what, send, status] of calls) {
      const res = await send();
      expect(res.status(), what).toBe(status);
      expect(res.headers()["content-type"], what).toMatch(/^application\/json/);
      expectCommonHeaders(res, what);
      const csp = parseCsp(res.headers()["content-security-policy"]);
      expect(csp.get("default-src"), what).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
      expect(res.headers()["cache-control"], what).toBe("no-store");
    }
  });
});

test.describe("one definition of the security headers", () => {
  test("a page, a hashed asset, an image and an API answer carry exactly the values of shared/security-headers.ts", async ({ request }) => {
    const { body: home } = await get(request, "/");
    const asset = pageModules(home)[0];
    const image = /src="(\/img\/[^"]+)"/.exec(home)?.[1];
    expect(asset, "the home page loads a hashed script").toBeTruthy();
    expect(image, "the home page shows a generated image").toBeTruthy();
    // The first three come from the prerender's _headers, the last from the Worker.
    for (const path of ["/", asset!, image!, "/api/health"]) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  });
});

// Every route in both themes, with no CSP violation and no console error: e2e/hydration.spec.ts,
// which loads each page in eight ways with the same listener. This proves the listener can fail.
test.describe("the CSP listener", () => {
  test("does catch a violation (the checks of e2e/hydration.spec.ts can fail)", async ({ page }) => {
    const cspViolations = await watchCsp(page);
    await page.goto("/");
    await settle(page);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__ran = true";
      document.body.append(s);
    });
    await expect.poll(cspViolations).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline /));
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  });
});

test.describe("stored text is rendered as text", () => {
  test("a course title and an instructor name made of HTML show as text; nothing runs", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await stubThirdParties(page);
    const name = `<b>Eve</b><img src=x onerror="window.__xss='name'">`;
    const title = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    await page.goto("/skool-calendar");
    await signUpInBrowser(page, name);

    const day = await firstFreeDay(page);
    const dayKey = (await day.getAttribute("data-day"))!;
    await day.click();
    const add = page.getByRole("dialog", { name: "Add Course Details" });
    await add.getByLabel("Course Title").fill(title);
    const slot = add.getByLabel("Time Slot");
    await slot.selectOption(
      (await slot
        .locator("option:not([disabled])")
        .first()
        .evaluate((o: HTMLOptionElement) => o.value))!,
    );
    await add.getByRole("button", { name: "Save Course" }).click();
    await expect(add).toBeHidden();

    const check = async (p: typeof page, who: string) => {
      const cell = p.locator(`button[data-day="${dayKey}"]`);
      await expect(cell, who).toContainText(title);
      // No element was made from the stored text: no <img src=x>, no injected <script>, no <b>.
      expect(await p.locator('img[src="x"]').count(), who).toBe(0);
      expect(await cell.locator("script, img, b").count(), who).toBe(0);
      expect(await p.evaluate(() => (window as unknown as { __xss?: string }).__xss), who).toBeUndefined();
    };

    // The instructor's own view, after a reload (the text now comes from the API).
    await page.reload();
    // Hydrated, deferred parts included; not "network idle", which a loaded machine may never reach.
    await atRest(page);
    await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();
    await dayCell(page, dayKey);
    await check(page, "owner");

    // A visitor's view (no session) of the same day and of the instructor list.
    const visitor = await browser.newPage();
    visitor.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await stubThirdParties(visitor);
    await visitor.goto("/skool-calendar");
    await atRest(visitor);
    await dayCell(visitor, dayKey);
    await check(visitor, "visitor");
    await scrollThrough(visitor);
    expect(await visitor.locator('img[src="x"]').count()).toBe(0);
    await visitor.close();

    expect(dialogs, "no alert() ran").toEqual([]);
  });
});

test.describe("hostile bodies through the real server (wrangler dev)", () => {
  /** A streamed body with no Content-Length, sent with Node's fetch (Playwright cannot stream). */
  function chunked(total: number, chunkSize = 16 * 1024): ReadableStream<Uint8Array> {
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= total) return controller.close();
        const n = Math.min(chunkSize, total - sent);
        sent += n;
        controller.enqueue(new Uint8Array(n).fill(0x5b)); // "["
      },
    });
  }

  test("bodies from 16 KiB to 1 MiB, chunked or not, get a 413 JSON sentence, never the dev proxy's 503", async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const size of [16 * 1024 + 1, 64 * 1024, 256 * 1024, 512 * 1024, 1024 * 1024]) {
      for (const kind of ["chunked", "sized"] as const) {
        const body = kind === "chunked" ? chunked(size) : new Uint8Array(size).fill(0x5b);
        const res = await fetch(`${origin}/api/community/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", origin, "cf-connecting-ip": `10.77.${size % 250}.${kind.length}` },
          body,
          duplex: "half",
        } as RequestInit);
        const what = `${kind} ${size} bytes`;
        expect(res.status, what).toBe(413);
        expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
        expect(((await res.json()) as { message: string; code: string }).code, what).toBe("payload_too_large");
      }
    }
  });

  test("deep JSON is a 400 and a write without Origin is a 403, both JSON sentences", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const deep = await request.post("/api/instructor/login", {
      headers: { "content-type": "application/json", origin },
      data: "[".repeat(8000) + "]".repeat(8000),
    });
    expect(deep.status()).toBe(400);
    expect((await deep.json()).code).toBe("too_deep");
    const anonymous = await request.post("/api/community/chat", {
      headers: { "content-type": "application/json" },
      data: { message: "hi" },
    });
    expect(anonymous.status()).toBe(403);
    expect((await anonymous.json()).message).toMatch(/^This request did not say which website sent it/);
  });
});

test("an open dialog locks the page behind it by CSS, with no CSP violation; closing it unlocks", async ({ page }) => {
  // Radix's scroll lock inserts a <style> that the CSP refuses; the build replaces that part and
  // styles.css has the lock's rules (lib/no-style-singleton.ts).
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  const cspViolations = await watchCsp(page);
  await page.goto("/skool-calendar");
  await atRest(page);
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await overflow()).not.toBe("hidden");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Instructor Login" })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /\d/);
  expect(await overflow()).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveAttribute("data-scroll-locked", /.*/);
  expect(await overflow()).not.toBe("hidden");
  expect(await cspViolations(), "CSP violations").toEqual([]);
  expect(problems, "console errors").toEqual([]);
});
