/**
 * Replicated reads (decision 0021), in workerd with the real local D1 (its
 * Sessions API hands out real bookmarks) and the real Cache API (`caches.default`).
 *
 * To see which session each request opened, the Worker gets the real D1 binding behind a thin
 * recorder: every call goes to the real database; the recorder only writes down the argument of
 * withSession and keeps the session, so a test can read its bookmark.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../index";
import { SignJWT } from "jose";
import { JWT_AUDIENCE, JWT_ISSUER } from "../lib/auth";
import { BOOKMARK_COOKIE, readBookmark, signBookmark } from "../lib/d1-session";
import { nextCacheGeneration } from "#shared/cache-generation";
import { cachedCopy, env, newCacheGeneration, ORIGIN } from "./helpers";
import { claimBody, freeDay, freshIp, insertBlockedDay, insertInstructor, insertSlot, type TestInstructor } from "./calendar-helpers";

type Opened = { start: string | undefined; session: D1DatabaseSession; statements: string[] };
let opened: Opened[] = [];

function recordingDb(real: D1Database): D1Database {
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "withSession") {
        return (start?: string) => {
          const session = target.withSession(start);
          const statements: string[] = [];
          // The session itself, with each statement it prepares written down.
          const recorded = new Proxy(session, {
            get(s, p) {
              if (p === "prepare") return (query: string) => (statements.push(query), s.prepare(query));
              const v = Reflect.get(s, p, s) as unknown;
              return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(s) : v;
            },
          });
          opened.push({ start, session: recorded, statements });
          return recorded;
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type Send = { method?: string; json?: unknown; cookie?: string };

async function send(path: string, { method = "GET", json, cookie }: Send = {}): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": freshIp() });
  if (json !== undefined) headers.set("content-type", "application/json");
  if (method !== "GET") headers.set("origin", ORIGIN);
  if (cookie) headers.set("cookie", cookie);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
    { ...env, DB: recordingDb(env.DB) },
    ctx,
  );
  await waitOnExecutionContext(ctx); // the edge-cache put runs in waitUntil
  return res;
}

const lastOpened = () => opened.at(-1)!;

/** `__Host-d1b=<signed bookmark>` from a response, the D1 bookmark it carries, and the cookie's attributes. */
function bookmarkCookie(res: Response): { pair: string; value: string; bookmark: string; attributes: string } {
  // Joined Set-Cookie headers; ours use Max-Age (no Expires date), so no comma inside one cookie.
  const all = (res.headers.get("set-cookie") ?? "").split(/,\s*/);
  const header = all.find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  if (!header) throw new Error(`no bookmark cookie in ${all.join(" | ")}`);
  const [pair, ...rest] = header.split(";").map((s) => s.trim());
  const value = pair!.slice(BOOKMARK_COOKIE.length + 1);
  return { pair: pair!, value, bookmark: value.split("~")[0], attributes: rest.join("; ") };
}

const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const slotsPath = (day: string) => `/api/calendar/slots?year=${monthOf(day).year}&month=${monthOf(day).month}`;
const slotsOn = async (res: Response, day: string) =>
  ((await res.json()) as Array<{ slotDate: string; courseTitle: string }>).filter((s) => s.slotDate.startsWith(day));

let ada: TestInstructor;

beforeEach(async () => {
  opened = [];
  ada ??= await insertInstructor("Ada Replica");
});

