// The console's screens' reads and main actions, in workerd: invites, calendar, instructors, the
// interest list, the blog (renderer and sanitiser run here) and health.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "./helpers";
import { freeDay, insertInstructor, insertSlot, type TestInstructor } from "./calendar-helpers";
import { freshToken, ownerCall, setUpOwner, type Owner } from "./owner-helpers";

let owner: Owner;
let casey: TestInstructor;
const body = async <T>(res: Response) => (await res.json()) as T;

beforeAll(async () => {
  owner = await setUpOwner();
  casey = await insertInstructor("Operations Casey");
}, 60_000);

describe("invites", () => {
  it("creates up to 10 codes shown once, lists who used them, and revokes an unused one", async () => {
    const created = await ownerCall(owner, "POST", "/invites", { count: 3 });
    expect(created.status).toBe(201);
    const { codes } = await body<{ codes: string[] }>(created);
    expect(codes).toHaveLength(3);
    expect((await ownerCall(owner, "POST", "/invites", { count: 11 })).status).toBe(400);
    const { invites } = await body<{ invites: Array<{ id: number; usedBy: unknown }> }>(await ownerCall(owner, "GET", "/invites"));
    expect(invites.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(invites)).not.toContain(codes[0]);
    await env.DB.prepare("UPDATE invite_codes SET used_at = ?, used_by = ? WHERE id = ?").bind(Date.now(), casey.id, invites[0].id).run();
    const used = await ownerCall(owner, "DELETE", `/invites/${invites[0].id}`);
    expect(used.status).toBe(409);
    const listed = await body<{ invites: Array<{ id: number; usedBy: { name: string } | null }> }>(
      await ownerCall(owner, "GET", "/invites"),
    );
    expect(listed.invites.find((i) => i.id === invites[0].id)?.usedBy?.name).toBe("Operations Casey");
    expect((await ownerCall(owner, "DELETE", `/invites/${invites[1].id}`)).status).toBe(204);
    expect((await ownerCall(owner, "DELETE", `/invites/${invites[1].id}`)).status).toBe(404);
  });
});

describe("calendar", () => {
  it("shows claimed and blocked days of a month; blocks and unblocks", async () => {
    const claimed = freeDay();
    const blocked = freeDay();
    await insertSlot(casey.id, claimed);
    expect((await ownerCall(owner, "POST", "/blocked-days", { day: blocked })).status).toBe(201);
    for (const day of [claimed, blocked]) {
      const [year, month] = day.split("-").map(Number);
      const { days } = await body<{ days: Array<{ day: string; state: string; holder?: string }> }>(
        await ownerCall(owner, "GET", `/calendar?year=${year}&month=${month}`),
      );
      const found = days.find((d) => d.day === day);
      expect(found).toMatchObject(day === claimed ? { state: "claimed", holder: "Operations Casey" } : { state: "blocked" });
    }
    expect((await ownerCall(owner, "DELETE", `/blocked-days/${blocked}`)).status).toBe(204);
    expect((await ownerCall(owner, "DELETE", `/blocked-days/${blocked}`)).status).toBe(404);
    expect((await ownerCall(owner, "POST", "/blocked-days", { day: "2030-02-30" })).status).toBe(400);
  });
});

describe("instructors", () => {
  it("lists coming days, previews a removal, refuses a mistyped email, then removes", async () => {
    const leaving = await insertInstructor("Leaving Lane");
    const day = freeDay();
    await insertSlot(leaving.id, day);
    await insertSlot(leaving.id, "2020-01-06");
    const { instructors } = await body<{ instructors: Array<{ id: number; comingDays: Array<{ slotDate: string }> }> }>(
      await ownerCall(owner, "GET", "/instructors"),
    );
    expect(instructors.find((i) => i.id === leaving.id)?.comingDays.map((d) => d.slotDate)).toEqual([day]);
    const preview = await body<{ freedDays: Array<{ slotDate: string }>; keptDays: Array<{ slotDate: string }> }>(
      await ownerCall(owner, "GET", `/instructors/${leaving.id}/removal`),
    );
    expect(preview.freedDays.map((d) => d.slotDate)).toEqual([day]);
    expect(preview.keptDays.map((d) => d.slotDate)).toEqual(["2020-01-06"]);
    const reset = await ownerCall(owner, "POST", `/instructors/${leaving.id}/reset-code`, {});
    expect(reset.status).toBe(201);
    expect((await body<{ code: string }>(reset)).code).toMatch(/^[0-9A-Z-]+$/);
    const mistyped = await ownerCall(
      owner,
      "POST",
      `/instructors/${leaving.id}/remove`,
      { email: "someone@else.example" },
      await freshToken(owner, "instructors.remove"),
    );
    expect(mistyped.status).toBe(400);
    expect((await body<{ message: string }>(mistyped)).message).toContain("is not Leaving Lane's");
    const removed = await ownerCall(
      owner,
      "POST",
      `/instructors/${leaving.id}/remove`,
      { email: ` ${leaving.email} ` },
      await freshToken(owner, "instructors.remove"),
    );
    expect(removed.status).toBe(200);
    expect(
      await env.DB.prepare("SELECT instructor_id FROM calendar_slots WHERE slot_date = '2020-01-06'").first("instructor_id"),
    ).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM calendar_slots WHERE slot_date = ?").bind(day).first("n")).toBe(0);
  });
});

