// The API client against a real HTTP server on 127.0.0.1: error messages follow spec section 8.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, getQueryFn, readJson } from "../src/lib/api-client";

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
        return res.writeHead(409, { "content-type": "application/json" }).end('{"message":"This slot is already claimed by another instructor."}');
      if (req.url === "/bare") return res.writeHead(503, "Service Unavailable").end();
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
