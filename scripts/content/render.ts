/**
 * The pages' long text, written by the owner as Markdown in content/, rendered into the modules
 * the pages import: `virtual:page-markdown/<name>`, which the Vite plugin beside this file
 * (vite-plugin.ts) serves to the build and to `npm run dev`, and web/src/content/page-markdown.d.ts
 * types.
 *
 *   content/pages/legal.md         -> virtual:page-markdown/legal
 *   content/wellness/manifesto.md  -> virtual:page-markdown/wellness-intro (the opening line, the chapters' titles)
 *                                  and virtual:page-markdown/wellness (the chapters, with the FAQ)
 *   content/wellness/faq/*.md
 *   content/meet/founder.md        -> virtual:page-markdown/meet
 *   content/meet/cover-artist.md
 *
 * Each file's front matter is checked with zod (front-matter-schemas.ts) and its body is rendered
 * with the blog's pipeline (marked, then the allow-list sanitiser: shared/owner/markdown.ts), here at build
 * time: the browser gets HTML strings and no Markdown library. The pages place each paragraph in
 * their own <p> (design classes included), so a body is made of paragraphs (with **bold**,
 * *emphasis* and links), `##`/`###` headings where the page has titles, and a `>` quote where it
 * has one; anything else is refused with a sentence naming the file, which stops the build.
 */
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { marked, type Token, type Tokens } from "marked";
import type { z } from "zod";
import { sitePaths } from "#shared/site-facts";
import { footer } from "../../web/src/content/navigation.ts";
import { siteConfig } from "../../web/src/content/site-config.ts";
import { readFrontMatter } from "../lib/front-matter.ts";
import { markdownToSafeHtml } from "../lib/markdown.ts";
import { biographyFields, checkFields, faqAnswerFields, legalPageFields, manifestoFields } from "./front-matter-schemas.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTENT_DIR = path.join(ROOT, "content");

/** `{{name}}` in the text is replaced by the site's setting of that name. */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  brandName: siteConfig.brandName,
  artistName: siteConfig.artistName,
  contactEmail: siteConfig.contactEmail,
};

/** One Markdown file, read: its name as the owner knows it (content/...), fields and tokens. */
type Source = { name: string; fields: Record<string, string>; tokens: Token[] };

async function readSource(contentDir: string, relative: string, expectedFields: readonly string[]): Promise<Source> {
  const name = `content/${relative}`;
  const file = path.join(contentDir, relative);
  if (!existsSync(file)) throw new Error(`${name} is missing: the site's pages need it (see docs/owner-guide.md, "Where the words are").`);
  const { fields, body } = readFrontMatter(await readFile(file, "utf8"), name, expectedFields);
  return { name, fields, tokens: marked.lexer(body, { gfm: true }).filter((t) => t.type !== "space") };
}

/** Replaces every `{{name}}`; `escape` is applied to the values (HTML output) or not (plain text). */
function fillPlaceholders(text: string, fileName: string, escape: (value: string) => string = (v) => v): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, key: string) => {
    const value = PLACEHOLDERS[key];
    if (value === undefined) {
      const known = Object.keys(PLACEHOLDERS).map((k) => `{{${k}}}`).join(", ");
      throw new Error(`${fileName}: there is no placeholder {{${key}}}; the ones there are: ${known}.`);
    }
    return escape(value);
  });
}

