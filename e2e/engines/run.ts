/**
 * The engine suite (npm test, after the Chromium tests): the visitor's journeys of journeys.ts in
 * Firefox ESR and in WebKitGTK, side by side, against the build (`npm run build`). Each engine has
 * its own server (its own local D1/KV, seeded, with invite codes) reached over HTTPS, as the
 * deployed site is, and once over its own plain-HTTP address, as `npm start` shows it
 * (docs/decisions/0070-webkit-and-the-local-server.md).
 *
 *   npx tsx e2e/engines/run.ts [firefox|webkit] [name filter]
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startHttpsProxy, type HttpsProxy } from "../../bench/https-proxy";
import { freePort, startBuiltServer, type BuiltServer } from "../../scripts/lib/built-server";
import { stopEverythingOnSignal } from "../../scripts/lib/interrupts";
import { launchFirefox, launchWebKit, type Engine, type EngineName } from "./drivers";
import { journeys } from "./journeys";

// Before anything starts: Ctrl-C must stop the servers, drivers and browsers too.
stopEverythingOnSignal();

const only = process.argv[2] as EngineName | undefined;
const filter = process.argv[3];
const launchers: Record<EngineName, () => Promise<Engine>> = { firefox: launchFirefox, webkit: launchWebKit };

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * One engine's setup at a time: `freePort()` only finds a port free, it does not hold it, so
 * another engine's front (listening on any free port) could take it before wrangler binds it.
 */
let setups: Promise<unknown> = Promise.resolve();

async function runEngine(name: EngineName): Promise<string[]> {
  const started = Date.now();
  const setup = setups.then(() => serve(name));
  setups = setup.catch(() => {});
  const { front, server, persistDir, errors } = await setup;
  return exercise(name, started, front, server, persistDir, errors);
}

async function serve(name: EngineName) {
  const persistDir = `.wrangler/engines-${name}`;
  const port = await freePort();
  const front = await startHttpsProxy(`http://127.0.0.1:${port}`, { upstreamHost: true });
  let pending = "";
  const errors: string[] = [];
  const server = await startBuiltServer({
    persistDir,
    port,
    testInvites: true,
    siteOrigins: [front.origin],
    // Two servers set up at once (migrations, seed, invite codes) on a busy 2-core machine took
    // over the default two minutes.
    startTimeoutMs: 300_000,
    // wrangler logs each request it answers: "[wrangler:info] GET /path 404 Not Found (3ms)".
    onOutput: (text) => {
      const lines = (pending + text).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const m = /\b(GET|HEAD|POST|PUT|PATCH|DELETE) (\S+) (\d{3})\b/.exec(line);
        if (m && Number(m[3]) >= 400) errors.push(`server answered ${m[3]} to ${m[1]} ${m[2]}`);
      }
    },
  });
  return { front, server, persistDir, errors };
}

async function exercise(
  name: EngineName,
  started: number,
  front: HttpsProxy,
  server: BuiltServer,
  persistDir: string,
  errors: string[],
): Promise<string[]> {
  const codes = readFileSync(join(persistDir, "test-invite-codes.txt"), "utf8").split("\n").filter(Boolean);
  const failures: string[] = [];
  let engine: Engine | undefined;
  try {
    engine = await launchers[name]();
    console.log(`[${name}] ${engine.version}; server and browser ready in ${seconds(started)}`);
    for (const journey of journeys) {
      if (journey.engines && !journey.engines.includes(name)) continue;
      if (filter && !journey.name.includes(filter)) continue;
      const t = Date.now();
      errors.length = 0;
      try {
        await journey.run({
          engine,
          origin: front.origin,
          localOrigin: server.origin,
          serverErrors: () => errors.splice(0),
          inviteCode: () => codes.shift()!,
          persistDir,
        });
        console.log(`[${name}] ok   ${journey.name} (${seconds(t)})`);
      } catch (error) {
        const server = errors.length ? `\n(the server meanwhile: ${errors.join("; ")})` : "";
        console.log(`[${name}] FAIL ${journey.name} (${seconds(t)})\n${indent((error as Error).stack + server)}`);
        failures.push(`${name}: ${journey.name}`);
      }
    }
  } catch (error) {
    failures.push(`${name}: ${(error as Error).stack ?? error}`);
  } finally {
    await engine?.close().catch(() => {});
    await server.stop();
    await front.stop();
    rmSync(persistDir, { recursive: true, force: true });
  }
  console.log(`[${name}] done in ${seconds(started)}`);
  return failures;
}

const indent = (text: string) => text.replace(/^/gm, "       ");

const started = Date.now();
const engines: EngineName[] = only ? [only] : ["firefox", "webkit"];
const failures = (await Promise.all(engines.map(runEngine))).flat();
console.log(`\nEngine suite: ${failures.length === 0 ? "all passed" : `${failures.length} failed`} in ${seconds(started)}`);
for (const failure of failures) console.log(`  - ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
