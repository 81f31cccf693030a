// The pages' Markdown in content/ (scripts/content/render.ts): the committed modules are what the
// Markdown renders, a bad file stops the build with a sentence naming the file and the field, and
// the body goes through the blog's sanitiser.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, GENERATED_DIR, renderContent } from "../content/render";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Rewrites one file of the temporary copy of content/. */
function edit(file: string, change: (text: string) => string) {
  const at = path.join(dir, file);
  writeFileSync(at, change(readFileSync(at, "utf8")));
}

describe("content pages", () => {
  it("the committed generated modules are what content/ renders (run npm run build after editing it)", async () => {
    const modules = await renderContent();
    expect(Object.keys(modules).sort()).toEqual(["legal.ts", "meet.ts", "wellness-intro.ts", "wellness.ts"]);
    for (const [file, source] of Object.entries(modules)) expect(readFileSync(path.join(GENERATED_DIR, file), "utf8"), file).toBe(source);
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
    await expect(renderContent(dir)).rejects.toThrow(message);
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
    await expect(renderContent(dir)).rejects.toThrow(message);
  });

  it("renders a paragraph with the blog's pipeline: formatting and links kept, HTML and scripts removed, text escaped as React escapes it", async () => {
    edit("wellness/faq/what-helps.md", (t) =>
      t.replace(
        /---\n[^\n]*\n$/s,
        '---\nWhat **helped** me: [988](https://988lifeline.org), <script>alert(1)</script><b onclick="x()">sleep</b> and\n"quiet" mornings, {{brandName}}\'s way.\n\nA second paragraph.\n',
      ),
    );
    const wellness = (await renderContent(dir))["wellness.ts"];
    expect(wellness).toContain(
      '"What <strong>helped</strong> me: <a href=\\"https://988lifeline.org\\" rel=\\"noopener noreferrer\\">988</a>, sleep and &quot;quiet&quot; mornings, SoulCode Studio&#x27;s way."',
    );
    expect(wellness).toContain('"A second paragraph."');
    expect(wellness).not.toMatch(/<script|alert\(|onclick/);
  });

  it("the build step stops with that sentence and writes nothing; a good copy writes the modules", () => {
    const out = path.join(dir, "out");
    const render = () => spawnSync("npx", ["tsx", "scripts/content/render.ts", "--content", dir, "--out", out], { encoding: "utf8" });
    edit("wellness/faq/what-helps.md", (t) => t.replace(/^question: .*\n/m, ""));
    const bad = render();
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('content/wellness/faq/what-helps.md: the front matter field "question" is missing.');
    expect(() => readFileSync(path.join(out, "wellness.ts"))).toThrow();

    cpSync(path.join(CONTENT_DIR, "wellness/faq/what-helps.md"), path.join(dir, "wellness/faq/what-helps.md"));
    const good = render();
    expect(good.status, good.stderr).toBe(0);
    expect(readFileSync(path.join(out, "wellness.ts"), "utf8")).toBe(readFileSync(path.join(GENERATED_DIR, "wellness.ts"), "utf8"));
  }, 30_000);
});
