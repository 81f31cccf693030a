import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { DIRECTORY, entriesFor, type Category } from "../porch/directory";
import { QUICK_ACTIONS } from "#shared/schemas/porch";
import { MAX_TURNS, SESSION_TTL_SECONDS } from "../porch/sessions";
import worker from "../index";
import type { Env } from "../env";
import { awayFromWindowEdge } from "./calendar-helpers";
import { ORIGIN } from "./helpers";

let ipCounter = 0;
/** A fresh client address per request unless a test is about the rate limit. */
const freshIp = () => {
  ipCounter += 1;
  return `10.4.${ipCounter >> 8}.${ipCounter & 255}`;
};

async function post(path: string, json: unknown, options: { ip?: string; env?: Partial<Env> } = {}) {
  const request = new Request(`${ORIGIN}/api/community${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": options.ip ?? freshIp() },
    body: JSON.stringify(json),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...options.env }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

type Answer = { sessionId: string; response: string };
const chat = async (message: string, options: { sessionId?: string; ip?: string; env?: Partial<Env> } = {}) => {
  const res = await post("/chat", { message, sessionId: options.sessionId }, options);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
};

/** Directory entries in the order a reply lists them (as "• Name: ..." items). */
function namedEntries(response: string) {
  return DIRECTORY.map((r) => ({ r, at: response.indexOf(`• ${r.name}:`) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.r);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CLAIMS_TO_BE_A_PERSON =
  /\bI(?:'m| am) (?:a |an |your )?(?:real )?(?:human|person|lawyer|attorney|doctor|physician|therapist|counselor)\b/i;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("directory", () => {
  it("has at least two real entries for every category, each with an https link", () => {
    for (const category of ["food", "housing", "grant", "community", "jobs", "support", "crisis"] as Category[]) {
      expect(entriesFor(category).filter((r) => r.categories[0] === category).length, category).toBeGreaterThanOrEqual(2);
    }
    for (const r of DIRECTORY) {
      expect(new URL(r.url).protocol).toBe("https:");
      expect(r.phone || r.text || r.url).toBeTruthy();
    }
    expect(new Set(DIRECTORY.map((r) => r.id)).size).toBe(DIRECTORY.length);
  });
});

describe("POST /api/community/quick-action", () => {
  it.each(QUICK_ACTIONS)("%s answers with that category's directory entries, without any model", async (action) => {
    // A model is configured and would fail the test if it were asked: quick actions never use one.
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const res = await post("/quick-action", { action }, { env: { LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "x" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.sessionId).toMatch(UUID);
    const home = DIRECTORY.filter((r) => r.categories[0] === action);
    for (const r of home) {
      expect(body.response).toContain(r.name);
      expect(body.response).toContain(r.url);
      if (r.phone) expect(body.response).toContain(r.phone);
    }
    for (const r of namedEntries(body.response)) expect(r.categories).toContain(action);
    expect(namedEntries(body.response)[0].categories[0]).toBe(action);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an unknown action with 400 and a sentence", async () => {
    for (const bad of [{ action: "pizza" }, { action: "" }, { action: 3 }, {}]) {
      const res = await post("/quick-action", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message.length).toBeGreaterThan(10);
    }
  });
});

/** How people actually ask: typos, slang, run-on questions. */
const QUESTIONS: [string, Category][] = [
  ["where can i get free food near me", "food"],
  ["im hungy and got no money for groceries", "food"],
  ["need a foodbank", "food"],
  ["how do i sign up for food stamps", "food"],
  ["my baby needs formula and we cant afford it", "food"],
  ["kids are starving, fridge is empty", "food"],
  ["wher is the closest food pantry", "food"],
  ["landlord tryna evict me", "housing"],
  ["im 2 months behind on rent", "housing"],
  ["got an eviction notice today what do i do", "housing"],
  ["where can i apply for section 8", "housing"],
  ["me and my kids are homeless rn", "housing"],
  ["morgage payments too high, might lose my house to forclosure", "housing"],
  ["how do i write a grant", "grant"],
  ["grant money for my nonprofit?", "grant"],
  ["funding for my small biz", "grant"],
  ["are there grants for individuals", "grant"],
  ["need help with a grnat proposal", "grant"],
  ["what government benefits do i qualify for", "community"],
  ["help for my elderly mom who lives alone", "community"],
  ["cant pay my electric bill this month", "utilities"],
  ["community resources in my area", "community"],
  ["need daycare help", "community"],
  ["need a job asap", "jobs"],
  ["got laid off yesterday", "jobs"],
  ["how do i file for unemployement", "jobs"],
  ["can someone look at my resume", "jobs"],
  ["looking for work, anybody hiring?", "jobs"],
  ["any federal jobs for veterans", "jobs"],
  ["i think im depresed", "support"],
  ["my brother is strugglin with drugs", "support"],
  ["need someone to talk to about my anxiety", "support"],
  ["looking for rehab for alcohol", "support"],
  ["therapy that is cheap or free", "support"],
  ["i feel so lonely lately", "support"],
];

describe("POST /api/community/chat: built-in grounded responder", () => {
  it(`sends each of ${QUESTIONS.length} everyday questions to the right category's resources`, async () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const [question, category] of QUESTIONS) {
      const { response } = await chat(question);
      const named = namedEntries(response);
      if (named.length === 0 || !named[0].categories.includes(category)) {
        wrong.push(`${question} -> ${named.map((r) => r.id).join(", ") || "(nothing)"}`);
      }
      expect(response).not.toMatch(CLAIMS_TO_BE_A_PERSON);
    }
    expect(wrong).toEqual([]);
  });

  it("says plainly when nothing in the directory matches, and still gives 211, 911 and 988 and asks for more", async () => {
    const { response } = await chat("what will the weather be on mars tomorrow");
    expect(response).toMatch(/I'm not sure which resource fits that/);
    for (const line of ["dial 211", "call 911", "call or text 988", "Tell me a little more"]) expect(response).toContain(line);
    expect(namedEntries(response).filter((r) => r.id !== "211")).toEqual([]);
  });

  it("answers a greeting with what it can do", async () => {
    const { response } = await chat("hey there");
    expect(response).toMatch(/food, housing, grants/);
  });

  it("never claims to be a person, lawyer or doctor, even when asked", async () => {
    for (const q of ["are you a real person?", "are you a lawyer", "i need a doctor, are you one?"]) {
      const { response } = await chat(q);
      expect(response).not.toMatch(CLAIMS_TO_BE_A_PERSON);
    }
  });

  it("answers 'real'/'person'/'human' questions honestly instead of correcting 'real' to 'meal'", async () => {
    for (const q of ["Are you a real person?", "Is this a real site?", "am i talking to a human", "are you a bot"]) {
      const { response } = await chat(q);
      expect(response).toMatch(/^I'm an automated assistant/);
      expect(namedEntries(response)).toEqual([]);
    }
  });
});

