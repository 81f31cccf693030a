/**
 * Hostile input, property-based (fast-check) inside workerd: every API route of docs/architecture.md
 * gets random and malformed JSON, wrong types, missing and extra fields, huge and empty strings,
 * control characters and odd Unicode, wrong content types, absurd ids and dates, SQL and HTML
 * metacharacters. A refused request must be a 4xx JSON answer whose `message` is a sentence
 * (never a 5xx, a stack or SQL), and D1 must hold exactly what it held before it (every row of
 * every table compared). Inputs that may legitimately be accepted (a chat message is any text)
 * are checked for "never 5xx" instead.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { createInvite, freshIp, insertInstructor, nextWeekday, type TestInstructor } from "./calendar-helpers";
import { TIME_SLOTS } from "#shared/calendar-rules";
import { hasVisibleLetterOrDigit, hiddenCharacter } from "#shared/text";
import { skeleton } from "../accounts/confusables";
import { MAX_BODY_BYTES } from "../lib/guards";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const TABLES = ["instructors", "invite_codes", "calendar_slots", "blog_posts", "login_known_networks"];

/** Every row of every table, as one string: equal strings mean D1 did not change. */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
    parts.push(`${table}:${JSON.stringify(results)}`);
  }
  return parts.join("\n");
}

/** A human sentence: starts with a capital letter, has words, and leaks nothing technical. */
function expectSentence(message: unknown) {
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
const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** fc.assert, with the failure rethrown as plain, well-formed text (see `show`). */
async function check<T>(property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  try {
    await fc.assert(property, params);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `\nCause: ${err.cause.message}` : "";
    const message = (err instanceof Error ? err.message : String(err)) + cause;
    throw new Error(message.replace(LONE_SURROGATE, (c) => `\\u${c.charCodeAt(0).toString(16)}`));
  }
}

type Req = { method: string; path: string; headers?: Record<string, string>; body?: string | null };

/** Sends a request from a fresh IP (so no rate limit decides the answer). */
function send(req: Req, extraHeaders: Record<string, string> = {}) {
  return call(req.path, {
    method: req.method,
    ip: freshIp(),
    headers: { ...(req.headers ?? {}), ...extraHeaders },
    body: req.body ?? undefined,
  });
}

/** The request must be refused with a 4xx JSON sentence, and D1 must be exactly as before. */
async function expectRefused(req: Req, extraHeaders: Record<string, string> = {}) {
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
async function expectNo5xx(req: Req, extraHeaders: Record<string, string> = {}) {
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
function encodeCookie(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

const json = (method: string, path: string, value: unknown): Req => ({
  method,
  path,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

// ---------------------------------------------------------------------------------------------
// Generators

const CONTROL = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 });
const ODD_UNICODE = fc.constantFrom(
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
const SQL = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE instructors; --",
  "1; DELETE FROM calendar_slots",
  "\" OR \"\"=\"",
  "%' AND 1=1 --",
  "') UNION SELECT password_hash FROM instructors --",
  "\\'; SELECT 1; --",
  "_%",
);
const HTML = fc.constantFrom(
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\"><svg onload=alert(1)>",
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "<!--",
  "&lt;&gt;&amp;",
);
const HUGE = fc.constantFrom(2_001, 5_000, 15_000).map((n) => "x".repeat(n));
const EMPTYISH = fc.constantFrom("", " ", "\t\n", "\u00A0", "\u3000");

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
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 2 ** 31, -(2 ** 31)),
);

const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(hostileString.filter((k) => k.length < 50), hostileScalar, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Not a JSON object: what a body must never be. */
const nonObjectJson = fc.oneof(
  fc.constant("null"),
  fc.constant("[]"),
  fc.constant("\"text\""),
  fc.constant("42"),
  fc.constant("true"),
  fc.array(hostileScalar, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  hostileString.map((s) => JSON.stringify(s)),
);

/** Text that is not JSON at all. */
const malformedJson = fc.oneof(
  fc.constantFrom("", "{", "{\"a\":", "{'a': 1}", "{a:1}", "[1,2", "undefined", "NaN", "{\"a\":1}}", "\u0000", "\uFEFF{}", "{\"a\":\"\\u12\"}"),
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
const ABSURD_IDS = fc.oneof(
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
const ABSURD_DATES = fc.constantFrom(
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

let owner: TestInstructor;
let other: TestInstructor;
let ownSlotId: number;
let othersSlotId: number;
const auth = () => ({ cookie: owner.cookie });

const futureMonday = () => nextWeekday(1, 40);

beforeAll(async () => {
  owner = await insertInstructor("Owner Teacher");
  other = await insertInstructor("Other Teacher");
  const mine = await env.DB.prepare(
    "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Mine', '', '10:00am - 11:00am EST') RETURNING id",
  )
    .bind(nextWeekday(3, 40), owner.id)
    .first<{ id: number }>();
  const theirs = await env.DB.prepare(
    "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Theirs', '', '11:00am - 12:00pm EST') RETURNING id",
  )
    .bind(nextWeekday(5, 40), other.id)
    .first<{ id: number }>();
  ownSlotId = mine!.id;
  othersSlotId = theirs!.id;
  await env.DB.prepare(
    "INSERT INTO blog_posts (category, title, content, published_at, read_time) VALUES ('News', 'Hello', 'Body', '2026-01-01', '1 min read')",
  ).run();
  await createInvite(); // an unused code exists, so "refused" really means refused
});

// Routes that take a JSON body, with the session they need.
type BodyRoute = { name: string; method: string; path: () => string; authed: boolean };
const BODY_ROUTES: BodyRoute[] = [
  { name: "/api/instructor/signup", method: "POST", path: () => "/api/instructor/signup", authed: false },
  { name: "/api/instructor/login", method: "POST", path: () => "/api/instructor/login", authed: false },
  { name: "/api/instructor/profile/:id", method: "PUT", path: () => `/api/instructor/profile/${owner.id}`, authed: true },
  { name: "/api/calendar/slots", method: "POST", path: () => "/api/calendar/slots", authed: true },
  { name: "/api/calendar/slots/:id", method: "PUT", path: () => `/api/calendar/slots/${ownSlotId}`, authed: true },
  { name: "/api/community/chat", method: "POST", path: () => "/api/community/chat", authed: false },
  { name: "/api/community/quick-action", method: "POST", path: () => "/api/community/quick-action", authed: false },
];

const RUNS = { numRuns: 40 };
const SLOW_RUNS = { numRuns: 15 }; // routes that hash a password per request (PBKDF2, 100,000 rounds)

describe("every route that takes a body", () => {
  for (const route of BODY_ROUTES) {
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
            { method: route.method, path: route.path(), headers: type ? { "content-type": type } : {}, body: JSON.stringify(value ?? {}) || "{}" },
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

describe("instructor accounts", () => {
  it("signup: any body, even a well-formed one, with an unknown invite code creates nothing", async () => {
    const shaped = fc.record(
      {
        email: fc.oneof(hostileValue, fc.emailAddress()),
        password: fc.oneof(hostileValue, fc.string({ minLength: 12, maxLength: 40 })),
        name: hostileValue,
        inviteCode: fc.oneof(hostileValue, fc.string({ minLength: 20, maxLength: 40 }), SQL),
        isAdmin: hostileValue,
        id: hostileValue,
      },
      { requiredKeys: [] },
    );
    await check(
      fc.asyncProperty(shaped, async (body) => {
        const { status } = await expectRefused(json("POST", "/api/instructor/signup", body));
        expect([400, 403, 413]).toContain(status);
      }),
      SLOW_RUNS,
    );
  });

  it("login: hostile credentials are a 400 or a 401, never a session", async () => {
    const shaped = fc.record(
      {
        email: fc.oneof(hostileValue, fc.constant(owner?.email ?? "x@example.com"), SQL),
        password: fc.oneof(hostileValue, SQL),
        extra: hostileValue,
      },
      { requiredKeys: [] },
    );
    await check(
      fc.asyncProperty(shaped, async (body) => {
        const before = await snapshot();
        const res = await send(json("POST", "/api/instructor/login", body));
        expect([400, 401, 413]).toContain(res.status);
        expect(res.headers.get("set-cookie") ?? "").not.toMatch(/__Host-session=[^;]+\./);
        expectSentence(((await res.json()) as Json).message);
        expect(await snapshot()).toBe(before);
      }),
      SLOW_RUNS,
    );
  });

  it("me and logout: forged, truncated and hostile cookies are a 401 / a no-op", async () => {
    const cookieValue = fc.oneof(
      hostileString.map(encodeCookie),
      fc.constantFrom(
        "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
        "eyJhbGciOiJIUzI1NiJ9.e30.AAAA",
        owner?.cookie.split("=")[1]?.slice(0, -4) ?? "x",
        `${owner?.cookie.split("=")[1] ?? "x"}x`,
        "a.b.c.d",
        "....",
      ),
    );
    await check(
      fc.asyncProperty(cookieValue, async (value) => {
        const me = await expectRefused({ method: "GET", path: "/api/instructor/me" }, { cookie: `__Host-session=${value}` });
        expect(me.status).toBe(401);
        const before = await snapshot();
        const out = await send({ method: "POST", path: "/api/instructor/logout" }, { cookie: `__Host-session=${value}` });
        expect(out.status).toBe(204);
        expect(await snapshot()).toBe(before);
      }),
      RUNS,
    );
  });

  const profileField = {
    name: fc.oneof(hostileNumber, fc.boolean(), fc.constant(null), EMPTYISH, fc.constant("n".repeat(81)), fc.array(fc.string(), { maxLength: 2 })),
    // Any photo address is refused now, a well-formed https one included (photos are uploaded).
    photoUrl: fc.oneof(
      fc.constantFrom("https://example.com/me.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.com/x.png", "/relative.png", "//example.com/x.png", "https://", "http://[::1", "vbscript:msgbox"),
      fc.constant(`https://example.com/${"a".repeat(2100)}`),
      hostileNumber,
      fc.boolean(),
      HTML,
    ),
    websiteUrl: fc.oneof(fc.constantFrom("javascript:alert(document.cookie)", "file:///etc/passwd", "mailto:x@example.com", "example.com"), hostileNumber, HTML),
    offerings: fc.oneof(hostileNumber, fc.boolean(), fc.constant("o".repeat(1001)), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 })),
  };
  const validProfile = { name: "Owner Teacher", photoUrl: null, offerings: null, websiteUrl: null };
  const fieldNames = Object.keys(profileField) as Array<keyof typeof profileField>;

  it("profile: one invalid or missing field, whatever the others hold, changes nothing", async () => {
    const body = fc
      .record({
        broken: fc.constantFrom(...fieldNames),
        mode: fc.constantFrom("invalid", "missing"),
        invalid: fc.record(profileField),
        others: fc.record({ name: hostileString, offerings: fc.oneof(hostileString, fc.constant(null)) }, { requiredKeys: [] }),
        extra: fc.dictionary(fc.constantFrom("id", "email", "passwordHash", "sessionVersion", "__proto__", "constructor"), hostileValue),
      })
      .filter(({ broken, mode }) => !(broken === "photoUrl" && mode === "missing")) // optional: clients no longer send it
      .map(({ broken, mode, invalid, others, extra }) => {
        const value: Record<string, unknown> = { ...validProfile, ...others, ...extra };
        if (mode === "missing") delete value[broken];
        else value[broken] = invalid[broken];
        return value;
      });
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("PUT", `/api/instructor/profile/${owner.id}`, value), auth());
        expect([400, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("profile: absurd ids and someone else's id are refused", async () => {
    await check(
      fc.asyncProperty(fc.oneof(ABSURD_IDS, fc.constant(String(other.id))), async (id) => {
        const { status } = await expectRefused(json("PUT", `/api/instructor/profile/${id}`, validProfile), auth());
        expect([400, 403, 404]).toContain(status);
        // Without a session the answer is a 401 (or a 400/404 for a path that is not an id).
        const anon = await expectRefused(json("PUT", `/api/instructor/profile/${id}`, validProfile));
        expect([400, 401, 404]).toContain(anon.status);
      }),
      RUNS,
    );
  });

  it("profile: well-formed hostile text is stored as sent (composed and trimmed), never interpreted", async () => {
    const text = fc.oneof(SQL, HTML, ODD_UNICODE, CONTROL, fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 })).filter((t) => !hasLoneSurrogate(t));
    await check(
      fc.asyncProperty(text, text, async (name, offerings) => {
        const res = await expectNo5xx(json("PUT", `/api/instructor/profile/${owner.id}`, { ...validProfile, name, offerings }), auth());
        if (res.status === 200) {
          const row = await env.DB.prepare("SELECT name, offerings FROM instructors WHERE id = ?").bind(owner.id).first<Json>();
          const shown = (t: string) => t.normalize("NFC").trim();
          expect(JSON.stringify(row.name)).toBe(JSON.stringify(shown(name)));
          expect(JSON.stringify(row.offerings)).toBe(JSON.stringify(shown(offerings) === "" ? null : shown(offerings)));
          expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM instructors").first<Json>()).toEqual({ n: 2 });
        } else if (res.status === 409) {
          // A name that reads as the other instructor's (decision 0075), and only that.
          const others = await env.DB.prepare("SELECT name FROM instructors WHERE id != ?").bind(owner.id).all<{ name: string }>();
          expect(JSON.parse(res.text).code).toBe("name_look_alike");
          expect(others.results.some((o) => skeleton(o.name) === skeleton(name.normalize("NFC").trim()))).toBe(true);
        } else {
          // Only a name that is blank once trimmed, over 80 characters, holding a control, format or
          // other hidden character (offerings may hold tab and newline), or without a visible
          // letter or digit may be refused.
          expect(res.status).toBe(400);
          const n = name.normalize("NFC").trim();
          expect(n === "" || n.length > 80 || hiddenCharacter(n) !== null || !hasVisibleLetterOrDigit(n) || hiddenCharacter(offerings.normalize("NFC").trim(), { lineBreaks: true }) !== null).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("profile: ill-formed Unicode (lone surrogates) never causes a 5xx", async () => {
    const text = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 20 }), fc.constantFrom("\uD800", "a\uDFFFb", "\uDC00\uD800"));
    await check(
      fc.asyncProperty(text, text, async (name, offerings) => {
        const res = await expectNo5xx(json("PUT", `/api/instructor/profile/${owner.id}`, { ...validProfile, name, offerings }), auth());
        expect([200, 400]).toContain(res.status);
      }),
      RUNS,
    );
  });
});

describe("calendar", () => {
  const validClaim = () => ({
    slotDate: `${futureMonday()}T00:00:00.000Z`,
    instructorId: owner.id,
    courseTitle: "Valid title",
    courseDescription: "Valid description",
    timeSlot: "10:00am - 11:00am EST",
  });
  const notATimeSlot = fc.oneof(hostileString, fc.constantFrom("10:00am - 11:00am", "10:00AM - 11:00AM EST", " 10:00am - 11:00am EST ", "25:00am - 26:00am EST")).filter(
    (s) => !TIME_SLOTS.includes(s),
  );
  const claimField = {
    slotDate: fc.oneof(ABSURD_DATES, hostileNumber, fc.boolean(), fc.constant(null), fc.constant(`${nextWeekday(1, -14)}T00:00:00.000Z`)),
    instructorId: fc.oneof(
      fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2),
      hostileString,
      fc.constant(null),
      fc.boolean(),
      fc.constant("1"),
      fc.integer({ min: 100_000, max: 2 ** 31 }), // nobody's id: the session decides, 403
    ),
    courseTitle: fc.oneof(hostileNumber, fc.boolean(), fc.constant(null), EMPTYISH, fc.constant("t".repeat(121)), fc.array(fc.string(), { maxLength: 2 })),
    courseDescription: fc.oneof(hostileNumber, fc.boolean(), fc.constant("d".repeat(2001)), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 })),
    timeSlot: fc.oneof(notATimeSlot, hostileNumber, fc.constant(null)),
  };
  const claimFields = Object.keys(claimField) as Array<keyof typeof claimField>;

  it("claim: one invalid or missing field, whatever the others hold, claims nothing", async () => {
    const body = fc
      .record({
        broken: fc.constantFrom(...claimFields),
        mode: fc.constantFrom("invalid", "missing"),
        invalid: fc.record(claimField),
        others: fc.record({ courseTitle: hostileString, courseDescription: hostileString }, { requiredKeys: [] }),
        extra: fc.dictionary(fc.constantFrom("id", "isBlocked", "createdAt", "__proto__", "instructor_id"), hostileValue),
      })
      .filter(({ broken, mode }) => !(broken === "courseDescription" && mode === "missing")) // optional field
      .map(({ broken, mode, invalid, others, extra }) => {
        const value: Record<string, unknown> = { ...validClaim(), ...others, ...extra };
        if (mode === "missing") delete value[broken];
        else value[broken] = invalid[broken];
        return value;
      });
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("POST", "/api/calendar/slots", value), auth());
        expect([400, 403, 413, 422]).toContain(status);
      }),
      RUNS,
    );
  });

  it("claim: reserved hours, blocked and taken days are refused without a write", async () => {
    const tuesday = nextWeekday(2, 40);
    const thursday = nextWeekday(4, 40);
    await expectRefused(json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${tuesday}T00:00:00.000Z`, timeSlot: "9:00pm - 10:00pm EST" }), auth());
    await expectRefused(json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${thursday}T00:00:00.000Z`, timeSlot: "8:00pm - 9:00pm EST" }), auth());
    const taken = (await env.DB.prepare("SELECT slot_date FROM calendar_slots WHERE id = ?").bind(othersSlotId).first<Json>()).slot_date;
    const { status } = await expectRefused(json("POST", "/api/calendar/slots", { ...validClaim(), slotDate: `${taken}T00:00:00.000Z` }), auth());
    expect(status).toBe(409);
  });

  it("claim without a session is a 401 whatever the body", async () => {
    await check(
      fc.asyncProperty(fc.oneof(hostileValue, fc.constant(validClaim())), async (value) => {
        const { status } = await expectRefused(json("POST", "/api/calendar/slots", value));
        expect([400, 401, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("update: one invalid or missing field changes nothing", async () => {
    const base = { courseTitle: "Updated", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };
    const body = fc
      .record({
        broken: fc.constantFrom("courseTitle", "courseDescription", "timeSlot"),
        mode: fc.constantFrom("invalid", "missing"),
        invalid: fc.record({ courseTitle: claimField.courseTitle, courseDescription: claimField.courseDescription, timeSlot: claimField.timeSlot }),
        extra: fc.dictionary(fc.constantFrom("instructorId", "slotDate", "isBlocked", "id"), hostileValue),
      })
      .filter(({ broken, mode }) => !(broken === "courseDescription" && mode === "missing"))
      .map(({ broken, mode, invalid, extra }) => {
        const value: Record<string, unknown> = { ...base, ...extra };
        if (mode === "missing") delete value[broken];
        else value[broken] = invalid[broken as keyof typeof invalid];
        return value;
      });
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("PUT", `/api/calendar/slots/${ownSlotId}`, value), auth());
        expect([400, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("update and delete: absurd ids and someone else's slot are refused", async () => {
    const base = { courseTitle: "Updated", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };
    await check(
      fc.asyncProperty(fc.oneof(ABSURD_IDS, fc.constant(String(othersSlotId))), async (id) => {
        const put = await expectRefused(json("PUT", `/api/calendar/slots/${id}`, base), auth());
        expect([400, 403, 404]).toContain(put.status);
        const del = await expectRefused({ method: "DELETE", path: `/api/calendar/slots/${id}` }, auth());
        expect([400, 403, 404]).toContain(del.status);
        const anon = await expectRefused({ method: "DELETE", path: `/api/calendar/slots/${id}` });
        expect([400, 401, 404]).toContain(anon.status);
      }),
      RUNS,
    );
  });

  it("month query: anything but a whole year 2000-2100 and a month 1-12 is a 400", async () => {
    const valid = (v: string | undefined, min: number, max: number) => {
      if (v === undefined) return false;
      const n = Number(v); // the schema coerces with Number()
      return Number.isInteger(n) && n >= min && n <= max;
    };
    const part = fc.option(fc.oneof(hostileString, fc.constantFrom("2026", "0", "-1", "1e3", "13", "12.5", "NaN", "Infinity", "")), { nil: undefined });
    const query = fc.record({ year: part, month: part }).filter(({ year, month }) => !(valid(year, 2000, 2100) && valid(month, 1, 12)));
    await check(
      fc.asyncProperty(query, async ({ year, month }) => {
        const params = new URLSearchParams();
        if (year !== undefined) params.set("year", year);
        if (month !== undefined) params.set("month", month);
        const { status } = await expectRefused({ method: "GET", path: `/api/calendar/slots?${params}` });
        expect(status).toBe(400);
      }),
      RUNS,
    );
  });
});

describe("Community Porch", () => {
  it("chat: an invalid message or session id is a 400", async () => {
    const body = fc.oneof(
      fc.record({ message: fc.oneof(hostileNumber, fc.boolean(), fc.constant(null), EMPTYISH, fc.constant("m".repeat(2001)), fc.array(fc.string(), { maxLength: 2 })) }, { requiredKeys: [] }),
      fc.record({ message: fc.constant("Where can I find food?"), sessionId: fc.oneof(hostileNumber, fc.boolean(), fc.constant("s".repeat(201)), fc.dictionary(fc.string(), fc.string(), { maxKeys: 1 })) }),
    );
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("POST", "/api/community/chat", value));
        expect(status).toBe(400);
      }),
      RUNS,
    );
  });

  it("chat: any text, session id and extra field is answered (never a 5xx) and writes nothing to D1", async () => {
    const body = fc.record(
      {
        message: fc.oneof(hostileString, SQL, HTML, ODD_UNICODE),
        sessionId: fc.oneof(hostileString, fc.uuid(), fc.constant(null)),
        role: hostileValue,
        history: hostileValue,
      },
      { requiredKeys: ["message"] },
    );
    await check(
      fc.asyncProperty(body, async (value) => {
        const before = await snapshot();
        const res = await expectNo5xx(json("POST", "/api/community/chat", value));
        expect(await snapshot()).toBe(before);
        if (res.status === 200) {
          const out = JSON.parse(res.text) as Json;
          expect(typeof out.response).toBe("string");
          expect(out.response.length).toBeGreaterThan(0);
          expect(out.sessionId).toMatch(/^[0-9a-f-]{36}$/);
        } else {
          expect([400, 413]).toContain(res.status);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("quick action: anything but a known action is a 400", async () => {
    const known = ["food", "housing", "grant", "community", "jobs", "support"];
    const action = fc.oneof(hostileValue, fc.constantFrom("FOOD", " food", "food ", "__proto__", "constructor", "toString")).filter((a) => !known.includes(a as string));
    await check(
      fc.asyncProperty(action, hostileValue, async (a, sessionId) => {
        const req = json("POST", "/api/community/quick-action", { action: a, sessionId });
        const { status } = await expectRefused(req);
        // Four 15,000-character strings make a body over the 16 KiB cap: that is a 413 first.
        expect(status).toBe(new TextEncoder().encode(req.body ?? "").length > MAX_BODY_BYTES ? 413 : 400);
      }),
      RUNS,
    );
  });
});

describe("read-only routes and unknown paths", () => {
  it("GET routes ignore hostile query strings (never a 5xx, nothing written)", async () => {
    const paths = ["/api/health", "/api/instructors", "/api/blog/latest", "/api/calendar/feed.ics", "/api/instructor/me"];
    const query = fc.dictionary(hostileString.filter((k) => k.length < 100), hostileString, { maxKeys: 3 });
    await check(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, q) => {
        const qs = new URLSearchParams(q).toString();
        const res = await expectNo5xx({ method: "GET", path: `${path}?${qs}` });
        if (path === "/api/instructor/me") expect(res.status).toBe(401);
        else expect(res.status).toBe(200);
      }),
      RUNS,
    );
  });

  it("unknown paths and methods are JSON 404s (or 405/415), never 5xx", async () => {
    // Under /api/x/ so that even ".." stays inside /api (only /api/* reaches the Worker).
    const segment = fc.oneof(ABSURD_IDS, fc.constantFrom("..", "%2e%2e%2f", "admin", "instructor/../x", "calendar/slots/1/2", "blog", "community"));
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE");
    await check(
      fc.asyncProperty(method, segment, async (m, seg) => {
        const req: Req = m === "GET" ? { method: m, path: `/api/x/${seg}` } : json(m, `/api/x/${seg}`, {});
        const { status } = await expectRefused(req);
        expect([400, 401, 404, 405]).toContain(status);
      }),
      RUNS,
    );
  });
});

describe("deep JSON and chunked bodies", () => {
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

  for (const route of BODY_ROUTES) {
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

  it("nesting up to the limit (16 levels) reaches validation; 17 does not", async () => {
    const deep = (n: number) => "[".repeat(n - 1) + "]".repeat(n - 1);
    const at = await expectRefused(json("POST", "/api/community/chat", {}), {});
    expect(at.body.code).toBe("validation_error");
    const ok = await expectRefused({ method: "POST", path: "/api/community/chat", headers: { "content-type": "application/json" }, body: `{"message":${deep(16)}}` });
    expect(ok.body.code).toBe("validation_error");
    const over = await expectRefused({ method: "POST", path: "/api/community/chat", headers: { "content-type": "application/json" }, body: `{"message":${deep(17)}}` });
    expect(over.body.code).toBe("too_deep");
    // A valid login whose only fault is depth is still refused for depth, before any lookup.
    const login = await expectRefused({
      method: "POST",
      path: "/api/instructor/login",
      headers: { "content-type": "application/json" },
      body: `{"email":${JSON.stringify(owner.email)},"password":"violet-lantern-orchard-42","x":${deep(17)}}`,
    });
    expect(login.body.code).toBe("too_deep");
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

  for (const route of BODY_ROUTES) {
    it(`${route.method} ${route.name}: chunked bodies of 16 KiB to 1 MiB are a 4xx sentence (413 over the limit), D1 untouched`, async () => {
      const params = fc.record({
        total: fc.oneof(fc.integer({ min: 16 * 1024, max: 1024 * 1024 }), fc.constantFrom(16 * 1024, 16 * 1024 + 1, 64 * 1024, 256 * 1024, 1024 * 1024)),
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
