/**
 * The authorisation matrix: every mutating route against every kind of bad session. None may
 * ever answer 2xx or change anything; a bad token is 401, another instructor's good token is 403.
 */
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { claimBody, freeDay, freshIp, GOOD_PASSWORD, sessionCookie, signUp, tokenOf, type TestInstructor } from "./calendar-helpers";
import { JWT_AUDIENCE, JWT_ISSUER, SESSION_COOKIE } from "../lib/auth";
import { photoFixture } from "./photo-helpers";

const b64url = (value: unknown) =>
  btoa(typeof value === "string" ? value : JSON.stringify(value))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const key = (secret: string) => new TextEncoder().encode(secret);

async function sign(
  claims: Record<string, unknown>,
  options: { secret?: string; alg?: string; iss?: string; aud?: string; exp?: number | string; sub: string },
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .setSubject(options.sub)
    .setIssuer(options.iss ?? JWT_ISSUER)
    .setAudience(options.aud ?? JWT_AUDIENCE)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(options.exp ?? "1h")
    .sign(key(options.secret ?? env.JWT_SECRET));
}

let a: TestInstructor;
let b: TestInstructor;
let aLive: string; // A's current, valid cookie
let slotId: number;
let slotBefore: unknown;
let profileBefore: unknown;
const claimDay = freeDay();
const tokens: Record<string, string | null> = {};

beforeAll(async () => {
  a = await signUp("Matrix Owner A");
  b = await signUp("Matrix Other B");

  // A token that was valid until A logged out.
  const oldLogin = await call("/api/instructor/login", {
    method: "POST",
    ip: freshIp(),
    json: { email: a.email, password: GOOD_PASSWORD },
  });
  const preLogout = tokenOf(sessionCookie(oldLogin));
  expect((await call("/api/instructor/logout", { method: "POST", headers: { cookie: `${SESSION_COOKIE}=${preLogout}` } })).status).toBe(
    204,
  );
  const fresh = await call("/api/instructor/login", { method: "POST", ip: freshIp(), json: { email: a.email, password: GOOD_PASSWORD } });
  aLive = sessionCookie(fresh);

  const claimed = await call("/api/calendar/slots", { method: "POST", headers: { cookie: aLive }, json: claimBody(a.id, freeDay()) });
  expect(claimed.status).toBe(201);
  slotId = ((await claimed.json()) as { slot: { id: number } }).slot.id;

  const live = tokenOf(aLive);
  const [h, p, s] = live.split(".");
  const payload = JSON.parse(atob(p.replace(/-/g, "+").replace(/_/g, "/")));
  const ver = payload.ver as number;
  const sub = String(a.id);
  // Flip one character in the middle of the signature (the last one may only carry padding bits).
  const mid = Math.floor(s.length / 2);
  const flipped = s.slice(0, mid) + (s[mid] === "A" ? "B" : "A") + s.slice(mid + 1);

  Object.assign(tokens, {
    "no cookie": null,
    "garbage cookie": "not-a-jwt",
    "tampered signature": `${h}.${p}.${flipped}`,
    "tampered payload (other sub, same signature)": `${h}.${b64url({ ...payload, sub: String(b.id) })}.${s}`,
    "alg none": `${b64url({ alg: "none", typ: "JWT" })}.${b64url(payload)}.`,
    "alg none with a signature": `${b64url({ alg: "none", typ: "JWT" })}.${b64url(payload)}.${s}`,
    "HS512 with the real secret (algorithm not pinned would accept)": await sign({ ver }, { sub, alg: "HS512" }),
    expired: await sign({ ver }, { sub, exp: Math.floor(Date.now() / 1000) - 60 }),
    "wrong secret": await sign({ ver }, { sub, secret: "another-secret-0123456789abcdef0123456789" }),
    "wrong audience": await sign({ ver }, { sub, aud: "someone-else" }),
    "wrong issuer": await sign({ ver }, { sub, iss: "https://evil.example" }),
    "no version claim": await sign({}, { sub }),
    "future version": await sign({ ver: ver + 5 }, { sub }),
    "token from before logout": preLogout,
    "unknown instructor": await sign({ ver: 1 }, { sub: "999999" }),
  });

  slotBefore = await env.DB.prepare("SELECT * FROM calendar_slots WHERE id = ?").bind(slotId).first();
  profileBefore = await env.DB.prepare("SELECT * FROM instructors WHERE id = ?").bind(a.id).first();
});

type Route = { name: string; send: (cookie: string | null) => Promise<Response> };

const headersFor = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {});