describe("safety", () => {
  const firstContacts = (response: string) => {
    const at988 = response.indexOf("988");
    const at911 = response.indexOf("911");
    const others = namedEntries(response)
      .filter((r) => r.id !== "988-lifeline" && r.id !== "911")
      .map((r) => response.indexOf(`• ${r.name}:`));
    return { at988, at911, firstOther: Math.min(Infinity, ...others) };
  };

  it.each([
    "i want to kill myself",
    "I dont want to live anymore",
    "been thinking about suicide a lot",
    "my boyfriend hits me and says he is gonna kill me",
    "someone is having a heart attack",
    "i keep cutting myself and i also need food",
  ])("puts 988 and 911 first: %s", async (message) => {
    const { response } = await chat(message);
    const { at988, at911, firstOther } = firstContacts(response);
    expect(at988).toBeGreaterThanOrEqual(0);
    expect(at911).toBeGreaterThanOrEqual(0);
    expect(at988).toBeLessThan(firstOther);
    expect(at911).toBeLessThan(firstOther);
    expect(response).not.toMatch(CLAIMS_TO_BE_A_PERSON);
  });

  it("keeps 988 and 911 first whatever the model says", async () => {
    const port = inject("llmServerPort");
    const { response } = await chat("i want to end my life, nobody would care", {
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "grounded", LLM_TIMEOUT_MS: "3000" },
    });
    expect(response).toContain("From the model:");
    expect(response.indexOf("988")).toBeLessThan(response.indexOf("From the model:"));
    expect(response.indexOf("911")).toBeLessThan(response.indexOf("From the model:"));
  });

  it("does not treat everyday phrases as emergencies", async () => {
    for (const message of ["where can i get emergency food", "i got fired from my job", "this app is killing it"]) {
      const { response } = await chat(message);
      expect(response, message).not.toMatch(/Your safety comes first/);
    }
  });
});

