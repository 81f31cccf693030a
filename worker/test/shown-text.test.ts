/**
 * Text other people read (names, course titles, offerings, descriptions) through the real Worker
 * and D1: stored in Unicode's composed form (NFC); bidi controls, zero-width spaces and other
 * format or control characters refused with a 400 that names the field and the character; the
 * joiners that Persian, Indic scripts and emoji sequences need accepted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import {
  claimBody,
  createInvite,
  freeDay,
  freshIp,
  GOOD_PASSWORD,
  insertInstructor,
  uniqueEmail,
  type TestInstructor,
} from "./calendar-helpers";

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

const profile = (json: Json) =>
  call(`/api/instructor/profile/${owner.id}`, { method: "PUT", ip: freshIp(), headers: { cookie: owner.cookie }, json });
const signup = async (name: string) =>
  call("/api/instructor/signup", {
    method: "POST",
    ip: freshIp(),
    json: { email: uniqueEmail(), password: GOOD_PASSWORD, name, inviteCode: await createInvite() },
  });
const stored = () => env.DB.prepare("SELECT name, offerings FROM instructors WHERE id = ?").bind(owner.id).first<Json>();

async function expectRefused(res: Response, field: string, label: string, codePoint: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Json;
  expect(body.code).toBe("validation_error");
  expect(body.issues).toEqual([{ path: field, message: expect.stringContaining(`this one holds ${codePoint}.`) }]);
  expect(body.message).toMatch(
    new RegExp(`^Please check this field: ${field} \\(${label} cannot contain control characters or invisible formatting characters`),
  );
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
    await expectRefused(
      await profile({ name: "Fine", offerings: "Yoga \u202eand tea", websiteUrl: null }),
      "offerings",
      "Offerings",
      "U+202E",
    );
    expect((await profile({ name: "Fine", offerings: "Yoga\nand\ttea", websiteUrl: null })).status).toBe(200);
    for (const [field, label, text, codePoint] of [
      ["courseTitle", "Course titles", "Morning \u200bflow", "U+200B"],
      ["courseTitle", "Course titles", "Morning\nflow", "U+000A"],
      ["courseDescription", "Course descriptions", "Bring a mat\u2066 and water", "U+2066"],
    ]) {
      const res = await call("/api/calendar/slots", {
        method: "POST",
        ip: freshIp(),
        headers: { cookie: owner.cookie },
        json: claimBody(owner.id, freeDay(), { [field]: text }),
      });
      await expectRefused(res, field, label, codePoint);
    }
  });
});

describe("joiners a script needs are kept, and text is stored composed (NFC)", () => {
  it.each(NEEDS_JOINER)("%s is accepted as a name, offerings and a course title, and stored unchanged", async (text) => {
    const res = await profile({ name: text, offerings: text, websiteUrl: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).toEqual({ name: text, offerings: text });
    const claimed = await call("/api/calendar/slots", {
      method: "POST",
      ip: freshIp(),
      headers: { cookie: owner.cookie },
      json: claimBody(owner.id, freeDay(), { courseTitle: text }),
    });
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
      (await env.DB.prepare(
        "INSERT INTO calendar_slots (slot_date, instructor_id, course_title, course_description, time_slot, is_blocked) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
      )
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
      const course = (id: number) =>
        env.DB.prepare("SELECT course_title AS t, course_description AS d FROM calendar_slots WHERE id = ?").bind(id).first<Json>();
      expect(await course(titled)).toEqual({ t: "Morning flow", d: "Line one\n\tLine two" });
      expect(await course(blocked)).toEqual({ t: "", d: "" });
      expect(await course(hiddenTitle)).toEqual({ t: "Course", d: "" });
    }
  });
});

/** 480 variation selectors, as the outside test sent them: VS1-16 and VS17-256 in turn. */
const SELECTORS_480 = Array.from({ length: 480 }, (_, i) =>
  String.fromCodePoint(i % 2 === 0 ? 0xfe00 + (i % 16) : 0xe0100 + (i % 240)),
).join("");

