/**
 * `npm run db:migrate`: applies the SQL migrations to the local D1 (.wrangler/state, or
 * WRANGLER_PERSIST_DIR), or with `-- --remote` to the production database.
 */
import { describeTarget, migrateD1, targetFromArgs } from "./lib/wrangler";

const target = targetFromArgs();
await migrateD1(target);
console.log(`Migrations applied to ${describeTarget(target)}.`);
