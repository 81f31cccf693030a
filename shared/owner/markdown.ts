/**
 * Blog Markdown to safe HTML: one renderer and one sanitiser for every door, so the console's
 * preview, the console's publish and `npm run blog:publish` produce the same bytes
 * (docs/decisions/0014-blog-markdown.md, docs/decisions/0097-blog-sanitiser-in-workerd.md).
 *
 * marked turns the text into HTML (raw HTML in the post passes through it untouched); then an
 * allow-list rebuilt from htmlparser2's events keeps only a few tags, and on links only an
 * absolute http(s) or mailto href. The sanitiser is the security boundary, not marked. Both run
 * in workerd without Node's modules (sanitize-html does not: postcss needs `fs` and `path`).
 */
import { Parser } from "htmlparser2";
import { marked } from "marked";

const ALLOWED = new Set(["p", "strong", "em", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h2", "h3", "h4", "br"]);
/** The post's own h1 would compete with the page's h1 and the card's title: headings are demoted. */
const RENAMED: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };
/** Dropped with their content: their text is code or styling, never prose. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "svg",
  "math",
  "template",
  "title",
  "head",
]);
const VOID = new Set(["br"]);
/** The only hrefs kept: absolute http(s) or mailto, with no space or control character anywhere. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const SAFE_HREF = /^(?:https?:\/\/[^\s\u0000-\u001f\u007f]+|mailto:[^\s\u0000-\u001f\u007f]+)$/i;

// Text keeps its quotes (as sanitize-html did, which the page-text build relies on); attributes do not.
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** Sanitises HTML with the blog's rules. Running it on its own output changes nothing. */
export function sanitizeBlogHtml(html: string): string {
  let out = "";
  let dropDepth = 0;
  // Each open element and whether it was written (a refused link keeps its text, not its tag).
  const open: Array<{ name: string; written: boolean }> = [];
  const parser = new Parser(
    {
      onopentag(rawName, attribs) {
        if (dropDepth > 0 || DROPPED_WITH_CONTENT.has(rawName)) {
          if (!VOID.has(rawName)) dropDepth += 1;
          return;
        }
        const name = RENAMED[rawName] ?? rawName;
        let written = ALLOWED.has(name);
        let attributes = "";
        if (name === "a") {
          const href = attribs.href ?? "";
          written = SAFE_HREF.test(href);
          attributes = written ? ` href="${escapeAttribute(href)}" rel="noopener noreferrer"` : "";
        }
        if (VOID.has(name)) {
          if (written) out += `<${name} />`;
          return;
        }
        if (written) out += `<${name}${attributes}>`;
        open.push({ name: rawName, written });
      },
      ontext(text) {
        if (dropDepth === 0) out += escapeText(text);
      },
      onclosetag(rawName) {
        if (dropDepth > 0) {
          if (!VOID.has(rawName)) dropDepth -= 1;
          return;
        }
        if (VOID.has(rawName)) return;
        const at = open.map((e) => e.name).lastIndexOf(rawName);
        if (at < 0) return;
        for (const element of open.splice(at).reverse()) if (element.written) out += `</${RENAMED[element.name] ?? element.name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  for (const element of open.reverse()) if (element.written) out += `</${RENAMED[element.name] ?? element.name}>`;
  return out.trim();
}

/** Markdown (the owner's post body) to sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeBlogHtml(raw);
}

/** Silent-reading speed used for the "N min read" label. */
export const WORDS_PER_MINUTE = 200;

export function readTime(content: string): string {
  const words = content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
