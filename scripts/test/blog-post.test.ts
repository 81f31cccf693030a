// The owner's blog file format (scripts/blog-publish.ts): front matter and read time.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePost, readTime } from "../blog-post";

describe("blog post files", () => {
  it("parses the demo post", () => {
    const post = parsePost(readFileSync("content/blog/welcome.md", "utf8"));
    expect(post.category).toBe("Community");
    expect(post.title).toBe("Welcome to the Community Porch");
    expect(post.publishedAt).toBe("2026-01-15");
    expect(post.readTime).toBe("1 min read");
    expect(post.content.split("\n\n")).toHaveLength(4);
    // Rendered at publish time: the demo shows some bold and a link.
    expect(post.contentHtml).toContain("<strong>the Community Porch</strong>");
    expect(post.contentHtml).toContain('<a href="https://988lifeline.org" rel="noopener noreferrer">988 Suicide &amp; Crisis Lifeline</a>');
  });

  it("reads quoted values, CRLF files and a BOM, and squeezes extra blank lines", () => {
    const post = parsePost(
      "\uFEFF---\r\ncategory: \"AI & Culture\"\r\ntitle: 'It's here'\r\ndate: 2026-02-28\r\n---\r\nOne.\r\n\r\n\r\n\r\nTwo.\r\n",
    );
    expect(post).toMatchObject({ category: "AI & Culture", title: "It's here", publishedAt: "2026-02-28", content: "One.\n\nTwo." });
  });

  it("computes the read time at 200 words a minute, at least one minute", () => {
    expect(readTime("word")).toBe("1 min read");
    expect(readTime("word ".repeat(200))).toBe("1 min read");
    expect(readTime("word ".repeat(201))).toBe("2 min read");
    expect(readTime("— — —")).toBe("1 min read");
  });

  it("tells the owner exactly what is wrong", () => {
    expect(() => parsePost("no front matter")).toThrow(/front matter/);
    expect(() => parsePost("---\ntitle: x\ndate: 2026-02-30\n---\nhi", "post.md")).toThrow(
      /post\.md: category is missing; date must be a real day written YYYY-MM-DD \(got "2026-02-30"\)/,
    );
    expect(() => parsePost("---\ncategory: a\ntitle: b\ndate: 2026-01-01\n---\n\n")).toThrow(/no text/);
  });
});
