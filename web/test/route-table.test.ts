// The route table (web/src/shell/route-table.ts) is the one list of pages: the router, the prerender,
// the sitemap and the end-to-end routes derive from it, so a page module it does not name would
// ship as dead code, and a menu, footer or content link to a path it lacks would land on the 404
// page.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { footer, menuEntries } from "../src/content/navigation";
import { notFoundPage, pageForPath, pageRoutes, type PageRoute } from "../src/shell/route-table";

const ROUTES_DIR = fileURLToPath(new URL("../src/routes/", import.meta.url));
const pageModulesOnDisk = readdirSync(ROUTES_DIR)
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => name.replace(/\.tsx$/, ""))
  .sort();
const allRows = [...pageRoutes, notFoundPage];
const tablePaths = new Set(pageRoutes.map((r) => r.path));

/** Every `LinkAction` ({ label, href, external }) anywhere in the content modules' exports. */
function linkActions(value: unknown, seen = new Set<unknown>()): Array<{ href: string; external: boolean; nativeLink?: boolean }> {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const own =
    "href" in value && "external" in value && typeof value.href === "string" ? [value as { href: string; external: boolean }] : [];
  return [...own, ...Object.values(value).flatMap((v) => linkActions(v, seen))];
}
const contentModules = import.meta.glob("../src/content/*.ts", { eager: true });

/** Internal links: same-site paths (not mailto:, not other sites), without their #anchor. */
const internalPath = (href: string) => (href.startsWith("/") && !href.startsWith("//") ? href.split("#")[0] : null);

describe("route table", () => {
  it("names every page module in web/src/routes, and only modules that exist", () => {
    expect(pageModulesOnDisk.length).toBeGreaterThan(0);
    // The owner's console (routes/owner.tsx) is routed by routes.ts itself, not by a row: it is no
    // public page (noindex, out of the sitemap, the menu and the public suites).
    const named = [...new Set([...allRows.map((r) => r.module), "owner"])].sort();
    expect(named).toEqual(pageModulesOnDisk);
  });

  it("keeps each row in shell/pages/ under its page module's name, and every row there in the table", () => {
    // A route module imports its own rows from there for its `meta`: a row filed under another
    // page would give that page the wrong head.
    const rowFiles = import.meta.glob<Record<string, PageRoute>>("../src/shell/pages/*.ts", { eager: true });
    const filed = Object.entries(rowFiles).flatMap(([file, rows]) => Object.values(rows).map((row) => [file, row] as const));
    for (const [file, row] of filed) expect(file, row.path).toBe(`../src/shell/pages/${row.module}.ts`);
    expect(filed.map(([, row]) => row).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...allRows].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it("lists each path once, as a clean absolute path", () => {
    const paths = allRows.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  it("points every canonical at a page of the table that is its own canonical", () => {
    for (const row of pageRoutes.filter((r) => r.canonical)) {
      const target = pageRoutes.find((r) => r.path === row.canonical);
      expect(target, `${row.path} canonical ${row.canonical}`).toBeDefined();
      expect(target?.canonical, `${row.canonical} must not itself point elsewhere`).toBeUndefined();
    }
  });

  it("maps paths to rows exactly, with or without a trailing slash, else to the 404 page", () => {
    for (const row of pageRoutes) {
      expect(pageForPath(row.path)).toBe(row);
      if (row.path !== "/") expect(pageForPath(`${row.path}/`)).toBe(row);
    }
    expect(pageForPath("/no-such-page")).toBe(notFoundPage);
    expect(pageForPath("/MEET")).toBe(notFoundPage);
  });

  it("has a path in the table for every internal link of the menu and the footer", () => {
    const links = [...menuEntries.map((e) => e.href), ...Object.values(footer).flatMap((v) => (typeof v === "object" ? [v.href] : []))];
    const internal = links.map(internalPath).filter((p): p is string => p !== null);
    expect(internal.length).toBeGreaterThanOrEqual(menuEntries.length);
    for (const path of internal) expect(tablePaths.has(path), `${path} is not in the route table`).toBe(true);
  });

  it("has a path in the table for every client-routed link of the content modules", () => {
    // external links open other sites or files; nativeLink ones (Worker redirects, mailto) skip the router
    const routed = linkActions(contentModules).filter((a) => !a.external && !a.nativeLink);
    expect(routed.length).toBeGreaterThan(0);
    for (const { href } of routed) {
      const path = internalPath(href);
      expect(path !== null && tablePaths.has(path), `${href} is not a page of the route table`).toBe(true);
    }
  });
});
