/**
 * Blog Markdown to safe HTML, at publish time in Node (decision 0014): the browser never
 * parses Markdown, it only shows what this produced and D1 stored.
 *
 * marked turns the text into HTML (raw HTML in the post passes through it untouched), then
 * sanitize-html keeps only a small allow-list. The sanitiser is the security boundary, not
 * marked: anything marked lets through is judged again here.
 */
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

const ALLOWED_TAGS = ["p", "strong", "em", "a", "ul", "ol", "li", "blockquote", "code", "pre", "h2", "h3", "h4", "br"];

const ABSOLUTE_HREF = /^(https?:\/\/|mailto:)/i;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Only href (and the rel set below) on links; no class, style, id or event handler anywhere.
  allowedAttributes: { a: ["href", "rel"] },
  // sanitize-html decodes entities and strips control characters and whitespace before it
  // compares the scheme, so "&#106;avascript:", "JaVaScRiPt:" and "java\tscript:" are all caught.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with their content: their text is code or styling, never prose.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "svg", "math", "template", "title"],
  disallowedTagsMode: "discard",
  transformTags: {
    // The post's own h1 would compete with the page's h1 and the card's title: demote headings.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // Links leave in the same tab; no opener, no referrer for the sites a post links to.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
  },
};

// A link whose href was refused (javascript:, data:, relative...) keeps its text but stops being
// a link: a second pass renames every <a> without href to <span>, and the third (the rules again)
// drops the span and keeps its text. (Renaming straight to a refused tag confuses sanitize-html's
// closing-tag bookkeeping, hence the allowed span in between.)
const unlinkOptions: sanitizeHtml.IOptions = {
  ...sanitizeOptions,
  allowedTags: [...ALLOWED_TAGS, "span"],
  // Relative links are refused too: the post shows on the home page, where "/x" would mislead.
  transformTags: { a: (tagName, attribs) => (ABSOLUTE_HREF.test(attribs.href ?? "") ? { tagName, attribs } : { tagName: "span", attribs: {} }) },
};

/** Markdown (the owner's post body) to sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeBlogHtml(raw);
}

/** Sanitises HTML with the blog's rules (the second half of markdownToSafeHtml). */
export function sanitizeBlogHtml(html: string): string {
  const once = sanitizeHtml(html, sanitizeOptions);
  return sanitizeHtml(sanitizeHtml(once, unlinkOptions), sanitizeOptions).trim();
}
