// The pages' Markdown in content/ (scripts/content/render.ts, served by scripts/content/vite-plugin.ts):
// every module the pages import renders, a bad file stops the build with a sentence naming the
// file and the field, the body goes through the blog's sanitiser, and a save in `npm run dev`
// reaches the modules that file feeds.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, contentModules, renderContentModule, type ContentModuleName } from "../content/render";
import { pageMarkdown } from "../content/vite-plugin";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const names = Object.keys(contentModules) as ContentModuleName[];
/** Every module, rendered from `contentDir`. */
const renderAll = (contentDir: string) => Promise.all(names.map((name) => renderContentModule(name, contentDir)));

/** Rewrites one file of the temporary copy of content/. */
function edit(file: string, change: (text: string) => string) {
  const at = path.join(dir, file);
  writeFileSync(at, change(readFileSync(at, "utf8")));
}

describe("content pages", () => {
  it("renders every module the pages import from content/, with the exports its declaration names", async () => {
    const declared = readFileSync("web/src/content/page-markdown.d.ts", "utf8");
    expect(names.sort()).toEqual([...declared.matchAll(/declare module "virtual:page-markdown\/([\w-]+)"/g)].map((m) => m[1]).sort());
    for (const name of names) {
      const exported = [...(await renderContentModule(name)).matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);
      const block = declared.slice(declared.indexOf(`"virtual:page-markdown/${name}"`)).split(/^}/m)[0]!;
      expect(exported, name).toEqual([...block.matchAll(/export const (\w+):/g)].map((m) => m[1]));
    }
  });

  it.each([
    [
      "a missing field",
      "wellness/faq/what-helps.md",
      (t: string) => t.replace(/^question: .*\n/m, ""),
      /^content\/wellness\/faq\/what-helps\.md: the front matter field "question" is missing\.$/,
    ],
    [
      "an empty field",
      "meet/founder.md",
      (t: string) => t.replace(/^title: .*$/m, "title:   "),
      /^content\/meet\/founder\.md: the front matter field "title" is empty\.$/,
    ],
    [
      "a misspelt field",
      "pages/legal.md",
      (t: string) => t.replace(/^title:/m, "tilte:"),
      /^content\/pages\/legal\.md: .*"title" is missing; the front matter field "tilte" is not one this file uses \(it has title, intro, lastUpdatedLabel\)\.$/,
    ],
    [
      "an order that is not a number",
      "wellness/faq/what-is-dopamine.md",
      (t: string) => t.replace(/^order: 1$/m, "order: first"),
      /^content\/wellness\/faq\/what-is-dopamine\.md: the front matter field "order" must be a whole number from 1 up \(it sets the order on the page\) \(it says "first"\)\.$/,
    ],
    [
      "an eyebrow left out",
      "wellness/manifesto.md",
      (t: string) => t.replace(/^secondChapterEyebrow: .*\n/m, ""),
      /^content\/wellness\/manifesto\.md: the front matter field "secondChapterEyebrow" is missing\.$/,
    ],
    [
      "no front matter at all",
      "meet/cover-artist.md",
      (t: string) => t.replace(/^---\n[\s\S]*?\n---\n/, ""),
      /^content\/meet\/cover-artist\.md must start with a front matter block between two "---" lines \(title, badge\)\.$/,
    ],
    [
      "an unreadable line",
      "meet/cover-artist.md",
      (t: string) => t.replace(/^title:/m, "the title is"),
      /^content\/meet\/cover-artist\.md: cannot read the front matter line "the title is Art That Opens the Book"/,
    ],
  ])("refuses %s, naming the file and the field", async (_what, file, change, message) => {
    edit(file, change);
    await expect(renderAll(dir)).rejects.toThrow(message);
  });

  it.each([
    [
      "two questions in one place",
      "wellness/faq/what-helps.md",
      (t: string) => t.replace(/^order: 3$/m, "order: 1"),
      /content\/wellness\/faq\/what-is-dopamine\.md and content\/wellness\/faq\/what-helps\.md both have order 1|what-helps\.md and content\/wellness\/faq\/what-is-dopamine\.md both have order 1/,
    ],
    [
      "a placeholder that does not exist",
      "meet/founder.md",
      (t: string) => t.replace("I'm {{artistName}}", "I'm {{artist}}"),
      /content\/meet\/founder\.md: there is no placeholder \{\{artist\}\}; the ones there are: \{\{brandName\}\}, \{\{artistName\}\}, \{\{contactEmail\}\}\./,
    ],
    [
      "a section the footer links to, gone",
      "pages/legal.md",
      (t: string) => t.replace("{#section-privacy}", "{#section-data}"),
      /content\/pages\/legal\.md has no section with the anchor \{#section-privacy\}: the site footer's "Privacy Policy" link goes there\./,
    ],
    [
      "a section without its anchor",
      "pages/legal.md",
      (t: string) => t.replace(" {#section-cookies}", ""),
      /the section "Cookie Policy" needs its anchor after the title/,
    ],
    [
      "a list where the page shows paragraphs",
      "pages/legal.md",
      (t: string) => t.replace("### Age Requirement\n\n", "### Age Requirement\n\n- one\n- two\n\n"),
      /content\/pages\/legal\.md: .*can hold only paragraphs, but it has a list \("- one/,
    ],
    [
      "text before the first section",
      "pages/legal.md",
      (t: string) => t.replace("\n## Terms of Service", "\nHello.\n\n## Terms of Service"),
      /content\/pages\/legal\.md: everything on the page belongs to a section under a "## " heading, but "Hello\." comes before the first one\./,
    ],
    [
      "a third chapter",
      "wellness/manifesto.md",
      (t: string) => `${t}\n## The Third\n\nMore.\n`,
      /content\/wellness\/manifesto\.md must have two chapters.*it has 3\./,
    ],
  ])("refuses %s", async (_what, file, change, message) => {
    edit(file, change);
    await expect(renderAll(dir)).rejects.toThrow(message);
  });

  it("renders a paragraph with the blog's pipeline: formatting and links kept, HTML and scripts removed, text escaped as React escapes it", async () => {
    edit("wellness/faq/what-helps.md", (t) =>
      t.replace(
        /---\n[^\n]*\n$/s,
        '---\nWhat **helped** me: [988](https://988lifeline.org), <script>alert(1)</script><b onclick="x()">sleep</b> and\n"quiet" mornings, {{brandName}}\'s way.\n\nA second paragraph.\n',
      ),
    );
    const wellness = await renderContentModule("wellness", dir);
    expect(wellness).toContain(
      '"What <strong>helped</strong> me: <a href=\\"https://988lifeline.org\\" rel=\\"noopener noreferrer\\">988</a>, sleep and &quot;quiet&quot; mornings, SoulCode Studio&#x27;s way."',
    );
    expect(wellness).toContain('"A second paragraph."');
    expect(wellness).not.toMatch(/<script|alert\(|onclick/);
  });

  /** A Vite build of one module importing virtual:page-markdown/wellness, with the plugin reading `dir`. */
  async function buildWellness() {
    const entry = path.join(dir, "entry.js");
    writeFileSync(entry, 'export { faqItems } from "virtual:page-markdown/wellness";\n');
    const output = (await build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      plugins: [pageMarkdown({ contentDir: dir })],
      build: { write: false, minify: false, rolldownOptions: { input: entry, preserveEntrySignatures: "strict" } },
    })) as Rolldown.RolldownOutput;
    return output.output[0].code;
  }

  it("a build stops with that sentence; a good copy builds, with the rendered text in the bundle", async () => {
    edit("wellness/faq/what-helps.md", (t) => t.replace(/^question: .*\n/m, ""));
    await expect(buildWellness()).rejects.toThrow('content/wellness/faq/what-helps.md: the front matter field "question" is missing.');

    cpSync(path.join(CONTENT_DIR, "wellness/faq/what-helps.md"), path.join(dir, "wellness/faq/what-helps.md"));
    const code = await buildWellness();
    const { faqItems } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { faqItems: Array<{ id: string }> };
    expect(faqItems.map((item) => item.id)).toContain("what-helps");
  }, 30_000);

  it("a save in npm run dev reaches the modules that file feeds, and only Markdown of the pages does", () => {
    const hook = pageMarkdown({ contentDir: dir }).hotUpdate as Extract<Plugin["hotUpdate"], (...args: never[]) => unknown>;
    const environment = { moduleGraph: { getModuleById: (id: string) => ({ id }) } };
    const fed = (file: string) =>
      (hook.call({ environment } as never, { file: path.join(dir, file), modules: [] } as never) as Array<{ id: string }> | undefined)?.map(
        (mod) => mod.id.replace("\0virtual:page-markdown/", ""),
      );
    expect(fed("wellness/manifesto.md")).toEqual(["wellness-intro", "wellness"]);
    expect(fed("wellness/faq/a-new-question.md")).toEqual(["wellness"]);
    expect(fed("meet/founder.md")).toEqual(["meet"]);
    expect(fed("pages/legal.md")).toEqual(["legal"]);
    expect(fed("blog/welcome.md")).toBeUndefined();
    expect(fed("../elsewhere/legal.md")).toBeUndefined();
  });
});
