// The owner's blog file format (scripts/blog-publish.ts): front matter, read time, safe SQL.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insertSql, parsePost, readTime } from "../../scripts/blog-post";

describe("blog post files", () => {
  it("parses the demo post", () => {
    const post = parsePost(readFileSync("content/blog/welcome.md", "utf8"));
    expect(post.category).toBe("Community");
    expect(post.title).toBe("Welcome to the Community Porch");
    expect(post.publishedAt).toBe("2026-01-15");
    expect(post.readTime).toBe("1 min read");
    expect(post.content.split("\n\n")).toHaveLength(4);
  });

  it("reads quoted values, CRLF files and a BOM, and squeezes extra blank lines", () => {
    const post = parsePost('\uFEFF---\r\ncategory: "AI & Culture"\r\ntitle: \'It\'s here\'\r\ndate: 2026-02-28\r\n---\r\nOne.\r\n\r\n\r\n\r\nTwo.\r\n');
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

  it("writes one idempotent INSERT whose text cannot break out of its literals", () => {
    const sql = insertSql({ category: "x", title: "Robert'); DROP TABLE blog_posts;--", content: "a;\n\nb", publishedAt: "2026-01-01", readTime: "1 min read" });
    expect(sql).not.toContain("DROP TABLE");
    expect(sql).toMatch(/^INSERT INTO blog_posts \(category, title, content, published_at, read_time\) SELECT /);
    expect(sql).toMatch(/WHERE NOT EXISTS \(SELECT 1 FROM blog_posts WHERE title = CAST\(X'[0-9a-f]+' AS TEXT\) AND published_at = /);
    expect(sql.trim().split(";")).toHaveLength(2);
  });
});
