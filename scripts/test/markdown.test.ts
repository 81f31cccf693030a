// Blog Markdown to safe HTML (scripts/lib/markdown.ts): what a post may render, and hostile input
// that must never survive publish, whatever marked lets through.
import { describe, expect, it } from "vitest";
import { markdownToSafeHtml, sanitizeBlogHtml } from "../lib/markdown";

/** Every tag name in the output, lower-cased. */
const tags = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase());
/** Every attribute name in the output. */
const attributes = (html: string) =>
  [...html.matchAll(/<[a-zA-Z][^>]*>/g)].flatMap((m) => [...m[0].matchAll(/\s([^\s=>/]+)=/g)].map((a) => a[1].toLowerCase()));
const ALLOWED = new Set(["p", "strong", "em", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h2", "h3", "h4", "br"]);

function expectSafe(html: string) {
  for (const tag of tags(html)) expect(ALLOWED, `tag <${tag}> in ${html}`).toContain(tag);
  for (const attr of attributes(html)) expect(["href", "rel"], `attribute ${attr} in ${html}`).toContain(attr);
  for (const href of [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
  // Escaped text may mention anything ("&lt;img onerror=..."); the markup itself may not.
  const markup = (html.match(/<[^>]*>/g) ?? []).join(" ");
  expect(markup).not.toMatch(/javascript:|data:|vbscript:|alert/i);
}

describe("blog Markdown renders", () => {
  it("bold, emphasis, links, lists, quotes, code and headings", () => {
    const html = markdownToSafeHtml(
      "# Title\n\nSome **bold** and *soft* words, a [link](https://example.org/a?b=1) and <owner@example.org>.\n\n" +
        "- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n`inline` and\n\n```\nconst x = 1 < 2;\n```\n\n### Small heading",
    );
    expect(html).toContain("<h2>Title</h2>"); // the post's h1 never competes with the page's
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain('<a href="https://example.org/a?b=1" rel="noopener noreferrer">link</a>');
    expect(html).toContain('<a href="mailto:owner@example.org" rel="noopener noreferrer">owner@example.org</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    expect(html).toContain("<code>inline</code>");
    expect(html).toContain("<pre><code>const x = 1 &lt; 2;");
    expect(html).toContain("<h3>Small heading</h3>");
    expect(html).not.toContain("target=");
    expectSafe(html);
  });

  it("keeps paragraphs and line breaks", () => {
    expect(markdownToSafeHtml("One  \nline.\n\nTwo.")).toBe("<p>One<br />line.</p>\n<p>Two.</p>");
  });

  it("escapes text that only looks like HTML inside code", () => {
    expect(markdownToSafeHtml("`<script>alert(1)</script>`")).toBe("<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>");
  });
});

describe("hostile Markdown never survives", () => {
  const cases: Array<[string, string, string?]> = [
    ["raw <script>", "Hi <script>alert(1)</script> there", "there"],
    ["block <script>", "<script>\nalert(1)\n</script>\n\nAfter.", "After."],
    ["<img onerror>", 'Look <img src=x onerror="alert(1)"> here', "here"],
    ["<a href=javascript:>", '<a href="javascript:alert(1)">click</a>', "click"],
    ["Markdown javascript: link", "[x](javascript:alert(1))", "x"],
    ["Markdown javascript: link with angle brackets", "[x](<javascript:alert(1)>)", "x"],
    ["reference-style javascript: link", "[x][1]\n\n[1]: javascript:alert(1)", "x"],
    ["data: URL link", "[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", "d"],
    ["data: URL image", "![i](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    ["<iframe>", '<iframe src="https://evil.example"></iframe>Text', "Text"],
    ["<style>", "<style>body{display:none}</style>Text", "Text"],
    ["entity-encoded javascript:", '<a href="&#106;avascript:alert(1)">e</a>', "e"],
    ["hex-entity javascript:", '<a href="&#x6A;&#x61;vascript&#x3A;alert(1)">h</a>', "h"],
    ["Markdown link with entity-encoded scheme", "[m](&#106;avascript:alert(1))", "m"],
    ["mixed case JaVaScRiPt:", '<a href="JaVaScRiPt:alert(1)">c</a> [d](JaVaScRiPt:alert(1))', "c"],
    ["scheme broken by a tab or newline", '<a href="java\tscript:alert(1)">t</a> <a href="java&#10;script:alert(1)">n</a>', "t"],
    ["leading spaces and control characters", '<a href=" \u0001javascript:alert(1)">s</a>', "s"],
    ["vbscript:", '<a href="vbscript:msgbox(1)">v</a>', "v"],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>Text', "Text"],
    ["event handler on an allowed tag", '<p onclick="alert(1)" onmouseover="alert(2)">para</p>', "para"],
    ["style and class on an allowed tag", '<strong style="position:fixed" class="x" id="y">s</strong>', "s"],
    ["target and a caller-chosen rel", '<a href="https://example.org" target="_blank" rel="opener">o</a>', "o"],
    [
      "<object>, <embed>, <form>",
      '<object data="x"></object><embed src="x"><form action="https://evil"><input name="q"><button>Go</button></form>',
      "Go",
    ],
    ["<math> and <template>", "<math><mi>x</mi></math><template><img src=x onerror=alert(1)></template>ok", "ok"],
    ["<meta refresh> and <base>", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil/">ok', "ok"],
    ["unclosed and nested tags", "<<script>script>alert(1)<</script>/script><img src=x onerror=alert(1)//", ""],
    ["relative and protocol-relative links", "[r](/admin) [p](//evil.example/x)", "r"],
  ];

  for (const [what, markdown, keptText] of cases) {
    it(what, () => {
      const html = markdownToSafeHtml(markdown);
      expectSafe(html);
      expect(html).not.toMatch(/<(script|img|iframe|style|svg|object|embed|form|input|meta|base|math|template)\b/i);
      if (keptText) expect(html).toContain(keptText);
    });
  }

  it("a refused link keeps its text but is no longer a link", () => {
    expect(markdownToSafeHtml("[x](javascript:alert(1)) and [y](https://example.org)")).toBe(
      '<p>x and <a href="https://example.org" rel="noopener noreferrer">y</a></p>',
    );
  });

  it("a caller's rel or target is replaced by noopener noreferrer and no target", () => {
    expect(markdownToSafeHtml('<a href="https://example.org" target="_blank" rel="opener">o</a>')).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer">o</a></p>',
    );
  });

  it("sanitising the output again changes nothing (what D1 stores is already final)", () => {
    const html = markdownToSafeHtml("**a** [b](https://example.org) <img src=x onerror=alert(1)>\n\n- c\n\n> d");
    expect(sanitizeBlogHtml(html)).toBe(html);
  });
});