// Text is escaped as React escapes it (a .tsx string and a .md paragraph give the same HTML);
// the blog sanitiser leaves quotes in text as they are.
const escapeText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const escapeQuotesInText = (html: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : part.replace(/"/g, "&quot;").replace(/'/g, "&#x27;")))
    .join("");

/** A paragraph as sanitised inline HTML (what goes inside the page's own <p>). */
function paragraphHtml(token: Tokens.Paragraph, fileName: string): string {
  const html = /^<p>([\s\S]*)<\/p>$/.exec(markdownToSafeHtml(token.raw))?.[1]?.trim();
  if (!html) throw new Error(`${fileName}: the paragraph "${token.raw.trim().slice(0, 60)}" has no text left once its HTML is removed.`);
  // A line break inside a paragraph is only where the owner's editor wrapped it: a space.
  return fillPlaceholders(escapeQuotesInText(html.replace(/\s*\n\s*/g, " ")), fileName, escapeText);
}

const KIND_NAMES: Partial<Record<Token["type"], string>> = {
  list: "a list",
  code: "a code block",
  html: "raw HTML",
  hr: "a horizontal rule",
  table: "a table",
  blockquote: "a quote",
  heading: "a heading",
};

function refuse(token: Token, fileName: string, where: string): never {
  const what = token.type === "heading" ? `a ${"#".repeat((token as Tokens.Heading).depth)} heading` : (KIND_NAMES[token.type] ?? token.type);
  throw new Error(`${fileName}: ${where} can hold only paragraphs, but it has ${what} ("${token.raw.trim().slice(0, 60)}").`);
}

/** Consecutive paragraphs from `tokens[start]`: their HTML and the index after them. */
function paragraphs(tokens: Token[], start: number, fileName: string): { html: string[]; next: number } {
  const html: string[] = [];
  let i = start;
  for (; i < tokens.length && tokens[i].type === "paragraph"; i++) html.push(paragraphHtml(tokens[i] as Tokens.Paragraph, fileName));
  return { html, next: i };
}

/** A heading's text as plain text: `## Title {#anchor}` gives the title and the anchor. */
function headingParts(token: Tokens.Heading, fileName: string): { title: string; anchor?: string } {
  const match = /^(.*?)\s*(?:\{#([^}]*)\})?$/.exec(token.text.trim())!;
  const title = fillPlaceholders(match[1], fileName);
  if (!title) throw new Error(`${fileName}: the heading "${token.raw.trim()}" has no title.`);
  return { title, anchor: match[2] };
}

const plainFields = <T extends Record<string, unknown>>(fields: T, fileName: string): T =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? fillPlaceholders(v, fileName) : v])) as T;

function fieldsOf<S extends z.ZodObject>(schema: S, source: Source): z.output<S> {
  return plainFields(checkFields(schema, source.fields, source.name), source.name);
}

/* ----------------------------------------------------------------- legal */

async function legalPage(contentDir: string) {
  const source = await readSource(contentDir, "pages/legal.md", Object.keys(legalPageFields.shape));
  const { name, tokens } = source;
  const header = fieldsOf(legalPageFields, source);
  const sections: Array<{ id: string; title: string; introHtml: string[]; clauses: Array<{ title: string; html: string[] }> }> = [];
  let i = 0;
  while (i < tokens.length) {
    const h2 = tokens[i];
    if (h2.type !== "heading" || (h2 as Tokens.Heading).depth !== 2) {
      throw new Error(`${name}: everything on the page belongs to a section under a "## " heading, but "${h2.raw.trim().slice(0, 60)}" comes before the first one.`);
    }
    const { title, anchor } = headingParts(h2 as Tokens.Heading, name);
    if (!anchor || !/^[a-z][a-z0-9-]*$/.test(anchor)) {
      throw new Error(`${name}: the section "${title}" needs its anchor after the title, like "## ${title} {#section-name}" (small letters, digits and dashes).`);
    }
    if (sections.some((s) => s.id === anchor)) throw new Error(`${name}: two sections have the anchor {#${anchor}}; each needs its own.`);
    const intro = paragraphs(tokens, i + 1, name);
    if (intro.next < tokens.length && tokens[intro.next].type !== "heading") refuse(tokens[intro.next], name, `The section "${title}"`);
    if (intro.html.length === 0) throw new Error(`${name}: the section "${title}" needs a paragraph of introduction under its heading.`);
    const clauses: Array<{ title: string; html: string[] }> = [];
    i = intro.next;
    while (i < tokens.length && !(tokens[i].type === "heading" && (tokens[i] as Tokens.Heading).depth === 2)) {
      const h3 = tokens[i];
      if (h3.type !== "heading" || (h3 as Tokens.Heading).depth !== 3) refuse(h3, name, `The section "${title}"`);
      const clause = headingParts(h3 as Tokens.Heading, name);
      const body = paragraphs(tokens, i + 1, name);
      if (body.next < tokens.length && tokens[body.next].type !== "heading") refuse(tokens[body.next], name, `The clause "${clause.title}"`);
      if (body.html.length === 0) throw new Error(`${name}: the clause "${clause.title}" has no text under its heading.`);
      clauses.push({ title: clause.title, html: body.html });
      i = body.next;
    }
    if (clauses.length === 0) throw new Error(`${name}: the section "${title}" has no "### " clause.`);
    sections.push({ id: anchor, title, introHtml: intro.html, clauses });
  }
  // The site's footer links to some sections by their anchors; those must stay.
  for (const link of Object.values(footer)) {
    if (typeof link !== "object" || !link.href.startsWith(`${sitePaths.legal}#`)) continue;
    const anchor = link.href.slice(sitePaths.legal.length + 1);
    if (!sections.some((s) => s.id === anchor)) {
      throw new Error(`${name} has no section with the anchor {#${anchor}}: the site footer's "${link.label}" link goes there.`);
    }
  }
  return { ...header, sections };
}

/* -------------------------------------------------------------- wellness */

async function manifesto(contentDir: string) {
  const source = await readSource(contentDir, "wellness/manifesto.md", Object.keys(manifestoFields.shape));
  const { name, tokens } = source;
  const fields = fieldsOf(manifestoFields, source);
  const eyebrows = [fields.firstChapterEyebrow, fields.secondChapterEyebrow];
  const intro = paragraphs(tokens, 0, name);
  if (intro.html.length === 0) throw new Error(`${name} must open with the paragraph shown under the page title, before the first "## " chapter.`);
  const chapters: Array<{ eyebrow: string; title: string; html: string[]; quoteHtml?: string }> = [];
  let i = intro.next;
  while (i < tokens.length) {
    const h2 = tokens[i];
    if (h2.type !== "heading" || (h2 as Tokens.Heading).depth !== 2) refuse(h2, name, chapters.length === 0 ? "The opening" : "A chapter");
    const { title } = headingParts(h2 as Tokens.Heading, name);
    const body = paragraphs(tokens, i + 1, name);
    if (body.next < tokens.length && !["heading", "blockquote"].includes(tokens[body.next].type)) {
      refuse(tokens[body.next], name, `The chapter "${title}" (paragraphs, then at most one "> " quote)`);
    }
    if (body.html.length === 0) throw new Error(`${name}: the chapter "${title}" has no text under its heading.`);
    i = body.next;
    let quoteHtml: string | undefined;
    if (tokens[i]?.type === "blockquote") {
      const inner = (tokens[i] as Tokens.Blockquote).tokens;
      if (inner.length !== 1 || inner[0].type !== "paragraph") throw new Error(`${name}: the quote in "${title}" must be one paragraph.`);
      quoteHtml = paragraphHtml(inner[0] as Tokens.Paragraph, name);
      i += 1;
    }
    if (i < tokens.length && tokens[i].type !== "heading") refuse(tokens[i], name, `The chapter "${title}" (paragraphs, then at most one "> " quote)`);
    chapters.push({ eyebrow: eyebrows[chapters.length] ?? "", title, html: body.html, ...(quoteHtml ? { quoteHtml } : {}) });
  }
  if (chapters.length !== 2) throw new Error(`${name} must have two chapters, each under a "## " heading (the page shows two side by side); it has ${chapters.length}.`);
  return { introHtml: intro.html, chapters: [chapters[0], chapters[1]] as const };
}

async function faq(contentDir: string) {
  const dir = path.join(contentDir, "wellness/faq");
  const files = existsSync(dir) ? (await readdir(dir)).filter((f) => f.endsWith(".md")).sort() : [];
  if (files.length === 0) throw new Error("content/wellness/faq/ has no question: the Dopamine FAQ needs at least one .md file there.");
  const items: Array<{ id: string; order: number; question: string; html: string[]; file: string }> = [];
  for (const file of files) {
    const source = await readSource(contentDir, `wellness/faq/${file}`, Object.keys(faqAnswerFields.shape));
    const fields = fieldsOf(faqAnswerFields, source);
    const answer = paragraphs(source.tokens, 0, source.name);
    if (answer.html.length === 0) throw new Error(`${source.name} has no answer: write it under the front matter.`);
    if (answer.next < source.tokens.length) refuse(source.tokens[answer.next], source.name, "An answer");
    const same = items.find((item) => item.order === fields.order);
    if (same) throw new Error(`${source.name} and ${same.file} both have order ${fields.order}; give each question its own number.`);
    items.push({ id: file.replace(/\.md$/, ""), order: fields.order, question: fields.question, html: answer.html, file: source.name });
  }
  return items.sort((a, b) => a.order - b.order).map(({ id, question, html }) => ({ id, question, html }));
}

/* ------------------------------------------------------------------ meet */

async function biography(contentDir: string, file: string) {
  const source = await readSource(contentDir, `meet/${file}`, Object.keys(biographyFields.shape));
  const fields = fieldsOf(biographyFields, source);
  const body = paragraphs(source.tokens, 0, source.name);
  if (body.html.length === 0) throw new Error(`${source.name} has no text under its front matter.`);
  if (body.next < source.tokens.length) refuse(source.tokens[body.next], source.name, "A biography");
  return { ...fields, html: body.html };
}

/* ---------------------------------------------------------------- output */

/**
 * Each module's exports, by its name after `virtual:page-markdown/`; typed by the declarations the
 * pages compile against, so the two cannot drift apart.
 */
type ContentModules = {
  legal: typeof import("virtual:page-markdown/legal");
  "wellness-intro": typeof import("virtual:page-markdown/wellness-intro");
  wellness: typeof import("virtual:page-markdown/wellness");
  meet: typeof import("virtual:page-markdown/meet");
};
export type ContentModuleName = keyof ContentModules;

type ContentModule<N extends ContentModuleName> = {
  /** What it is rendered from, relative to content/: a file, or a folder ending in "/". */
  sources: readonly string[];
  render: (contentDir: string) => Promise<ContentModules[N]>;
};

export const contentModules: { [N in ContentModuleName]: ContentModule<N> } = {
  legal: { sources: ["pages/legal.md"], render: async (dir) => ({ legalPage: await legalPage(dir) }) },
  // The opening line is on the page's first screen, and the chapters' titles are in its head (its
  // JSON-LD); the chapters and the FAQ are below it, and load after the page
  // (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
  "wellness-intro": {
    sources: ["wellness/manifesto.md"],
    render: async (dir) => {
      const { introHtml, chapters } = await manifesto(dir);
      return { manifestoIntroHtml: introHtml, manifestoChapterTitles: [chapters[0].title, chapters[1].title] };
    },
  },
  wellness: {
    sources: ["wellness/manifesto.md", "wellness/faq/"],
    render: async (dir) => ({ manifestoChapters: (await manifesto(dir)).chapters, faqItems: await faq(dir) }),
  },
  meet: {
    sources: ["meet/"],
    render: async (dir) => ({
      founderBiography: await biography(dir, "founder.md"),
      coverArtistBiography: await biography(dir, "cover-artist.md"),
    }),
  },
};

export const isContentModuleName = (name: string): name is ContentModuleName => Object.hasOwn(contentModules, name);

/** The module's JavaScript: one `export const` per export; throws a sentence on a bad file. */
export async function renderContentModule(name: ContentModuleName, contentDir = CONTENT_DIR): Promise<string> {
  const { sources, render } = contentModules[name];
  const exports: Record<string, unknown> = await render(contentDir);
  return (
    `// Rendered from ${sources.map((s) => `content/${s}`).join(" and ")} by scripts/content/render.ts.\n` +
    Object.entries(exports)
      .map(([key, value]) => `export const ${key} = ${JSON.stringify(value, null, 2)};\n`)
      .join("\n")
  );
}
