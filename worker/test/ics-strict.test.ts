/**
 * ICS text is clean: course titles, descriptions and names with C0 control characters (other
 * than tab and newline) are refused with a 400, and the feed writer strips any that are already
 * in D1. ical.js is lenient, so "strict" is spelled out here: RFC 5545 content lines (CRLF
 * endings, no bare CR or LF, folded at 75 octets, no control character but tab, name:value
 * grammar), then ical.js parses every VEVENT and its SUMMARY/DESCRIPTION are compared with the
 * expected text.
 */
import ICAL from "ical.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import {
  claimBody,
  freeDay,
  freshIp,
  insertInstructor,
  signUp,
  createInvite,
  uniqueEmail,
  GOOD_PASSWORD,
  type TestInstructor,
} from "./calendar-helpers";
import { buildFeed, type FeedSlot } from "../calendar/ics";

const encoder = new TextEncoder();

/** Written independently of the code under test: what a stripped text value must read as. */
function expectedText(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x0d) {
      out += "\n";
      if (value.charCodeAt(i + 1) === 0x0a) i++;
    } else if (code === 0x09 || code === 0x0a || (code > 0x1f && code !== 0x7f)) {
      out += value[i];
    }
  }
  return out;
}

/**
 * The strict half of the parser: throws on the first rule of RFC 5545 section 3.1 that the text
 * breaks, and returns the unfolded content lines.
 */
function strictContentLines(text: string): string[] {
  expect(text.endsWith("\r\n"), "the feed ends with CRLF").toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  const logical: string[] = [];
  for (const [n, line] of physical.entries()) {
    expect(line, `line ${n + 1} has no bare CR or LF`).not.toMatch(/[\r\n]/);
    expect(encoder.encode(line).length, `line ${n + 1} is at most 75 octets`).toBeLessThanOrEqual(75);
    // Control characters: RFC 5545 CONTROL is %x00-08 / %x0A-1F / %x7F (only tab is allowed).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(/[\u0000-\u0008\u000A-\u001F\u007F]/.test(line), `line ${n + 1} has no control character: ${JSON.stringify(line)}`).toBe(false);
    if (line.startsWith(" ") || line.startsWith("\t")) {
      expect(logical.length, "a continuation line follows a content line").toBeGreaterThan(0);
      logical[logical.length - 1] += line.slice(1);
    } else {
      expect(line.length, `line ${n + 1} is not empty`).toBeGreaterThan(0);
      logical.push(line);
    }
  }
  let depth = 0;
  for (const line of logical) {
    // name *(";" param) ":" value, with a name of letters, digits and dashes.
    expect(line, "content line grammar").toMatch(/^[A-Za-z0-9-]+(;[A-Za-z0-9-]+=("[^"]*"|[^";:,]*)(,("[^"]*"|[^";:,]*))*)*:/);
    if (line.startsWith("BEGIN:")) depth++;
    if (line.startsWith("END:")) depth--;
    expect(depth, "BEGIN/END balance").toBeGreaterThanOrEqual(0);
  }
  expect(depth, "every BEGIN has its END").toBe(0);
  expect(logical[0]).toBe("BEGIN:VCALENDAR");
  return logical;
}

/** Strict checks, then ical.js: the events by UID, with their SUMMARY and DESCRIPTION. */
function parseFeed(text: string): Map<string, { summary: string; description: string | null }> {
  const lines = strictContentLines(text);
  const events = new Map<string, { summary: string; description: string | null }>();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents.length).toBe(lines.filter((l) => l === "BEGIN:VEVENT").length);
  for (const vevent of vevents) {
    for (const prop of ["uid", "dtstamp", "dtstart", "dtend", "summary"]) expect(vevent.hasProperty(prop), prop).toBe(true);
    const description = vevent.getFirstPropertyValue("description");
    events.set(String(vevent.getFirstPropertyValue("uid")), {
      summary: String(vevent.getFirstPropertyValue("summary")),
      description: description === null ? null : String(description),
    });
  }
  return events;
}

const ALL_CONTROLS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("") + "\u007F";
const nastyText = (label: string) =>
  `${label}\u0000 bell\u0007 esc\u001B[31m tab\there cr\rlf\ncrlf\r\n del\u007F; comma, back\\slash ${ALL_CONTROLS} end`;

