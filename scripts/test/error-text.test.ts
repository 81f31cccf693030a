import { describe, expect, it } from "vitest";
import { errorText } from "../lib/script-main";

describe("errorText", () => {
  it("prints a failed query's cause, which holds the reason, below the query", () => {
    const wrangler = new Error("wrangler d1 execute failed on the local database:\nD1_ERROR: database is locked: SQLITE_BUSY");
    const query = new Error('Failed query: insert into "blog_posts" ...', { cause: wrangler });
    expect(errorText(query)).toBe(`${query.message}\n${wrangler.message}`);
  });

  it("prints a plain error or a thrown string as it is", () => {
    expect(errorText(new Error("No such instructor"))).toBe("No such instructor");
    expect(errorText("stopped")).toBe("stopped");
  });
});
