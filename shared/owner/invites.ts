// Invite codes: create (npm run invite, the console's Invites screen), list, revoke an unused one.
import { and, desc, eq, isNull } from "drizzle-orm";
import { generateInviteCode, hashInviteCode, INVITE_TTL_MS } from "#shared/password";
import { instructors, inviteCodes } from "#shared/db/schema";
import { recordWrite, type Actor, type OwnerDb } from "./record";

/** Only each code's SHA-256 is stored; the plain codes exist only in the returned list. */
export async function createInvites(
  db: OwnerDb,
  actor: Actor,
  count: number,
  now = Date.now(),
): Promise<{ codes: string[]; expiresAt: number }> {
  if (!Number.isInteger(count) || count < 1 || count > 100)
    throw new RangeError("The number of codes must be a whole number from 1 to 100.");
  const codes = Array.from({ length: count }, () => generateInviteCode());
  const expiresAt = now + INVITE_TTL_MS;
  const rows = await Promise.all(codes.map(async (code) => ({ codeHash: await hashInviteCode(code), expiresAt: new Date(expiresAt) })));
  await db.batch([db.insert(inviteCodes).values(rows), ...recordWrite(db, actor, "invites.create", `${count} code(s)`)]);
  return { codes, expiresAt };
}

export type InviteRow = {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedBy: { name: string; email: string } | null;
};

export async function listInvites(db: OwnerDb): Promise<InviteRow[]> {
  const rows = await db
    .select({
      id: inviteCodes.id,
      createdAt: inviteCodes.createdAt,
      expiresAt: inviteCodes.expiresAt,
      usedAt: inviteCodes.usedAt,
      name: instructors.name,
      email: instructors.email,
    })
    .from(inviteCodes)
    .leftJoin(instructors, eq(instructors.id, inviteCodes.usedBy))
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id))
    .limit(500);
  return rows.map(({ name, email, ...r }) => ({ ...r, usedBy: name && email ? { name, email } : null }));
}

/** Deletes an unused code; "used" when it was used (kept for the record), "none" when there is no such code. */
export async function revokeInvite(db: OwnerDb, actor: Actor, id: number): Promise<"revoked" | "used" | "none"> {
  const row = await db.select({ usedAt: inviteCodes.usedAt }).from(inviteCodes).where(eq(inviteCodes.id, id)).get();
  if (!row) return "none";
  if (row.usedAt) return "used";
  const [removed] = await db.batch([
    db
      .delete(inviteCodes)
      .where(and(eq(inviteCodes.id, id), isNull(inviteCodes.usedAt)))
      .returning({ id: inviteCodes.id }),
    ...recordWrite(db, actor, "invites.revoke", `invite ${id}`),
  ]);
  return removed.length ? "revoked" : "used";
}
