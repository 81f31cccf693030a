// The owner console's guards and writes: who may call it, the fresh check, the audit log and the
// cache generation, against the real Worker, D1, KV and R2.
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, storedCacheGeneration } from "./helpers";
import { awayFromWindowEdge, freeDay, insertInstructor, insertSlot, type TestInstructor } from "./calendar-helpers";
import { freshToken, ownerCall, post, setUpOwner, SoftAuthenticator, type Owner } from "./owner-helpers";
import { OWNER_COOKIE } from "../owner/session";
import { ownerRoutes } from "../routes/owner";
import { SESSION_COOKIE } from "../lib/auth";

type Json = Record<string, unknown>;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const auditCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM owner_audit").first<{ n: number }>())!.n;
const lastAudit = async () => env.DB.prepare("SELECT * FROM owner_audit ORDER BY id DESC LIMIT 1").first<Json>();

let owner: Owner;
let instructor: TestInstructor;

beforeAll(async () => {
  owner = await setUpOwner("First");
  instructor = await insertInstructor("Console Casey");
}, 60_000);

/** Every route behind the owner's session: method, path, body. */
const consoleRoutes = (): Array<[string, string, unknown?]> => [
  ["POST", "/fresh/options", { action: "interest.export" }],
  ["POST", "/fresh/verify", { action: "interest.export", response: {} }],
  ["GET", "/passkeys"],
  ["POST", "/passkeys/options", {}],
  ["POST", "/passkeys", { response: {} }],
  ["DELETE", "/passkeys/abc"],
  ["GET", "/sessions"],
  ["DELETE", `/sessions/${"a".repeat(32)}`],
  ["GET", "/invites"],
  ["POST", "/invites", { count: 1 }],
  ["DELETE", "/invites/1"],
  ["GET", "/calendar?year=2030&month=1"],
  ["POST", "/blocked-days", { day: "2030-01-02" }],
  ["DELETE", "/blocked-days/2030-01-02"],
  ["GET", "/instructors"],
  ["POST", `/instructors/${instructor.id}/reset-code`, {}],
  ["GET", `/instructors/${instructor.id}/removal`],
  ["POST", `/instructors/${instructor.id}/remove`, { email: instructor.email }],
  ["GET", "/interest?q=a"],
  ["POST", "/interest/remove", { email: "a@example.com" }],
  ["POST", "/interest/export", {}],
  ["GET", "/posts"],
  ["POST", "/posts/preview", { markdown: "x" }],
  ["POST", "/posts", { category: "c", title: "t", date: "2030-01-01", markdown: "x" }],
  ["DELETE", "/posts/1"],
  ["GET", "/health"],
  ["GET", "/audit"],
];

/** The routes that need no session: signing in, and the status the first screen reads. */
const PUBLIC = new Set([
  "GET /status",
  "POST /setup/options",
  "POST /setup/verify",
  "POST /login/options",
  "POST /login/verify",
  "POST /logout",
]);

