/**
 * Passkey ceremonies (docs/decisions/0095-owner-passkeys.md). `@simplewebauthn/server` is loaded by
 * a dynamic import on the first ceremony, never at the Worker's start-up (it is about 89 kB gzip).
 * Discoverable credentials, user verification required, attestation "none". The relying-party ID
 * and the expected origins come from SITE_ORIGIN, never from the Host header. Each challenge is a
 * D1 row, deleted when it is answered (used once, whatever the outcome) and good for 5 minutes.
 */
import { and, count, eq, gt, lt } from "drizzle-orm";
import { ownerChallenges, ownerFreshChecks, ownerPasskeys } from "#shared/db/schema";
import { fromBase64Url, sha256Hex, toBase64Url } from "#shared/password";
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import type { OwnerDb } from "#shared/owner/record";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const FRESH_TTL_MS = 5 * 60 * 1000;
export const RP_NAME = "SoulCode Studio owner console";
/** The one owner: every passkey is registered for this user handle. */
const OWNER_USER_ID = Uint8Array.from(new TextEncoder().encode("soulcode-owner"));

/** Actions that cannot be undone: each needs a fresh passkey check made for it (header X-Owner-Fresh). */
export const FRESH_ACTIONS = [
  "instructors.remove",
  "calendar.block-claimed",
  "interest.export",
  "interest.remove",
  "passkeys.add",
  "passkeys.remove",
  "sessions.end",
] as const;
export type FreshAction = (typeof FRESH_ACTIONS)[number];
export const FRESH_HEADER = "X-Owner-Fresh";

const library = () => import("@simplewebauthn/server");
// The answers' types, read from the library loaded on first use: no import of it at the top of this module.
type Library = Awaited<ReturnType<typeof library>>;
type RegistrationResponseJSON = Parameters<Library["verifyRegistrationResponse"]>[0]["response"];
type AuthenticationResponseJSON = Parameters<Library["verifyAuthenticationResponse"]>[0]["response"];

/** The relying party: the host of SITE_ORIGIN's first origin; expected origins: those of SITE_ORIGIN on that host or under it. */
export function relyingParty(env: Pick<Env, "SITE_ORIGIN">): { rpID: string; origins: string[] } {
  const all = env.SITE_ORIGIN.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  const rpID = new URL(all[0]).hostname;
  return {
    rpID,
    origins: all.filter((o) => {
      const host = new URL(o).hostname;
      return host === rpID || host.endsWith(`.${rpID}`);
    }),
  };
}

type Purpose = "setup" | "login" | "add" | `fresh:${FreshAction}`;

/** Stores a new challenge for `purpose` (and drops expired ones in the same batch). */
async function storeChallenge(db: OwnerDb, challenge: string, purpose: Purpose, sessionId: string | null, now = Date.now()) {
  await db.batch([
    db.delete(ownerChallenges).where(lt(ownerChallenges.expiresAt, new Date(now))),
    db.insert(ownerChallenges).values({ challenge, purpose, sessionId, expiresAt: new Date(now + CHALLENGE_TTL_MS) }),
  ]);
}

const refused = (message: string, code = "passkey_refused") => new ApiError(400, message, code);

/** The challenge a browser's answer signed, read from its clientDataJSON. */
function answeredChallenge(response: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(String(response.response?.clientDataJSON)))) as { challenge?: unknown };
    if (typeof data.challenge === "string" && data.challenge.length > 0) return data.challenge;
  } catch {
    // answered below
  }
  throw refused("The passkey's answer is not readable (no client data), so it was refused. Please try again.");
}

/** Takes (deletes) the challenge an answer signed; refuses one that is unknown, used, expired or made for another step. */
async function takeChallenge(
  db: OwnerDb,
  response: { response?: { clientDataJSON?: unknown } },
  purpose: Purpose,
  sessionId: string | null,
  now = Date.now(),
): Promise<string> {
  const challenge = answeredChallenge(response);
  const [row] = await db.delete(ownerChallenges).where(eq(ownerChallenges.challenge, challenge)).returning();
  if (!row) throw refused("This passkey request was already used or is unknown, so it was refused. Please start again.", "challenge_used");
  if (row.expiresAt.getTime() <= now)
    throw refused("This passkey request has expired (each lasts 5 minutes), so it was refused. Please start again.", "challenge_expired");
  if (row.purpose !== purpose || row.sessionId !== sessionId)
    throw refused("This passkey answer was made for another step, so it was refused. Please start again.", "challenge_mismatch");
  return challenge;
}

/** The library's reasons, as sentences the owner can act on. */
function explain(err: unknown): ApiError {
  const text = err instanceof Error ? err.message : String(err);
  if (/origin/i.test(text))
    return refused("This passkey answer was made for another website's address, not this site's, so it was refused.", "wrong_origin");
  if (/RP ID|rpIdHash|rpID/i.test(text))
    return refused("This passkey belongs to another website (its relying party is not this site), so it was refused.", "wrong_rp_id");
  if (/user verification|verified/i.test(text))
    return refused("The passkey did not verify you (no PIN, fingerprint or face check), so it was refused.", "user_not_verified");
  if (/counter/i.test(text))
    return refused("This passkey answer was already used once (its counter did not move on), so it was refused.", "replayed");
  return refused("The passkey's answer could not be verified, so it was refused. Please try again.");
}

