/**
 * Request bodies of /api/instructor (signup, login, profile) and the photo address's parameters.
 * The messages are the API's sentences (worker tests assert them); the limits live in ./limits
 * so the web can read them. Each schema is built by its first parse, as in ./calendar.
 */
import { z } from "zod";
import { PHOTO_FILE } from "#shared/photo-address";
import { shownText, visibleName } from "#shared/text";
import { decimal } from "#shared/schemas/decimal";
import {
  EMAIL_MAX,
  INVITE_CODE_MAX,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  OFFERINGS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  URL_MAX,
} from "#shared/schemas/limits";

const emailField = () =>
  z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Please enter a valid email address." }).max(EMAIL_MAX, { error: "That email address is too long." }));

const nameField = () =>
  z
    .string({ error: "Please enter your name." })
    .normalize("NFC")
    .trim()
    .min(1, { error: "Please enter your name." })
    .max(NAME_MAX, { error: `Names can be at most ${NAME_MAX} characters long.` })
    .check(shownText("Names"), visibleName("Names"));

/** An invite or reset code: given, and no longer than any code the owner's scripts make. */
const codeField = (missing: string, invalid: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(INVITE_CODE_MAX, { error: invalid });

/** Signup's rules for a new password, also the reset's. */
const newPassword = () =>
  z
    .string({ error: "Please choose a password." })
    .min(PASSWORD_MIN, { error: `Passwords must be at least ${PASSWORD_MIN} characters long.` })
    .max(PASSWORD_MAX, { error: `Passwords can be at most ${PASSWORD_MAX} characters long.` });

export const signupSchema = z.lazy(() =>
  z.object({
    email: emailField(),
    password: newPassword(),
    name: nameField(),
    inviteCode: codeField("Please enter your invite code.", "That invite code is not valid."),
  }),
);

/** Login's email rule, also the reset's: lenient, so the answer never hints at what exists. */
const knownEmail = () =>
  z
    .string({ error: "Please enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Please enter your email address." })
    .max(EMAIL_MAX, { error: "That email address is too long." });

export const loginSchema = z.lazy(() =>
  z.object({
    email: knownEmail(),
    // No length rules here beyond a bound on the hashing work: rules would hint at what exists.
    password: z
      .string({ error: "Please enter your password." })
      .min(1, { error: "Please enter your password." })
      .max(LOGIN_PASSWORD_MAX, { error: "That password is too long." }),
  }),
);

const optionalUrl = (label: string) =>
  z.union(
    [
      z.null(),
      z
        .string()
        .trim()
        .max(URL_MAX, { error: `${label} can be at most ${URL_MAX} characters long.` })
        .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a full web address starting with https:// or http://.` })),
    ],
    { error: `${label} must be a full web address starting with https:// or http://, or null.` },
  );

export const profileSchema = z.lazy(() =>
  z.object({
    name: nameField(),
    // Photos are uploaded as files (PUT /api/instructor/photo), never linked from another site
    // (docs/decisions/0042-hosted-instructor-photos.md). A page still open from before may send null.
    photoUrl: z.null({ error: "Photo addresses are no longer accepted: please upload a photo file in Edit Profile instead." }).optional(),
    offerings: z.union(
      [
        z.null(),
        z
          .string()
          .normalize("NFC")
          .trim()
          .max(OFFERINGS_MAX, { error: `Offerings can be at most ${OFFERINGS_MAX} characters long.` })
          .check(shownText("Offerings", { lineBreaks: true })),
      ],
      {
        error: "Offerings must be text or null.",
      },
    ),
    websiteUrl: optionalUrl("Website URL"),
  }),
);

const profileId = () =>
  decimal("The id must be a whole number written in digits, such as 42.").pipe(z.number().positive({ error: "The id must be positive." }));

export const profileIdParam = z.lazy(() => z.object({ id: profileId() }));

/** GET /api/instructors/:id/photo/:file (shared/photo-address.ts). */
export const photoFileParams = z.lazy(() =>
  z.object({
    id: profileId(),
    file: z.string().regex(PHOTO_FILE, { error: "A photo's address ends in its 32-character fingerprint and .webp or .jpg." }),
  }),
);

/** Account recovery: as lenient as login for the email (a format rule would answer differently
 *  for some unknown addresses); the new password follows signup's rules. */
export const resetSchema = z.lazy(() =>
  z.object({
    email: knownEmail(),
    code: codeField("Please enter the reset code you were given.", "That reset code is not valid."),
    password: newPassword(),
  }),
);
