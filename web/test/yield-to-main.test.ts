import { afterEach, describe, expect, it } from "vitest";
import { oneTaskEach, yieldToMain } from "../src/lib/yield-to-main";

// True from a call until the end of the task it ran in: a setTimeout callback queued by the call
// runs before any later task, so it clears the mark exactly when the task is over.
function taskMarker() {
  let inTask = false;
  return {
    enter() {
      const shared = inTask;
      inTask = true;
      setTimeout(() => (inTask = false), 0);
      return shared;
    },
  };
}

describe("oneTaskEach", () => {
  it("runs each value in a task of its own, even when all are ready at once", async () => {
    const marker = taskMarker();
    const sharedTask: boolean[] = [];
    await oneTaskEach(
      [1, 2, 3, 4].map((n) => Promise.resolve(n)),
      () => sharedTask.push(marker.enter()),
    );
    expect(sharedTask).toEqual([false, false, false, false]);
  });

  it("keeps the given order when later values arrive first", async () => {
    const order: string[] = [];
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve("first"), 20));
    await oneTaskEach([slow, Promise.resolve("second"), Promise.resolve("third")], (value, index) => order.push(`${index}:${value}`));
    expect(order).toEqual(["0:first", "1:second", "2:third"]);
  });

  it("runs the others when one value fails, then rejects", async () => {
    const ran: number[] = [];
    const outcome = oneTaskEach([Promise.resolve(1), Promise.reject(new Error("chunk failed")), Promise.resolve(3)], (value) =>
      ran.push(value),
    );
    await expect(outcome).rejects.toThrow("1 of 3 could not run");
    expect(ran).toEqual([1, 3]);
  });
});

describe("yieldToMain", () => {
  const global = globalThis as { scheduler?: unknown };
  afterEach(() => delete global.scheduler);

  it("uses scheduler.yield where the browser has it", async () => {
    let calls = 0;
    global.scheduler = { yield: () => Promise.resolve(void calls++) };
    await yieldToMain();
    expect(calls).toBe(1);
  });

  it("otherwise resolves in a later task", async () => {
    const marker = taskMarker();
    marker.enter();
    await yieldToMain();
    expect(marker.enter()).toBe(false);
  });
});
