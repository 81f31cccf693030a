// scripts/lib/d1.ts: parameters become literals that neither SQLite nor wrangler's own SQL
// handling (statement splitting, "BEGIN TRANSACTION;"/"COMMIT;" stripping) can misread.
import { describe, expect, it } from "vitest";
import { inlineParams, sqlLiteral } from "../lib/d1";

const hexOf = (s: string) => Buffer.from(s, "utf8").toString("hex");

describe("inlined parameters", () => {
  it("writes strings as hex, so no quote, semicolon or keyword reaches the SQL text", () => {
    const hostile = 'Robert\'); DROP TABLE blog_posts;-- BEGIN TRANSACTION; COMMIT; ? "x"';
    const literal = sqlLiteral(hostile);
    expect(literal).toBe(`CAST(X'${hexOf(hostile)}' AS TEXT)`);
    expect(literal).toMatch(/^CAST\(X'[0-9a-f]*' AS TEXT\)$/);
    expect(sqlLiteral("It's here ✨")).toBe(`CAST(X'${hexOf("It's here ✨")}' AS TEXT)`);
  });

  it("writes numbers, booleans, null and bytes as SQLite literals, and refuses the rest", () => {
    expect(sqlLiteral(1767225600000)).toBe("1767225600000");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(new Uint8Array([0, 255]))).toBe("X'00ff'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });

  it("replaces placeholders only outside quotes and identifiers, and counts them", () => {
    const sql = `select "a?" from "t" where "x" = ? and y = 'why?' and z = ?`;
    expect(inlineParams(sql, ["q?", 2])).toBe(`select "a?" from "t" where "x" = CAST(X'${hexOf("q?")}' AS TEXT) and y = 'why?' and z = 2`);
    expect(() => inlineParams("select ?", [])).toThrow(/More placeholders/);
    expect(() => inlineParams("select ?", [1, 2])).toThrow(/2 parameters for 1/);
  });
});
