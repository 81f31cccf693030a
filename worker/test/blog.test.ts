import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";

const insert = (category: string, title: string, content: string, publishedAt: string, readTime: string) =>
  env.DB.prepare("INSERT INTO blog_posts (category, title, content, published_at, read_time) VALUES (?, ?, ?, ?, ?)")
    .bind(category, title, content, publishedAt, readTime)
    .run();

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
    await insert("Culture", "Newest", "First paragraph.\n\nSecond <b>paragraph</b>.", "2026-03-04", "2 min read");
    await insert("AI", "Middle", "Middle.", "2026-02-01", "1 min read");
    const res = await call("/api/blog/latest");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      category: "Culture",
      title: "Newest",
      content: "First paragraph.\n\nSecond <b>paragraph</b>.",
      publishedAt: "2026-03-04",
      readTime: "2 min read",
    });
  });

  it("breaks a tie on the same day by the later insert", async () => {
    await insert("AI", "Same day, later", "Later.", "2026-03-04", "1 min read");
    const body = (await (await call("/api/blog/latest")).json()) as { title: string };
    expect(body.title).toBe("Same day, later");
  });
});
