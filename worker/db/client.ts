import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "#shared/db/schema";

/**
 * A request's database handle, made without the tables' definitions: every query names its
 * tables, and only the relational API (`db.query.*`, which nothing here uses) would read them.
 * So a request evaluates only the tables its route imports, and a health check none
 * (docs/decisions/0103-api-groups-load-on-first-use.md). The type keeps the schema, as the owner
 * operations shared with the commands expect; `db.query` is empty at run time.
 */
export const getDb = (d1: D1Database) => drizzle(d1) as unknown as DrizzleD1Database<typeof schema> & { $client: D1Database };
export type Db = ReturnType<typeof getDb>;
