/**
 * What the hostile-input tests of every resource share (instructor-, calendar-, porch-api- and
 * contract-edges-hostile-input.test.ts): property-based (fast-check) inside workerd, every API route
 * of docs/architecture.md gets random and malformed JSON, wrong types, missing and extra fields,
 * huge and empty strings, control characters and odd Unicode, wrong content types, absurd ids and
 * dates, SQL and HTML metacharacters. A refused request must be a 4xx JSON answer whose `message` is
 * a sentence (never a 5xx, a stack or SQL), and D1 must hold exactly what it held before it (every
 * row of every table compared). Inputs that may legitimately be accepted (a chat message is any
 * text) are checked for "never 5xx" instead.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { createInvite, freshIp, insertInstructor, nextWeekday, type TestInstructor } from "./calendar-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

const TABLES = ["instructors", "invite_codes", "calendar_slots", "blog_posts", "login_known_networks"];

/** Every row of every table, as one string: equal strings mean D1 did not change. */
export async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
    parts.push(`${table}:${JSON.stringify(results)}`);
  }
  return parts.join("\n");
}

/** A human sentence: starts with a capital letter, has words, and leaks nothing technical. */
export function expectSentence(message: unknown) {
  expect(typeof message).toBe("string");
  const text = message as string;
  expect(text).toMatch(/^[A-Z]/);
  expect(text.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
  expect(text).not.toMatch(/SQLITE|D1_|constraint failed|TypeError|ReferenceError|ZodError|\n\s+at |\.ts:\d+/);
}

/**
 * Printable context for a failed assertion: JSON-escaped (lone surrogates included), because the
 * test pool reports failures over a WebSocket that refuses text that is not well-formed UTF-16.
 */
const show = (value: unknown, max = 300) => JSON.stringify(String(value).slice(0, max));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** fc.assert, with the failure rethrown as plain, well-formed text (see `show`). */
export async function check<T>(property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  try {
    await fc.assert(property, params);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `\nCause: ${err.cause.message}` : "";
    const message = (err instanceof Error ? err.message : String(err)) + cause;
    throw new Error(message.replace(LONE_SURROGATE, (c) => `\\u${c.charCodeAt(0).toString(16)}`));
  }
}

export type Req = { method: string; path: string; headers?: Record<string, string>; body?: string | null };

/** Sends a request from a fresh IP (so no rate limit decides the answer). */
export function send(req: Req, extraHeaders: Record<string, string> = {}) {
  return call(req.path, {
    method: req.method,
    ip: freshIp(),
    headers: { ...(req.headers ?? {}), ...extraHeaders },
    body: req.body ?? undefined,
  });
}

/** The request must be refused with a 4xx JSON sentence, and D1 must be exactly as before. */
export async function expectRefused(req: Req, extraHeaders: Record<string, string> = {}) {
  const before = await snapshot();
  const res = await send(req, extraHeaders);
  const text = await res.text();
  const context = `${req.method} ${show(req.path)} ${show(req.body)} -> ${res.status} ${show(text)}`;
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers.get("content-type"), context).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Json;
  expectSentence(body.message);
  expect(await snapshot(), context).toBe(before);
  return { status: res.status, body };
}