describe("the API refuses control characters in ICS text", () => {
  let owner: TestInstructor;
  beforeAll(async () => {
    owner = await insertInstructor("Control Tester");
  });

  async function rows() {
    const slots = await env.DB.prepare("SELECT * FROM calendar_slots ORDER BY id").all();
    const people = await env.DB.prepare("SELECT * FROM instructors ORDER BY id").all();
    return JSON.stringify([slots.results, people.results]);
  }

  const controls = fc
    .integer({ min: 0, max: 31 })
    .filter((c) => c !== 9 && c !== 10)
    .map((c) => String.fromCharCode(c));
  const withControl = fc
    .tuple(fc.string({ maxLength: 10 }), fc.oneof(controls, fc.constant("\u007F")), fc.string({ maxLength: 10 }))
    .map(([a, c, b]) => `Title ${a}${c}${b} x`);

  it("claim and update: a title or description holding a control character is a 400 that writes nothing", async () => {
    const day = freeDay();
    const created = await call("/api/calendar/slots", {
      method: "POST",
      ip: freshIp(),
      headers: { cookie: owner.cookie },
      json: claimBody(owner.id, day),
    });
    expect(created.status).toBe(201);
    const { slot } = (await created.json()) as { slot: { id: number } };
    await fc.assert(
      fc.asyncProperty(withControl, fc.constantFrom("courseTitle", "courseDescription"), async (text, field) => {
        const before = await rows();
        const claim = await call("/api/calendar/slots", {
          method: "POST",
          ip: freshIp(),
          headers: { cookie: owner.cookie },
          json: claimBody(owner.id, freeDay(), { [field]: text }),
        });
        const update = await call(`/api/calendar/slots/${slot.id}`, {
          method: "PUT",
          ip: freshIp(),
          headers: { cookie: owner.cookie },
          json: { courseTitle: "Fine", courseDescription: "", timeSlot: "7:00pm - 8:00pm EST", [field]: text },
        });
        for (const res of [claim, update]) {
          expect(res.status).toBe(400);
          const body = (await res.json()) as { message: string; code: string };
          expect(body.code).toBe("validation_error");
          expect(body.message).toMatch(/control characters/);
        }
        expect(await rows()).toBe(before);
      }),
      { numRuns: 30 },
    );
  });

  it("tab and newline stay allowed in a description", async () => {
    const res = await call("/api/calendar/slots", {
      method: "POST",
      ip: freshIp(),
      headers: { cookie: owner.cookie },
      json: claimBody(owner.id, freeDay(), { courseDescription: "Line one\n\tLine two" }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { slot: { courseDescription: string } }).slot.courseDescription).toBe("Line one\n\tLine two");
  });

  it("signup and profile: a name holding a control character is a 400 that writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(withControl, async (name) => {
        const before = await rows();
        const signup = await call("/api/instructor/signup", {
          method: "POST",
          ip: freshIp(),
          json: { email: uniqueEmail(), password: GOOD_PASSWORD, name, inviteCode: await createInvite() },
        });
        const profile = await call(`/api/instructor/profile/${owner.id}`, {
          method: "PUT",
          ip: freshIp(),
          headers: { cookie: owner.cookie },
          json: { name, photoUrl: null, offerings: null, websiteUrl: null },
        });
        for (const res of [signup, profile]) {
          expect(res.status).toBe(400);
          expect(((await res.json()) as { message: string }).message).toMatch(
            /^Please check this field: name \(Names cannot contain control characters/,
          );
        }
        // createInvite wrote an (unused) code: compare only the tables the API could change.
        expect(await rows()).toBe(before);
      }),
      { numRuns: 10 },
    );
    // The ordinary case still works.
    expect((await signUp("Plain Name")).name).toBe("Plain Name");
  });
});

describe("the feed writer strips control characters", () => {
  it("rows written straight to D1 with every control character give a strict, clean feed", async () => {
    const teacher = await insertInstructor("placeholder");
    await env.DB.prepare("UPDATE instructors SET name = ? WHERE id = ?").bind(nastyText("Name"), teacher.id).run();
    const title = nastyText("Title");
    const description = `${nastyText("Description")} ${"é漢🙂".repeat(40)}`;
    const slot = await env.DB.prepare(
      "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot) VALUES (?, ?, ?, ?, '7:00pm - 8:00pm EST') RETURNING id",
    )
      .bind(freeDay(), teacher.id, title, description)
      .first<{ id: number }>();

    const res = await call("/api/calendar/feed.ics");
    expect(res.status).toBe(200);
    const events = parseFeed(await res.text());
    const event = events.get(`slot-${slot!.id}@soulcode-site`);
    expect(event).toBeDefined();
    expect(event!.summary).toBe(expectedText(title));
    expect(event!.description).toBe(`Instructor: ${expectedText(nastyText("Name"))}\n\n${expectedText(description)}`);
    expect(event!.summary).toContain("tab\there");
    expect(event!.summary).toContain("; comma, back\\slash");
  });

  it("any text at all gives a strict feed that reads back as the text without its controls", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }).map((s) => s.replace(/[\uD800-\uDFFF]/g, "")), // D1 cannot hold lone surrogates
      fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 200 }),
      fc.string({ unit: "grapheme", maxLength: 120 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: text, description: text, name: fc.option(text, { nil: null }) }), { minLength: 1, maxLength: 5 }),
        (items) => {
          const slots: FeedSlot[] = items.map((item, i) => ({
            id: i + 1,
            slotDate: "2026-12-07",
            timeSlot: "7:00pm - 8:00pm EST",
            courseTitle: item.title,
            courseDescription: item.description,
            instructorName: item.name,
          }));
          const events = parseFeed(buildFeed(slots, new Date("2026-11-22T12:00:00Z")));
          expect(events.size).toBe(slots.length);
          for (const slot of slots) {
            const event = events.get(`slot-${slot.id}@soulcode-site`)!;
            expect(event.summary).toBe(expectedText(slot.courseTitle));
            const parts = [slot.instructorName ? `Instructor: ${slot.instructorName}` : "", slot.courseDescription]
              .filter(Boolean)
              .join("\n\n");
            expect(event.description ?? "").toBe(expectedText(parts));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