describe("D1 sessions", () => {
  it("anonymous reads start first-unconstrained, writes first-primary", async () => {
    expect((await send("/api/instructors")).status).toBe(200);
    expect(lastOpened().start).toBe("first-unconstrained");

    opened = [];
    const res = await send("/api/calendar/slots", { method: "POST", cookie: ada.cookie, json: claimBody(ada.id, freeDay()) });
    expect(res.status).toBe(201);
    expect(opened.length).toBe(1); // one session per request, auth check and insert included
    expect(lastOpened().start).toBe("first-primary");
  });

  it("a write sets __Host-d1b to the session's bookmark: HttpOnly, Secure, SameSite=Lax, Path=/, one day", async () => {
    const res = await send("/api/calendar/slots", { method: "POST", cookie: ada.cookie, json: claimBody(ada.id, freeDay()) });
    expect(res.status).toBe(201);
    const cookie = bookmarkCookie(res);
    expect(cookie.bookmark).toBe(lastOpened().session.getBookmark());
    expect(cookie.bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    // Signed (decision 0076): the bookmark, its expiry a day on, its writer, an HMAC.
    expect(cookie.value).toMatch(new RegExp(`^${cookie.bookmark}~\\d+~${ada.id}\\.\\d+~[A-Za-z0-9_-]{43}$`));
    expect(await readBookmark(env, cookie.value)).toEqual({ bookmark: cookie.bookmark, writer: { id: ada.id, ver: expect.any(Number) } });
    expect(cookie.attributes.split("; ").sort()).toEqual(["HttpOnly", "Max-Age=86400", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("reads do not set the cookie", async () => {
    const res = await send("/api/instructors");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("read-your-writes: the next read starts from the write's bookmark and sees the claim", async () => {
    const day = freeDay();
    // Another visitor's read puts the month in this location's cache before the claim.
    expect(await slotsOn(await send(slotsPath(day)), day)).toEqual([]);

    const write = await send("/api/calendar/slots", {
      method: "POST",
      cookie: ada.cookie,
      json: claimBody(ada.id, day, { courseTitle: "Read your writes" }),
    });
    expect(write.status).toBe(201);
    const bookmark = bookmarkCookie(write);

    // The writer's browser sends both cookies; the read is the writer's, anonymous or not.
    for (const cookie of [`${ada.cookie}; ${bookmark.pair}`, bookmark.pair]) {
      const read = await send(slotsPath(day), { cookie });
      expect(read.status).toBe(200);
      expect(lastOpened().start).toBe(bookmark.bookmark);
      expect(read.headers.get("x-edge-cache")).toBe("BYPASS");
      expect(read.headers.get("cache-control")).toBe("no-store");
      expect((await slotsOn(read, day)).map((s) => s.courseTitle)).toEqual(["Read your writes"]);
      // Bookmarks sort oldest to newest: this session is at least as new as the write.
      expect(lastOpened().session.getBookmark()! >= bookmark.bookmark).toBe(true);
    }
  });

  it("a malformed bookmark cookie is ignored, never a 500", async () => {
    const junk = [
      "x",
      "not-a-bookmark",
      "00000000-zzzz",
      "first-primary",
      "'; DROP TABLE calendar_slots; --",
      "0".repeat(300) + "-1",
      "%E2%9C%93-%00",
      "%",
      "abc-%zz",
      "",
    ];
    for (const value of junk) {
      const cookie = `${BOOKMARK_COOKIE}=${value}`;
      const read = await send("/api/instructors", { cookie });
      expect(read.status, value).toBe(200);
      expect(lastOpened().start, value).toBe("first-unconstrained");
      expect(read.headers.get("x-edge-cache"), value).not.toBe("BYPASS");

      const write = await send("/api/calendar/slots", {
        method: "POST",
        cookie: `${ada.cookie}; ${cookie}`,
        json: claimBody(ada.id, freeDay()),
      });
      expect(write.status, value).toBe(201);
      expect(lastOpened().start, value).toBe("first-primary");
    }
  });
});

describe("edge cache of public reads", () => {
  it("serves each public read with its Cache-Control, from this location's cache on the second call", async () => {
    const routes: Array<[string, number]> = [
      ["/api/blog/latest", 600],
      ["/api/instructors", 300],
      ["/api/calendar/slots?year=2031&month=3", 60],
    ];
    await newCacheGeneration();
    for (const [path, ttl] of routes) {
      const first = await send(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-edge-cache"), path).toBe("MISS");
      expect(first.headers.get("cache-control"), path).toBe(`public, max-age=0, s-maxage=${ttl}`);
      const firstBody = await first.text();

      const before = opened.length;
      const second = await send(path);
      expect(second.headers.get("x-edge-cache"), path).toBe("HIT");
      expect(second.headers.get("cache-control"), path).toBe(`public, max-age=0, s-maxage=${ttl}`);
      expect(second.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(await second.text(), path).toBe(firstBody);
      // The hit read the cache generation and nothing else from D1 (decision 0060).
      expect(opened.length, path).toBe(before + 1);
      expect(lastOpened().statements, path).toHaveLength(1);
      expect(lastOpened().statements[0], path).toMatch(/from "cache_generation"/);
    }
  });

  it("a claim, an edit and a delete each drop the month from the cache", async () => {
    const day = freeDay();
    const path = slotsPath(day);
    expect(await slotsOn(await send(path), day)).toEqual([]);

    const cached = await send(path);
    expect(cached.headers.get("x-edge-cache")).toBe("HIT");

    const claimed = await send("/api/calendar/slots", {
      method: "POST",
      cookie: ada.cookie,
      json: claimBody(ada.id, day, { courseTitle: "First title" }),
    });
    expect(claimed.status).toBe(201);
    const { slot } = (await claimed.json()) as { slot: { id: number } };
    const afterClaim = await send(path);
    expect(afterClaim.headers.get("x-edge-cache")).toBe("MISS");
    expect((await slotsOn(afterClaim, day)).map((s) => s.courseTitle)).toEqual(["First title"]);
    expect((await send(path)).headers.get("x-edge-cache")).toBe("HIT");

    const edited = await send(`/api/calendar/slots/${slot.id}`, {
      method: "PUT",
      cookie: ada.cookie,
      json: { courseTitle: "Second title", courseDescription: "", timeSlot: "9:00am - 10:00am EST" },
    });
    expect(edited.status).toBe(200);
    const afterEdit = await send(path);
    expect(afterEdit.headers.get("x-edge-cache")).toBe("MISS");
    expect((await slotsOn(afterEdit, day)).map((s) => s.courseTitle)).toEqual(["Second title"]);
    expect((await send(path)).headers.get("x-edge-cache")).toBe("HIT");

    const removed = await send(`/api/calendar/slots/${slot.id}`, { method: "DELETE", cookie: ada.cookie });
    expect(removed.status).toBe(204);
    const afterDelete = await send(path);
    expect(afterDelete.headers.get("x-edge-cache")).toBe("MISS");
    expect(await slotsOn(afterDelete, day)).toEqual([]);
  });

  it("a profile change drops the instructor list", async () => {
    await send("/api/instructors");
    expect((await send("/api/instructors")).headers.get("x-edge-cache")).toBe("HIT");
    const res = await send(`/api/instructor/profile/${ada.id}`, {
      method: "PUT",
      cookie: ada.cookie,
      json: { name: "Ada Renamed", photoUrl: null, offerings: "Prompt craft", websiteUrl: null },
    });
    expect(res.status).toBe(200);
    const after = await send("/api/instructors");
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(((await after.json()) as Array<{ id: number; name: string }>).find((i) => i.id === ada.id)?.name).toBe("Ada Renamed");
  });

  it("a refused write leaves the cache alone", async () => {
    const day = freeDay();
    await insertSlot((await insertInstructor("Taken Replica")).id, day);
    await newCacheGeneration();
    await send(slotsPath(day));
    const lost = await send("/api/calendar/slots", { method: "POST", cookie: ada.cookie, json: claimBody(ada.id, day) });
    expect(lost.status).toBe(409);
    expect((await send(slotsPath(day))).headers.get("x-edge-cache")).toBe("HIT");
  });

  it("a session cookie or a bookmark bypasses the cache, so an instructor sees rows an edge copy hides", async () => {
    const day = freeDay();
    const path = slotsPath(day);
    await send(path);
    await insertSlot((await insertInstructor("Hidden Replica")).id, day);
    expect(await slotsOn(await send(path), day)).toEqual([]); // the edge copy

    const asInstructor = await send(path, { cookie: ada.cookie });
    expect(asInstructor.headers.get("x-edge-cache")).toBe("BYPASS");
    expect(asInstructor.headers.get("cache-control")).toBe("no-store");
    expect(await slotsOn(asInstructor, day)).toHaveLength(1);

    const write = await send("/api/calendar/slots", { method: "POST", cookie: ada.cookie, json: claimBody(ada.id, freeDay()) });
    const withBookmark = await send("/api/instructors", { cookie: bookmarkCookie(write).pair });
    expect(withBookmark.headers.get("x-edge-cache")).toBe("BYPASS");
  });

  it("a session cookie that does not verify is ignored: a forged one gets the cached answer", async () => {
    const day = freeDay();
    const path = slotsPath(day);
    expect((await send(path)).headers.get("x-edge-cache")).toBe("MISS");
    await insertSlot((await insertInstructor("Behind The Copy")).id, day);
    const sign = (secret: string, claims: { exp?: number; aud?: string; alg?: string } = {}) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: claims.alg ?? "HS256", typ: "JWT" })
        .setSubject(String(ada.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(claims.aud ?? JWT_AUDIENCE)
        .setExpirationTime(claims.exp ?? "1h")
        .sign(new TextEncoder().encode(secret));
    const [, payload] = ada.cookie.split("=")[1].split(".");
    const forged = [
      "x", // as an outsider sent it
      "",
      "a.b.c",
      `eyJhbGciOiJub25lIn0.${payload}.`, // alg: none
      await sign("another-secret-0123456789abcdef0123456789"),
      await sign(env.JWT_SECRET, { exp: Math.floor(Date.now() / 1000) - 60 }), // expired
      await sign(env.JWT_SECRET, { aud: "someone-else" }),
      await sign(env.JWT_SECRET, { alg: "HS512" }),
      `${ada.cookie.split("=")[1]}x`, // a real token, one character longer
      "x".repeat(4000),
    ];
    for (const value of forged) {
      const res = await send(path, { cookie: `__Host-session=${value}` });
      expect(res.status, value).toBe(200);
      expect(res.headers.get("x-edge-cache"), value).toBe("HIT");
      expect(await slotsOn(res, day), value).toEqual([]);
    }
    // A real session still reads past the copy.
    const real = await send(path, { cookie: ada.cookie });
    expect(real.headers.get("x-edge-cache")).toBe("BYPASS");
    expect(await slotsOn(real, day)).toHaveLength(1);
  });

  it("only the canonical URL is cached: other spellings are answered from D1 and not stored", async () => {
    for (const path of [
      "/api/calendar/slots?month=3&year=2031",
      "/api/calendar/slots?year=2031&month=03",
      "/api/instructors?x=1",
      "/api/blog/latest?",
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-edge-cache"), path).toBe("BYPASS");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(await cachedCopy(path), path).toBeUndefined();
      expect(await caches.default.match(`${ORIGIN}${path}`), path).toBeUndefined();
    }
    const bad = await send("/api/calendar/slots?year=abc&month=1");
    expect(bad.status).toBe(400);
    expect(await cachedCopy("/api/calendar/slots?year=abc&month=1")).toBeUndefined();
  });

  it("a URL that spells out the stored key (the current generation) is not canonical: answered from D1", async () => {
    const generation = nextCacheGeneration();
    await newCacheGeneration(generation);
    await send("/api/instructors");
    expect(await cachedCopy("/api/instructors")).toBeDefined();
    const res = await send(`/api/instructors?generation=${generation}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-edge-cache")).toBe("BYPASS");
  });
});

describe("owner changes (decision 0036): a new cache generation makes every location miss", () => {
  const blogPath = "/api/blog/latest";
  const instructorsPath = "/api/instructors";

  it("a blocked day, a new post and a removed instructor show on the next read after the generation changes", async () => {
    const day = freeDay();
    const leaving = await insertInstructor("Leaving Replica");
    await newCacheGeneration();
    // Warm: each read is stored, and the second comes from this location's cache.
    for (const path of [slotsPath(day), blogPath, instructorsPath]) {
      expect((await send(path)).headers.get("x-edge-cache"), path).toBe("MISS");
      expect((await send(path)).headers.get("x-edge-cache"), path).toBe("HIT");
    }

    // What block-day, blog:publish and instructor:remove write: D1 directly, never through a route.
    await insertBlockedDay(day);
    await env.DB.prepare(
      "INSERT INTO blog_posts (category, title, content, content_html, published_at, read_time) VALUES ('News', 'Fresh post', 'Hello.', '<p>Hello.</p>', '2100-01-01', '1 min read')",
    ).run();
    await env.DB.prepare("DELETE FROM instructors WHERE id = ?").bind(leaving.id).run();

    // The edge copies still hide all three: the cache really was warm.
    const staleSlots = await send(slotsPath(day));
    expect(staleSlots.headers.get("x-edge-cache")).toBe("HIT");
    expect(await slotsOn(staleSlots, day)).toEqual([]);
    expect(((await (await send(blogPath)).json()) as { title: string } | null)?.title).not.toBe("Fresh post");
    expect(((await (await send(instructorsPath)).json()) as Array<{ id: number }>).map((i) => i.id)).toContain(leaving.id);

    // Then the scripts write a new generation, of the same shape (the time in milliseconds).
    await newCacheGeneration(nextCacheGeneration());

    const slots = await send(slotsPath(day));
    expect(slots.headers.get("x-edge-cache")).toBe("MISS");
    const rows = (await slots.json()) as Array<{ slotDate: string; isBlocked: boolean }>;
    expect(rows.filter((r) => r.slotDate.startsWith(day)).map((r) => r.isBlocked)).toEqual([true]);
    const blog = await send(blogPath);
    expect(blog.headers.get("x-edge-cache")).toBe("MISS");
    expect(((await blog.json()) as { title: string }).title).toBe("Fresh post");
    const list = await send(instructorsPath);
    expect(list.headers.get("x-edge-cache")).toBe("MISS");
    expect(((await list.json()) as Array<{ id: number }>).map((i) => i.id)).not.toContain(leaving.id);
    // And the new answers are cached in their turn.
    for (const path of [slotsPath(day), blogPath, instructorsPath])
      expect((await send(path)).headers.get("x-edge-cache"), path).toBe("HIT");
  });
});

describe("only a live writer's cookies bypass the cache (decision 0076)", () => {
  /** A month whose edge copy hides a claimed day: a HIT shows it free, a BYPASS shows the claim. */
  async function hiddenDay(): Promise<{ path: string; day: string }> {
    const day = freeDay();
    const path = slotsPath(day);
    await send(path);
    await insertSlot((await insertInstructor("Behind The Edge")).id, day);
    expect(await slotsOn(await send(path), day)).toEqual([]);
    return { path, day };
  }
  async function expectCached(path: string, day: string, cookie: string) {
    const res = await send(path, { cookie });
    expect(res.status, cookie).toBe(200);
    expect(res.headers.get("x-edge-cache"), cookie).toBe("HIT");
    expect(await slotsOn(res, day), cookie).toEqual([]);
  }
  async function expectBypass(path: string, day: string, cookie: string) {
    const res = await send(path, { cookie });
    expect(res.headers.get("x-edge-cache"), cookie).toBe("BYPASS");
    expect(await slotsOn(res, day), cookie).toHaveLength(1);
  }
  const writeAs = async (who: TestInstructor) => {
    const res = await send("/api/calendar/slots", { method: "POST", cookie: who.cookie, json: claimBody(who.id, freeDay()) });
    expect(res.status).toBe(201);
    return bookmarkCookie(res);
  };

  it("a made-up bookmark, `__Host-d1b=0-0`, gets the cached answer and opens no session from it", async () => {
    const { path, day } = await hiddenDay();
    await expectCached(path, day, `${BOOKMARK_COOKIE}=0-0`);
    expect(lastOpened().start).toBe("first-unconstrained");
  });

  it("so do a real D1 bookmark sent unsigned, a signed one altered, one signed with another key, an expired one and one whose writer was changed", async () => {
    const real = await writeAs(ada); // first: a claim drops its month from the cache
    const { path, day } = await hiddenDay();
    const [bookmark, expires, writer, mac] = real.value.split("~");
    const ver = Number(writer.split(".")[1]);
    const otherKey = await signBookmark({ JWT_SECRET: "another-secret-0123456789abcdef0123456789" }, bookmark, { id: ada.id, ver });
    const expired = await signBookmark(env, bookmark, { id: ada.id, ver }, Date.now() - 2 * 24 * 3600 * 1000);
    const variants = [
      bookmark, // what the cookie held before it was signed
      `${bookmark.replace(/.$/, (c) => (c === "0" ? "1" : "0"))}~${expires}~${writer}~${mac}`,
      `${bookmark}~${Number(expires) + 86400}~${writer}~${mac}`, // a longer life
      `${bookmark}~${expires}~${ada.id + 1}.${ver}~${mac}`, // another writer
      `${bookmark}~${expires}~~${mac}`,
      otherKey,
      expired,
      `0-0~${expires}~${writer}~${mac}`,
    ];
    for (const value of variants) await expectCached(path, day, `${BOOKMARK_COOKIE}=${value}`);
    await expectBypass(path, day, real.pair); // the writer's own, untouched
  });

  it("a bookmark from an anonymous write (a refused login, signup or reset) does not bypass: nobody signed in wrote", async () => {
    const { path, day } = await hiddenDay();
    const login = await send("/api/instructor/login", {
      method: "POST",
      json: { email: "nobody@example.com", password: "wrong password here" },
    });
    expect(login.status).toBe(401);
    const signup = await send("/api/instructor/signup", {
      method: "POST",
      json: { email: "new@example.com", password: "a long enough password", name: "New Person", inviteCode: "made-up" },
    });
    expect(signup.status).toBe(403);
    const reset = await send("/api/instructor/reset", {
      method: "POST",
      json: { email: ada.email, code: "made-up-code", password: "a long enough password" },
    });
    expect(reset.status).toBe(401);
    for (const res of [login, signup, reset]) {
      const cookie = bookmarkCookie(res);
      expect((await readBookmark(env, cookie.value))?.writer).toBeNull();
      await expectCached(path, day, cookie.pair);
    }
  });

  it("a token of a logged-out session gets the cached answer once the logout is recorded; a new login bypasses again", async () => {
    const leaving = await insertInstructor("Logged Out Replica");
    const before = await writeAs(leaving); // a writer's bookmark from before the logout (first: a claim drops its month from the cache)
    const { path, day } = await hiddenDay();
    await expectBypass(path, day, leaving.cookie);
    await expectBypass(path, day, before.pair);

    const logout = await send("/api/instructor/logout", { method: "POST", cookie: leaving.cookie });
    expect(logout.status).toBe(204);
    await expectCached(path, day, leaving.cookie);
    // Its variants: with the bookmark it wrote before, that bookmark alone, the bookmark the logout itself set.
    await expectCached(path, day, `${leaving.cookie}; ${before.pair}`);
    await expectCached(path, day, before.pair);
    const atLogout = bookmarkCookie(logout);
    expect((await readBookmark(env, atLogout.value))?.writer).toBeNull();
    await expectCached(path, day, `${leaving.cookie}; ${atLogout.pair}`);

    // Logging in again starts a new session version: the new token bypasses, the old one still not.
    const login = await send("/api/instructor/login", { method: "POST", json: { email: leaving.email, password: leaving.password } });
    expect(login.status).toBe(200);
    const fresh = (login.headers.getSetCookie().find((c) => c.startsWith("__Host-session=")) ?? "").split(";")[0];
    await expectBypass(path, day, fresh);
    await expectCached(path, day, leaving.cookie);
  });

  it("the token of a removed instructor, and one from before a password reset, get the cached answer", async () => {
    const { path, day } = await hiddenDay();
    const removed = await insertInstructor("Removed Replica");
    const reset = await insertInstructor("Reset Replica");
    await expectBypass(path, day, removed.cookie);
    await expectBypass(path, day, reset.cookie);
    // What `npm run instructor:remove` and a password reset write: the row goes, the version moves on.
    await env.DB.prepare("DELETE FROM instructors WHERE id = ?").bind(removed.id).run();
    await env.DB.prepare("UPDATE instructors SET session_version = session_version + 1 WHERE id = ?").bind(reset.id).run();
    await expectCached(path, day, removed.cookie);
    await expectCached(path, day, reset.cookie);
  });
});
