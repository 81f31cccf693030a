// Search and sharing, on the raw HTML the edge serves (what a crawler or a link preview sees):
// every route has its own title, description, canonical URL and a share image that exists;
// sitemap.xml lists exactly the canonical pages; robots.txt points to it.
import { expect, test } from "@playwright/test";
import { PAGES, SITE_URL } from "./routes";

const meta = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

type Head = {
  path: string;
  title?: string;
  description?: string;
  canonical?: string;
  ogImage?: string;
  twitterImage?: string;
  ogUrl?: string;
  ogTitle?: string;
};

async function heads(request: import("@playwright/test").APIRequestContext): Promise<Head[]> {
  const out: Head[] = [];
  for (const page of PAGES) {
    const res = await request.get(page.path);
    expect(res.status(), page.path).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    out.push({
      path: page.path,
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      description: meta(head, "name", "description"),
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
      ogImage: meta(head, "property", "og:image"),
      twitterImage: meta(head, "name", "twitter:image"),
      ogUrl: meta(head, "property", "og:url"),
      ogTitle: meta(head, "property", "og:title"),
    });
  }
  return out;
}

test("every route has a title, description, canonical URL and share image in its raw HTML", async ({ request }) => {
  for (const h of await heads(request)) {
    expect(h.title?.length ?? 0, `${h.path} title`).toBeGreaterThan(10);
    expect(h.title!.length, `${h.path} title length`).toBeLessThanOrEqual(70);
    expect(h.description?.length ?? 0, `${h.path} description`).toBeGreaterThanOrEqual(50);
    expect(h.description!.length, `${h.path} description length`).toBeLessThanOrEqual(170);
    expect(h.canonical, `${h.path} canonical`).toMatch(new RegExp(`^${SITE_URL}/`));
    expect(h.ogUrl, `${h.path} og:url is the canonical URL`).toBe(h.canonical);
    expect(h.ogTitle, `${h.path} og:title`).toBeTruthy();
    expect(h.ogImage, `${h.path} og:image`).toMatch(new RegExp(`^${SITE_URL}/.+\\.(jpg|png)$`));
    expect(h.twitterImage, `${h.path} twitter:image`).toBe(h.ogImage);
  }
});

test("titles, descriptions and canonical URLs are unique (aliases share their canonical page's)", async ({ request }) => {
  const all = await heads(request);
  const canonicalPaths = new Set(all.map((h) => new URL(h.canonical!).pathname));
  // An alias is a route whose canonical URL names another route (the two wellness paths).
  const primary = all.filter((h) => new URL(h.canonical!).pathname === h.path);
  const aliases = all.filter((h) => new URL(h.canonical!).pathname !== h.path);
  for (const alias of aliases) {
    expect(canonicalPaths.has(new URL(alias.canonical!).pathname), `${alias.path} points to a real page`).toBe(true);
    expect(
      primary.map((p) => p.path),
      `${alias.path}'s canonical page is served`,
    ).toContain(new URL(alias.canonical!).pathname);
  }
  for (const key of ["title", "description", "canonical"] as const) {
    const values = primary.map((h) => h[key]);
    const dupes = values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes, `duplicate ${key}`).toEqual([]);
  }
  expect(primary.length).toBeGreaterThanOrEqual(10);
});

test("every share image exists: a 1200x630-ish image served by the site", async ({ request }) => {
  const images = new Set((await heads(request)).map((h) => new URL(h.ogImage!).pathname));
  for (const path of images) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toMatch(/^image\/(jpeg|png)/);
    expect((await res.body()).length, path).toBeGreaterThan(2_000);
  }
});

test("sitemap.xml lists exactly the canonical pages; robots.txt allows crawling and names it", async ({ request }) => {
  const all = await heads(request);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const canonical = [...new Set(all.map((h) => h.canonical!))].sort();
  expect(locs).toEqual(canonical);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
