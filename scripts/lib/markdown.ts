// Blog Markdown to safe HTML: the Worker's renderer and sanitiser (shared/owner/markdown.ts), so a
// post published from the terminal is byte for byte what the console previews and publishes.
export { markdownToSafeHtml, sanitizeBlogHtml } from "#shared/owner/markdown";