/** The request may succeed or be refused, but never with a 5xx; a refusal leaves D1 alone. */
export async function expectNo5xx(req: Req, extraHeaders: Record<string, string> = {}) {
  const before = await snapshot();
  const res = await send(req, extraHeaders);
  const text = await res.text();
  const context = `${req.method} ${show(req.path)} ${show(req.body)} -> ${res.status} ${show(text)}`;
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expectSentence((JSON.parse(text) as Json).message);
    expect(await snapshot(), context).toBe(before);
  }
  return { status: res.status, text };
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its UTF-8 bytes. */
export function encodeCookie(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

export const json = (method: string, path: string, value: unknown): Req => ({
  method,
  path,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

// ---------------------------------------------------------------------------------------------
// Generators

export const CONTROL = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 });
export const ODD_UNICODE = fc.constantFrom(
  "\u0000",
  "\uFEFF",
  "\u200B\u200C\u200D",
  "\u202Eevil\u202C",
  "\uD800",
  "\uDFFF\uD800",
  "👩🏽‍💻🏳️‍🌈",
  "e\u0301\u0301\u0301\u0301",
  "ﷺ",
  "𝕳𝖊𝖑𝖑𝖔",
  "\u2028\u2029",
  "Ω≈ç√∫˜µ≤≥÷",
  "\u0085\u00A0\u3000",
);
export const SQL = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE instructors; --",
  "1; DELETE FROM calendar_slots",
  '" OR ""="',
  "%' AND 1=1 --",
  "') UNION SELECT password_hash FROM instructors --",
  "\\'; SELECT 1; --",
  "_%",
);
export const HTML = fc.constantFrom(
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "<!--",
  "&lt;&gt;&amp;",
);
const HUGE = fc.constantFrom(2_001, 5_000, 15_000).map((n) => "x".repeat(n));
export const EMPTYISH = fc.constantFrom("", " ", "\t\n", "\u00A0", "\u3000");

export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  CONTROL,
  ODD_UNICODE,
  SQL,
  HTML,
  HUGE,
  EMPTYISH,
);

// Finite only: JSON.stringify turns NaN and Infinity into null, which is a valid "no value".
export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 2 ** 31, -(2 ** 31)),
);

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(
    hostileString.filter((k) => k.length < 50),
    hostileScalar,
    { maxKeys: 4 },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Not a JSON object: what a body must never be. */
const nonObjectJson = fc.oneof(
  fc.constant("null"),
  fc.constant("[]"),
  fc.constant('"text"'),
  fc.constant("42"),
  fc.constant("true"),
  fc.array(hostileScalar, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  hostileString.map((s) => JSON.stringify(s)),
);

/** Text that is not JSON at all. */
const malformedJson = fc.oneof(
  fc.constantFrom("", "{", '{"a":', "{'a': 1}", "{a:1}", "[1,2", "undefined", "NaN", '{"a":1}}', "\u0000", "\uFEFF{}", '{"a":"\\u12"}'),
  fc.string({ minLength: 1 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const WRONG_CONTENT_TYPES = fc.constantFrom(
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/jsonx",
  "text/json",
  "application/json-patch+json",
  "image/png",
);

/** Ids no route may accept: not a positive whole number, or one that exists nowhere. */
export const ABSURD_IDS = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e308",
    "NaN",
    "Infinity",
    "-Infinity",
    "99999999999999999999999",
    "0x10",
    "abc",
    "%00",
    "%2e%2e",
    "1%3BDROP%20TABLE%20instructors",
    "%27%20OR%201%3D1",
    "%F0%9F%92%A9",
    "%E2%80%AE1",
    "null",
    "undefined",
    "true",
    "[1]",
  ),
  fc.integer({ min: 100_000, max: 2 ** 31 }).map(String),
  fc
    .string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 })
    // A random string can spell a real id ("1" is the tester's own slot): those are not absurd.
    .filter((s) => {
      const n = Number(s);
      return !(Number.isInteger(n) && n > 0 && n < 100_000);
    })
    .map((s) => encodeURIComponent(s)),
);

// Days and wire dates no claim may use.
export const ABSURD_DATES = fc.constantFrom(
  "",
  "today",
  "2026-02-30T00:00:00.000Z",
  "2026-13-01T00:00:00.000Z",
  "2026-00-10T00:00:00.000Z",
  "2026-12-01T05:00:00.000Z",
  "2026-12-01T00:00:00+01:00",
  "2026-12-01T00:00:00.000",
  "2026-1-1",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00.000Z",
  "0000-00-00",
  "1900-01-01T00:00:00.000Z",
  "2000-01-01T00:00:00.000Z",
  "2026-12-01T00:00:00.000Z' OR '1'='1",
  "<script>alert(1)</script>",
  "\u0000",
  "２０２６-１２-０１",
);

// ---------------------------------------------------------------------------------------------
// Fixtures

export type HostileFixtures = { owner: TestInstructor; other: TestInstructor; ownSlotId: number; othersSlotId: number };

/** Two instructors, a slot of each, a blog post and an unused invite code, made before the file's tests. */
export function useHostileFixtures(): HostileFixtures {
  const fx = {} as HostileFixtures;
  beforeAll(async () => {
    fx.owner = await insertInstructor("Owner Teacher");
    fx.other = await insertInstructor("Other Teacher");
    const mine = await env.DB.prepare(
      "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Mine', '', '10:00am - 11:00am EST') RETURNING id",
    )
      .bind(nextWeekday(3, 40), fx.owner.id)
      .first<{ id: number }>();
    const theirs = await env.DB.prepare(
      "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Theirs', '', '11:00am - 12:00pm EST') RETURNING id",
    )
      .bind(nextWeekday(5, 40), fx.other.id)
      .first<{ id: number }>();
    fx.ownSlotId = mine!.id;
    fx.othersSlotId = theirs!.id;
    await env.DB.prepare(
      "INSERT INTO blog_posts (category, title, content, published_at, read_time) VALUES ('News', 'Hello', 'Body', '2026-01-01', '1 min read')",
    ).run();
    await createInvite(); // an unused code exists, so "refused" really means refused
  });
  return fx;
}

/** A route that takes a JSON body, with whether it needs the owner's session. */
export type BodyRoute = { name: string; method: string; path: () => string; authed: boolean };

export const RUNS = { numRuns: 40 };
export const SLOW_RUNS = { numRuns: 15 }; // routes that hash a password per request (PBKDF2, 100,000 rounds)

// ---------------------------------------------------------------------------------------------
// Cases

/** JSON-shaped text nested `depth` levels deep, in a few shapes an attacker might pick. */
const nested = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 17, max: 10_000 }), fc.constantFrom(17, 100, 1_000, 2_730, 4_000, 5_461, 8_000, 8_190, 10_000)),
    shape: fc.constantFrom("array", "object", "mixed", "in-field", "unclosed", "in-string-then-deep"),
  })
  .map(({ depth, shape }) => {
    switch (shape) {
      case "array":
        return "[".repeat(depth) + "]".repeat(depth);
      case "object":
        return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
      case "mixed":
        return '[{"":'.repeat(Math.ceil(depth / 2)) + "0" + "}]".repeat(Math.ceil(depth / 2));
      case "in-field":
        return `{"email":"a@example.com","password":"x","message":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      case "unclosed":
        return "[".repeat(depth);
      default:
        // Brackets inside a string do not count; the real nesting after it does.
        return `{"message":"${"[".repeat(50)}","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    }
  });

/** A body streamed in chunks with no Content-Length (Transfer-Encoding: chunked on the wire). */
function chunkedBody(total: number, chunkSize: number, filler: string) {
  const state = { pulled: 0 };
  const bytes = new TextEncoder().encode(filler.repeat(chunkSize).slice(0, chunkSize));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const n = Math.min(chunkSize, total - state.pulled);
      state.pulled += n;
      controller.enqueue(bytes.slice(0, n));
    },
  });
  return { stream, state };
}

