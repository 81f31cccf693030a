/**
 * Drizzle for the owner scripts and the bench: the Worker's own schema (shared/db/schema.ts) and
 * query builder, executed through `wrangler d1 execute` (scripts/lib/wrangler.ts), so the same code
 * reaches the local D1 (any WRANGLER_PERSIST_DIR) and production (--remote). Why this and not
 * getPlatformProxy: docs/decisions/0012-scripts-data-access.md.
 *
 * `wrangler d1 execute` takes no bound parameters, so each `?` is replaced by a literal. Strings
 * become hex blobs cast to TEXT: wrangler scans the raw SQL text (it strips "BEGIN TRANSACTION;"
 * and "COMMIT;" and splits on ";" before running it), so no character of a value may reach it
 * as text. Rows come back as JSON objects keyed by column name: a query must not select two
 * columns of the same name (drizzle maps rows by position; the owner scripts select explicit fields).
 */
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import * as schema from "#shared/db/schema";
import { d1Execute, type D1Target, type StatementResult } from "./wrangler";

/** One SQL literal for a driver value (what drizzle hands a driver after mapping dates, booleans, JSON). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to D1`);
    return String(value);
  }
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `CAST(X'${Buffer.from(value, "utf8").toString("hex")}' AS TEXT)`;
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex")}'`;
  throw new Error(`Cannot write a ${typeof value} parameter to D1`);
}

/** Replaces each `?` placeholder outside quotes and identifiers with its parameter's literal. */
export function inlineParams(sql: string, params: unknown[]): string {
  let out = "";
  let next = 0;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    const close = ch === "'" ? "'" : ch === '"' ? '"' : ch === "`" ? "`" : ch === "[" ? "]" : null;
    if (close) {
      const end = sql.indexOf(close, i + 1);
      if (end === -1) throw new Error(`Unterminated ${ch} in: ${sql}`);
      out += sql.slice(i, end + 1);
      i = end;
    } else if (ch === "?") {
      if (next >= params.length) throw new Error(`More placeholders than parameters in: ${sql}`);
      out += sqlLiteral(params[next++]);
    } else {
      out += ch;
    }
  }
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} placeholders in: ${sql}`);
  return out;
}

type Method = "run" | "all" | "values" | "get";

/** wrangler's objects into the positional rows drizzle's proxy driver maps back to fields. */
function toRows(result: StatementResult | undefined, method: Method): { rows: unknown[] } {
  const rows = (result?.results ?? []).map((row) => Object.values(row));
  if (method === "get") return { rows: rows[0] as unknown[] };
  return { rows: method === "run" ? [] : rows };
}

export type ScriptDb = SqliteRemoteDatabase<typeof schema>;

/**
 * A drizzle database on the target D1. Each query is one wrangler process (about a second);
 * `db.batch([...])` sends its statements in one, as one transaction. Drizzle's `transaction()`
 * would span several processes and is not atomic here: use `batch`.
 */
export function openD1(target: D1Target): ScriptDb {
  return drizzle(
    async (sql, params, method) => toRows(d1Execute(inlineParams(sql, params), target)[0], method),
    async (queries) => {
      const results = d1Execute(queries.map((q) => inlineParams(q.sql, q.params)).join(";\n"), target);
      return queries.map((q, i) => toRows(results[i], q.method));
    },
    { schema },
  );
}