const mutatingRoutes: Route[] = [
  {
    name: "PUT /api/instructor/profile/:id",
    send: (cookie) =>
      call(`/api/instructor/profile/${a.id}`, {
        method: "PUT",
        headers: headersFor(cookie),
        json: { name: "Hijacked", photoUrl: null, offerings: "stolen", websiteUrl: null },
      }),
  },
  {
    name: "POST /api/calendar/slots",
    send: (cookie) => call("/api/calendar/slots", { method: "POST", headers: headersFor(cookie), json: claimBody(a.id, claimDay) }),
  },
  {
    name: "PUT /api/calendar/slots/:id",
    send: (cookie) =>
      call(`/api/calendar/slots/${slotId}`, {
        method: "PUT",
        headers: headersFor(cookie),
        json: { courseTitle: "Hijacked", courseDescription: "", timeSlot: "1:00am - 2:00am EST" },
      }),
  },
  {
    name: "DELETE /api/calendar/slots/:id",
    send: (cookie) => call(`/api/calendar/slots/${slotId}`, { method: "DELETE", headers: headersFor(cookie) }),
  },
];

// The photo routes act on the session's own instructor (there is no id to get wrong): every bad
// session is a 401, and nothing reaches R2.
const photoRoutes: Route[] = [
  {
    name: "PUT /api/instructor/photo",
    send: (cookie) =>
      call("/api/instructor/photo", {
        method: "PUT",
        headers: { ...headersFor(cookie), "content-type": "image/webp" },
        body: photoFixture("webp"),
      }),
  },
  {
    name: "DELETE /api/instructor/photo",
    send: (cookie) => call("/api/instructor/photo", { method: "DELETE", headers: headersFor(cookie) }),
  },
];

describe("authorisation matrix", () => {
  const badTokenNames = [
    "no cookie",
    "garbage cookie",
    "tampered signature",
    "tampered payload (other sub, same signature)",
    "alg none",
    "alg none with a signature",
    "HS512 with the real secret (algorithm not pinned would accept)",
    "expired",
    "wrong secret",
    "wrong audience",
    "wrong issuer",
    "no version claim",
    "future version",
    "token from before logout",
    "unknown instructor",
  ];

  for (const route of mutatingRoutes) {
    for (const tokenName of badTokenNames) {
      it(`${route.name} with ${tokenName}: 401`, async () => {
        const token = tokens[tokenName];
        const res = await route.send(token === null ? null : `${SESSION_COOKIE}=${token}`);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { message: string }).message).toBe("Please log in to continue.");
      });
    }
    it(`${route.name} with another instructor's valid cookie: 403`, async () => {
      const res = await route.send(b.cookie);
      expect(res.status).toBe(403);
    });
  }

  for (const route of photoRoutes) {
    for (const tokenName of badTokenNames) {
      it(`${route.name} with ${tokenName}: 401, nothing stored`, async () => {
        const token = tokens[tokenName];
        const res = await route.send(token === null ? null : `${SESSION_COOKIE}=${token}`);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { message: string }).message).toBe("Please log in to continue.");
        expect((await env.PHOTOS.list()).objects).toEqual([]);
      });
    }
  }

  for (const tokenName of badTokenNames) {
    it(`GET /api/instructor/me with ${tokenName}: 401`, async () => {
      const token = tokens[tokenName];
      const res = await call("/api/instructor/me", { headers: headersFor(token === null ? null : `${SESSION_COOKIE}=${token}`) });
      expect(res.status).toBe(401);
    });

    it(`POST /api/instructor/logout with ${tokenName}: ends nobody's session`, async () => {
      const token = tokens[tokenName];
      const res = await call("/api/instructor/logout", {
        method: "POST",
        headers: headersFor(token === null ? null : `${SESSION_COOKIE}=${token}`),
      });
      // Logout is idempotent (always 204, cookie cleared) but only a live token may end a session.
      expect(res.status).toBe(204);
      expect((await call("/api/instructor/me", { headers: { cookie: aLive } })).status).toBe(200);
      expect((await call("/api/instructor/me", { headers: { cookie: b.cookie } })).status).toBe(200);
    });
  }

  it("after the whole matrix nothing changed, and A's own session still works for every route", async () => {
    expect(await env.DB.prepare("SELECT * FROM calendar_slots WHERE id = ?").bind(slotId).first()).toEqual(slotBefore);
    expect(await env.DB.prepare("SELECT * FROM instructors WHERE id = ?").bind(a.id).first()).toEqual(profileBefore);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM calendar_slots WHERE slot_date = ?").bind(claimDay).first()).toEqual({ n: 0 });

    // The same requests with A's live cookie succeed: the refusals above were about the session.
    const results = [];
    for (const route of mutatingRoutes) results.push((await route.send(aLive)).status);
    expect(results).toEqual([200, 201, 200, 204]);
  });
});
