// The API client against a real HTTP server on 127.0.0.1: error messages follow decision 0016.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiGet, apiRequest, errorDescription, fieldErrors, getQueryFn, parseErrorBody, readJson } from "../src/lib/api-client";
import { slotsQuery } from "../src/features/calendar/calendar-api";

let server: Server;
let base = "";
const seen: { method?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method, type: req.headers["content-type"], body });
      if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
      if (req.url === "/empty") return res.writeHead(204).end();
      if (req.url === "/conflict")
        return res
          .writeHead(409, { "content-type": "application/json" })
          .end('{"message":"This slot is already claimed by another instructor."}');
      if (req.url === "/bare") return res.writeHead(503, "Service Unavailable").end();
      if (req.url?.startsWith("/api/calendar/slots?"))
        return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([{ url: req.url }]));
      if (req.url === "/invalid")
        return res.writeHead(400, { "content-type": "application/json" }).end(
          JSON.stringify({
            message:
              "Please check these fields: name (Please enter your name.); websiteUrl (Website URL must be a full web address starting with https:// or http://.)",
            code: "validation_error",
            issues: [
              { path: "name", message: "Please enter your name." },
              { path: "websiteUrl", message: "Website URL must be a full web address starting with https:// or http://." },
              { path: "name", message: "A second complaint about the name." },
            ],
          }),
        );
      if (req.url === "/unauth") return res.writeHead(401, { "content-type": "application/json" }).end('{"message":"Please log in."}');
      res.writeHead(404).end("nope");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("api client", () => {
  it("sends JSON bodies and parses JSON answers", async () => {
    const res = await apiRequest("POST", `${base}/ok`, { x: "y" });
    expect(await readJson(res)).toEqual({ a: 1 });
    expect(seen.at(-1)).toMatchObject({ method: "POST", type: "application/json", body: '{"x":"y"}' });
  });

  it("reads an empty body as null", async () => {
    expect(await readJson(await apiRequest("DELETE", `${base}/empty`))).toBeNull();
  });

  it("throws '<status>: <body>' and exposes the server's sentence", async () => {
    const err = await apiRequest("POST", `${base}/conflict`, {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"This slot is already claimed by another instructor."}');
    expect(err.serverMessage).toBe("This slot is already claimed by another instructor.");
  });

  it("uses the status text when the body is empty", async () => {
    const err = await apiRequest("GET", `${base}/bare`).catch((e) => e);
    expect(err.message).toBe("503: Service Unavailable");
    expect(err.serverMessage).toBe("503: Service Unavailable");
  });

  it("query function joins the key with '/' and can yield null on 401", async () => {
    const fn = getQueryFn<unknown>({ on401: "null" });
    expect(await fn({ queryKey: [base, "ok"] })).toEqual({ a: 1 });
    expect(await fn({ queryKey: [base, "unauth"] })).toBeNull();
    const strict = getQueryFn<unknown>({ on401: "throw" });
    await expect(strict({ queryKey: [base, "unauth"] })).rejects.toThrow('401: {"message":"Please log in."}');
  });
});

describe("error bodies, parsed once", () => {
  it("reads the API's {message, code, issues}", () => {
    expect(parseErrorBody('{"message":"Invalid email or password","code":"invalid_credentials"}')).toEqual({
      message: "Invalid email or password",
      code: "invalid_credentials",
    });
    expect(parseErrorBody('{"message":"x","issues":[{"path":"name","message":"Too long."}]}')).toEqual({
      message: "x",
      issues: [{ path: "name", message: "Too long." }],
    });
  });

  it("gives {} for bodies that are not the API's shape, and drops malformed issues", () => {
    for (const text of ["", "<html>Bad gateway</html>", "null", "42", '"text"', "[1,2]", '{"message":""}', '{"message":7,"code":false}']) {
      expect(parseErrorBody(text), text).toEqual({});
    }
    expect(parseErrorBody('{"issues":[null,{"path":1,"message":"x"},{"path":"a","message":"ok"},"x"]}')).toEqual({
      issues: [{ path: "a", message: "ok" }],
    });
  });

  it("a 400 with issues gives one error per field (the first), and the server's sentence", async () => {
    const err = await apiRequest("PUT", `${base}/invalid`, {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe("validation_error");
    expect(fieldErrors(err)).toEqual({
      name: "Please enter your name.",
      websiteUrl: "Website URL must be a full web address starting with https:// or http://.",
    });
    expect(errorDescription(err)).toMatch(/^Please check these fields: name/);
  });

  it("other failures have no field errors; a network failure reads as such", async () => {
    const conflict = await apiRequest("POST", `${base}/conflict`, {}).catch((e) => e);
    expect(fieldErrors(conflict)).toEqual({});
    expect(errorDescription(conflict)).toBe("This slot is already claimed by another instructor.");
    // Issues on a non-400 are not field errors (the API only sends them with 400).
    expect(fieldErrors(new ApiError(409, '{"issues":[{"path":"a","message":"b"}]}', "Conflict"))).toEqual({});
    const offline = await apiGet(`http://127.0.0.1:1/nothing`).catch((e) => e);
    expect(offline).not.toBeInstanceOf(ApiError);
    expect(errorDescription(offline)).toBe("Could not reach the server. Please check your connection and try again.");
    expect(fieldErrors(offline)).toEqual({});
  });
});

describe("the month's slots query", () => {
  it("holds year and month in its key and sends the same ones as a real query string", async () => {
    const query = slotsQuery(2026, 12);
    expect(query.queryKey).toEqual(["/api/calendar/slots", { year: "2026", month: "12" }]);
    // The browser resolves the relative URL against the page; here, against the test server.
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => realFetch(new URL(String(input), base), init);
    try {
      const run = query.queryFn as unknown as () => Promise<Array<{ url: string }>>;
      expect(await run()).toEqual([{ url: "/api/calendar/slots?year=2026&month=12" }]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
