/**
 * Each page inlines only the CSS rules it can use, chosen at build time from the class names in
 * its HTML and its JavaScript (docs/decisions/0052-css-by-page.md). A class that reaches the page
 * some other way (built from data at run time, or from code the build did not count as the
 * page's) would lose its rules without any error. These helpers check a live page: every rule of
 * the site's whole stylesheet whose classes are all on the page now is in the page's own CSS.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import postcss from "postcss";
import { requiredClasses } from "../scripts/lib/prune-css";

type Rule = { key: string; selector: string; required: string[] };

/** Each selector of each style rule, keyed by the at-rules around it, with the classes it needs. */
export function selectorsOf(css: string): Rule[] {
  const out: Rule[] = [];
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (let p = rule.parent; p && p.type !== "root"; p = p.parent) {
      if (p.type === "atrule") context.unshift(`@${(p as postcss.AtRule).name} ${(p as postcss.AtRule).params}`);
    }
    if (/keyframes$/i.test(context.at(-1) ?? "")) return;
    for (const selector of rule.selectors) out.push({ key: `${context.join(" ")} ${selector}`.trim(), selector, required: requiredClasses(selector) });
  });
  return out;
}

let site: Rule[] | undefined;
/** The whole stylesheet of the build (`npm run build` keeps the client manifest in dist/server). */
export function siteRules(): Rule[] {
  if (!site) {
    const manifest = JSON.parse(readFileSync("dist/server/client-manifest.json", "utf8")) as Record<string, { file: string }>;
    site = selectorsOf(readFileSync(join("dist/client", manifest["src/styles.css"]!.file), "utf8"));
  }
  return site;
}

/** The selectors of `whole` that match classes all present in `live` but are missing from `pageCss`. */
export function lostSelectors(live: Set<string>, pageCss: string, whole: Rule[] = siteRules()): string[] {
  const kept = new Set(selectorsOf(pageCss).map((r) => r.key));
  return whole.filter((r) => r.required.length > 0 && r.required.every((c) => live.has(c)) && !kept.has(r.key)).map((r) => r.key);
}

/** Every class on an element of the page as it is now. */
export async function liveClasses(page: Page): Promise<Set<string>> {
  const names = await page.evaluate(() => Array.from(document.querySelectorAll("[class]")).flatMap((el) => (el.getAttribute("class") ?? "").split(/\s+/)));
  return new Set(names.filter(Boolean));
}

/** The CSS the server's HTML of the page inlines. */
export async function pageCss(page: Page): Promise<string> {
  const url = new URL(page.url());
  url.hash = "";
  const html = await (await page.request.get(url.href)).text();
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}

/** Fails listing each rule the page's classes need that its inline CSS left out. */
export async function expectRulesKept(page: Page, state: string) {
  expect(lostSelectors(await liveClasses(page), await pageCss(page)), `CSS rules the page needs but does not have, ${state}`).toEqual([]);
}
