/**
 * Ctrl-C (SIGINT), SIGTERM or SIGHUP stops a suite and everything it started, then the suite exits
 * with the signal's code (128 + its number), as a shell expects
 * (docs/decisions/0092-interrupted-suites-leave-nothing.md).
 *
 * The servers, drivers and browsers a suite starts run in process groups of their own (so that
 * stopping one stops wrangler and workerd with it), which a terminal's Ctrl-C does not reach, and
 * a child still starting may not have its group yet. So the suite marks itself instead: a variable
 * named for its pid in its environment, which every process it starts inherits, however deep and
 * in whatever group. On a signal it stops every process that carries the mark, looking again until
 * none is left, so one that was starting at that moment is found once it exists. (Linux: it reads
 * /proc, as the machines that run these suites are.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { constants } from "node:os";

const PREFIX = "SOULCODE_SUITE_";
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
/** How long the processes get to stop by themselves (wrangler stops workerd) before SIGKILL. */
const GRACE_MS = 3000;

/** The variable that marks the processes started under the suite `pid`. */
export const suiteMark = (pid = process.pid) => `${PREFIX}${pid}`;

/** Every live process whose environment holds `name=1`, but this one. */
export function processesMarked(name: string): number[] {
  const needle = `${name}=1`;
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // A zombie's environ reads empty: it is gone but for its exit status.
      if (readFileSync(`/proc/${entry}/environ`, "latin1").split("\0").includes(needle)) found.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours
    }
  }
  return found;
}

const signal = (pids: number[], sig: NodeJS.Signals) => {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  }
};

let installed = false;

/**
 * Marks this process as a suite and installs the handlers. Call it first thing, before anything
 * is started; calling it again does nothing.
 */
export function stopEverythingOnSignal(): void {
  if (installed) return;
  installed = true;
  const mark = suiteMark();
  process.env[mark] = "1";
  let code: number | undefined;
  for (const name of SIGNALS) {
    process.on(name, () => {
      if (code !== undefined) return; // a second Ctrl-C while stopping changes nothing
      code = 128 + constants.signals[name];
      void stopAll(mark).finally(() => process.exit(code));
    });
  }
  // Whatever else ends the suite (an error, process.exit), nothing it started outlives it. The
  // suite's own code keeps running while its children stop, and may exit first, with a failure
  // of its own making (a server that "exited early"): the signal's code still wins.
  process.on("exit", () => {
    signal(processesMarked(mark), "SIGKILL");
    if (code !== undefined) process.exitCode = code;
  });
}

async function stopAll(mark: string): Promise<void> {
  const asked = new Set<number>();
  const deadline = Date.now() + GRACE_MS;
  for (;;) {
    const left = processesMarked(mark);
    if (left.length === 0) return;
    if (Date.now() > deadline) break;
    const fresh = left.filter((pid) => !asked.has(pid));
    signal(fresh, "SIGTERM");
    for (const pid of fresh) asked.add(pid);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Until none is left: SIGKILL cannot be refused, but a process forked meanwhile needs its own.
  for (let round = 0; round < 20; round++) {
    const left = processesMarked(mark);
    if (left.length === 0) return;
    signal(left, "SIGKILL");
    await new Promise((r) => setTimeout(r, 50));
  }
}
