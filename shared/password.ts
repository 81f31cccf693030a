/**
 * Password and invite-code hashing with WebCrypto only, so the Worker and the Node owner scripts
 * (seed, invite) produce identical strings.
 *
 * Stored password format: `pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>`. The scheme and
 * count are part of the string so a stronger scheme can be rolled in at next login.
 */

/**
 * Production Workers refuse more than 100,000 PBKDF2 iterations (local workerd allows more, which
 * would pass every local test and then break every login in production), so this is pinned by a test.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PASSWORD_SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Compares in time that depends only on the length, never on where the first difference is. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * The pepper keys an HMAC of the password before stretching: a leaked database without the
 * Worker's secret cannot be attacked offline, and the HMAC output has a fixed length whatever
 * the password length.
 */
async function pepperedKeyMaterial(password: string, pepper: string): Promise<CryptoKey> {
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const peppered = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(password));
  return crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
}

async function derive(password: string, pepper: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await pepperedKeyMaterial(password, pepper);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string, salt?: Uint8Array<ArrayBuffer>): Promise<string> {
  const useSalt = salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, useSalt, PBKDF2_ITERATIONS);
  return `${PASSWORD_SCHEME}$${PBKDF2_ITERATIONS}$${toBase64Url(useSalt)}$${toBase64Url(hash)}`;
}

export type VerifyResult = { ok: boolean; needsRehash: boolean };

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<VerifyResult> {
  const [scheme, iterText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterText);
  if (
    scheme !== PASSWORD_SCHEME ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > PBKDF2_ITERATIONS ||
    !saltText ||
    !hashText
  ) {
    // Unknown scheme: still spend the same work so the answer's timing tells nothing.
    await derive(password, pepper, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return { ok: false, needsRehash: false };
  }
  const expected = fromBase64Url(hashText);
  const actual = await derive(password, pepper, fromBase64Url(saltText), iterations);
  const ok = constantTimeEqual(actual, expected);
  return { ok, needsRehash: ok && iterations !== PBKDF2_ITERATIONS };
}

/** SHA-256 hex; invite codes are stored only as this hash of their normalised form. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Crockford base32: no I, L, O, U, so a code read aloud or retyped survives.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** A fresh invite code: 130 random bits as 26 base32 characters, grouped for reading. */
export function generateInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(26));
  // 256 is a multiple of 32, so taking each byte modulo 32 is unbiased (5 bits per character).
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % 32]).join("");
  return chars.match(/.{1,4}/g)!.join("-");
}

/** Uppercase, no separators or spaces: what the hash is computed over. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

export async function hashInviteCode(code: string): Promise<string> {
  return sha256Hex(normaliseInviteCode(code));
}

/** Password-reset codes (`npm run reset-password`): same shape and hashing as invite codes. */
export const RESET_TTL_MS = 60 * 60 * 1000;
export const generateResetCode = generateInviteCode;
export const hashResetCode = hashInviteCode;
