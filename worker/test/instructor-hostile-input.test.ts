/**
 * Hostile input to the instructor routes (signup, login, me, logout, profile): the cases and the
 * rules of worker/test/hostile-helpers.ts, beside instructor.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasVisibleLetterOrDigit, hiddenCharacter } from "#shared/text";
import { skeleton } from "../accounts/confusables";
import { env } from "./helpers";
import {
  snapshot,
  expectSentence,
  hasLoneSurrogate,
  check,
  send,
  expectRefused,
  expectNo5xx,
  encodeCookie,
  json,
  CONTROL,
  ODD_UNICODE,
  SQL,
  HTML,
  EMPTYISH,
  hostileString,
  hostileNumber,
  hostileValue,
  ABSURD_IDS,
  RUNS,
  SLOW_RUNS,
  useHostileFixtures,
  bodyRouteCases,
  type BodyRoute,
  type Json,
} from "./hostile-helpers";

const fx = useHostileFixtures();
const auth = () => ({ cookie: fx.owner.cookie });

const BODY_ROUTES: BodyRoute[] = [
  { name: "/api/instructor/signup", method: "POST", path: () => "/api/instructor/signup", authed: false },
  { name: "/api/instructor/login", method: "POST", path: () => "/api/instructor/login", authed: false },
  { name: "/api/instructor/profile/:id", method: "PUT", path: () => `/api/instructor/profile/${fx.owner.id}`, authed: true },
];
bodyRouteCases(BODY_ROUTES, auth);

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
        email: fc.oneof(hostileValue, fc.constant(fx.owner?.email ?? "x@example.com"), SQL),
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
        fx.owner?.cookie.split("=")[1]?.slice(0, -4) ?? "x",
        `${fx.owner?.cookie.split("=")[1] ?? "x"}x`,
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
    name: fc.oneof(
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      EMPTYISH,
      fc.constant("n".repeat(81)),
      fc.array(fc.string(), { maxLength: 2 }),
    ),
    // Any photo address is refused now, a well-formed https one included (photos are uploaded).
    photoUrl: fc.oneof(
      fc.constantFrom(
        "https://example.com/me.jpg",
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "ftp://example.com/x.png",
        "/relative.png",
        "//example.com/x.png",
        "https://",
        "http://[::1",
        "vbscript:msgbox",
      ),
      fc.constant(`https://example.com/${"a".repeat(2100)}`),
      hostileNumber,
      fc.boolean(),
      HTML,
    ),
    websiteUrl: fc.oneof(
      fc.constantFrom("javascript:alert(document.cookie)", "file:///etc/passwd", "mailto:x@example.com", "example.com"),
      hostileNumber,
      HTML,
    ),
    offerings: fc.oneof(
      hostileNumber,
      fc.boolean(),
      fc.constant("o".repeat(1001)),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    ),
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
        const { status } = await expectRefused(json("PUT", `/api/instructor/profile/${fx.owner.id}`, value), auth());
        expect([400, 413]).toContain(status);
      }),
      RUNS,
    );
  });

  it("profile: absurd ids and someone else's id are refused", async () => {
    await check(
      fc.asyncProperty(fc.oneof(ABSURD_IDS, fc.constant(String(fx.other.id))), async (id) => {
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
    const text = fc
      .oneof(SQL, HTML, ODD_UNICODE, CONTROL, fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }))
      .filter((t) => !hasLoneSurrogate(t));
    await check(
      fc.asyncProperty(text, text, async (name, offerings) => {
        const res = await expectNo5xx(json("PUT", `/api/instructor/profile/${fx.owner.id}`, { ...validProfile, name, offerings }), auth());
        if (res.status === 200) {
          const row = await env.DB.prepare("SELECT name, offerings FROM instructors WHERE id = ?").bind(fx.owner.id).first<Json>();
          const shown = (t: string) => t.normalize("NFC").trim();
          expect(JSON.stringify(row.name)).toBe(JSON.stringify(shown(name)));
          expect(JSON.stringify(row.offerings)).toBe(JSON.stringify(shown(offerings) === "" ? null : shown(offerings)));
          expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM instructors").first<Json>()).toEqual({ n: 2 });
        } else if (res.status === 409) {
          // A name that reads as the other instructor's (decision 0075), and only that.
          const others = await env.DB.prepare("SELECT name FROM instructors WHERE id != ?").bind(fx.owner.id).all<{ name: string }>();
          expect(JSON.parse(res.text).code).toBe("name_look_alike");
          expect(others.results.some((o) => skeleton(o.name) === skeleton(name.normalize("NFC").trim()))).toBe(true);
        } else {
          // Only a name that is blank once trimmed, over 80 characters, holding a control, format or
          // other hidden character (offerings may hold tab and newline), or without a visible
          // letter or digit may be refused.
          expect(res.status).toBe(400);
          const n = name.normalize("NFC").trim();
          expect(
            n === "" ||
              n.length > 80 ||
              hiddenCharacter(n) !== null ||
              !hasVisibleLetterOrDigit(n) ||
              hiddenCharacter(offerings.normalize("NFC").trim(), { lineBreaks: true }) !== null,
          ).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("profile: ill-formed Unicode (lone surrogates) never causes a 5xx", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
      fc.constantFrom("\uD800", "a\uDFFFb", "\uDC00\uD800"),
    );
    await check(
      fc.asyncProperty(text, text, async (name, offerings) => {
        const res = await expectNo5xx(json("PUT", `/api/instructor/profile/${fx.owner.id}`, { ...validProfile, name, offerings }), auth());
        expect([200, 400]).toContain(res.status);
      }),
      RUNS,
    );
  });
});