describe("the owner's session is not an instructor's", () => {
  it("the list below covers every owner route the app has", () => {
    const declared = new Set(ownerRoutes.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
    const pattern = (path: string) =>
      path
        .split("?")[0]
        .replace(/^\/instructors\/\d+/, "/instructors/:id")
        .replace(/^\/(invites|posts)\/\d+$/, "/$1/:id")
        .replace(/^\/passkeys\/(?!options$)[\w-]+$/, "/passkeys/:id")
        .replace(/^\/sessions\/[\w-]+$/, "/sessions/:id")
        .replace(/^\/blocked-days\/[\d-]+$/, "/blocked-days/:day");
    const listed = new Set(consoleRoutes().map(([method, path]) => `${method} ${pattern(path)}`));
    expect([...declared].filter((r) => !PUBLIC.has(r) && !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !declared.has(r))).toEqual([]);
  });

  it("an instructor's cookie gets 401 on every owner route, as either cookie", async () => {
    const token = instructor.cookie.slice(SESSION_COOKIE.length + 1);
    const before = await auditCount();
    for (const cookie of [instructor.cookie, `${OWNER_COOKIE}=${token}`, null]) {
      for (const [method, path, json] of consoleRoutes()) {
        const res = await call(`/api/owner${path}`, { method, json, headers: cookie ? { cookie } : {} });
        expect(res.status, `${method} ${path} with ${cookie?.split("=")[0] ?? "no cookie"}`).toBe(401);
        expect(await message(res)).toBe("Please sign in to the owner console with your passkey.");
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it("an owner's cookie is refused by every instructor route, as either cookie", async () => {
    const token = owner.cookie.slice(OWNER_COOKIE.length + 1);
    const routes: Array<[string, string, RequestInit & { json?: unknown }]> = [
      ["GET", "/api/instructor/me", {}],
      [
        "PUT",
        `/api/instructor/profile/${instructor.id}`,
        { json: { name: "Owner Was Here", photoUrl: null, offerings: null, websiteUrl: null } },
      ],
      ["PUT", "/api/instructor/photo", { headers: { "content-type": "image/webp" }, body: new Uint8Array([1, 2, 3]) }],
      ["DELETE", "/api/instructor/photo", {}],
      [
        "POST",
        "/api/calendar/slots",
        {
          json: {
            instructorId: instructor.id,
            slotDate: `${freeDay()}T00:00:00.000Z`,
            courseTitle: "x",
            courseDescription: "",
            timeSlot: "10:00am - 11:00am EST",
          },
        },
      ],
      ["PUT", "/api/calendar/slots/1", { json: { courseTitle: "x", courseDescription: "", timeSlot: "10:00am - 11:00am EST" } }],
      ["DELETE", "/api/calendar/slots/1", {}],
    ];
    for (const cookie of [owner.cookie, `${SESSION_COOKIE}=${token}`]) {
      for (const [method, path, init] of routes) {
        const headers = new Headers(init.headers);
        headers.set("cookie", cookie);
        const res = await call(path, { ...init, method, headers });
        expect(res.status, `${method} ${path} with ${cookie.split("=")[0]}`).toBe(401);
      }
    }
  });

  it("every owner answer is no-store", async () => {
    for (const path of ["/status", "/passkeys", "/audit", "/health"]) {
      expect((await ownerCall(owner, "GET", path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("a session idle for more than 30 minutes, or older than 8 hours, no longer passes", async () => {
    const other = await setUpOwner("Idle");
    expect((await ownerCall(other, "GET", "/passkeys")).status).toBe(200);
    await env.DB.prepare(
      "UPDATE owner_sessions SET last_seen_at = ? WHERE passkey_id = (SELECT id FROM owner_passkeys WHERE label = 'Idle')",
    )
      .bind(Date.now() - 31 * 60 * 1000)
      .run();
    expect((await ownerCall(other, "GET", "/passkeys")).status).toBe(401);
    const third = await setUpOwner("Old");
    await env.DB.prepare("UPDATE owner_sessions SET expires_at = ? WHERE passkey_id = (SELECT id FROM owner_passkeys WHERE label = 'Old')")
      .bind(Date.now() - 1)
      .run();
    expect((await ownerCall(third, "GET", "/passkeys")).status).toBe(401);
  });
});

describe("a fresh passkey check before what cannot be undone", () => {
  it("each such write gets 403 without one, and with one made for another action", async () => {
    const claimed = freeDay();
    await insertSlot(instructor.id, claimed);
    await env.DB.prepare("INSERT OR IGNORE INTO interest_emails (email) VALUES ('fresh@example.com')").run();
    const session = (await (await ownerCall(owner, "GET", "/sessions")).json()) as { sessions: Array<{ id: string }> };
    const writes: Array<[string, string, string, unknown?]> = [
      ["instructors.remove", "POST", `/instructors/${instructor.id}/remove`, { email: instructor.email }],
      ["calendar.block-claimed", "POST", "/blocked-days", { day: claimed, replaceClaim: true }],
      ["interest.remove", "POST", "/interest/remove", { email: "fresh@example.com" }],
      ["interest.export", "POST", "/interest/export", {}],
      ["passkeys.add", "POST", "/passkeys", { response: await (await SoftAuthenticator.create()).register({ challenge: "x" }) }],
      ["sessions.end", "DELETE", `/sessions/${session.sessions[0].id}`],
    ];
    const before = await auditCount();
    const wrongAction = await freshToken(owner, "passkeys.remove");
    for (const [action, method, path, json] of writes) {
      for (const fresh of [undefined, "not-a-token-at-all", wrongAction]) {
        const res = await ownerCall(owner, method, path, json, fresh);
        expect(res.status, `${action} with ${fresh ?? "no check"}`).toBe(403);
        expect(await message(res)).toBe(
          "This step cannot be undone, so it needs a fresh passkey check: confirm with your passkey and try again.",
        );
      }
    }
    expect(await auditCount()).toBe(before);
    // Nothing changed: the claim, the address and the instructor are all still there.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM calendar_slots WHERE slot_date = ? AND instructor_id = ?")
        .bind(claimed, instructor.id)
        .first("n"),
    ).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM interest_emails WHERE email = 'fresh@example.com'").first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM instructors WHERE id = ?").bind(instructor.id).first("n")).toBe(1);
  });

  it("blocking a claimed day without confirming names its holder (409)", async () => {
    const day = freeDay();
    await insertSlot(instructor.id, day);
    const res = await ownerCall(owner, "POST", "/blocked-days", { day });
    expect(res.status).toBe(409);
    expect(await message(res)).toContain(`${day} is claimed by Console Casey`);
  });

  it("a fresh check works once, for its own session only", async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO interest_emails (email) VALUES ('once@example.com'), ('twice@example.com')").run();
    const token = await freshToken(owner, "interest.remove");
    const other = await setUpOwner("Other session");
    expect((await ownerCall(other, "POST", "/interest/remove", { email: "once@example.com" }, token)).status).toBe(403);
    expect((await ownerCall(owner, "POST", "/interest/remove", { email: "once@example.com" }, token)).status).toBe(204);
    expect((await ownerCall(owner, "POST", "/interest/remove", { email: "twice@example.com" }, token)).status).toBe(403);
  });
});

describe("every owner write leaves one audit row and a new cache generation", () => {
  it("invites, calendar, instructors, interest list, blog, passkeys and sessions", async () => {
    const leaving = await insertInstructor("Leaving Lou");
    const claimedDay = freeDay();
    await insertSlot(leaving.id, claimedDay);
    const freeToBlock = freeDay();
    await env.DB.prepare("INSERT OR IGNORE INTO interest_emails (email) VALUES ('gone@example.com')").run();
    const second = await SoftAuthenticator.create();
    let inviteId = 0;
    let postId = 0;
    let secondPasskey = "";
    let otherSession = "";

    // Each write: what it needs first (a fresh check, another session...), then the write itself.
    type Write = {
      action: string;
      prepare?: () => Promise<string | undefined>;
      send: (fresh?: string) => Promise<Response>;
      status: number;
      target?: string | RegExp;
      bumps?: boolean;
    };
    const fresh = (action: string) => () => freshToken(owner, action);
    let addOptions: { challenge: string } = { challenge: "" };
    const writes: Write[] = [
      { action: "invites.create", send: () => ownerCall(owner, "POST", "/invites", { count: 2 }), status: 201 },
      {
        action: "invites.revoke",
        prepare: async () => {
          inviteId = ((await (await ownerCall(owner, "GET", "/invites")).json()) as { invites: Array<{ id: number }> }).invites[0].id;
          return undefined;
        },
        send: () => ownerCall(owner, "DELETE", `/invites/${inviteId}`),
        status: 204,
      },
      {
        action: "calendar.block",
        send: () => ownerCall(owner, "POST", "/blocked-days", { day: freeToBlock }),
        status: 201,
        target: freeToBlock,
      },
      {
        action: "calendar.unblock",
        send: () => ownerCall(owner, "DELETE", `/blocked-days/${freeToBlock}`),
        status: 204,
        target: freeToBlock,
      },
      {
        action: "calendar.block-claimed",
        prepare: fresh("calendar.block-claimed"),
        send: (t) => ownerCall(owner, "POST", "/blocked-days", { day: claimedDay, replaceClaim: true }, t),
        status: 201,
      },
      {
        action: "instructors.reset-code",
        send: () => ownerCall(owner, "POST", `/instructors/${leaving.id}/reset-code`, {}),
        status: 201,
        target: leaving.email,
      },
      {
        action: "instructors.remove",
        prepare: fresh("instructors.remove"),
        send: (t) => ownerCall(owner, "POST", `/instructors/${leaving.id}/remove`, { email: leaving.email.toUpperCase() }, t),
        status: 200,
        target: leaving.email,
      },
      // Only the address's hash is logged.
      {
        action: "interest.remove",
        prepare: fresh("interest.remove"),
        send: (t) => ownerCall(owner, "POST", "/interest/remove", { email: "gone@example.com" }, t),
        status: 204,
        target: /^sha256:[0-9a-f]{64}$/,
      },
      {
        action: "blog.publish",
        send: async () => {
          const res = await ownerCall(owner, "POST", "/posts", {
            category: "Notes",
            title: "From the console",
            date: "2030-05-01",
            markdown: "Hello **there** <script>alert(1)</script>",
          });
          postId = ((await res.clone().json()) as { id: number }).id;
          return res;
        },
        status: 201,
      },
      { action: "blog.unpublish", send: () => ownerCall(owner, "DELETE", `/posts/${postId}`), status: 204 },
      {
        action: "passkeys.add",
        prepare: async () => {
          const token = await freshToken(owner, "passkeys.add");
          addOptions = (await (await post("/passkeys/options", {}, { cookie: owner.cookie })).json()) as { challenge: string };
          return token;
        },
        send: async (t) => {
          secondPasskey = second.id;
          return ownerCall(owner, "POST", "/passkeys", { label: "Second", response: await second.register(addOptions) }, t);
        },
        status: 201,
      },
      {
        action: "passkeys.remove",
        prepare: fresh("passkeys.remove"),
        send: (t) => ownerCall(owner, "DELETE", `/passkeys/${secondPasskey}`, undefined, t),
        status: 204,
      },
      {
        action: "sessions.end",
        prepare: async () => {
          await setUpOwner("To be ended");
          const { sessions } = (await (await ownerCall(owner, "GET", "/sessions")).json()) as {
            sessions: Array<{ id: string; current: boolean }>;
          };
          otherSession = sessions.find((s) => !s.current)!.id;
          return freshToken(owner, "sessions.end");
        },
        send: (t) => ownerCall(owner, "DELETE", `/sessions/${otherSession}`, undefined, t),
        status: 204,
      },
      // An export changes nothing a visitor reads: it is logged, and the generation stays.
      {
        action: "interest.export",
        prepare: fresh("interest.export"),
        send: (t) => ownerCall(owner, "POST", "/interest/export", {}, t),
        status: 200,
        bumps: false,
      },
    ];

    for (const write of writes) {
      const token = await write.prepare?.();
      const audits = await auditCount();
      const generation = await storedCacheGeneration();
      const res = await write.send(token);
      expect(res.status, `${write.action}: ${await res.clone().text()}`).toBe(write.status);
      expect(await auditCount(), write.action).toBe(audits + 1);
      if (write.bumps === false) expect(await storedCacheGeneration(), write.action).toBe(generation);
      else expect(await storedCacheGeneration(), write.action).not.toBe(generation);
      const row = await lastAudit();
      expect(row, write.action).toMatchObject({ action: write.action, via: "console" });
      expect(typeof row!.passkey_id).toBe("string");
      if (write.target instanceof RegExp) expect(row!.target).toMatch(write.target);
      else if (write.target) expect(row!.target).toBe(write.target);
    }
    // The Worker stored its own sanitised HTML, whatever the request held.
    const stored = await env.DB.prepare("SELECT content_html FROM blog_posts WHERE title = 'From the console'").first<{
      content_html: string;
    }>();
    expect(stored).toBeNull(); // unpublished above
  });

  it("each write, one at a time: exactly one audit row and a generation change", async () => {
    const day = freeDay();
    const steps: Array<() => Promise<Response>> = [
      () => ownerCall(owner, "POST", "/invites", { count: 1 }),
      () => ownerCall(owner, "POST", "/blocked-days", { day }),
      () => ownerCall(owner, "DELETE", `/blocked-days/${day}`),
      () => ownerCall(owner, "POST", "/posts", { category: "Notes", title: "Counted", date: "2030-06-01", markdown: "One." }),
    ];
    for (const step of steps) {
      const audits = await auditCount();
      const generation = await storedCacheGeneration();
      const res = await step();
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      expect(await auditCount()).toBe(audits + 1);
      expect(await storedCacheGeneration()).not.toBe(generation);
    }
  });

  it("the audit log is append-only", async () => {
    await expect(env.DB.prepare("DELETE FROM owner_audit").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE owner_audit SET action = 'x'").run()).rejects.toThrow(/append-only/);
    const { entries } = (await (await ownerCall(owner, "GET", "/audit")).json()) as { entries: Array<{ id: number }> };
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0].id).toBeGreaterThan(entries.at(-1)!.id);
  });
});

describe("guards", () => {
  it("an owner write from another website is refused, even with the owner's cookie", async () => {
    const before = await auditCount();
    for (const origin of ["https://evil.example", null]) {
      const res = await call("/api/owner/invites", { method: "POST", json: { count: 1 }, headers: { cookie: owner.cookie }, origin });
      expect(res.status, String(origin)).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });

  it("the passkey endpoints are rate-limited per network", async () => {
    await awayFromWindowEdge();
    const ip = `10.199.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call("/api/owner/login/options", { method: "POST", json: {}, ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("passkeys and sessions", () => {
  it("the last passkey is never removed", async () => {
    await env.DB.prepare(
      "DELETE FROM owner_passkeys WHERE id != (SELECT passkey_id FROM owner_sessions WHERE ended_at IS NULL ORDER BY created_at LIMIT 1)",
    ).run();
    const { passkeys } = (await (await ownerCall(owner, "GET", "/passkeys")).json()) as {
      passkeys: Array<{ id: string }>;
      addSecond: boolean;
    };
    expect(passkeys).toHaveLength(1);
    const res = await ownerCall(owner, "DELETE", `/passkeys/${passkeys[0].id}`, undefined, await freshToken(owner, "passkeys.remove"));
    expect(res.status).toBe(409);
    expect(await message(res)).toContain("This is your only passkey");
  });
});
