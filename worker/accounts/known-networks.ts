/**
 * Networks an instructor has logged in from (decision 0011). A login from a known network skips
 * the per-email limit, so failures from strangers' networks can no longer lock the owner out.
 *
 * Privacy: only HMAC-SHA-256(pepper, instructor id + network) is stored. A plain hash of an IPv4
 * address is reversed by trying all 2^32 of them; the secret key prevents that, and mixing in the
 * instructor id means two accounts' rows never reveal a shared network. Rows expire 90 days
 * after the last success. Writes: none for a failure, at most one batch per success (and none
 * for a success from a network already confirmed within the last day).
 */
import { and, desc, eq, gt, lt, notInArray, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginKnownNetworks } from "#shared/db/schema";

export const KNOWN_NETWORK_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** A success from a network confirmed more recently than this is not written again. */
export const KNOWN_NETWORK_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The most networks kept per instructor (the most recently used win). */
export const MAX_KNOWN_NETWORKS = 20;

const encoder = new TextEncoder();

/** The stored form of (instructor, network): base64url of an HMAC keyed with the pepper. */
export async function networkHash(pepper: string, instructorId: number, network: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`login-known-network:v1:${instructorId}:${network}`)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** When this network last saw a successful login for the instructor (unexpired), or null. */
export async function lastSuccessFrom(db: Db, instructorId: number, hash: string, now: number): Promise<number | null> {
  const row = await db
    .select({ at: loginKnownNetworks.lastSuccessAt })
    .from(loginKnownNetworks)
    .where(
      and(
        eq(loginKnownNetworks.instructorId, instructorId),
        eq(loginKnownNetworks.networkHash, hash),
        gt(loginKnownNetworks.lastSuccessAt, new Date(now - KNOWN_NETWORK_TTL_MS)),
      ),
    )
    .get();
  return row ? row.at.getTime() : null;
}

/** Records a successful login from the network, and prunes expired and surplus rows. */
export async function rememberNetwork(db: Db, instructorId: number, hash: string, lastSuccess: number | null, now: number): Promise<void> {
  if (lastSuccess !== null && now - lastSuccess < KNOWN_NETWORK_REFRESH_MS) return;
  const at = new Date(now);
  const newest = db
    .select({ id: loginKnownNetworks.id })
    .from(loginKnownNetworks)
    .where(eq(loginKnownNetworks.instructorId, instructorId))
    .orderBy(desc(loginKnownNetworks.lastSuccessAt))
    .limit(MAX_KNOWN_NETWORKS);
  await db.batch([
    db
      .insert(loginKnownNetworks)
      .values({ instructorId, networkHash: hash, lastSuccessAt: at })
      .onConflictDoUpdate({ target: [loginKnownNetworks.instructorId, loginKnownNetworks.networkHash], set: { lastSuccessAt: at } }),
    db
      .delete(loginKnownNetworks)
      .where(
        and(
          eq(loginKnownNetworks.instructorId, instructorId),
          or(lt(loginKnownNetworks.lastSuccessAt, new Date(now - KNOWN_NETWORK_TTL_MS)), notInArray(loginKnownNetworks.id, newest)),
        ),
      ),
  ]);
}
