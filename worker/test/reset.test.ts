// Account recovery: POST /api/instructor/reset with an owner-issued code.
import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { awayFromWindowEdge, freshIp, GOOD_PASSWORD, insertInstructor, sessionCookie, signUp, uniqueEmail } from "./calendar-helpers";
import { generateResetCode, hashResetCode, RESET_TTL_MS } from "#shared/password";
import { INVALID_RESET_MESSAGE } from "../routes/instructor";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const NEW_PASSWORD = "harbor-quilt-saffron-91";

/** What `npm run reset-password` stores: the code's hash and an expiry (default one hour on). */
async function issueCode(email: string, expiresAt = Date.now() + RESET_TTL_MS): Promise<string> {
  const code = generateResetCode();
  await env.DB.prepare("UPDATE instructors SET reset_code_hash = ?, reset_expires_at = ? WHERE email = ?")
    .bind(await hashResetCode(code), expiresAt, email)
    .run();
  return code;
}

const reset = (body: Json, ip = freshIp()) => call("/api/instructor/reset", { method: "POST", ip, json: body });
const login = (email: string, password: string) =>
  call("/api/instructor/login", { method: "POST", ip: freshIp(), json: { email, password } });
const me = (cookie: string) => call("/api/instructor/me", { headers: { cookie } });

describe("POST /api/instructor/reset", () => {
  it("sets the new password, ends every old session and logs in with a new one", async () => {
    const ada = await signUp("Reset Ada");
    const second = sessionCookie(await login(ada.email, GOOD_PASSWORD));
    expect((await me(ada.cookie)).status).toBe(200);

    const code = await issueCode(ada.email);
    // Typed loosely: another case and spaces around the email, dashes dropped from the code.
    const res = await reset({ email: `  ${ada.email.toUpperCase()} `, code: code.replace(/-/g, "").toLowerCase(), password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.instructor).toMatchObject({ id: ada.id, email: ada.email, name: "Reset Ada" });
    expect(Object.keys(body.instructor).sort()).toEqual(["email", "id", "name", "offerings", "photoUrl", "websiteUrl"]);

    expect((await me(ada.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await me(sessionCookie(res))).status).toBe(200);
    expect((await login(ada.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(ada.email, NEW_PASSWORD)).status).toBe(200);

    const row = await env.DB.prepare("SELECT reset_code_hash, reset_expires_at FROM instructors WHERE id = ?").bind(ada.id).first();
    expect(row).toEqual({ reset_code_hash: null, reset_expires_at: null });
  });

  it("stores only a hash of the code, which carries at least 128 random bits", async () => {
    const { email } = await insertInstructor("Hash Holder");
    const code = await issueCode(email);
    expect(code.replace(/-/g, "")).toMatch(/^[0-9A-Z]{26}$/); // 26 base32 characters = 130 bits
    const row = await env.DB.prepare("SELECT reset_code_hash FROM instructors WHERE email = ?")
      .bind(email)
      .first<{ reset_code_hash: string }>();
    expect(row?.reset_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.reset_code_hash).not.toContain(code.replace(/-/g, ""));
  });

  it("answers an unknown email exactly as a wrong code: same status, same sentence", async () => {
    const { email } = await insertInstructor("Enumeration Target");
    await issueCode(email);
    const wrongCode = await reset({ email, code: generateResetCode(), password: NEW_PASSWORD });
    const unknownEmail = await reset({ email: uniqueEmail("nobody"), code: generateResetCode(), password: NEW_PASSWORD });
    const noCodeIssued = await reset({
      email: (await insertInstructor("Never Reset")).email,
      code: generateResetCode(),
      password: NEW_PASSWORD,
    });
    for (const res of [wrongCode, unknownEmail, noCodeIssued]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: INVALID_RESET_MESSAGE, code: "invalid_reset" });
      // No session; only the D1 bookmark every write attempt gets, the same for all three.
      expect(res.headers.get("set-cookie") ?? "").not.toContain("__Host-session=");
    }
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired code with the same answer", async () => {
    const { email } = await insertInstructor("Late Larry");
    const code = await issueCode(email, Date.now() - 1000);
    const res = await reset({ email, code, password: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).message).toBe(INVALID_RESET_MESSAGE);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("works once: a second use fails, and of racing uses exactly one wins", async () => {
    const { email } = await insertInstructor("Once Only");
    const code = await issueCode(email);
    expect((await reset({ email, code, password: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ email, code, password: "another-fresh-password-77" });
    expect(again.status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const racer = await insertInstructor("Racing Rita");
    const raceCode = await issueCode(racer.email);
    const passwords = Array.from({ length: 8 }, (_, i) => `racing-password-number-${i}x`);
    const results = await Promise.all(passwords.map((password) => reset({ email: racer.email, code: raceCode, password })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(7);
    const winner = passwords[statuses.indexOf(200)];
    expect((await login(racer.email, winner)).status).toBe(200);
  });

  it("applies the signup password rules, and a refused password leaves the code usable", async () => {
    const { email } = await insertInstructor("Rule Follower");
    const code = await issueCode(email);
    const short = await reset({ email, code, password: "short" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Json).issues).toEqual([
      { path: "password", message: "Passwords must be at least 12 characters long." },
    ]);
    const common = await reset({ email, code, password: "password1234" });
    expect(common.status).toBe(400);
    expect(((await common.json()) as Json).message).toMatch(/too common/);
    const missing = await reset({ email, password: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).message).toMatch(/reset code/);
    expect((await reset({ email, code, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("rate-limits to 5 a minute per IP with 429 and Retry-After", async () => {
    await awayFromWindowEdge();
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await reset({ email: uniqueEmail("limit"), code: generateResetCode(), password: NEW_PASSWORD }, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last!.headers.get("retry-after")).toBe("60");
    expect(((await last!.json()) as Json).message).toMatch(/Too many attempts/);
    // Another network is not affected.
    expect((await reset({ email: uniqueEmail("limit"), code: generateResetCode(), password: NEW_PASSWORD })).status).toBe(401);
  });

  it("refuses a request from another website", async () => {
    const res = await call("/api/instructor/reset", {
      method: "POST",
      ip: freshIp(),
      origin: "https://evil.example",
      json: { email: "a@b.co", code: "x", password: NEW_PASSWORD },
    });
    expect(res.status).toBe(403);
  });
});
