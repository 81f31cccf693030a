/**
 * Instructors' names that a visitor could take for another instructor's
 * (docs/decisions/0075-confusable-instructor-names.md): the same UTS #39 skeleton is refused at
 * signup and on a profile edit, with a 409 that names the field, the name it looks like and the
 * character that differs; a name that only resembles another stays allowed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "./helpers";
import { createInvite, freshIp, GOOD_PASSWORD, insertInstructor, uniqueEmail, type TestInstructor } from "./calendar-helpers";
import { skeleton } from "../accounts/confusables";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let marcus: TestInstructor;
let other: TestInstructor;
beforeAll(async () => {
  marcus = await insertInstructor("Marcus Hale");
  other = await insertInstructor("Priya Natarajan");
});

const signup = async (name: string) =>
  call("/api/instructor/signup", {
    method: "POST",
    ip: freshIp(),
    json: { email: uniqueEmail(), password: GOOD_PASSWORD, name, inviteCode: await createInvite() },
  });
const profile = (who: TestInstructor, name: string) =>
  call(`/api/instructor/profile/${who.id}`, {
    method: "PUT",
    ip: freshIp(),
    headers: { cookie: who.cookie },
    json: { name, offerings: null, websiteUrl: null },
  });
const names = async () =>
  (await env.DB.prepare("SELECT name FROM instructors ORDER BY id").all<{ name: string }>()).results.map((r) => r.name);

async function expectLookAlike(res: Response, looksLike: string, codePoint: string | null) {
  expect(res.status).toBe(409);
  const body = (await res.json()) as Json;
  expect(body.code).toBe("name_look_alike");
  const why = codePoint ? `, because ${codePoint} looks like another letter` : "";
  const issue = `Names cannot look like another instructor's name, so that visitors can tell instructors apart: this one reads as "${looksLike}", who is an instructor here already${why}. Please write your name another way, for example with a middle initial.`;
  expect(body.issues).toEqual([{ path: "name", message: issue }]);
  expect(body.message).toBe(`Please check this field: name (${issue})`);
}

describe("a name that looks like another instructor's", () => {
  it('"Mаrcus Hаle" (Cyrillic а) is refused at signup and on another instructor\'s profile, while Marcus Hale exists', async () => {
    const before = await names();
    await expectLookAlike(await signup("M\u0430rcus H\u0430le"), "Marcus Hale", "U+0430 (\u0430)");
    await expectLookAlike(await profile(other, "M\u0430rcus H\u0430le"), "Marcus Hale", "U+0430 (\u0430)");
    expect(await names()).toEqual(before);
    const list = (await (await call("/api/instructors")).json()) as Json[];
    expect(list.map((i) => i.name)).not.toContain("M\u0430rcus H\u0430le");
  });

  it.each([
    ["a capital I for the l", "Marcus HaIe", "U+0049 (I)"],
    ["Cyrillic Н", "Marcus \u041Dale", "U+041D (\u041D)"],
    ["Cyrillic а, с and е", "M\u0430r\u0441us H\u0430l\u0435", "U+0430 (\u0430)"],
    ["a fullwidth M", "\uFF2Darcus Hale", "U+FF2D (\uFF2D)"],
    ["a Cyrillic palochka for the l", "Marcus Ha\u04C0e", "U+04C0 (\u04C0)"],
    ["the same name again", "Marcus Hale", null],
  ])("%s is refused (%j)", async (_, name, codePoint) => {
    await expectLookAlike(await signup(name), "Marcus Hale", codePoint);
    await expectLookAlike(await profile(other, name), "Marcus Hale", codePoint);
  });

  it("the letters m and rn, and the digit 0 and the letter O, are look-alikes too", async () => {
    const amara = await insertInstructor("Amara Okafor");
    await expectLookAlike(await signup("Amara 0kafor"), "Amara Okafor", "U+0030 (0)");
    const emma = await insertInstructor("Emma Stone");
    await expectLookAlike(await signup("Ernrna Stone"), "Emma Stone", "U+0072 (r)");
    expect(skeleton("Amara Okafor")).toBe(skeleton("Amara 0kafor"));
    expect([amara.id, emma.id]).toHaveLength(2);
  });

  it("names that only resemble another, and keeping one's own name, are accepted", async () => {
    for (const name of ["Marcus Hall", "Marcus Hale-Jones", "Marcus J. Hale", "Márcus Hale", "marcus hale"]) {
      const res = await signup(name);
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(201);
    }
    const own = await profile(marcus, "Marcus Hale");
    expect(own.status, await own.clone().text()).toBe(200);
  });
});

describe("a name that differs from another instructor's only in its blanks", () => {
  async function expectSpacedLookAlike(res: Response, why: string) {
    expect(res.status).toBe(409);
    const body = (await res.json()) as Json;
    expect(body.code).toBe("name_look_alike");
    const issue = `Names cannot look like another instructor's name, so that visitors can tell instructors apart: this one reads as "Marcus Hale", who is an instructor here already, because ${why}. Please write your name another way, for example with a middle initial.`;
    expect(body.issues).toEqual([{ path: "name", message: issue }]);
  }

  it.each([
    ["two spaces where Marcus Hale has one", "Marcus  Hale", "only its spacing differs, and a page shows spacing the same"],
    ["a trailing Braille blank (U+2800)", "Marcus Hale\u2800", "U+2800 shows as a space"],
    ["a Braille blank between the words", "Marcus\u2800Hale", "U+2800 shows as a space"],
    ["an ideographic space between the words", "Marcus\u3000Hale", "U+3000 shows as a space"],
    ["a leading Braille blank", "\u2800Marcus Hale", "U+2800 shows as a space"],
    ["a no-break space", "Marcus\u00A0Hale", "U+00A0 shows as a space"],
    ["an en space and a Braille blank", "Marcus\u2002\u2800Hale", "U+2002 shows as a space"],
    ["three spaces", "Marcus   Hale", "only its spacing differs, and a page shows spacing the same"],
    ["a thin space beside a space", "Marcus \u2009Hale", "U+2009 shows as a space"],
  ])("%s is refused at signup and on a profile (%j)", async (_, name, why) => {
    const before = await names();
    await expectSpacedLookAlike(await signup(name), why);
    await expectSpacedLookAlike(await profile(other, name), why);
    expect(await names()).toEqual(before);
  });

  it("a name without the space, or with another word, is still another name", async () => {
    for (const name of ["MarcusHale", "Marcus Hale Jr"]) {
      const res = await signup(name);
      expect(res.status, `${name}: ${await res.clone().text()}`).toBe(201);
    }
  });
});
