/**
 * Faults (docs/architecture.md): when D1 fails, every API route that touches it answers 503
 * JSON with a generic sentence (no SQL, no driver text) and logs the cause; when KV fails, the
 * Community Porch still answers. The reply provider failing over to the next one is tested in
 * porch-api.test.ts ("reply providers": endpoint 500, timeout, empty reply, unreachable, Workers
 * AI), so it is not repeated here.
 *
 * Two kinds of D1 failure: a broken binding (every statement rejects, like an outage) for every
 * route, and real statements failing on this file's own isolated database after a table is
 * dropped (the last tests of the file, since storage is shared by the tests of one file).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../index";
import { env, newCacheGeneration, ORIGIN } from "./helpers";
import { createInvite, freshIp, insertInstructor, nextWeekday, type TestInstructor } from "./calendar-helpers";
import { photoFixture } from "./photo-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const CAUSE = "D1_ERROR: simulated outage (SQLITE_IOERR) in table instructors";

/** A D1 binding whose every statement fails, as during an outage. */
function brokenD1(): D1Database {
  // Fails after a tick, like real I/O (a promise already rejected when returned is reported by
  // workerd as unhandled before the caller can await it).
  const fail = async () => {
    await new Promise((r) => setTimeout(r, 1));
    throw new Error(CAUSE);
  };
  const statement: Record<string, unknown> = {};
  Object.assign(statement, { bind: () => statement, first: fail, all: fail, run: fail, raw: fail });
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    dump: fail,
    withSession: () => ({ prepare: () => statement, batch: fail, getBookmark: () => null }),
  } as unknown as D1Database;
}

/** A KV binding whose every call fails. */
function brokenKV(): KVNamespace {
  const fail = async () => {
    await new Promise((r) => setTimeout(r, 1));
    throw new Error("KV GET failed: 503 simulated KV outage");
  };
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace;
}

type Call = { method: string; path: string; body?: unknown; authed?: boolean };

