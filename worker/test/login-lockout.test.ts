/**
 * Rate-limit keys and the login lockout (decision 0011): IPv6 clients are counted by their /64,
 * the per-IP limit stays, and the per-email limit applies only to networks without a past
 * successful login for that account, so a distributed attack cannot lock the owner out.
 */
import { describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { awayFromWindowEdge, createInvite, freshIp, GOOD_PASSWORD, insertInstructor, uniqueEmail, WINDOW_TESTS } from "./calendar-helpers";
import { networkKey } from "../lib/rate-limit";
import { KNOWN_NETWORK_TTL_MS, MAX_KNOWN_NETWORKS } from "../accounts/known-networks";

const login = (email: string, password: string, ip: string) =>
  call("/api/instructor/login", { method: "POST", ip, json: { email, password } });

let v6Counter = 0;
/** A fresh /64 per call: 2001:db8:<n>:<n>::/64. */
function freshV6Net(): string {
  v6Counter += 1;
  const b = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${b[0].toString(16)}:${(b[1] ^ v6Counter).toString(16)}`;
}

async function knownRows(instructorId: number) {
  return (await env.DB.prepare("SELECT * FROM login_known_networks WHERE instructor_id = ? ORDER BY id").bind(instructorId).all())
    .results as Array<Record<string, unknown>>;
}

describe("networkKey", () => {
  it("keeps IPv4, cuts IPv6 to its /64, and reads IPv4-mapped IPv6 as IPv4", () => {
    const cases: Array<[string, string]> = [
      ["203.0.113.7", "203.0.113.7"],
      ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
      ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
      ["2001:db8:1:2::", "2001:db8:1:2::/64"],
      ["2001:db8::1", "2001:db8:0:0::/64"],
      ["2001:db8:0:0:1::1", "2001:db8:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
      ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
      ["::ffff:198.51.100.4", "198.51.100.4"],
      ["::ffff:c633:6404", "198.51.100.4"],
      ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
      ["not an ip", "not an ip"],
      ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
      ["unknown", "unknown"],
    ];
    for (const [ip, key] of cases) expect(networkKey(ip), ip).toBe(key);
  });
});

describe("per-IP limits count an IPv6 /64 as one client", WINDOW_TESTS, () => {
  it("login: eleven attempts from eleven addresses of one /64 are limited like one client", async () => {
    await awayFromWindowEdge();
    const net = freshV6Net();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await login(uniqueEmail("v6"), "wrong-password-123", `${net}:${i}::${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The next /64 has its own budget.
    expect((await login(uniqueEmail("v6"), "wrong-password-123", `${freshV6Net()}::1`)).status).toBe(401);
  });

  it("chat: 21 messages from 21 addresses of one /64 hit the 20-a-minute limit", async () => {
    await awayFromWindowEdge();
    const net = freshV6Net();
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const res = await call("/api/community/chat", {
        method: "POST",
        ip: `${net}:0:0:0:${i.toString(16)}`,
        json: { message: "Hello there" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("the login limit cannot lock the owner out", WINDOW_TESTS, () => {
  it("100 failures from 100 IPs, then the owner's correct login from a known IP succeeds", async () => {
    await awayFromWindowEdge();
    const owner = await insertInstructor("Owner");
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    const rows = await knownRows(owner.id);
    expect(rows).toHaveLength(1);
    // Only a keyed hash is stored: the address appears in no column.
    expect(JSON.stringify(rows)).not.toContain(home);
    expect(Object.keys(rows[0]).sort()).toEqual(["id", "instructor_id", "last_success_at", "network_hash"]);

    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await login(owner.email, `attacker-guess-${i}`, freshIp());
      statuses.push(res.status);
      expect(res.headers.get("set-cookie") ?? "").not.toMatch(/__Host-session=[^;]+\./);
    }
    // The per-email limit still stops guessing from unknown networks after 10 tries a minute
    // (the owner's first login, from a network then unknown, was the first of the 10).
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual(Array(91).fill(429));

    const mine = await login(owner.email, owner.password, home);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("set-cookie")).toMatch(/__Host-session=[^;]+\./);
    // A network with no past success for this account is still refused while the attack lasts.
    const stranger = await login(owner.email, owner.password, freshIp());
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get("retry-after")).toBe("60");
  });

  it("the network an instructor signed up from is known: an attack right after signup does not lock them out", async () => {
    await awayFromWindowEdge();
    const email = uniqueEmail("signup-known");
    const home = freshIp();
    const signup = await call("/api/instructor/signup", {
      method: "POST",
      ip: home,
      json: { email, password: GOOD_PASSWORD, name: "New Owner", inviteCode: await createInvite() },
    });
    expect(signup.status).toBe(201);
    const { instructor } = (await signup.json()) as { instructor: { id: number } };
    expect(await knownRows(instructor.id)).toHaveLength(1);

    for (let i = 0; i < 12; i++) await login(email, `attacker-guess-${i}`, freshIp());
    expect((await login(email, GOOD_PASSWORD, freshIp())).status).toBe(429);
    expect((await login(email, GOOD_PASSWORD, home)).status).toBe(200);
  });

  it("works the same over IPv6: any address of the owner's known /64 gets in during an attack", async () => {
    await awayFromWindowEdge();
    const owner = await insertInstructor("Owner Six");
    const home = freshV6Net();
    expect((await login(owner.email, owner.password, `${home}::10`)).status).toBe(200);
    for (let i = 0; i < 12; i++) await login(owner.email, "attacker-guess", `${freshV6Net()}::1`);
    expect((await login(owner.email, owner.password, `${freshV6Net()}::1`)).status).toBe(429);
    expect((await login(owner.email, owner.password, `${home}:abcd:1234:5678:9abc`)).status).toBe(200);
  });

  it("a known network keeps the per-IP limit", async () => {
    await awayFromWindowEdge();
    const owner = await insertInstructor("Owner Typo");
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(owner.email, "typo-typo-typo", home)).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(429);
  });

  it("a network unused for 90 days is no longer known", async () => {
    await awayFromWindowEdge();
    const owner = await insertInstructor("Owner Away");
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    await env.DB.prepare("UPDATE login_known_networks SET last_success_at = ? WHERE instructor_id = ?")
      .bind(Date.now() - KNOWN_NETWORK_TTL_MS - 1000, owner.id)
      .run();
    for (let i = 0; i < 10; i++) await login(owner.email, "attacker-guess", freshIp());
    expect((await login(owner.email, owner.password, home)).status).toBe(429);
  });

  it("writes only on success, at most once a day per network, and keeps at most 20 networks", async () => {
    const owner = await insertInstructor("Owner Travels");
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    const first = await knownRows(owner.id);
    expect((await login(owner.email, "wrong-password", home)).status).toBe(401);
    expect(await knownRows(owner.id)).toEqual(first); // a failure writes nothing
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    expect(await knownRows(owner.id)).toEqual(first); // confirmed today already: no write

    // One expired network and 25 recent ones; the next success keeps only the 20 newest.
    const insert = env.DB.prepare("INSERT INTO login_known_networks (instructor_id, network_hash, last_success_at) VALUES (?, ?, ?)");
    await env.DB.batch([
      insert.bind(owner.id, "expired", Date.now() - KNOWN_NETWORK_TTL_MS - 1),
      ...Array.from({ length: 25 }, (_, i) => insert.bind(owner.id, `older-${i}`, Date.now() - 60_000 - i * 1000)),
    ]);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
    const rows = await knownRows(owner.id);
    expect(rows).toHaveLength(MAX_KNOWN_NETWORKS);
    const hashes = rows.map((r) => r.network_hash);
    expect(hashes).not.toContain("expired");
    expect(hashes).toContain(first[0].network_hash); // used a minute ago: among the newest
    expect(hashes).not.toContain("older-24");
  });
});