describe("interest list", () => {
  it("counts, searches, and exports CSV with the formula guard", async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO interest_emails (email) VALUES ('alpha@example.com'), ('=cmd@example.com'), ('beta_1@example.com'), ('beta21@example.com')",
    ).run();
    const all = await body<{ count: number; matches: unknown[] }>(await ownerCall(owner, "GET", "/interest"));
    expect(all.count).toBeGreaterThanOrEqual(4);
    // "_" is a literal here, not a LIKE wildcard.
    const search = await body<{ matches: Array<{ email: string }> }>(await ownerCall(owner, "GET", "/interest?q=BETA_"));
    expect(search.matches.map((m) => m.email)).toEqual(["beta_1@example.com"]);
    const csv = await ownerCall(owner, "POST", "/interest/export", {}, await freshToken(owner, "interest.export"));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.startsWith("email,joined_at\r\n")).toBe(true);
    expect(text).toContain("'=cmd@example.com,");
  });
});

describe("blog", () => {
  it("previews with the publish renderer and sanitiser, in workerd", async () => {
    const res = await ownerCall(owner, "POST", "/posts/preview", {
      markdown: "# Hi\n\n**Bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)><script>alert(2)</script>",
    });
    expect(res.status).toBe(200);
    const { html, readTime } = await body<{ html: string; readTime: string }>(res);
    expect(html).toBe("<h2>Hi</h2>\n<p><strong>Bold</strong> x </p>");
    expect(readTime).toBe("1 min read");
  });

  it("publishes what the Worker renders from the Markdown, whatever the browser sent, and unpublishes", async () => {
    const res = await ownerCall(owner, "POST", "/posts", {
      category: "Notes",
      title: "Sanitised on the server",
      date: "2030-07-01",
      markdown: "Hello <iframe src=https://evil.example></iframe>**world**",
      html: "<script>alert(1)</script>",
      contentHtml: "<script>alert(1)</script>",
    });
    expect(res.status).toBe(201);
    const { id } = await body<{ id: number }>(res);
    const row = await env.DB.prepare("SELECT content_html, read_time FROM blog_posts WHERE id = ?")
      .bind(id)
      .first<{ content_html: string; read_time: string }>();
    expect(row).toEqual({ content_html: "<p>Hello <strong>world</strong></p>", read_time: "1 min read" });
    expect(
      (
        await ownerCall(owner, "POST", "/posts", {
          category: "Notes",
          title: "Sanitised on the server",
          date: "2030-07-01",
          markdown: "Again",
        })
      ).status,
    ).toBe(409);
    const { posts } = await body<{ posts: Array<{ id: number }> }>(await ownerCall(owner, "GET", "/posts"));
    expect(posts.some((p) => p.id === id)).toBe(true);
    expect((await ownerCall(owner, "DELETE", `/posts/${id}`)).status).toBe(204);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE id = ?").bind(id).first("n")).toBe(0);
  });
});

describe("health", () => {
  it("says whether D1, KV and R2 answer, counts Porch conversations without their text, and names the provider and model", async () => {
    await env.KV.put(
      "chat:00000000-0000-4000-8000-000000000001",
      JSON.stringify({ turns: [{ role: "user", content: "a private message", at: 1 }] }),
      { expirationTtl: 3600 },
    );
    const res = await ownerCall(owner, "GET", "/health");
    expect(res.status).toBe(200);
    const health = await body<Record<string, unknown>>(res);
    expect(health).toMatchObject({ d1: true, kv: true, r2: true, provider: "built-in" });
    expect(health.porchConversations24h).toBeGreaterThanOrEqual(1);
    expect(health.modelHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(health)).not.toContain("a private message");
  });
});
