/**
 * The second opinion from Llama Guard (worker/porch/second-opinion.ts), run in workerd and
 * driven through a stand-in for the Workers AI binding, the Worker's boundary with the model: both
 * documented answer shapes, and every way the model can fail (no binding, slow, throwing,
 * malformed) gives an empty set within the time limit and a warning without the visitor's words.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { secondOpinion } from "../porch/second-opinion";

const MESSAGE = "i have the pills in my hand right now";

type Call = { model: string; inputs: unknown; options: { signal?: AbortSignal } | undefined };

/** A Workers AI binding whose run() answers with `answer(call)` and records each call. */
function binding(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const ai = {
    run(model: string, inputs: unknown, options?: { signal?: AbortSignal }) {
      const call = { model, inputs, options };
      calls.push(call);
      return answer(call);
    },
  } as unknown as Ai;
  return { ai, calls };
}

const answering = (response: unknown) => binding(async () => ({ response })).ai;

function warnings() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  return () => warn.mock.calls.map((args) => args.join(" "));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Llama Guard's verdict", () => {
  it("sends the visitor's message to Llama Guard 3 as the user turn", async () => {
    const { ai, calls } = binding(async () => ({ response: "safe" }));
    await secondOpinion(ai, MESSAGE, 1000);
    expect(calls).toHaveLength(1);
    expect(calls[0].model).toBe("@cf/meta/llama-guard-3-8b");
    expect((calls[0].inputs as { messages: unknown }).messages).toEqual([{ role: "user", content: MESSAGE }]);
    expect(calls[0].options?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ["text", "unsafe\nS11"],
    ["object", { safe: false, categories: ["S11"] }],
  ])("self-harm (S11) flagged, %s answer", async (_shape, response) => {
    expect(await secondOpinion(answering(response), MESSAGE, 1000)).toEqual(new Set(["self-harm"]));
  });

  it.each([
    ["text", "unsafe\nS1"],
    ["object", { safe: false, categories: ["S1"] }],
  ])("violence (S1) flagged, %s answer", async (_shape, response) => {
    expect(await secondOpinion(answering(response), "im going to stab him tonight", 1000)).toEqual(new Set(["violence"]));
  });

  it("both, in either order and spacing", async () => {
    expect(await secondOpinion(answering(" unsafe\nS11, S1 "), MESSAGE, 1000)).toEqual(new Set(["self-harm", "violence"]));
    expect(await secondOpinion(answering({ safe: false, categories: ["S1", "S11"] }), MESSAGE, 1000)).toEqual(
      new Set(["self-harm", "violence"]),
    );
  });

  it("other hazards are not ours: S10 (hate) is not S1, S2 (non-violent crimes) is not a crisis", async () => {
    expect(await secondOpinion(answering("unsafe\nS10"), "a hateful message", 1000)).toEqual(new Set());
    expect(await secondOpinion(answering({ safe: false, categories: ["S2", "S12"] }), "a message", 1000)).toEqual(new Set());
  });

  it.each([
    ["text", "safe"],
    ["object", { safe: true, categories: [] }],
  ])("clean, %s answer: no flags and no warning", async (_shape, response) => {
    const warned = warnings();
    expect(await secondOpinion(answering(response), "where is the food bank", 1000)).toEqual(new Set());
    expect(warned()).toEqual([]);
  });
});

describe("a failing second opinion costs nothing", () => {
  it("no binding", async () => {
    const warned = warnings();
    expect(await secondOpinion(undefined, MESSAGE, 1000)).toEqual(new Set());
    expect(warned()).toEqual(["Porch second opinion: none (no Workers AI binding)"]);
  });

  it("slow: returns empty within the time limit and aborts the request", async () => {
    const warned = warnings();
    // Answers "unsafe" only after 5 s, or when aborted, whichever is first.
    const { ai, calls } = binding(
      ({ options }) =>
        new Promise((resolve) => {
          const done = setTimeout(() => resolve({ response: "unsafe\nS11" }), 5000);
          options?.signal?.addEventListener("abort", () => clearTimeout(done));
        }),
    );
    const started = Date.now();
    const flags = await secondOpinion(ai, MESSAGE, 100);
    const took = Date.now() - started;
    expect(flags).toEqual(new Set());
    expect(took).toBeGreaterThanOrEqual(90);
    expect(took).toBeLessThan(1000);
    expect(calls[0].options?.signal?.aborted).toBe(true);
    expect(warned()).toEqual(["Porch second opinion: none (no answer within 100 ms)"]);
  });

  it("a binding that never answers at all", async () => {
    warnings();
    const { ai } = binding(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await secondOpinion(ai, MESSAGE, 50)).toEqual(new Set());
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([
    ["rejects", () => Promise.reject(new Error("3040: Capacity temporarily exceeded"))],
    [
      "throws at once",
      () => {
        throw new TypeError("binding broken");
      },
    ],
  ])("throwing: %s", async (_how, run) => {
    const warned = warnings();
    expect(await secondOpinion(binding(run).ai, MESSAGE, 1000)).toEqual(new Set());
    expect(warned()).toHaveLength(1);
    expect(warned()[0]).toMatch(/^Porch second opinion: none \((Error: 3040|TypeError: binding broken)/);
  });

  it("an error that quotes the message is logged without it", async () => {
    const warned = warnings();
    const ai = binding(() => Promise.reject(new Error(`input rejected: ${MESSAGE}`))).ai;
    expect(await secondOpinion(ai, MESSAGE, 1000)).toEqual(new Set());
    expect(warned()).toEqual(["Porch second opinion: none (Error: input rejected: [message])"]);
  });

  it.each([
    ["a number", 42],
    ["prose", "I think this message may be about feelings."],
    ["an empty string", ""],
    ["an object without safe", { categories: ["S11"] }],
    ["safe as a string", { safe: "no", categories: ["S11"] }],
    ["categories not a list", { safe: false, categories: "S11" }],
  ])("malformed: %s", async (_label, response) => {
    const warned = warnings();
    expect(await secondOpinion(answering(response), MESSAGE, 1000)).toEqual(new Set());
    expect(warned()).toEqual(["Porch second opinion: none (an answer in neither documented shape)"]);
  });

  it.each([
    ["null", null],
    ["no response field", { result: "unsafe\nS11" }],
  ])("malformed: %s", async (_label, answer) => {
    const warned = warnings();
    expect(await secondOpinion(binding(async () => answer).ai, MESSAGE, 1000)).toEqual(new Set());
    expect(warned()).toEqual(["Porch second opinion: none (an answer in neither documented shape)"]);
  });

  it("no warning ever carries the visitor's words", async () => {
    const warned = warnings();
    await secondOpinion(undefined, MESSAGE, 1000);
    await secondOpinion(answering("garbage"), MESSAGE, 1000);
    await secondOpinion(binding(() => Promise.reject(new Error(MESSAGE))).ai, MESSAGE, 1000);
    await secondOpinion(binding(() => new Promise(() => undefined)).ai, MESSAGE, 20);
    expect(warned()).toHaveLength(4);
    for (const line of warned()) expect(line).not.toContain("pills");
  });
});
