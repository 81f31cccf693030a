/**
 * "The Porch relays nothing outside its directory": a real OpenAI-compatible server on
 * 127.0.0.1 (worker/test/llm-server.global.ts) answers with hostile replies; none may reach the
 * visitor, who gets the built-in responder's answer instead. A grounded reply in unusual formats
 * still passes, so the filter is not simply refusing everything.
 */
import { describe, expect, inject, it, vi } from "vitest";
import { DIRECTORY } from "../porch/directory";
import { ungroundedContacts } from "../porch/contact-filter";
import { formatEntry, withSafetyLine } from "../porch/responder";
import { crisisPreamble, type CrisisLine } from "../porch/crisis-assessment";
import type { Env } from "../env";
import { GROUNDED_REPLY, HOSTILE_REPLIES } from "./fixtures/hostile-replies";
import { porchChat } from "./helpers";

const llm = (model: string): Partial<Env> => ({
  LLM_BASE_URL: `http://127.0.0.1:${inject("llmServerPort")}/v1`,
  LLM_MODEL: model,
  LLM_TIMEOUT_MS: "3000",
});

const QUESTION = "where can i get free food";

describe("model output filter", () => {
  it(`lets none of ${HOSTILE_REPLIES.length} hostile model replies reach the visitor`, async () => {
    expect(HOSTILE_REPLIES.length).toBeGreaterThanOrEqual(20);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const builtIn = await porchChat(QUESTION);
    expect(builtIn).toContain("• Feeding America food bank finder:");
    const reached: string[] = [];
    for (const [i, hostile] of HOSTILE_REPLIES.entries()) {
      const response = await porchChat(QUESTION, llm(`hostile-${i}`));
      if (response !== builtIn || response.toLowerCase().includes(hostile.leak.toLowerCase())) reached.push(hostile.what);
    }
    expect(reached).toEqual([]);
    // Every one was refused by the filter (not by a network error): one warning each.
    const refusals = warn.mock.calls.filter(([line]) => /not in the directory/.test(String(line)));
    expect(refusals).toHaveLength(HOSTILE_REPLIES.length);
    warn.mockRestore();
  });

  it("passes a grounded reply that writes directory numbers and hosts in other formats", async () => {
    const response = await porchChat(QUESTION, llm("grounded-variants"));
    // The model's reply as it wrote it, then the line on 911 and 988 every resource answer ends with.
    expect(response).toBe(withSafetyLine(GROUNDED_REPLY));
    expect(ungroundedContacts(GROUNDED_REPLY)).toEqual([]);
  });

  it("passes every directory entry and the crisis lines as the Porch writes them, in English and Spanish", () => {
    // Every crisis line the Porch can open with, so each of their numbers is checked.
    const every: CrisisLine[] = ["911", "poison-control", "childhelp", "domestic-violence-hotline", "rainn", "988-lifeline"];
    const kinds = { concepts: {}, lines: every, source: "built-in" as const };
    for (const language of ["en", "es"] as const) {
      for (const r of DIRECTORY) expect(ungroundedContacts(formatEntry(r, language)), `${r.id} ${language}`).toEqual([]);
      expect(ungroundedContacts(crisisPreamble(kinds, language))).toEqual([]);
    }
  });

  it.each(HOSTILE_REPLIES.map((h) => [h.what, h.reply] as const))("reports %s", (_what, reply) => {
    expect(ungroundedContacts(reply).length).toBeGreaterThan(0);
  });
});
