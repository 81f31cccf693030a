/**
 * The field limits of the API's request schemas (shared/schemas/*.ts), also read by the web forms
 * for their maxLength/minLength attributes. This file imports nothing on purpose: the forms take
 * these numbers without pulling zod into the browser bundle.
 */

/** Instructor name (signup and profile). */
export const NAME_MAX = 80;
/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** Login accepts any password up to this, a bound on the hashing work only (no hints). */
export const LOGIN_PASSWORD_MAX = 1024;
export const INVITE_CODE_MAX = 100;
export const OFFERINGS_MAX = 1000;
/** Website addresses. */
export const URL_MAX = 2048;
/** A profile photo as the API stores it (decision 0042): WebP or JPEG, at most this many bytes... */
export const PHOTO_MAX_BYTES = 300_000;
/** ...and at most this many pixels on each side. */
export const PHOTO_MAX_SIDE = 1024;
/** The longest side the Edit Profile dialog scales a chosen photo to before uploading it. */
export const PHOTO_UPLOAD_SIDE = 512;
export const COURSE_TITLE_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 2000;
/** One Community Porch chat message. */
export const MESSAGE_MAX = 2000;
/** A Porch session id sent back by the client. */
export const SESSION_ID_MAX = 200;
