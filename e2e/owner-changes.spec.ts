/**
 * Owner changes are visible on the next read (docs/decisions/0036-cache-generation.md), end to end:
 * the built Worker serves a month, the latest post and the instructor list from its edge cache
 * (X-Edge-Cache: HIT), the owner runs block-day / unblock-day, blog:publish or instructor:remove
 * as docs/owner-guide.md says (a separate process writing the local D1 through wrangler), and the very
 * next read is a MISS that shows the change. Before the first change the chat is flooded: chat
 * writes KV, the generation lives in D1 (docs/decisions/0060-cache-generation-in-d1.md).
 *
 * A new post becomes the home page's Live Insights card and a removed instructor leaves the
 * calendar, which other specs check against the seeded data, so this spec starts its own server on
 * a state folder of its own (scripts/lib/built-server.ts, as the bench does) instead of changing
 * the shared e2e state under them.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { get, request } from "node:http";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startBuiltServer, type BuiltServer } from "../scripts/lib/built-server";
import { d1Execute, localTarget, wranglerEnv } from "../scripts/lib/wrangler";

const STATE = ".wrangler/e2e-owner-changes-state";

test.describe.configure({ mode: "serial" });

let server: BuiltServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startBuiltServer({ persistDir: STATE });
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * An anonymous visitor's read (no cookie), as the calendar and the home page make it. A new
 * connection each time: a kept-alive one can be closed by the dev server's idle timeout while an
 * owner script runs, and reusing it would fail the read for a reason that is not the site's.
 */
function read(path: string): Promise<{ cache: string | null; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(`${server.origin}${path}`, { agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        try {
          expect(res.statusCode, `${path}: ${text}`).toBe(200);
          const cache = res.headers["x-edge-cache"];
          resolve({ cache: typeof cache === "string" ? cache : null, body: JSON.parse(text) });
        } catch (err) {
          reject(err);
        }
      });
    }).on("error", reject);
  });
}

/** Two reads: the first stores the answer at this location, the second is served from there. */
async function warm(path: string): Promise<unknown> {
  await read(path);
  const second = await read(path);
  expect(second.cache, path).toBe("HIT");
  return second.body;
}

/** An owner script, run as `npm run ...` runs it, on this spec's state folder. */
function owner(script: string, args: string[]) {
  const run = spawnSync("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
    encoding: "utf8",
    env: wranglerEnv({ WRANGLER_PERSIST_DIR: STATE }),
  });
  expect(run.status, `${script} ${args.join(" ")}\n${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain("Visitors see the change on their next read");
  return run.stdout;
}

/** One chat message from its own address (the rate limit is per client), answered 200. */
function chat(message: string, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message });
    const req = request(
      `${server.origin}/api/community/chat`,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", origin: server.origin, "cf-connecting-ip": `10.9.${n >> 8}.${n & 255}` },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

type Slot = { slotDate: string; instructorId: number | null; isBlocked: boolean };
const onDay = (body: unknown, day: string) => (body as Slot[]).filter((s) => s.slotDate.startsWith(day));

test("after a flood of chats, a blocked day, and the same day unblocked, show on the next read of a cached month", async () => {
  test.setTimeout(240_000);
  const day = "2031-03-14";
  const month = "/api/calendar/slots?year=2031&month=3";
  expect(onDay(await warm(month), day)).toEqual([]);

  // A flood of chat messages first: more than KV's free plan allows writes in a day.
  const statuses: number[] = [];
  for (let n = 0; n < 1050; n += 10)
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => chat(`food bank near me ${n + k}`, n + k)))));
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  owner("block-day", ["block", day]);
  const blocked = await read(month);
  expect(blocked.cache).toBe("MISS");
  expect(onDay(blocked.body, day).map((s) => s.isBlocked)).toEqual([true]);
  expect((await read(month)).cache).toBe("HIT");

  owner("block-day", ["unblock", day]);
  const unblocked = await read(month);
  expect(unblocked.cache).toBe("MISS");
  expect(onDay(unblocked.body, day)).toEqual([]);
});

test("a published post is the latest post on the next read", async () => {
  test.setTimeout(120_000);
  const before = (await warm("/api/blog/latest")) as { title: string };
  expect(before.title).toBe("Welcome to the Community Porch");

  const file = join(STATE, "fresh-post.md");
  writeFileSync(
    file,
    "---\ncategory: Studio News\ntitle: Fresh from the studio\ndate: 2099-01-01\n---\nA new post, on the card at once.\n",
  );
  owner("blog-publish", [file]);
  const after = await read("/api/blog/latest");
  expect(after.cache).toBe("MISS");
  expect(after.body).toMatchObject({ title: "Fresh from the studio", category: "Studio News", publishedAt: "2099-01-01" });
});

test("a removed instructor leaves the instructor list and frees their day on the next read", async () => {
  test.setTimeout(120_000);
  const list = (await warm("/api/instructors")) as Array<{ id: number; name: string }>;
  const marcus = list.find((i) => i.name === "Marcus Hale");
  expect(marcus).toBeDefined();
  // A day of theirs in a month of its own, so the check does not depend on the seeded dates.
  const day = "2031-04-07";
  const month = "/api/calendar/slots?year=2031&month=4";
  d1Execute(
    `INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES ('${day}', ${marcus!.id}, 'Prompt the Prompt', '', '1:00pm - 2:00pm EST')`,
    localTarget(STATE),
  );
  expect(onDay(await warm(month), day).map((s) => s.instructorId)).toEqual([marcus!.id]);

  const out = owner("instructor-remove", ["marcus@soulcode.studio"]);
  expect(out).toContain("Removed the instructor account of Marcus Hale");
  const names = await read("/api/instructors");
  expect(names.cache).toBe("MISS");
  expect((names.body as Array<{ name: string }>).map((i) => i.name)).not.toContain("Marcus Hale");
  const freed = await read(month);
  expect(freed.cache).toBe("MISS");
  expect(onDay(freed.body, day)).toEqual([]);
});