async function send(c: Call, bindings: Partial<Cloudflare.Env> = {}, who?: TestInstructor): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": freshIp(), origin: ORIGIN });
  if (c.body !== undefined) headers.set("content-type", "application/json");
  if (c.authed && who) headers.set("cookie", who.cookie);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${c.path}`, { method: c.method, headers, body: c.body === undefined ? undefined : JSON.stringify(c.body) }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

let errors: ReturnType<typeof vi.spyOn>;
const logged = () =>
  errors.mock.calls
    .map((args: unknown[]) => args.map((a) => (a instanceof Error ? `${a.message} ${String(a.cause ?? "")}` : String(a))).join(" "))
    .join("\n");

async function expectUnavailable(res: Response, leak: RegExp) {
  const text = await res.text();
  expect(res.status, text).toBe(503);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Json;
  expect(body.message).toMatch(/^[A-Z].* (unavailable|not reachable).*\.$/);
  expect(text).not.toMatch(leak);
  expect(text).not.toMatch(/SQLITE|D1_|no such table|simulated|\bat \w+ \(/);
}

let who: TestInstructor;
let slotId: number;
let inviteCode: string;
const future = () => nextWeekday(1, 50);

beforeAll(async () => {
  who = await insertInstructor("Fault Teacher");
  inviteCode = await createInvite();
  const row = await env.DB.prepare(
    "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Before the fault', '', '10:00am - 11:00am EST') RETURNING id",
  )
    .bind(nextWeekday(3, 50), who.id)
    .first<{ id: number }>();
  slotId = row!.id;
});

afterEach(() => {
  errors?.mockRestore();
});

const spy = () => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
};

const claimBody = () => ({
  slotDate: `${future()}T00:00:00.000Z`,
  instructorId: who.id,
  courseTitle: "During the outage",
  courseDescription: "",
  timeSlot: "10:00am - 11:00am EST",
});

// Every route that touches D1 (docs/architecture.md), with a request that would otherwise succeed.
const D1_ROUTES: Call[] = [
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/instructors" },
  {
    method: "POST",
    path: "/api/instructor/signup",
    body: { email: "outage@example.com", password: "violet-lantern-orchard-42", name: "Outage", inviteCode: "unused" },
  },
  { method: "POST", path: "/api/instructor/login", body: { email: "someone@example.com", password: "violet-lantern-orchard-42" } },
  { method: "POST", path: "/api/instructor/logout", authed: true },
  { method: "GET", path: "/api/instructor/me", authed: true },
  { method: "PUT", path: "/api/instructor/profile/:me", authed: true, body: { name: "New name", offerings: null, websiteUrl: null } },
  { method: "GET", path: "/api/calendar/slots?year=2026&month=12" },
  { method: "POST", path: "/api/calendar/slots", authed: true, body: "claim" },
  {
    method: "PUT",
    path: "/api/calendar/slots/:slot",
    authed: true,
    body: { courseTitle: "Changed", courseDescription: "", timeSlot: "9:00am - 10:00am EST" },
  },
  { method: "DELETE", path: "/api/calendar/slots/:slot", authed: true },
  { method: "GET", path: "/api/calendar/feed.ics" },
  { method: "GET", path: "/api/blog/latest" },
];

const resolve = (c: Call): Call => ({
  ...c,
  path: c.path.replace(":me", String(who.id)).replace(":slot", String(slotId)),
  body: c.body === "claim" ? claimBody() : c.body === undefined ? undefined : c.body,
});

describe("D1 unavailable (a broken binding)", () => {
  for (const route of D1_ROUTES) {
    it(`${route.method} ${route.path}: 503 JSON with a generic sentence, cause logged`, async () => {
      spy();
      const res = await send(resolve(route), { DB: brokenD1() }, who);
      await expectUnavailable(res, /outage|IOERR/);
      expect(logged()).toContain("simulated outage");
    });
  }

  it("the same requests succeed once D1 is back (the fault, not the request, caused the 503)", async () => {
    const ok = await send(resolve(D1_ROUTES[1]));
    expect(ok.status).toBe(200);
    const me = await send(resolve(D1_ROUTES[5]), {}, who);
    expect(me.status).toBe(200);
    const slots = await send(resolve(D1_ROUTES[7]));
    expect(slots.status).toBe(200);
  });
});

/** An R2 binding whose every call fails. */
function brokenR2(): R2Bucket {
  const fail = async () => {
    await new Promise((r) => setTimeout(r, 1));
    throw new Error("R2 put: simulated R2 outage (10001)");
  };
  return { get: fail, put: fail, delete: fail, list: fail, head: fail } as unknown as R2Bucket;
}

describe("R2 unavailable", () => {
  it("uploading and showing a photo answer 503 with a sentence; the profile is unchanged", async () => {
    spy();
    const ctx = createExecutionContext();
    const upload = await worker.fetch(
      new Request(`${ORIGIN}/api/instructor/photo`, {
        method: "PUT",
        headers: { origin: ORIGIN, cookie: who.cookie, "content-type": "image/webp" },
        body: photoFixture("webp"),
      }),
      { ...env, PHOTOS: brokenR2() },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    await expectUnavailable(upload, /R2|10001/);
    expect(logged()).toContain("simulated R2 outage");
    expect(await env.DB.prepare("SELECT photo_key FROM instructors WHERE id = ?").bind(who.id).first()).toEqual({ photo_key: null });
    const shown = await send({ method: "GET", path: `/api/instructors/${who.id}/photo/${"a".repeat(32)}.webp` }, { PHOTOS: brokenR2() });
    await expectUnavailable(shown, /R2|10001/);
  });
});

describe("KV unavailable", () => {
  it("the chat still answers, and the failure is logged", async () => {
    spy();
    const res = await send(
      { method: "POST", path: "/api/community/chat", body: { message: "I need help paying rent this month" } },
      { KV: brokenKV() },
    );
    const body = (await res.json()) as Json;
    expect(res.status).toBe(200);
    expect(body.response.length).toBeGreaterThan(40);
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).toMatch(/KV|session/i);
  });

  it("a known session id is kept when KV cannot read it", async () => {
    spy();
    const id = crypto.randomUUID();
    const res = await send(
      { method: "POST", path: "/api/community/chat", body: { message: "food bank near me", sessionId: id } },
      { KV: brokenKV() },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).sessionId).toBe(id);
  });

  it("quick actions still answer", async () => {
    spy();
    const res = await send({ method: "POST", path: "/api/community/quick-action", body: { action: "food" } }, { KV: brokenKV() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).response.length).toBeGreaterThan(40);
  });

  it("public reads keep their edge cache (the generation is in D1, not KV), and writes succeed", async () => {
    spy();
    await newCacheGeneration();
    const path = "/api/calendar/slots?year=2031&month=5";
    expect((await send({ method: "GET", path })).headers.get("x-edge-cache")).toBe("MISS");
    expect((await send({ method: "GET", path }, { KV: brokenKV() })).headers.get("x-edge-cache")).toBe("HIT");
    for (const read of ["/api/instructors", "/api/blog/latest"]) {
      const res = await send({ method: "GET", path: read }, { KV: brokenKV() });
      expect(res.status, read).toBe(200);
      expect(res.headers.get("x-edge-cache"), read).toBe("MISS");
    }
    const claimed = await send({ method: "POST", path: "/api/calendar/slots", body: claimBody(), authed: true }, { KV: brokenKV() }, who);
    expect(claimed.status).toBe(201);
    expect(logged()).not.toContain("Cache generation read failed");
  });

  it("health reports the fault as a 503 (it checks D1 and KV)", async () => {
    spy();
    const res = await send({ method: "GET", path: "/api/health" }, { KV: brokenKV() });
    await expectUnavailable(res, /KV GET failed/);
    expect(logged()).toContain("simulated KV outage");
  });
});

// From here on this file's own database loses tables, one at a time: real statements fail.
describe("D1 statements failing (tables dropped in this file's isolated database)", () => {
  // An edge copy of a public read (decision 0021) would keep answering 200 through an outage,
  // which is intended; these tests are about D1's own failures, so they start without copies.
  beforeEach(async () => {
    await newCacheGeneration();
  });

  it("calendar routes, with calendar_slots gone", async () => {
    await env.DB.exec("DROP TABLE calendar_slots");
    for (const route of D1_ROUTES.filter((r) => r.path.startsWith("/api/calendar"))) {
      spy();
      const res = await send(resolve(route), {}, who);
      await expectUnavailable(res, /calendar_slots/);
      expect(logged(), `${route.method} ${route.path}`).toMatch(/no such table: calendar_slots/);
      errors.mockRestore();
    }
  });

  it("the blog card's route, with blog_posts gone", async () => {
    await env.DB.exec("DROP TABLE blog_posts");
    spy();
    const res = await send({ method: "GET", path: "/api/blog/latest" });
    await expectUnavailable(res, /blog_posts/);
    expect(logged()).toMatch(/no such table: blog_posts/);
  });

  it("signup, with invite_codes gone", async () => {
    await env.DB.exec("DROP TABLE invite_codes");
    spy();
    const res = await send({
      method: "POST",
      path: "/api/instructor/signup",
      body: { email: "new@example.com", password: "violet-lantern-orchard-42", name: "New", inviteCode },
    });
    await expectUnavailable(res, /invite_codes/);
    expect(logged()).toMatch(/no such table: invite_codes/);
  });

  it("every account route and the instructor list, with instructors gone", async () => {
    await env.DB.exec("DROP TABLE instructors");
    const accountRoutes = D1_ROUTES.filter((r) => r.path.startsWith("/api/instructor"));
    expect(accountRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of accountRoutes) {
      spy();
      const res = await send(resolve(route), {}, who);
      await expectUnavailable(res, /instructors/);
      expect(logged(), `${route.method} ${route.path}`).toMatch(/no such table: (instructors|invite_codes)/);
      errors.mockRestore();
    }
  });
});
