import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import {
  awayFromWindowEdge,
  claimBody,
  createInvite,
  freeDay,
  freshIp,
  GOOD_PASSWORD,
  insertInstructor,
  sessionCookie,
  signUp,
  uniqueEmail,
} from "./calendar-helpers";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "#shared/password";
import { isCommonPassword } from "../accounts/common-passwords";

// Response bodies are read loosely here; each test asserts the exact shape it cares about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function signupCall(body: Json, ip = freshIp()) {
  return call("/api/instructor/signup", { method: "POST", ip, json: body });
}

async function loginCall(email: string, password: string, ip = freshIp()) {
  return call("/api/instructor/login", { method: "POST", ip, json: { email, password } });
}

async function expectError(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Json;
  expect(typeof body.message).toBe("string");
  // A sentence for a person: starts with a capital and is not a stack trace or SQL.
  expect(body.message).toMatch(/^[A-Z]/);
  expect(body.message).not.toMatch(/at .*\.ts|SQLITE|D1_|constraint/i);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message) expect(body.message).toBe(message);
  return body;
}

describe("the whole instructor flow", () => {
  it("signs up, reads me, logs in, claims, updates, deletes and logs out", async () => {
    const email = uniqueEmail("flow");
    const inviteCode = await createInvite();

    const signup = await signupCall({ email, password: GOOD_PASSWORD, name: "Flow Teacher", inviteCode });
    expect(signup.status).toBe(201);
    const { instructor } = (await signup.json()) as Json;
    expect(instructor).toEqual({ id: expect.any(Number), name: "Flow Teacher", email, photoUrl: null, offerings: null, websiteUrl: null });
    const setCookie = signup.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Host-session=[^;]+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).not.toMatch(/Domain=/i);

    const me = await call("/api/instructor/me", { headers: { cookie: sessionCookie(signup) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as Json).instructor.id).toBe(instructor.id);

    const login = await loginCall(email.toUpperCase(), GOOD_PASSWORD);
    expect(login.status).toBe(200);
    expect(((await login.json()) as Json).instructor).toEqual(instructor);
    const cookie = sessionCookie(login);

    const day = freeDay();
    const claimed = await call("/api/calendar/slots", { method: "POST", headers: { cookie }, json: claimBody(instructor.id, day) });
    expect(claimed.status).toBe(201);
    const { slot } = (await claimed.json()) as Json;
    expect(slot).toEqual({
      id: expect.any(Number),
      slotDate: `${day}T00:00:00.000Z`,
      instructorId: instructor.id,
      courseTitle: "Prompting for Painters",
      courseDescription: "Hands-on session.",
      timeSlot: "7:00pm - 8:00pm EST",
      isBlocked: false,
    });

    const updated = await call(`/api/calendar/slots/${slot.id}`, {
      method: "PUT",
      headers: { cookie },
      json: { courseTitle: "Prompting, Part 2", courseDescription: "", timeSlot: "8:00am - 9:00am EST" },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as Json).slot).toMatchObject({
      id: slot.id,
      courseTitle: "Prompting, Part 2",
      timeSlot: "8:00am - 9:00am EST",
    });

    const [year, month] = day.split("-").map(Number);
    const list = (await (await call(`/api/calendar/slots?year=${year}&month=${month}`)).json()) as Json[];
    expect(list.find((s) => s.id === slot.id)).toMatchObject({ courseTitle: "Prompting, Part 2" });

    const deleted = await call(`/api/calendar/slots/${slot.id}`, { method: "DELETE", headers: { cookie } });
    expect(deleted.status).toBe(204);
    const after = (await (await call(`/api/calendar/slots?year=${year}&month=${month}`)).json()) as Json[];
    expect(after.find((s) => s.id === slot.id)).toBeUndefined();

    const logout = await call("/api/instructor/logout", { method: "POST", headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("set-cookie")).toMatch(/__Host-session=;.*Max-Age=0/i);
    const meAfter = await call("/api/instructor/me", { headers: { cookie } });
    await expectError(meAfter, 401);
  });
});

describe("signup", () => {
  it("400s with field issues for missing and malformed fields", async () => {
    const empty = await expectError(await signupCall({}), 400);
    expect(empty.issues.map((i: Json) => i.path).sort()).toEqual(["email", "inviteCode", "name", "password"]);

    const badEmail = await expectError(
      await signupCall({ email: "not-an-email", password: GOOD_PASSWORD, name: "A", inviteCode: "x" }),
      400,
    );
    expect(badEmail.issues).toEqual([{ path: "email", message: "Please enter a valid email address." }]);

    const short = await expectError(await signupCall({ email: uniqueEmail(), password: "short-pass", name: "A", inviteCode: "x" }), 400);
    expect(short.issues).toEqual([{ path: "password", message: "Passwords must be at least 12 characters long." }]);

    const long = await expectError(await signupCall({ email: uniqueEmail(), password: "x".repeat(129), name: "A", inviteCode: "x" }), 400);
    expect(long.issues[0].path).toBe("password");

    const blankName = await expectError(
      await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "   ", inviteCode: "x" }),
      400,
    );
    expect(blankName.issues[0].path).toBe("name");

    await expectError(
      await call("/api/instructor/signup", {
        method: "POST",
        ip: freshIp(),
        headers: { "content-type": "application/json" },
        body: "{nope",
      }),
      400,
      "The request body is not valid JSON.",
    );
    await expectError(await signupCall(["an", "array"]), 400, "The request body must be a JSON object.");
  });

  it("accepts exactly 12 and 128 characters", async () => {
    const twelve = await signupCall({ email: uniqueEmail(), password: "mauve-otter7", name: "Twelve", inviteCode: await createInvite() });
    expect(twelve.status).toBe(201);
    const max = await signupCall({
      email: uniqueEmail(),
      password: "k9#Lm".repeat(25) + "abc",
      name: "Max",
      inviteCode: await createInvite(),
    });
    expect(max.status).toBe(201);
  });

  it("refuses common passwords and passwords equal to the email or name", async () => {
    for (const password of ["password1234", "Password123!", "qwertyuiop123", "iloveyou2024", "111111111111", "P@ssw0rd2024!!"]) {
      const body = await expectError(
        await signupCall({ email: uniqueEmail(), password, name: "Common", inviteCode: await createInvite() }),
        400,
      );
      expect(body.issues[0].path).toBe("password");
    }
    const email = uniqueEmail("samepass");
    await expectError(await signupCall({ email, password: email, name: "Same", inviteCode: await createInvite() }), 400, /too common/);
    await expectError(
      await signupCall({
        email: uniqueEmail(),
        password: "Genevieve Fairweather",
        name: "Genevieve Fairweather",
        inviteCode: await createInvite(),
      }),
      400,
      /too common/,
    );
  });

  it("refuses an unknown, a used and an expired invite code with 403", async () => {
    await expectError(
      await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "A", inviteCode: "NOT-A-REAL-CODE" }),
      403,
      /invite code is not valid/,
    );

    const code = await createInvite();
    expect((await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "First", inviteCode: code })).status).toBe(201);
    await expectError(
      await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Second", inviteCode: code }),
      403,
      /already been used/,
    );

    const expired = await createInvite({ expiresAt: Date.now() - 1000 });
    await expectError(await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Late", inviteCode: expired }), 403);
  });

  it("403s for an invalid code even when the email is registered (never reveals the email)", async () => {
    const email = uniqueEmail("taken");
    expect((await signupCall({ email, password: GOOD_PASSWORD, name: "Owner", inviteCode: await createInvite() })).status).toBe(201);
    await expectError(
      await signupCall({ email, password: GOOD_PASSWORD, name: "Prober", inviteCode: "NOT-A-REAL-CODE" }),
      403,
      /invite code is not valid/,
    );
    const expired = await createInvite({ expiresAt: Date.now() - 1000 });
    await expectError(
      await signupCall({ email, password: GOOD_PASSWORD, name: "Prober", inviteCode: expired }),
      403,
      /invite code is not valid/,
    );
  });

  it("accepts the code in lower case and with spaces instead of dashes", async () => {
    const code = await createInvite();
    const res = await signupCall({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: "Typist",
      inviteCode: ` ${code.toLowerCase().replace(/-/g, " ")} `,
    });
    expect(res.status).toBe(201);
  });

  it("one code raced by five signups creates exactly one account", async () => {
    const code = await createInvite();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signupCall({ email: uniqueEmail("race"), password: GOOD_PASSWORD, name: "Racer", inviteCode: code })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    const used = await env.DB.prepare(
      "SELECT used_at, used_by FROM invite_codes WHERE used_at IS NOT NULL AND used_by IN (SELECT id FROM instructors WHERE email LIKE 'race-%')",
    ).all();
    expect(used.results).toHaveLength(1);
  });

  it("409s for an email already registered (after normalising), and the code stays usable", async () => {
    const email = uniqueEmail("dupe");
    expect((await signupCall({ email, password: GOOD_PASSWORD, name: "One", inviteCode: await createInvite() })).status).toBe(201);
    const code = await createInvite();
    await expectError(
      await signupCall({ email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, name: "Two", inviteCode: code }),
      409,
      /already exists/,
    );
    expect((await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Three", inviteCode: code })).status).toBe(201);
  });

  it("stores only the hash of the code and a versioned PBKDF2 password hash", async () => {
    const code = await createInvite();
    const email = uniqueEmail("stored");
    await signupCall({ email, password: GOOD_PASSWORD, name: "Stored", inviteCode: code });
    const codes = await env.DB.prepare("SELECT code_hash FROM invite_codes").all<{ code_hash: string }>();
    for (const row of codes.results) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const row = await env.DB.prepare("SELECT password_hash FROM instructors WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it("rate-limits signup to 5 a minute per IP with 429 and Retry-After", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    // Sent together so they all land in one window of the limiter (it counts in fixed windows).
    const results = await Promise.all(
      Array.from({ length: 6 }, () => signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Spam", inviteCode: "bogus" }, ip)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([403, 403, 403, 403, 403, 429]);
    const last = results.find((r) => r.status === 429)!;
    expect(last.headers.get("retry-after")).toBe("60");
    await expectError(last, 429, /Too many attempts/);
    // Another IP is not affected.
    expect((await signupCall({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Other", inviteCode: "bogus" })).status).toBe(403);
  });
});

describe("login", () => {
  it("gives the same 401 for an unknown email and a wrong password", async () => {
    const who = await signUp("Known Person");
    const unknown = await expectError(await loginCall(uniqueEmail("nobody"), GOOD_PASSWORD), 401, "Invalid email or password");
    const wrong = await expectError(await loginCall(who.email, "wrong-password-entirely"), 401, "Invalid email or password");
    expect(unknown).toEqual(wrong);
  });

  it("spends similar time on an unknown email and a wrong password (both run PBKDF2)", async () => {
    const who = await signUp("Timing Person");
    const time = async (email: string) => {
      const start = performance.now();
      await loginCall(email, "wrong-password-entirely");
      return performance.now() - start;
    };
    await time(uniqueEmail()); // warms the dummy hash
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(uniqueEmail("nobody")));
      known.push(await time(who.email));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    // Without the dummy hash an unknown email answers in a fraction of a PBKDF2 run.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("400s for missing fields", async () => {
    const body = await expectError(await call("/api/instructor/login", { method: "POST", ip: freshIp(), json: {} }), 400);
    expect(body.issues.map((i: Json) => i.path).sort()).toEqual(["email", "password"]);
  });

  it("rate-limits login to 10 a minute per IP", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    // Sent together so they all land in one window of the limiter (it counts in fixed windows).
    const results = await Promise.all(Array.from({ length: 11 }, () => loginCall(uniqueEmail(), "whatever-password", ip)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("rate-limits login to 10 a minute per email, across IPs, even with the right password", async () => {
    const who = await signUp("Targeted Person");
    const wrong = await Promise.all(Array.from({ length: 10 }, () => loginCall(who.email, "wrong-password-entirely")));
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(401));
    const blocked = await loginCall(who.email, who.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
  });

  it("upgrades an older hash at the next login", async () => {
    const email = uniqueEmail("legacy");
    const legacyHash = await legacy(GOOD_PASSWORD, "c2FsdHNhbHRzYWx0c2FsdA");
    await env.DB.prepare("INSERT INTO instructors (email, name, password_hash) VALUES (?, 'Legacy', ?)").bind(email, legacyHash).run();
    expect((await loginCall(email, GOOD_PASSWORD)).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM instructors WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect((await verifyPassword(GOOD_PASSWORD, row!.password_hash, env.PASSWORD_PEPPER)).ok).toBe(true);
    expect((await loginCall(email, GOOD_PASSWORD)).status).toBe(200);
  });
});

/** A genuine pbkdf2-sha256 hash at 1000 iterations, as an older scheme would have stored. */
async function legacy(password: string, saltB64: string): Promise<string> {
  const enc = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey("raw", enc.encode(env.PASSWORD_PEPPER), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, enc.encode(password));
  const key = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const salt = Uint8Array.from(atob(saltB64.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (saltB64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256));
  const b64 = btoa(String.fromCharCode(...bits))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `pbkdf2-sha256$1000$${saltB64}$${b64}`;
}

describe("password hashing", () => {
  it("pins PBKDF2 at exactly 100,000 iterations (production Workers refuse more)", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const hash = await hashPassword("some long passphrase", "pepper-0123456789abcdef0123456789abcdef");
    expect(hash.split("$")[1]).toBe("100000");
  });

  it("depends on the pepper and the salt", async () => {
    const pepper = env.PASSWORD_PEPPER;
    const a = await hashPassword(GOOD_PASSWORD, pepper);
    const b = await hashPassword(GOOD_PASSWORD, pepper);
    expect(a).not.toBe(b);
    expect((await verifyPassword(GOOD_PASSWORD, a, pepper)).ok).toBe(true);
    expect((await verifyPassword(GOOD_PASSWORD, a, `${pepper}x`)).ok).toBe(false);
    expect((await verifyPassword(`${GOOD_PASSWORD}x`, a, pepper)).ok).toBe(false);
    expect((await verifyPassword(GOOD_PASSWORD, "garbage", pepper)).ok).toBe(false);
    expect((await verifyPassword(GOOD_PASSWORD, a.replace("$100000$", "$999999$"), pepper)).ok).toBe(false);
  });

  it("the common-password check catches stretched common words and lets passphrases through", () => {
    expect(isCommonPassword("monkey123456")).toBe(true);
    expect(isCommonPassword("abcabcabcabc")).toBe(true);
    expect(isCommonPassword("1q2w3e4r5t6y")).toBe(true);
    expect(isCommonPassword("zyxwvutsrqpo")).toBe(true);
    expect(isCommonPassword("correct horse battery staple")).toBe(true);
    expect(isCommonPassword("dana.smith2024", { email: "dana.smith@example.com" })).toBe(true);
    expect(isCommonPassword(GOOD_PASSWORD)).toBe(false);
    expect(isCommonPassword("purple rain over harlem")).toBe(false);
    expect(isCommonPassword("mauve-otter7")).toBe(false);
  });
});

describe("me and profile", () => {
  it("me is 401 without a session", async () => {
    await expectError(await call("/api/instructor/me"), 401, "Please log in to continue.");
  });

  it("updates the own profile and the public list reflects it", async () => {
    const who = await signUp("Before Name");
    const res = await call(`/api/instructor/profile/${who.id}`, {
      method: "PUT",
      headers: { cookie: who.cookie },
      json: { name: "  After Name ", offerings: "Watercolour prompts", websiteUrl: "https://example.com/me" },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).instructor).toEqual({
      id: who.id,
      name: "After Name",
      email: who.email,
      photoUrl: null,
      offerings: "Watercolour prompts",
      websiteUrl: "https://example.com/me",
    });
    const list = (await (await call("/api/instructors")).json()) as Json[];
    expect(list.find((i) => i.id === who.id)).toEqual({
      id: who.id,
      name: "After Name",
      photoUrl: null,
      offerings: "Watercolour prompts",
      websiteUrl: "https://example.com/me",
    });
  });

  it("400s for bad profile fields, javascript: URLs included", async () => {
    const who = await signUp("Validator");
    const put = (json: Json) => call(`/api/instructor/profile/${who.id}`, { method: "PUT", headers: { cookie: who.cookie }, json });
    const base = { name: "Ok", photoUrl: null, offerings: null, websiteUrl: null };
    const cases: Array<[Json, string]> = [
      [{ ...base, name: "" }, "name"],
      [{ ...base, name: "n".repeat(81) }, "name"],
      [{ ...base, photoUrl: "javascript:alert(1)" }, "photoUrl"],
      [{ ...base, websiteUrl: "ftp://example.com" }, "websiteUrl"],
      [{ ...base, websiteUrl: "example.com" }, "websiteUrl"],
      [{ ...base, websiteUrl: `https://example.com/${"a".repeat(2040)}` }, "websiteUrl"],
      [{ ...base, offerings: "o".repeat(1001) }, "offerings"],
      [{ ...base, photoUrl: "https://example.com/me.jpg" }, "photoUrl"],
      [{ name: "Ok" }, "offerings"],
    ];
    for (const [json, path] of cases) {
      const body = await expectError(await put(json), 400);
      expect(body.issues.map((i: Json) => i.path)).toContain(path);
    }
    expect((await put({ ...base, offerings: "o".repeat(1000), websiteUrl: "http://example.com" })).status).toBe(200);
  });

  it("403s for someone else's profile and 401s without a session", async () => {
    const a = await signUp("Owner A");
    const b = await insertInstructor("Other B");
    const json = { name: "Hijacked", photoUrl: null, offerings: null, websiteUrl: null };
    await expectError(
      await call(`/api/instructor/profile/${a.id}`, { method: "PUT", headers: { cookie: b.cookie }, json }),
      403,
      "You can only edit your own profile.",
    );
    await expectError(await call(`/api/instructor/profile/${a.id}`, { method: "PUT", json }), 401);
    await expectError(await call(`/api/instructor/profile/abc`, { method: "PUT", headers: { cookie: a.cookie }, json }), 400);
    const row = await env.DB.prepare("SELECT name FROM instructors WHERE id = ?").bind(a.id).first<{ name: string }>();
    expect(row!.name).toBe("Owner A");
  });
});

describe("instructors list", () => {
  it("never contains an email, a hash or a session version", async () => {
    const who = await signUp("Listed Person", uniqueEmail("listed"));
    const res = await call("/api/instructors");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(who.email);
    expect(text).not.toContain("@");
    expect(text).not.toMatch(/pbkdf2|password|session|email/i);
    const list = JSON.parse(text) as Json[];
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(["id", "name", "offerings", "photoUrl", "websiteUrl"]);
  });
});

describe("logout", () => {
  it("ends every session of that instructor, including copies of the token", async () => {
    const who = await signUp("Two Devices");
    const laptop = sessionCookie(await loginCall(who.email, who.password));
    const phone = sessionCookie(await loginCall(who.email, who.password));
    expect((await call("/api/instructor/me", { headers: { cookie: phone } })).status).toBe(200);
    expect((await call("/api/instructor/logout", { method: "POST", headers: { cookie: laptop } })).status).toBe(204);
    for (const cookie of [laptop, phone, who.cookie]) {
      expect((await call("/api/instructor/me", { headers: { cookie } })).status).toBe(401);
    }
    // A new login works again.
    const again = sessionCookie(await loginCall(who.email, who.password));
    expect((await call("/api/instructor/me", { headers: { cookie: again } })).status).toBe(200);
  });

  it("is 204 without a session and clears the cookie", async () => {
    const res = await call("/api/instructor/logout", { method: "POST" });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;/);
  });
});
