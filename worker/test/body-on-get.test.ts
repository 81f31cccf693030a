/**
 * A GET or HEAD that carries a body, sent over real HTTP (a Request object cannot be built with
 * one): every /api route answers a 400 sentence, never the 500 the runtime's TypeError was.
 * (Node frames a chunked body itself: `body` is the data, not the chunks.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawHttp } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const refused = async (res: Response, method: string) => {
  expect(res.status).toBe(400);
  if (method === "HEAD") return;
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({
    message: `A ${method} request cannot carry a body; send it again without one.`,
    code: "body_not_allowed",
  });
};

describe("a body on GET or HEAD", () => {
  it("curl -X GET /api/health --data x is a 400 sentence, not a 500, and logs no error", async () => {
    const error = vi.spyOn(console, "error");
    const res = await rawHttp("GET", "/api/health", { "content-type": "application/x-www-form-urlencoded", "content-length": "1" }, "x");
    await refused(res, "GET");
    expect(error).not.toHaveBeenCalled();
  });

  const variants: Array<[string, string, Record<string, string>, string]> = [
    ["HEAD", "/api/health", { "content-length": "1" }, "x"],
    ["GET", "/api/instructors", { "content-type": "application/json", "content-length": "2" }, "{}"],
    ["GET", "/api/calendar/slots?year=2026&month=3", { "transfer-encoding": "chunked" }, "x"],
    ["GET", "/api/blog/latest", { "content-type": "application/json", "content-length": String(20 * 1024) }, "x".repeat(20 * 1024)],
    ["GET", "/api/instructor/me", { "content-length": "5" }, "hello"],
    ["GET", "/api/no-such-route", { "content-length": "1" }, "x"],
    ["GET", "/api/calendar/feed.ics", { "content-length": "3" }, "abc"],
  ];
  for (const [method, path, headers, body] of variants) {
    it(`${method} ${path} with ${body.length} bytes (${Object.keys(headers).join(", ")}) is a 400 sentence`, async () => {
      const error = vi.spyOn(console, "error");
      await refused(await rawHttp(method, path, headers, body), method);
      expect(error).not.toHaveBeenCalled();
    });
  }

  it("an empty body (Content-Length: 0, or a chunked body that ends at once) is no body: the read is answered", async () => {
    const zero = await rawHttp("GET", "/api/health", { "content-length": "0" });
    expect(zero.status).toBe(200);
    expect(await zero.json()).toEqual({ ok: true });
    const chunked = await rawHttp("GET", "/api/health", { "transfer-encoding": "chunked" });
    expect(chunked.status).toBe(200);
  });
});