describe("variation selectors, private-use, noncharacters and unassigned code points", () => {
  const publicList = async () => await (await call("/api/instructors")).text();

  it('"Portrait workflows." with 480 variation selectors is refused as offerings and as a name, naming the field and U+FE00', async () => {
    const before = await stored();
    const hidden = `Portrait workflows.${SELECTORS_480}`;
    await expectRefused(await profile({ name: "Text Owner", offerings: hidden, websiteUrl: null }), "offerings", "Offerings", "U+FE00");
    // A name is at most 80 characters, so it gets the first 24 of them.
    const name = `Portrait${Array.from(SELECTORS_480).slice(0, 24).join("")}`;
    await expectRefused(await profile({ name, offerings: null, websiteUrl: null }), "name", "Names", "U+FE00");
    await expectRefused(await signup(name), "name", "Names", "U+FE00");
    expect(await stored()).toEqual(before);
    expect(await publicList()).not.toContain("\uFE00");
  });

  it.each([
    ["a selector after a letter", "Am\uFE0Fara", "U+FE0F"],
    ["two selectors after an emoji", "Yoga \u2764\uFE0F\uFE0F", "U+FE0F"],
    ["an ideographic variation selector alone", "Amara\u{E0100}", "U+E0100"],
    ["a selector first", "\uFE0EAmara", "U+FE0E"],
    ["a Mongolian selector after a Latin letter", "Amara\u180B", "U+180B"],
  ])("%s is refused as invisible (%j)", async (_, name, codePoint) => {
    await expectRefused(await profile({ name, offerings: null, websiteUrl: null }), "name", "Names", codePoint);
  });

  it.each([
    ["private-use", "Amara\uE000", "U+E000", /^Names cannot contain private-use characters/],
    ["private-use (Apple's logo)", "Amara \uF8FF", "U+F8FF", /^Names cannot contain private-use characters/],
    ["private-use, plane 15", "Amara \u{F0000}", "U+F0000", /^Names cannot contain private-use characters/],
    ["a noncharacter", "Amara\uFFFF", "U+FFFF", /^Names cannot contain noncharacters or code points Unicode has not assigned/],
    ["a noncharacter (U+FDD0)", "Am\uFDD0ara", "U+FDD0", /^Names cannot contain noncharacters/],
    ["an unassigned code point", "Amara\u0378", "U+0378", /^Names cannot contain noncharacters or code points Unicode has not assigned/],
  ])("%s is refused in a name, with its own sentence (%j)", async (_, name, codePoint, sentence) => {
    const res = await profile({ name, offerings: null, websiteUrl: null });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.issues).toEqual([{ path: "name", message: expect.stringMatching(sentence) }]);
    expect(body.issues[0].message).toContain(`this one holds ${codePoint}.`);
    expect(body.message).toMatch(/^Please check this field: name \(/);
  });

  it("course titles and descriptions refuse them too", async () => {
    for (const [field, text, codePoint] of [
      ["courseTitle", "Morning flow\u{E01EF}", "U+E01EF"],
      ["courseDescription", "Bring a mat\uE123", "U+E123"],
      ["courseDescription", "Bring a mat\uFFFE", "U+FFFE"],
    ]) {
      const res = await call("/api/calendar/slots", {
        method: "POST",
        ip: freshIp(),
        headers: { cookie: owner.cookie },
        json: claimBody(owner.id, freeDay(), { [field]: text }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).issues).toEqual([
        { path: field, message: expect.stringContaining(`this one holds ${codePoint}.`) },
      ]);
    }
  });

  it.each([
    "Yoga \u2764\uFE0F and tea", // one emoji-presentation selector after a heart
    "Club 1\uFE0F\u20E3", // a keycap
    "Tea \u2615\uFE0E", // text presentation
    "Pride \u{1F3F3}\uFE0F\u200D\u{1F308}", // rainbow flag: a selector inside a ZWJ sequence
    "\u1820\u180B\u1821 Bat", // Mongolian letter with a free variation selector
  ])("%j, a sequence Unicode defines, is accepted and stored unchanged", async (text) => {
    const res = await profile({ name: text, offerings: text, websiteUrl: null });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).toEqual({ name: text, offerings: text });
  });
});

describe("names that look blank", () => {
  it.each([
    ["Hangul fillers", "\u3164\uFFA0\u115F\u1160", "U+3164"],
    ["a Hangul filler", "\u3164", "U+3164"],
    ["a halfwidth Hangul filler", "\uFFA0\uFFA0", "U+FFA0"],
    ["Hangul choseong and jungseong fillers", "\u115F\u1160", "U+115F"],
    ["the combining grapheme joiner", "\u034F", "U+034F"],
  ])("%s are refused as invisible (%j)", async (_, name, codePoint) => {
    await expectRefused(await profile({ name, offerings: null, websiteUrl: null }), "name", "Names", codePoint);
    await expectRefused(await signup(name), "name", "Names", codePoint);
  });

  it.each([
    ["braille blanks", "\u2800\u2800\u2800", "U+2800"],
    ["a lone combining mark", "\u0301", "U+0301"],
    ["combining marks only", "\u0300\u0301\u0302", "U+0300"],
    ["punctuation only", "...", "U+002E"],
    ["a braille blank and a mark", "\u2800\u0301", "U+2800"],
    ["symbols only", "\u2606\u2606", "U+2606"],
  ])("%s are refused: a name needs a visible letter or digit (%j)", async (_, name, codePoint) => {
    for (const res of [await profile({ name, offerings: null, websiteUrl: null }), await signup(name)]) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.issues).toEqual([
        {
          path: "name",
          message: `Names need at least one visible letter or digit, so that a name never looks blank; this one has none (it starts with ${codePoint}).`,
        },
      ]);
      expect(body.message).toMatch(/^Please check this field: name \(Names need at least one visible letter or digit/);
    }
  });

  it("a name with one letter or digit among marks and symbols is accepted", async () => {
    for (const name of ["\u2606 Li \u2606", "7", "\u00c9", "\u5b54"])
      expect((await profile({ name, offerings: null, websiteUrl: null })).status, name).toBe(200);
  });
});