export async function registrationOptions(env: Env, db: OwnerDb, purpose: "setup" | "add", sessionId: string | null) {
  const { generateRegistrationOptions } = await library();
  const { rpID } = relyingParty(env);
  const existing = await db.select({ id: ownerPasskeys.id, transports: ownerPasskeys.transports }).from(ownerPasskeys);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userID: OWNER_USER_ID,
    userName: "owner",
    userDisplayName: "SoulCode Studio owner",
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: JSON.parse(p.transports) as string[] })),
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, purpose, sessionId);
  return options;
}

export type NewPasskey = { id: string; publicKey: string; counter: number; transports: string };

/** Verifies a registration answer for `purpose`; the caller stores the passkey (with its audit row) in one batch. */
export async function verifyRegistration(
  env: Env,
  db: OwnerDb,
  response: RegistrationResponseJSON,
  purpose: "setup" | "add",
  sessionId: string | null,
): Promise<NewPasskey> {
  const expectedChallenge = await takeChallenge(db, response, purpose, sessionId);
  const { verifyRegistrationResponse } = await library();
  const { rpID, origins } = relyingParty(env);
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch (err) {
    throw explain(err);
  }
  if (!result.verified) throw refused("The passkey's answer could not be verified, so it was refused. Please try again.");
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: toBase64Url(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  };
}

export async function authenticationOptions(env: Env, db: OwnerDb, purpose: "login" | `fresh:${FreshAction}`, sessionId: string | null) {
  const { generateAuthenticationOptions } = await library();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(env).rpID,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, options.challenge, purpose, sessionId);
  return options;
}

/** Verifies a sign-in answer with a registered passkey and moves its counter on; returns the passkey's id. */
export async function verifyAuthentication(
  env: Env,
  db: OwnerDb,
  response: AuthenticationResponseJSON,
  purpose: "login" | `fresh:${FreshAction}`,
  sessionId: string | null,
  now = Date.now(),
): Promise<string> {
  const expectedChallenge = await takeChallenge(db, response, purpose, sessionId);
  const passkey = await db
    .select()
    .from(ownerPasskeys)
    .where(eq(ownerPasskeys.id, String(response.id)))
    .get();
  if (!passkey)
    throw refused("This passkey is not registered for the owner console (it may have been removed), so it was refused.", "unknown_passkey");
  const { verifyAuthenticationResponse } = await library();
  const { rpID, origins } = relyingParty(env);
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origins,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: fromBase64Url(passkey.publicKey),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as never,
      },
    });
  } catch (err) {
    throw explain(err);
  }
  if (!result.verified) throw refused("The passkey's answer could not be verified, so it was refused. Please try again.");
  await db
    .update(ownerPasskeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(ownerPasskeys.id, passkey.id));
  return passkey.id;
}

/** A fresh check's token: good for `action` in this session, 5 minutes, once. Only its hash is stored. */
export async function issueFreshToken(db: OwnerDb, sessionId: string, passkeyId: string, action: FreshAction, now = Date.now()) {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
  const expiresAt = new Date(now + FRESH_TTL_MS);
  await db.batch([
    db.delete(ownerFreshChecks).where(lt(ownerFreshChecks.expiresAt, new Date(now))),
    db.insert(ownerFreshChecks).values({ tokenHash: await sha256Hex(token), sessionId, action, passkeyId, expiresAt }),
  ]);
  return { freshToken: token, expiresAt };
}

export const FRESH_REQUIRED = "This step cannot be undone, so it needs a fresh passkey check: confirm with your passkey and try again.";

/** Uses up the fresh check sent for `action`, or answers 403. Returns the passkey that made the check. */
export async function useFreshCheck(
  db: OwnerDb,
  token: string | undefined,
  sessionId: string,
  action: FreshAction,
  now = Date.now(),
): Promise<string> {
  if (token && /^[A-Za-z0-9_-]{32}$/.test(token)) {
    const [row] = await db
      .delete(ownerFreshChecks)
      .where(
        and(
          eq(ownerFreshChecks.tokenHash, await sha256Hex(token)),
          eq(ownerFreshChecks.sessionId, sessionId),
          eq(ownerFreshChecks.action, action),
          gt(ownerFreshChecks.expiresAt, new Date(now)),
        ),
      )
      .returning({ passkeyId: ownerFreshChecks.passkeyId });
    if (row) return row.passkeyId;
  }
  throw new ApiError(403, FRESH_REQUIRED, "fresh_check_required");
}

export async function passkeyCount(db: OwnerDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ownerPasskeys);
  return row.n;
}
