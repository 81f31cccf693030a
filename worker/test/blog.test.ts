import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, newCacheGeneration } from "./helpers";

const insert = (
  category: string,
  title: string,
  content: string,
  publishedAt: string,
  readTime: string,
  contentHtml: string | null = null,
) =>
  env.DB.prepare("INSERT INTO blog_posts (category, title, content, content_html, published_at, read_time) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(category, title, content, contentHtml, publishedAt, readTime)
    .run();

// These tests insert posts as `npm run blog:publish` does, straight into D1, and then, as it does,
// write a new cache generation (decision 0036), so each read starts without an edge copy. They are
// about the query; the caching itself is tested in replicated-reads.
beforeEach(async () => {
  await newCacheGeneration();
});

// Storage is isolated per test file and shared by the tests in it, so the order below matters.
describe("GET /api/blog/latest", () => {
  it("is JSON null when there is no post", async () => {
    const res = await call("/api/blog/latest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.text()).toBe("null");
  });

  it("returns the newest post by date, with exactly the fields of the contract", async () => {
    await insert("AI", "Older", "Old news.", "2026-01-02", "1 min read");
    await insert(
      "Culture",
      "Newest",
      "First paragraph.\n\nSecond **paragraph**.",
      "2026-03-04",
      "2 min read",
      "<p>First paragraph.</p>\n<p>Second <strong>paragraph</strong>.</p>",
    );
    await insert("AI", "Middle", "Middle.", "2026-02-01", "1 min read");
    const res = await call("/api/blog/latest");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      category: "Culture",
      title: "Newest",
      content: "First paragraph.\n\nSecond **paragraph**.",
      contentHtml: "<p>First paragraph.</p>\n<p>Second <strong>paragraph</strong>.</p>",
      publishedAt: "2026-03-04",
      readTime: "2 min read",
    });
  });

  it("serves contentHtml null for a post stored before publish made HTML", async () => {
    await insert("AI", "Legacy", "Plain **text**.", "2026-03-03", "1 min read");
    await insert("AI", "Legacy newest", "Plain **text**.", "2026-03-05", "1 min read");
    const body = (await (await call("/api/blog/latest")).json()) as { title: string; contentHtml: string | null };
    expect(body).toMatchObject({ title: "Legacy newest", contentHtml: null });
  });

  it("breaks a tie on the same day by the later insert", async () => {
    await insert("AI", "Same day, later", "Later.", "2026-03-05", "1 min read");
    const body = (await (await call("/api/blog/latest")).json()) as { title: string };
    expect(body.title).toBe("Same day, later");
  });
});
