// The app shell against the built Worker: prerendered routes, 404, redirects, theme, menu, footer.
import { expect, test } from "@playwright/test";
import { pageModules, rootHydrated } from "./routes";

const routes: Array<[path: string, heading: RegExp]> = [
  ["/", /SoulCode Studio|Cultural Intelligence/],
  ["/meet", /Amara Sol/],
  ["/wellness", /Finding Me/],
  ["/wellness/finding-me", /Finding Me/],
  ["/workroom", /Workroom/],
  ["/gallery", /Exhibition|Gallery/],
  ["/skool-calendar", /Calendar/],
  ["/soulcode101", /Soul Code/],
  ["/thinktank", /Think Tank/],
  ["/bootcamp", /Bootcamp/],
  ["/legal", /Legal/],
];

test.describe("raw HTML from the edge", () => {
  for (const [path, heading] of routes) {
    test(`${path} is prerendered with its heading and metadata`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/text\/html/);
      const html = await res.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
      expect(h1.replace(/<[^>]+>/g, "")).toMatch(heading);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.jpg"/);
    });
  }

  test("both wellness routes share one canonical URL", async ({ request }) => {
    const a = await (await request.get("/wellness")).text();
    const b = await (await request.get("/wellness/finding-me")).text();
    const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical(a)).toBe(canonical(b));
    expect(canonical(a)).toMatch(/\/wellness\/finding-me$/);
  });

  test("unknown paths get the 404 page with status 404", async ({ request }) => {
    const res = await request.get("/no-such-page");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  test("/404 is not a page of its own: it answers 404 with the not-found page, as unknown paths do", async ({ request }) => {
    const unknown = await request.get("/no-such-page");
    const page = await unknown.text();
    for (const path of ["/404", "/404/", "/404.html", "/404?from=search", "/404/?x=1"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toBe(page);
      // The page's own CSP (its inline scripts' hashes), as for any unknown path.
      expect(res.headers()["content-security-policy"], path).toBe(unknown.headers()["content-security-policy"]);
    }
    expect((await request.head("/404")).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/404");
  });

  test("the API answers beside the site", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const nope = await request.get("/api/nope");
    expect(nope.status()).toBe(404);
    expect(nope.headers()["content-type"]).toMatch(/application\/json/);
    expect((await nope.json()).message).toBeTruthy();
  });

  test("join links redirect to the external checkouts", async ({ request }) => {
    for (const path of ["/join/think-tank", "/join/boot-camp"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toMatch(/^https:\/\//);
    }
  });

  test("sitemap and robots are generated", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/skool-calendar</loc>");
    expect(sitemap).not.toContain("<loc>https://soulcode.studio/wellness</loc>");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  });
});

test("the page hydrates with React: React DOM's client, its fiber on the DOM, then the root's data-hydrated", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  const entry = pageModules(html).find((m) => /^\/assets\/entry\.client-/.test(m));
  expect(entry, "React Router's client entry").toBeTruthy();
  // React DOM's client marks the container it renders into with this key (not Preact, not a copy);
  // it is in one of the first load's files (the framework chunk, vite.config.ts).
  const files = await Promise.all(pageModules(html).map(async (m) => (await request.get(m)).text()));
  expect(files.some((text) => text.includes("__reactContainer$"))).toBe(true);
  await page.goto("/");
  await rootHydrated(page);
  const reactKeys = await page.locator("main h1").evaluate((el) => Object.keys(el).filter((k) => k.startsWith("__react")));
  expect(reactKeys.length, "React's own properties on a hydrated node").toBeGreaterThan(0);
});

test.describe("theme", () => {
  test("toggles, persists across reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  // While React hydrates, its capture listener on the document stops a click on a part not yet
  // hydrated; the theme's own listener must hear it first (lib/theme.ts).
  test("a click is heard even when a listener on the document stops it, as React does while it hydrates", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
    const after = await page.evaluate(() => {
      document.addEventListener("click", (event) => event.stopPropagation(), true);
      const button = document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!;
      button.click();
      return { pressed: button.getAttribute("aria-pressed"), stored: localStorage.getItem("theme") };
    });
    expect(after).toEqual({ pressed: "true", stored: "dark" });
  });

  test("a click answers on the button at once; the page's colours follow a frame later, not animated", async ({ page }) => {
    // lib/theme.ts: the whole-document restyle of the theme flip waits until the frame that shows
    // the button's new state has been painted, and runs with transitions off (styles.css).
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
    const steps = await page.evaluate(async () => {
      const html = document.documentElement;
      const button = document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!;
      const icon = (cls: string) => getComputedStyle(button.querySelector(cls)!).display !== "none";
      const state = () => ({
        pressed: button.getAttribute("aria-pressed"),
        sunShown: icon(".theme-icon-dark"),
        moonShown: icon(".theme-icon-light"),
        dark: html.classList.contains("dark"),
        switching: html.classList.contains("theme-switch"),
        stored: localStorage.getItem("theme"),
      });
      const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const transitions = () => document.getAnimations().filter((a) => a instanceof CSSTransition).length;
      const buttonColour = getComputedStyle(button).color;

      button.click();
      const atOnce = state();
      let frames = 0;
      while (!html.classList.contains("dark") && frames < 10) {
        await afterFrame();
        frames++;
      }
      const flipped = { ...state(), frames, colourChanged: getComputedStyle(button).color !== buttonColour };
      while (html.classList.contains("theme-switch") && frames < 20) {
        await afterFrame();
        frames++;
      }
      const settled = { ...state(), transitions: transitions() };

      // Two clicks before the flip: one flip, to the last choice.
      button.click();
      button.click();
      const twice = state();
      for (let i = 0; i < 4; i++) await afterFrame();
      return { atOnce, flipped, settled, twice, twiceSettled: state() };
    });
    expect(steps.atOnce).toEqual({ pressed: "true", sunShown: true, moonShown: false, dark: false, switching: false, stored: "dark" });
    expect(steps.flipped).toMatchObject({ pressed: "true", sunShown: true, dark: true, switching: true, colourChanged: true });
    expect(steps.flipped.frames).toBe(1);
    // No 150 ms colour transitions were started on the page's controls by the flip.
    expect(steps.settled).toMatchObject({ pressed: "true", dark: true, switching: false, transitions: 0 });
    expect(steps.twice).toMatchObject({ pressed: "true", dark: true, stored: "dark" });
    expect(steps.twiceSettled).toMatchObject({ pressed: "true", sunShown: true, dark: true, switching: false, stored: "dark" });
  });

  test("follows the system preference when nothing is stored", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/meet");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("is applied before first paint, by the inline script alone", async ({ page }) => {
    // With every bundled script blocked, only the inline head script can set the class.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/gallery", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test.describe("menu", () => {
  test("opens, highlights the current route, closes on selection", async ({ page }) => {
    await page.goto("/gallery");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(9);
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /Think Tank.*locked/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Bootcamp.*locked/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Skool Calendar" }).locator("img")).toHaveCount(1);
    await nav.getByRole("link", { name: "Workroom" }).click();
    await expect(page).toHaveURL(/\/workroom$/);
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(nav.getByRole("link", { name: "Workroom" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  });

  test("a menu link after hydration navigates on the client: new page, title, meta, menu closed", async ({ page }) => {
    await page.goto("/");
    await rootHydrated(page);
    // A page load would start a new document and lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Soul Code 101" }).click();
    await expect(page).toHaveURL(/\/soulcode101$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Soul Code");
    await expect(page).toHaveTitle(/Soul Code 101/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/soulcode101$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Soul Code 101/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(documents).toEqual([]);
  });
});

test.describe("footer", () => {
  test("links go where the spec says", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/legal#section-privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/legal#section-terms");
    const contact = footer.getByRole("link", { name: "Contact" });
    await expect(contact).toHaveAttribute("href", /^mailto:[^?]+\?subject=General%20Inquiry&body=Hello/);
    for (const name of [/Join SKOOL/, /Support Us/]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText("🔒");
    const external = footer.locator('a[href^="http"]');
    const count = await external.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) await expect(external.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("privacy link lands on the legal section", async ({ page }) => {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/legal#section-privacy$/);
  });
});
