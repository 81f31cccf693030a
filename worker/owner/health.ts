/**
 * The console's Health screen: whether D1, KV and R2 answer, how many Porch conversations were
 * active in the last 24 hours (a count of chat keys, which live 24 hours after their last message;
 * never a message), the configured reply provider, and the hash the Porch's model was trained on.
 */
import { sql } from "drizzle-orm";
import type { Env } from "../env";
import type { OwnerDb } from "#shared/owner/record";

const settle = async (probe: () => Promise<unknown>) =>
  probe().then(
    () => true,
    (err: unknown) => (console.error("Owner health probe failed", err), false),
  );

/** Counts `chat:` keys, at most 10 pages of 1,000 (more than the KV free plan's daily writes). */
async function porchConversations(kv: KVNamespace): Promise<number | null> {
  try {
    let total = 0;
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const listed: KVNamespaceListResult<unknown> = await kv.list({ prefix: "chat:", cursor });
      total += listed.keys.length;
      if (listed.list_complete) break;
      cursor = listed.cursor;
    }
    return total;
  } catch (err) {
    console.error("Owner health: could not count Porch conversations", err);
    return null;
  }
}

export async function siteHealth(env: Env, db: OwnerDb) {
  const [d1, kv, r2, conversations, providers, model] = await Promise.all([
    settle(() => db.get(sql`SELECT 1`)),
    settle(() => env.KV.get("health:probe")),
    settle(() => env.PHOTOS.head("health:probe")),
    porchConversations(env.KV),
    import("../porch/providers"),
    import("../porch/data/porch-model.json"),
  ]);
  const chain = providers.providerChain(env).map((p) => p.name);
  return {
    d1,
    kv,
    r2,
    porchConversations24h: conversations,
    provider: chain[0],
    providers: chain,
    modelHash: (model.default as { trainedOn: string }).trainedOn,
  };
}
