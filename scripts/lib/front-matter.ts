/**
 * The front matter of the owner's Markdown files (blog posts, the pages' long text in content/):
 * a block of `name: value` lines between two `---` lines at the top, then the Markdown body.
 *
 *   ---
 *   # a line starting with # is a note to whoever edits the file
 *   title: Welcome to the Porch
 *   date: 2026-01-15
 *   ---
 *   First paragraph.
 *
 * One value a line, written plainly (quotes around a value are optional and removed). What each
 * kind of file must say is checked by its reader (scripts/blog-post.ts, scripts/content/).
 */
export type FrontMatter = {
  /** Each field as written, names as written (a reader may ignore their case). */
  fields: Record<string, string>;
  /** Everything after the closing `---` line, line ends made `\n`. */
  body: string;
};

/** Splits `source`; throws an Error naming `fileName` when there is no block or a line is unreadable. */
export function readFrontMatter(source: string, fileName: string, expectedFields: readonly string[]): FrontMatter {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${fileName} must start with a front matter block between two "---" lines (${expectedFields.join(", ")}).`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const kv = /^([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${fileName}: cannot read the front matter line "${line}" (expected "name: value").`);
    fields[kv[1]] = kv[2].trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return { fields, body: match[2] };
}
