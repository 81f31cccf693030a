/**
 * Text other people read (names, course titles, offerings, descriptions) through the real Worker
 * and D1: stored in Unicode's composed form (NFC); bidi controls, zero-width spaces and other
 * format or control characters refused with a 400 that names the field and the character; the
 * joiners that Persian, Indic scripts and emoji sequences need accepted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { claimBody, createInvite, freeDay, freshIp, GOOD_PASSWORD, insertInstructor, uniqueEmail, type TestInstructor } from "./calendar-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Names that show something other than what they hold: the two an outsider saved, then more. */
const LYING: [string, string][] = [
  ["Amara \u202eakofO", "U+202E"], // right-to-left override: shows "Amara Ofoka"
  ["Am\u200bara", "U+200B"], // zero-width space
  ["Am\u200dara", "U+200D"], // a joiner between Latin letters does nothing but hide
  ["Amara\u200c Okafor", "U+200C"],
  ["\u2067Amara\u2069 Okafor", "U+2067"], // right-to-left isolate
  ["Am\u00adara", "U+00AD"], // soft hyphen
  ["Amara\u2028Okafor", "U+2028"], // line separator
  ["Amara\u0085Okafor", "U+0085"], // C1 control (next line)
  ["Amara\nOkafor", "U+000A"], // a name is one line
  ["Amara \u{E0041}\u{E006D}\u{E0061}", "U+E0041"], // tag characters: invisible hidden text
  ["\u200eAmara", "U+200E"], // left-to-right mark
  ["Ama\u2060ra", "U+2060"], // word joiner
];

/** Real names and titles that need a joiner, and must never be refused. */
const NEEDS_JOINER = [
  "سارا رحیمی\u200cنژاد", // Persian: ZWNJ inside a surname
  "نیما می\u200cخواهد", // Persian
  "क्\u200dषमा शर्मा", // Devanagari: ZWJ after a virama
  "ශ්\u200dරී ලංකා", // Sinhala
  "അവന്\u200d", // Malayalam: ZWJ ending a word (chillu)
  "Yoga 👩\u200d👩\u200d👧 family", // an emoji ZWJ sequence
  "Code 👩🏽\u200d💻 club", // with a skin-tone modifier
];

let owner: TestInstructor;
beforeAll(async () => {
  owner = await insertInstructor("Text Owner");
});

const profile = (json: Json) => call(`/api/instructor/profile/${owner.id}`, { method: "PUT", ip: freshIp(), headers: { cookie: owner.cookie }, json });
const signup = async (name: string) =>
  call("/api/instructor/signup", { method: "POST", ip: freshIp(), json: { email: uniqueEmail(), password: GOOD_PASSWORD, name, inviteCode: await createInvite() } });
const stored = () => env.DB.prepare("SELECT name, offerings FROM instructors WHERE id = ?").bind(owner.id).first<Json>();

async function expectRefused(res: Response, field: string, label: string, codePoint: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Json;
  expect(body.code).toBe("validation_error");
  expect(body.issues).toEqual([{ path: field, message: expect.stringContaining(`this one holds ${codePoint}.`) }]);
  expect(body.message).toMatch(new RegExp(`^Please check this field: ${field} \\(${label} cannot contain control characters or invisible formatting characters`));
}

describe("names that lie about themselves are refused, with the field and the character named", () => {
  it.each(LYING)("profile and signup refuse %j", async (name, codePoint) => {
    const before = await stored();
    await expectRefused(await profile({ name, offerings: null, websiteUrl: null }), "name", "Names", codePoint);
    await expectRefused(await signup(name), "name", "Names", codePoint);
    expect(await stored()).toEqual(before);
    const list = (await (await call("/api/instructors", { headers: { cookie: owner.cookie } })).json()) as Json[];
    expect(list.map((i) => i.name)).not.toContain(name);
  });

  it("offerings, course titles and descriptions are held to the same rule (line breaks allowed where text spans lines)", async () => {
    await expectRefused(await profile({ name: "Fine", offerings: "Yoga \u202eand tea", websiteUrl: null }), "offerings", "Offerings", "U+202E");
    expect((await profile({ name: "Fine", offerings: "Yoga\nand\ttea", websiteUrl: null })).status).toBe(200);
    for (const [field, label, text, codePoint] of [
      ["courseTitle", "Course titles", "Morning \u200bflow", "U+200B"],
      ["courseTitle", "Course titles", "Morning\nflow", "U+000A"],
      ["courseDescription", "Course descriptions", "Bring a mat\u2066 and water", "U+2066"],
    ]) {
      const res = await call("/api/calendar/slots", { method: "POST", ip: freshIp(), headers: { cookie: owner.cookie }, json: claimBody(owner.id, freeDay(), { [field]: text }) });
      await expectRefused(res, field, label, codePoint);
    }
  });
});

