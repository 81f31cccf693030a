/**
 * Helpers for the instructor and calendar tests: invite codes, accounts and session cookies,
 * and days relative to today in New York.
 */
import { call, env } from "./helpers";
import { issueSessionToken, SESSION_COOKIE } from "../lib/auth";
import { generateInviteCode, hashInviteCode, hashPassword, INVITE_TTL_MS } from "#shared/password";
import { todayInNewYork } from "#shared/calendar-rules";

/** A fresh random IP per call, so no test trips another test's rate limit. */
export function freshIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export async function createInvite(options: { expiresAt?: number } = {}): Promise<string> {
  const code = generateInviteCode();
  await env.DB.prepare("INSERT INTO invite_codes (code_hash, expires_at) VALUES (?, ?)")
    .bind(await hashInviteCode(code), options.expiresAt ?? Date.now() + INVITE_TTL_MS)
    .run();
  return code;
}

export const GOOD_PASSWORD = "violet-lantern-orchard-42";

let counter = 0;
export function uniqueEmail(prefix = "instructor"): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** `__Host-session=<token>` from a response's Set-Cookie, for the Cookie header of later calls. */
export function sessionCookie(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match || !match[1]) throw new Error(`No session cookie in: ${header}`);
  return `${SESSION_COOKIE}=${match[1]}`;
}

export const cookieFor = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
export const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

export type TestInstructor = { id: number; name: string; email: string; password: string; cookie: string };

/** Signs up through the API (real invite code, real hashing) and returns the session cookie. */
export async function signUp(name = "Ada Teacher", email = uniqueEmail(), password = GOOD_PASSWORD): Promise<TestInstructor> {
  const inviteCode = await createInvite();
  const res = await call("/api/instructor/signup", { method: "POST", ip: freshIp(), json: { email, password, name, inviteCode } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { instructor } = (await res.json()) as { instructor: { id: number } };
  return { id: instructor.id, name, email, password, cookie: sessionCookie(res) };
}

/**
 * Inserts an instructor row directly and mints a session token: fast enough to make dozens
 * (the race test), while the token still goes through the Worker's real verification.
 */
export async function insertInstructor(name: string, email = uniqueEmail()): Promise<TestInstructor> {
  const hash = await hashPassword(GOOD_PASSWORD, env.PASSWORD_PEPPER, new Uint8Array(16));
  const row = await env.DB.prepare("INSERT INTO instructors (email, name, password_hash) VALUES (?, ?, ?) RETURNING id, session_version")
    .bind(email, name, hash)
    .first<{ id: number; session_version: number }>();
  if (!row) throw new Error("insert failed");
  const token = await issueSessionToken(env, row.id, row.session_version);
  return { id: row.id, name, email, password: GOOD_PASSWORD, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The day `offset` days after today in New York, `YYYY-MM-DD`. */
export function dayFromToday(offset: number): string {
  const d = new Date(`${todayInNewYork()}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The first day at least `minOffset` days from today that falls on `weekday` (0 = Sunday). */
export function nextWeekday(weekday: number, minOffset = 1): string {
  for (let offset = minOffset; ; offset++) {
    const day = dayFromToday(offset);
    if (new Date(`${day}T00:00:00.000Z`).getUTCDay() === weekday) return day;
  }
}

export const wire = (day: string) => `${day}T00:00:00.000Z`;

let dayCursor = 30;
/**
 * Back to the first free day: each test file starts here (apply-migrations.ts), as its database
 * does. The files of a vitest worker share this module, and a cursor carried over from an earlier
 * file could reach the fixed days a later file picks (nextWeekday(6, 70)).
 */
export function resetFreeDays() {
  dayCursor = 30;
}

/** A distinct future day that is neither Tuesday nor Thursday, so any time slot is allowed. */
export function freeDay(): string {
  for (;;) {
    dayCursor += 1;
    const day = dayFromToday(dayCursor);
    const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
    if (weekday !== 2 && weekday !== 4) return day;
  }
}

export function claimBody(instructorId: number, day: string, overrides: Record<string, unknown> = {}) {
  return {
    slotDate: wire(day),
    instructorId,
    courseTitle: "Prompting for Painters",
    courseDescription: "Hands-on session.",
    timeSlot: "7:00pm - 8:00pm EST",
    ...overrides,
  };
}

export async function claim(who: TestInstructor, day: string, overrides: Record<string, unknown> = {}) {
  return call("/api/calendar/slots", {
    method: "POST",
    ip: freshIp(),
    headers: { cookie: who.cookie },
    json: claimBody(who.id, day, overrides),
  });
}

export async function insertBlockedDay(day: string): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO calendar_slots (slot_date, is_blocked) VALUES (?, 1) RETURNING id")
    .bind(day)
    .first<{ id: number }>();
  return row!.id;
}

/** A slot written straight to D1 (e.g. on a past day, which the API would refuse to create). */
export async function insertSlot(instructorId: number, day: string, timeSlot = "10:00am - 11:00am EST"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, 'Old class', '', ?) RETURNING id",
  )
    .bind(day, instructorId, timeSlot)
    .first<{ id: number }>();
  return row!.id;
}

export async function slotRows(): Promise<Array<Record<string, unknown>>> {
  return (await env.DB.prepare("SELECT * FROM calendar_slots ORDER BY id").all()).results;
}

export async function slotRowsOf(instructorId: number): Promise<Array<Record<string, unknown>>> {
  return (await env.DB.prepare("SELECT * FROM calendar_slots WHERE instructor_id = ? ORDER BY id").bind(instructorId).all()).results;
}

/**
 * The limiters count in fixed 60-second windows aligned to the wall clock (Workers Rate Limiting,
 * emulated by miniflare). A test that counts to a limit first waits out the last seconds of a
 * window, so a new window starting halfway through cannot reset its count.
 */
export async function awayFromWindowEdge(secondsNeeded = 10): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < secondsNeeded * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

/** Up to 10 s of waiting for the window, then the requests: more than the default 5 s. */
export const WINDOW_TESTS = { timeout: 30_000 };
