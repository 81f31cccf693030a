/**
 * The floor page: the smallest honest web page (a heading and a paragraph of text, no script, no
 * stylesheet, no image), served from loopback by Node itself; Lighthouse reaches it through the same
 * HTTPS and HTTP/2 front as the site (bench/https-proxy.ts). Lighthouse measures it with exactly
 * the settings of the site's routes in the same run, so each route's LCP can be given as a ratio
 * to it: what the simulated phone and network cost on this machine, taken out of the figure.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page for the benchmark</title>
<meta name="description" content="A minimal static page: the lower bound for every route's LCP on this machine and these settings.">
</head>
<body>
<h1>Floor page</h1>
<p>A minimal static page served on loopback. Lighthouse measures it with the same settings as every route of the site, in the same run; each route's LCP is reported as a ratio to this one.</p>
</body>
</html>
`;

export type FloorServer = { origin: string; stop: () => Promise<void> };

export async function startFloorServer(): Promise<FloorServer> {
  const server = createServer((req, res) => {
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    res.writeHead(req.url === "/" ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" }).end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
