// The limits the web forms read (shared/schemas/limits.ts, no zod) are the ones the API's schemas
// enforce: one character over each limit is refused, the limit itself is accepted.
import { describe, expect, it } from "vitest";
import { claimSchema, updateSchema } from "#shared/schemas/calendar";
import { chatBody } from "#shared/schemas/porch";
import { loginSchema, profileSchema, signupSchema } from "#shared/schemas/instructor";
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_TITLE_MAX,
  EMAIL_MAX,
  INVITE_CODE_MAX,
  LOGIN_PASSWORD_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  OFFERINGS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  URL_MAX,
} from "#shared/schemas/limits";

const text = (n: number) => "a".repeat(n);
const emailOf = (n: number) => `${text(n - "@example.com".length)}@example.com`;
const urlOf = (n: number) => `https://example.com/${text(n - "https://example.com/".length)}`;

const signup = { email: "ada@example.com", password: "golden-hour-classroom", name: "Ada", inviteCode: "code" };
const profile = { name: "Ada", offerings: null, websiteUrl: null };
const course = { courseTitle: "Prompting", courseDescription: "", timeSlot: "9:00am - 10:00am EST" };

// [what, schema, valid body with the field at its limit, the same one character over]
const cases: Array<[string, { safeParse: (v: unknown) => { success: boolean } }, unknown, unknown]> = [
  ["signup name", signupSchema, { ...signup, name: text(NAME_MAX) }, { ...signup, name: text(NAME_MAX + 1) }],
  ["signup email", signupSchema, { ...signup, email: emailOf(EMAIL_MAX) }, { ...signup, email: emailOf(EMAIL_MAX + 1) }],
  ["signup password max", signupSchema, { ...signup, password: text(PASSWORD_MAX) }, { ...signup, password: text(PASSWORD_MAX + 1) }],
  ["signup password min", signupSchema, { ...signup, password: text(PASSWORD_MIN) }, { ...signup, password: text(PASSWORD_MIN - 1) }],
  [
    "signup invite code",
    signupSchema,
    { ...signup, inviteCode: text(INVITE_CODE_MAX) },
    { ...signup, inviteCode: text(INVITE_CODE_MAX + 1) },
  ],
  ["login email", loginSchema, { email: text(EMAIL_MAX), password: "x" }, { email: text(EMAIL_MAX + 1), password: "x" }],
  [
    "login password",
    loginSchema,
    { email: "a", password: text(LOGIN_PASSWORD_MAX) },
    { email: "a", password: text(LOGIN_PASSWORD_MAX + 1) },
  ],
  ["profile name", profileSchema, { ...profile, name: text(NAME_MAX) }, { ...profile, name: text(NAME_MAX + 1) }],
  ["profile offerings", profileSchema, { ...profile, offerings: text(OFFERINGS_MAX) }, { ...profile, offerings: text(OFFERINGS_MAX + 1) }],
  ["profile website URL", profileSchema, { ...profile, websiteUrl: urlOf(URL_MAX) }, { ...profile, websiteUrl: urlOf(URL_MAX + 1) }],
  [
    "course title",
    updateSchema,
    { ...course, courseTitle: text(COURSE_TITLE_MAX) },
    { ...course, courseTitle: text(COURSE_TITLE_MAX + 1) },
  ],
  [
    "course description",
    updateSchema,
    { ...course, courseDescription: text(COURSE_DESCRIPTION_MAX) },
    { ...course, courseDescription: text(COURSE_DESCRIPTION_MAX + 1) },
  ],
  ["chat message", chatBody, { message: text(MESSAGE_MAX) }, { message: text(MESSAGE_MAX + 1) }],
];

describe("shared field limits", () => {
  it.each(cases)("%s: the limit passes, one over is refused", (_what, schema, atLimit, overLimit) => {
    expect(schema.safeParse(atLimit).success).toBe(true);
    expect(schema.safeParse(overLimit).success).toBe(false);
  });

  it("the claim schema shares the course fields' limits", () => {
    const claim = { ...course, slotDate: "2026-12-01T00:00:00.000Z", instructorId: 1 };
    // Two years ahead is the furthest a day may be claimed; pick a day surely inside that range.
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) + "T00:00:00.000Z";
    expect(claimSchema.safeParse({ ...claim, slotDate: soon, courseTitle: text(COURSE_TITLE_MAX) }).success).toBe(true);
    expect(claimSchema.safeParse({ ...claim, slotDate: soon, courseTitle: text(COURSE_TITLE_MAX + 1) }).success).toBe(false);
  });
});
