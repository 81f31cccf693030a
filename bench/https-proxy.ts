/**
 * HTTPS with HTTP/2 in front of a local HTTP server, for Lighthouse and the engine suite. The deployed site is
 * always reached over TLS and HTTP/2 (Cloudflare's edge), and Lighthouse's network model depends
 * on both: over cleartext HTTP/1.1 it charges a request round trip per resource on each of six
 * connections, which no visitor has (docs/performance.md#lighthouse-over-https-and-http2).
 * The certificate is made for 127.0.0.1 at each start by `openssl`, and the browser is told to
 * accept it (--ignore-certificate-errors); nothing of it is kept.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type HttpsProxy = { origin: string; stop: () => Promise<void> };

// HTTP/2 forbids connection-specific headers; Node refuses a response that carries them.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "host"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } catch (err) {
    throw new Error(`The bench needs openssl to make a certificate for its local HTTPS server: ${(err as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `upstream` (an http:// origin on this machine) at a new https:// origin on 127.0.0.1.
 * `upstreamHost`: send the upstream's own Host instead of the browser's. `wrangler dev` refuses a
 * write whose Host is not its own as coming from another site, whatever SITE_ORIGIN allows, so a
 * front that lets the browser write (the engine suite's) needs it.
 */
export async function startHttpsProxy(upstream: string, options: { upstreamHost?: boolean } = {}): Promise<HttpsProxy> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(selfSignedCertificate());
  server.on("stream", (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    }
    forwarded.host = options.upstreamHost ? target.host : headers[":authority"];
    const request = http.request(
      { host: target.hostname, port: target.port, method: headers[":method"], path: headers[":path"], headers: forwarded, agent },
      (response) => {
        const out: http2.OutgoingHttpHeaders = { ":status": response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(out);
        response.pipe(stream);
      },
    );
    request.on("error", () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ ":status": 502 });
      stream.end();
    });
    stream.on("error", () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