describe("reply providers: an OpenAI-compatible endpoint (a real HTTP server on 127.0.0.1)", () => {
  const llm = (model: string, timeout = "3000"): Partial<Env> => ({
    LLM_BASE_URL: `http://127.0.0.1:${inject("llmServerPort")}/v1`,
    LLM_MODEL: model,
    LLM_API_KEY: "test-key",
    LLM_TIMEOUT_MS: timeout,
  });
  const lastRequest = async () =>
    (await (await fetch(`http://127.0.0.1:${inject("llmServerPort")}/last`)).json()) as {
      model: string;
      authorization: string | null;
      messages: { role: string; content: string }[];
    };

  it("uses the model's reply, and the model sees only the retrieved entries and the recent turns", async () => {
    const first = await chat("need a job", { env: llm("grounded") });
    expect(first.response).toContain("From the model:");
    const second = await chat("where is the nearest food pantry", { env: llm("grounded"), sessionId: first.sessionId });
    expect(second.sessionId).toBe(first.sessionId);

    const seen = await lastRequest();
    expect(seen.authorization).toBe("Bearer test-key");
    const [system, ...turns] = seen.messages;
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/Use ONLY the resources listed below/);
    expect(system.content).toContain("Feeding America food bank finder");
    // Entries of other categories are not in the prompt: the model cannot lean on them.
    expect(system.content).not.toContain("CareerOneStop");
    expect(system.content).not.toContain("Grants.gov");
    expect(turns.map((t) => [t.role, t.content])).toEqual([
      ["user", "need a job"],
      ["assistant", first.response],
      ["user", "where is the nearest food pantry"],
    ]);
  });

  it("falls back to the built-in responder when the endpoint answers 500, and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { response } = await chat("where can i get free food", { env: llm("fail") });
    expect(response).not.toContain("From the model:");
    expect(response).toContain("Feeding America food bank finder");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/openai-compatible.*failed, falling back.*HTTP 500/));
  });

  it("falls back when the endpoint is slower than the timeout, without waiting for it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const { response } = await chat("where can i get free food", { env: llm("slow", "300") });
    const elapsed = Date.now() - started;
    expect(response).toContain("Feeding America food bank finder");
    expect(response).not.toContain("From the model:");
    expect(elapsed).toBeLessThan(1500);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/took longer than 300 ms/));
  });

  it("refuses a model reply with a phone number or link that is not in the directory", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { response } = await chat("where can i get free food", { env: llm("invent") });
    expect(response).not.toContain("555-010-9999");
    expect(response).not.toContain("free-food.example.com");
    expect(response).toContain("Feeding America food bank finder");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not in the directory/));
  });

  it("falls back on an empty model reply and on an unreachable endpoint", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const empty = await chat("need a job", { env: llm("empty") });
    expect(empty.response).toContain("CareerOneStop");
    const unreachable = await chat("need a job", { env: { ...llm("grounded"), LLM_BASE_URL: "http://127.0.0.1:9/v1" } });
    expect(unreachable.response).toContain("CareerOneStop");
  });
});

describe("reply providers: Workers AI (opt-in; a stand-in binding, since the real one runs only remotely)", () => {
  const fakeAi = (run: (model: string, input: { messages: { role: string; content: string }[] }) => Promise<unknown>) =>
    ({ run }) as unknown as Ai;

  it("is used first when USE_WORKERS_AI is 1, with the configured model (after Llama Guard's second opinion)", async () => {
    const seen: string[] = [];
    const AI = fakeAi(async (model) => {
      seen.push(model);
      return { response: "From Workers AI: try https://www.careeronestop.org or call 1-877-872-5627." };
    });
    const { response } = await chat("need a job", { env: { AI, USE_WORKERS_AI: "1", WORKERS_AI_MODEL: "@cf/test/model" } });
    expect(response).toContain("From Workers AI:");
    expect(seen).toEqual(["@cf/meta/llama-guard-3-8b", "@cf/test/model"]);
  });

  it("is not used unless opted in", async () => {
    const AI = fakeAi(async () => {
      throw new Error("must not be called");
    });
    const { response } = await chat("need a job", { env: { AI, USE_WORKERS_AI: "" } });
    expect(response).toContain("• CareerOneStop:");
  });

  it("falls back to the OpenAI-compatible endpoint, then to the built-in responder", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const AI = fakeAi(async () => {
      throw new Error("Binding AI needs to be run remotely");
    });
    const port = inject("llmServerPort");
    const viaEndpoint = await chat("where can i get free food", {
      env: { AI, USE_WORKERS_AI: "1", LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "grounded", LLM_TIMEOUT_MS: "3000" },
    });
    expect(viaEndpoint.response).toContain("From the model:");
    const viaBuiltIn = await chat("where can i get free food", {
      env: { AI, USE_WORKERS_AI: "1", LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "fail", LLM_TIMEOUT_MS: "3000" },
    });
    expect(viaBuiltIn.response).toContain("• Feeding America food bank finder:");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/workers-ai.*failed, falling back.*run remotely/));
  });

  it("falls back when Workers AI is slower than the timeout", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const AI = fakeAi(() => new Promise((resolve) => setTimeout(() => resolve({ response: "late" }), 2000)));
    const started = Date.now();
    const { response } = await chat("need a job", { env: { AI, USE_WORKERS_AI: "1", LLM_TIMEOUT_MS: "200" } });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response).toContain("• CareerOneStop:");
  });
});

