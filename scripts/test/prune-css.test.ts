import { decodeHTML } from "entities";
import { describe, expect, it } from "vitest";
import { pruneCss, requiredClasses } from "../lib/prune-css";

describe("requiredClasses", () => {
  it.each([
    [".p-4", ["p-4"]],
    [".hover\\:bg-surface-2:hover", ["hover:bg-surface-2"]],
    [".w-1\\/2", ["w-1/2"]],
    [".py-1\\.5", ["py-1.5"]],
    [".\\32 xl\\:text-lg", ["2xl:text-lg"]],
    [".\\[\\&\\>svg\\]\\:size-4>svg", ["[&>svg]:size-4"]],
    [".bg-\\[url\\(\\/a\\.png\\)\\]", ["bg-[url(/a.png)]"]],
    ['a[href$=".pdf"]', []],
    ["html", []],
    [".dark\\:text-ink:where(.dark,.dark *)", ["dark:text-ink"]],
    [".group-hover\\:underline:is(:where(.group):hover *)", ["group-hover:underline", "group"]],
    [".btn:not(.is-busy)", ["btn"]],
    [":where(.space-y-4>:not(:last-child))", ["space-y-4"]],
    [":is(.a, .b) .c", ["c"]],
  ])("%s needs %j", (selector, classes) => {
    expect(requiredClasses(selector).sort()).toEqual([...classes].sort());
  });
});

describe("pruneCss", () => {
  const css =
    "@layer theme,base,utilities;@layer base{html{color:red}}@layer utilities{.p-4{padding:1rem}.m-2{margin:.5rem}" +
    "@media (min-width:40rem){.sm\\:hidden{display:none}}.a,.b{color:blue}.w-1\\/2{width:50%}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}@property --x{syntax:'*';inherits:false}";
  const page = (classes: string[]) => (name: string) => classes.includes(name);

  it("keeps the rules a page's classes can match and drops the others", () => {
    const out = pruneCss(css, page(["p-4", "b", "w-1/2"]));
    expect(out).toContain(".p-4{padding:1rem}");
    expect(out).toContain(".b{color:blue}");
    expect(out).toContain(".w-1\\/2{width:50%}");
    expect(out).not.toContain(".m-2");
    expect(out).not.toContain(".a");
    // An emptied @media goes; rules with no class, keyframes, @property and the layers stay.
    expect(out).not.toContain("@media");
    expect(out).toContain("html{color:red}");
    expect(out).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(out).toContain("@property --x");
    expect(out).toContain("@layer theme,base,utilities;");
  });

  it("keeps everything when every class is used", () => {
    expect(pruneCss(css, () => true)).toBe(css);
  });
});

describe("reading class attributes (the prerender decodes the page with entities' decodeHTML)", () => {
  it("reads them as the browser does", () => {
    expect(decodeHTML('class="[&amp;&gt;svg]:size-4 a&#39;b &#x2F;"')).toBe("class=\"[&>svg]:size-4 a'b /\"");
  });
});
