import { describe, expect, it } from "vitest";
import { buildWithRetry, prerenderTimeout } from "../lib/prerender-retry";

// What React Router's prerender printed when it failed on a busy machine (coloured as a terminal shows it).
const TIMEOUT =
  "\x1b[31mError: Prerender: Request failed for /: The operation was aborted due to timeout\x1b[39m\n    at defaultHandleError";
const OTHER = "Error: Prerender: Request failed for /meet: 500 Internal Server Error";

function runs(...results: Array<{ code: number; output: string }>) {
  let calls = 0;
  const build = () => Promise.resolve(results[Math.min(calls++, results.length - 1)]!);
  return { build, calls: () => calls };
}

describe("the build retries a prerender timeout", () => {
  it("reads the timed-out path, and nothing from another failure", () => {
    expect(prerenderTimeout(TIMEOUT)).toBe("/");
    expect(prerenderTimeout("Prerender: Request timed out for /legal: The operation was aborted due to timeout")).toBe("/legal");
    expect(prerenderTimeout(OTHER)).toBeUndefined();
  });

  it("builds again after a timeout, saying so", async () => {
    const lines: string[] = [];
    const b = runs({ code: 1, output: TIMEOUT }, { code: 0, output: "" });
    await buildWithRetry(b.build, (l) => lines.push(l));
    expect(b.calls()).toBe(2);
    expect(lines.join("")).toMatch(/prerender of \/ timed out.*attempt 2 of 3/s);
  });

  it("does not retry any other failure", async () => {
    const b = runs({ code: 1, output: OTHER }, { code: 0, output: "" });
    await expect(buildWithRetry(b.build, () => {})).rejects.toThrow(/exited with code 1/);
    expect(b.calls()).toBe(1);
  });

  it("gives up after three timeouts", async () => {
    const b = runs({ code: 1, output: TIMEOUT });
    await expect(buildWithRetry(b.build, () => {})).rejects.toThrow(/timed out in each of 3 attempts/);
    expect(b.calls()).toBe(3);
  });
});