describe("joiners a script needs are kept, and text is stored composed (NFC)", () => {
  it.each(NEEDS_JOINER)("%s is accepted as a name, offerings and a course title, and stored unchanged", async (text) => {
    const res = await profile({ name: text, offerings: text, websiteUrl: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).toEqual({ name: text, offerings: text });
    const claimed = await call("/api/calendar/slots", { method: "POST", ip: freshIp(), headers: { cookie: owner.cookie }, json: claimBody(owner.id, freeDay(), { courseTitle: text }) });
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    expect(((await claimed.json()) as Json).slot.courseTitle).toBe(text);
  });

  it("decomposed letters are stored composed, so one name is one string", async () => {
    const res = await profile({ name: "Zoe\u0308 Ame\u0301lie", offerings: "Cafe\u0301 yoga", websiteUrl: null });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ name: "Zoë Amélie", offerings: "Café yoga" });
    expect((await stored())!.name).toHaveLength(10);
    const fresh = await signup("Ame\u0301lie Decomposed");
    expect(fresh.status).toBe(201);
    expect(((await fresh.json()) as Json).instructor.name).toBe("Amélie Decomposed");
  });
});

describe("rows saved before the rule", () => {
  it("lose their control and format characters in the migration; joiners a script needs, tab and newline in descriptions stay", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("shown_text"));
    expect(migration).toBeDefined();
    const dirty = await insertInstructor("Am\u200bara \u202eakofO\u0007");
    const onlyHidden = await insertInstructor("\u200b\u2060");
    const persian = await insertInstructor(NEEDS_JOINER[0]);
    await env.DB.prepare("UPDATE instructors SET offerings = ? WHERE id = ?").bind("Yoga\u2066 and\ttea\n\u{E0041}", dirty.id).run();
    const slot = async (title: string, description: string, instructorId: number | null = dirty.id) =>
      (await env.DB.prepare("INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot, is_blocked) VALUES (?, ?, ?, ?, ?, ?) RETURNING id")
        .bind(freeDay(), instructorId, title, description, "7:00pm - 8:00pm EST", instructorId === null ? 1 : 0)
        .first<{ id: number }>())!.id;
    const titled = await slot("Morning\u200e flow\u2028", "Line one\n\tLine\u00ad two");
    const blocked = await slot("", "", null);
    const hiddenTitle = await slot("\u200b", "");

    for (let run = 0; run < 2; run++) {
      await env.DB.batch(migration!.queries.map((q) => env.DB.prepare(q)));
      const name = (id: number) => env.DB.prepare("SELECT name, offerings FROM instructors WHERE id = ?").bind(id).first<Json>();
      expect(await name(dirty.id)).toEqual({ name: "Amara akofO", offerings: "Yoga and\ttea" });
      expect(await name(onlyHidden.id)).toEqual({ name: `Instructor ${onlyHidden.id}`, offerings: null });
      expect(await name(persian.id)).toEqual({ name: NEEDS_JOINER[0], offerings: null });
      const course = (id: number) => env.DB.prepare("SELECT course_title AS t, course_description AS d FROM calendar_slots WHERE id = ?").bind(id).first<Json>();
      expect(await course(titled)).toEqual({ t: "Morning flow", d: "Line one\n\tLine two" });
      expect(await course(blocked)).toEqual({ t: "", d: "" });
      expect(await course(hiddenTitle)).toEqual({ t: "Course", d: "" });
    }
  });
});