describe("sessions in KV", () => {
  it("reuses a session id and keeps its history, 24 hours from the last message", async () => {
    const first = await chat("need a job");
    const second = await chat("  and some food too  ", { sessionId: first.sessionId });
    expect(second.sessionId).toBe(first.sessionId);
    const stored = await env.KV.get<{ turns: { role: string; content: string }[] }>(`chat:${first.sessionId}`, "json");
    expect(stored!.turns.map((t) => [t.role, t.content])).toEqual([
      ["user", "need a job"],
      ["assistant", first.response],
      ["user", "and some food too"],
      ["assistant", second.response],
    ]);
    const { keys } = await env.KV.list({ prefix: `chat:${first.sessionId}` });
    const ttl = keys[0].expiration! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(SESSION_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_SECONDS + 1);
  });

  it(`keeps only the last ${MAX_TURNS} turns`, async () => {
    let sessionId: string | undefined;
    const actions = [...QUICK_ACTIONS, ...QUICK_ACTIONS];
    for (const action of actions) {
      const res = await post("/quick-action", { action, sessionId });
      sessionId = ((await res.json()) as Answer).sessionId;
    }
    const last = await chat("thanks!", { sessionId });
    expect(last.sessionId).toBe(sessionId);
    const stored = await env.KV.get<{ turns: { role: string; content: string }[] }>(`chat:${sessionId}`, "json");
    expect(stored!.turns).toHaveLength(MAX_TURNS);
    expect(stored!.turns.at(-2)!.content).toBe("thanks!");
    expect(stored!.turns.at(-3)!.role).toBe("assistant");
    // 12 quick actions and a chat are 26 turns; the oldest six are gone.
    expect(stored!.turns[0].content).toBe(`Quick Action: ${actions[3]}`);
  });

  it("starts a new session for an unknown, expired or malformed id", async () => {
    const unknown = "4b0c6a7e-8d1f-4c2a-9e3b-5f6a7b8c9d0e";
    const a = await chat("need a job", { sessionId: unknown });
    expect(a.sessionId).toMatch(UUID);
    expect(a.sessionId).not.toBe(unknown);
    const b = await chat("need a job", { sessionId: "not-a-uuid" });
    expect(b.sessionId).toMatch(UUID);
    const c = await post("/chat", { message: "need a job", sessionId: null });
    expect(c.status).toBe(200);
  });

  it("still answers when KV fails, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenKv = {
      get: () => Promise.reject(new Error("KV GET failed: 500")),
      put: () => Promise.reject(new Error("KV PUT failed: 429 too many writes")),
    } as unknown as KVNamespace;
    const sessionId = "4b0c6a7e-8d1f-4c2a-9e3b-5f6a7b8c9d0f";
    const res = await post("/chat", { message: "need food", sessionId }, { env: { KV: brokenKv } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.sessionId).toBe(sessionId);
    expect(body.response).toContain("Feeding America food bank finder");
    const quick = await post("/quick-action", { action: "jobs" }, { env: { KV: brokenKv } });
    expect(quick.status).toBe(200);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not read the chat session/), expect.anything());
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not save the chat session/), expect.anything());
  });
});

describe("validation and rate limit", () => {
  it("refuses empty, blank, missing, non-string and over-long messages with 400", async () => {
    for (const body of [{ message: "" }, { message: "   \n\t " }, {}, { message: 42 }, { message: "x".repeat(2001) }, [1, 2]]) {
      const res = await post("/chat", body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const json = (await res.json()) as { message: string; code: string };
      expect(json.code).toBe("validation_error");
      expect(json.message.length).toBeGreaterThan(10);
    }
  });

  it("accepts exactly 2000 characters, and 2000 plus surrounding blanks (trimmed)", async () => {
    expect((await post("/chat", { message: "food ".repeat(400).trim().padEnd(2000, "x") })).status).toBe(200);
    expect((await post("/chat", { message: `   ${"a".repeat(2000)}   ` })).status).toBe(200);
  });

  it("allows 20 chat and quick-action requests a minute per client, then 429 with Retry-After", async () => {
    await awayFromWindowEdge();
    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++) {
      const res =
        i % 2 === 0 ? await post("/chat", { message: "need a job" }, { ip }) : await post("/quick-action", { action: "food" }, { ip });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    for (const res of [await post("/chat", { message: "need a job" }, { ip }), await post("/quick-action", { action: "food" }, { ip })]) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(((await res.json()) as { message: string }).message).toMatch(/Too many/);
    }
    // Another client is not affected.
    expect((await post("/chat", { message: "need a job" })).status).toBe(200);
  });
});
