// The bench's HTTPS and HTTP/2 front (docs/performance.md#lighthouse-over-https-and-http2):
// what Lighthouse gets through it must be what the server behind it answered, over HTTP/2.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startHttpsProxy, type HttpsProxy } from "../https-proxy";

let upstream: Server;
let proxy: HttpsProxy;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      // Chunked, with keep-alive: headers that HTTP/2 forbids and the proxy must drop.
      res.writeHead(req.url === "/missing" ? 404 : 200, { "content-type": "text/plain", "x-kept": "yes", connection: "keep-alive" });
      res.write("hello ");
      res.end("world");
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  proxy = await startHttpsProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

function fetchH2(path: string, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; alpn?: string | false }>((resolve, reject) => {
    const session = http2.connect(proxy.origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const req = session.request({ ":method": method, ":path": path, "accept-encoding": "gzip" });
    let headers: http2.IncomingHttpHeaders = {};
    let text = "";
    req.on("response", (h) => (headers = h));
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body: text, alpn });
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("serves the upstream's answer over HTTP/2 with TLS", async () => {
  expect(proxy.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  const res = await fetchH2("/page?x=1");
  expect(res.alpn).toBe("h2");
  expect(res.status).toBe(200);
  expect(res.body).toBe("hello world");
  expect(res.headers["content-type"]).toBe("text/plain");
  expect(res.headers["x-kept"]).toBe("yes");
  expect(res.headers.connection).toBeUndefined();
  expect(seen).toMatchObject({ method: "GET", url: "/page?x=1" });
  expect(seen?.headers["accept-encoding"]).toBe("gzip");
  expect(seen?.headers.host).toBe(new URL(proxy.origin).host);
});

test("passes the status and a request body through", async () => {
  expect((await fetchH2("/missing")).status).toBe(404);
  const posted = await fetchH2("/form", "POST", "a=1&b=2");
  expect(posted.status).toBe(200);
  expect(seen).toMatchObject({ method: "POST", url: "/form", body: "a=1&b=2" });
});

test("answers 502 when nothing listens behind it", async () => {
  const orphan = await startHttpsProxy("http://127.0.0.1:9");
  const saved = proxy;
  proxy = orphan;
  try {
    expect((await fetchH2("/")).status).toBe(502);
  } finally {
    proxy = saved;
    await orphan.stop();
  }
});
