/**
 * Ctrl-C leaves nothing behind (scripts/lib/interrupts.ts,
 * docs/decisions/0092-interrupted-suites-leave-nothing.md): each suite that starts servers or
 * browsers is started as a terminal starts a job (a process group of its own) and interrupted
 * as Ctrl-C does (SIGINT to that whole group) at several moments, including while a server or a
 * browser is starting; it must exit with 130 and no process it started may be left.
 *
 * Every process of a run carries a variable of this test's own, so what is left is found however
 * it was started. Runs after the build (npm test's last step; vitest project `interrupts`).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../lib/built-server";
import { processesMarked } from "../../lib/interrupts";

const MARK = `INTERRUPT_TEST_${process.pid}`;

/** What a process runs, for the predicates and for a failure's message. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "latin1").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
}

const ours = () => processesMarked(MARK).map((pid) => ({ pid, command: commandLine(pid) }));

type Moment = { name: string; when: (output: string, running: string[]) => boolean };

const after = (ms: number): Moment["when"] => {
  const at = Date.now() + ms;
  return () => Date.now() >= at;
};
/** The first moment a process whose command line matches is there: it is starting. */
const starting =
  (pattern: RegExp): Moment["when"] =>
  (_, running) =>
    running.some((c) => pattern.test(c));
const said =
  (text: string): Moment["when"] =>
  (output) =>
    output.includes(text);

async function interrupt(args: string[], moment: Moment["when"], env: Record<string, string>, sig: NodeJS.Signals) {
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, [MARK]: "1", CI: "1" },
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));

  // Look often: a browser or a server may take only a moment to start.
  const deadline = Date.now() + 240_000;
  let sent = false;
  while (!done && Date.now() < deadline) {
    if (
      moment(
        output,
        ours().map((p) => p.command),
      )
    ) {
      process.kill(-child.pid!, sig);
      sent = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 60_000))]);
  // A moment after: a process stopped by its parent may still be on its way out.
  await new Promise((r) => setTimeout(r, 1500));
  return { sent, result, left: ours(), output };
}

afterEach(() => {
  // Nothing of one run may reach into the next, whatever failed.
  for (const { pid } of ours()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
});

const CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * Starts the suite, sends `sig` to its whole group at the moment (SIGINT is Ctrl-C; SIGHUP is the
 * terminal closing; SIGTERM a supervisor's stop) and expects nothing of it left.
 */
async function expectNothingLeft(args: string[], moment: Moment["when"], env: Record<string, string> = {}, sig: NodeJS.Signals = "SIGINT") {
  const { sent, result, left, output } = await interrupt(args, moment, env, sig);
  expect(sent, `the moment never came; the run said:\n${output.slice(-3000)}`).toBe(true);
  expect(left, output.slice(-3000)).toEqual([]);
  expect(result, "the suite did not exit within a minute of the signal").not.toBeNull();
  // 128 + the signal's number from the suite's own handler; or the signal itself, which a shell
  // reports as the same code, when it came before the suite had started anything.
  expect([CODES[sig], sig], output.slice(-3000)).toContain(result!.code ?? result!.signal);
}

const TSX = "node_modules/tsx/dist/cli.mjs";

describe("the engine suite (e2e/engines/run.ts)", () => {
  const engines = [TSX, "e2e/engines/run.ts"];
  it.each<Moment>([
    { name: "at once", when: after(300) },
    { name: "while wrangler starts", when: starting(/wrangler/) },
    { name: "while workerd starts", when: starting(/workerd/) },
    { name: "while Xvfb or Firefox starts", when: starting(/Xvfb|firefox/i) },
  ])("interrupted $name, leaves nothing", async ({ when }) => {
    await expectNothingLeft(engines, when);
  });

  // The moment the report found things left: the Firefox journeys just ended, the WebKit side
  // still at work. One journey per engine (the name filter), so Firefox ends soon.
  it("interrupted as the Firefox side ends, leaves nothing", async () => {
    await expectNothingLeft([...engines, "", "theme"], said("[firefox] done"));
  });

  it.each<Moment & { sig: NodeJS.Signals }>([
    { name: "while workerd starts", when: starting(/workerd/), sig: "SIGHUP" },
    { name: "while Xvfb or Firefox starts", when: starting(/Xvfb|firefox/i), sig: "SIGHUP" },
    { name: "while wrangler starts", when: starting(/wrangler/), sig: "SIGTERM" },
  ])("$sig $name leaves nothing", async ({ when, sig }) => {
    await expectNothingLeft(engines, when, {}, sig);
  });

  it.each<Moment>([
    { name: "while WebKitWebDriver starts", when: starting(/WebKitWebDriver/) },
    { name: "as its journeys start", when: said("server and browser ready") },
  ])("WebKit alone, interrupted $name, leaves nothing", async ({ when }) => {
    await expectNothingLeft([...engines, "webkit"], when);
  });
});

describe("the bench (bench/run.ts)", () => {
  it.each<Moment>([
    { name: "at once", when: after(300) },
    { name: "while wrangler starts", when: starting(/wrangler/) },
    { name: "while workerd starts", when: starting(/workerd/) },
  ])("interrupted $name, leaves nothing", async ({ when }) => {
    await expectNothingLeft([TSX, "bench/run.ts", "--api-only"], when, { BENCH_PORT: String(await freePort()) });
  });

  it("SIGHUP while workerd starts leaves nothing", async () => {
    await expectNothingLeft([TSX, "bench/run.ts", "--api-only"], starting(/workerd/), { BENCH_PORT: String(await freePort()) }, "SIGHUP");
  });
});

describe("the end-to-end run (playwright test)", () => {
  it.each<Moment>([
    { name: "at once", when: after(300) },
    { name: "while the web server starts", when: starting(/workerd/) },
    { name: "while Chromium starts", when: starting(/chrom/i) },
  ])("interrupted $name, leaves nothing", async ({ when }) => {
    await expectNothingLeft(["node_modules/@playwright/test/cli.js", "test", "e2e/not-found.spec.ts"], when, {
      E2E_PORT: String(await freePort()),
    });
  });

  it("SIGHUP while the web server starts leaves nothing", async () => {
    await expectNothingLeft(
      ["node_modules/@playwright/test/cli.js", "test", "e2e/not-found.spec.ts"],
      starting(/workerd/),
      { E2E_PORT: String(await freePort()) },
      "SIGHUP",
    );
  });
});