/**
 * The cases every route that takes a body must pass: malformed JSON, a body that is not an object,
 * wrong content types, a body over 16 KiB, cross-site requests, deep JSON and chunked bodies.
 */
export function bodyRouteCases(routes: BodyRoute[], auth: () => Record<string, string>) {
  describe("every route that takes a body", () => {
    for (const route of routes) {
      const label = route.name;
      const headers = () => (route.authed ? auth() : {});

      it(`${route.method} ${label}: malformed JSON is a 400 sentence, D1 untouched`, async () => {
        await check(
          fc.asyncProperty(malformedJson, async (text) => {
            const { status } = await expectRefused(
              { method: route.method, path: route.path(), headers: { "content-type": "application/json" }, body: text },
              headers(),
            );
            expect([400, 413]).toContain(status);
          }),
          RUNS,
        );
      });

      it(`${route.method} ${label}: a body that is not a JSON object is a 400`, async () => {
        await check(
          fc.asyncProperty(nonObjectJson, async (text) => {
            const { status } = await expectRefused(
              { method: route.method, path: route.path(), headers: { "content-type": "application/json" }, body: text },
              headers(),
            );
            expect([400, 413]).toContain(status);
          }),
          RUNS,
        );
      });

      it(`${route.method} ${label}: wrong or missing content types are a 415`, async () => {
        await check(
          fc.asyncProperty(fc.option(WRONG_CONTENT_TYPES, { nil: undefined }), fc.jsonValue(), async (type, value) => {
            const { status } = await expectRefused(
              {
                method: route.method,
                path: route.path(),
                headers: type ? { "content-type": type } : {},
                body: JSON.stringify(value ?? {}) || "{}",
              },
              headers(),
            );
            expect(status).toBe(415);
          }),
          RUNS,
        );
      });

      it(`${route.method} ${label}: a body over 16 KiB is a 413`, async () => {
        const { status } = await expectRefused(json(route.method, route.path(), { padding: "x".repeat(17 * 1024) }), headers());
        expect(status).toBe(413);
      });

      it(`${route.method} ${label}: cross-site requests are a 403`, async () => {
        const { status } = await expectRefused(json(route.method, route.path(), {}), { ...headers(), "sec-fetch-site": "cross-site" });
        expect(status).toBe(403);
        const byOrigin = await expectRefused(json(route.method, route.path(), {}), { ...headers(), origin: "https://evil.example" });
        expect(byOrigin.status).toBe(403);
      });
    }
  });

  describe("deep JSON and chunked bodies", () => {
    for (const route of routes) {
      it(`${route.method} ${route.name}: JSON nested up to 10,000 levels is a 4xx sentence before validation, D1 untouched`, async () => {
        await check(
          fc.asyncProperty(nested, async (text) => {
            const { status, body } = await expectRefused(
              { method: route.method, path: route.path(), headers: { "content-type": "application/json" }, body: text },
              route.authed ? auth() : {},
            );
            if (new TextEncoder().encode(text).length > 16 * 1024) {
              expect(status).toBe(413);
            } else {
              // Refused by the depth guard itself, not by a parser or a schema further on.
              expect(status).toBe(400);
              expect(body.code).toBe("too_deep");
            }
          }),
          { numRuns: 30 },
        );
      });
    }

    for (const route of routes) {
      it(`${route.method} ${route.name}: chunked bodies of 16 KiB to 1 MiB are a 4xx sentence (413 over the limit), D1 untouched`, async () => {
        const params = fc.record({
          total: fc.oneof(
            fc.integer({ min: 16 * 1024, max: 1024 * 1024 }),
            fc.constantFrom(16 * 1024, 16 * 1024 + 1, 64 * 1024, 256 * 1024, 1024 * 1024),
          ),
          chunkSize: fc.oneof(fc.integer({ min: 1024, max: 64 * 1024 }), fc.constantFrom(4096, 16 * 1024, 65_536)),
          filler: fc.constantFrom(" ", "[", "x", '{"a":"'),
        });
        await check(
          fc.asyncProperty(params, async ({ total, chunkSize, filler }) => {
            const before = await snapshot();
            const { stream, state } = chunkedBody(total, chunkSize, filler);
            const res = await call(route.path(), {
              method: route.method,
              ip: freshIp(),
              headers: { "content-type": "application/json", ...(route.authed ? auth() : {}) },
              body: stream,
              duplex: "half",
            } as RequestInit);
            const text = await res.text();
            const context = `${route.name} ${total} bytes in ${chunkSize}-byte chunks of ${show(filler)} -> ${res.status} ${show(text)}`;
            expect(res.status, context).toBeGreaterThanOrEqual(400);
            expect(res.status, context).toBeLessThan(500);
            expect(res.headers.get("content-type"), context).toMatch(/^application\/json/);
            expectSentence((JSON.parse(text) as Json).message);
            if (total > 16 * 1024) {
              expect(res.status, context).toBe(413);
              expect((JSON.parse(text) as Json).code).toBe("payload_too_large");
              // The rest of the upload was read before answering (so the client gets this 413
              // instead of a reset connection, which wrangler dev turns into a plain-text 503).
              expect(state.pulled, context).toBe(total);
            }
            expect(await snapshot(), context).toBe(before);
          }),
          { numRuns: 12 },
        );
      });
    }
  });
}
