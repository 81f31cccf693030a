/**
 * The run's invite codes and the server's database have one owner (docs/decisions/0027): the
 * codes the test workers hand out must be rows in the very D1 the server answers from. When a
 * second process wrote them while the server's fresh start wiped the state, a slower machine
 * lost them and every sign-up test failed; this test fails first if that can happen again.
 */
import { expect, test } from "@playwright/test";
import { hashInviteCode } from "#shared/password";
import { d1Execute, localTarget } from "../scripts/lib/wrangler";
import { E2E_STATE, testInviteCodes } from "./routes";

test("every invite code handed to the test workers is in the server's database", async ({ request }) => {
  // The server is up (Playwright waited for /api/health), so its fresh start has finished.
  expect((await request.get("/api/health")).ok()).toBe(true);
  const codes = testInviteCodes();
  expect(codes.length).toBeGreaterThanOrEqual(30);
  const hashes = await Promise.all(codes.map((code) => hashInviteCode(code)));
  const [result] = d1Execute(
    `SELECT code_hash FROM invite_codes WHERE code_hash IN (${hashes.map((h) => `'${h}'`).join(",")})`,
    localTarget(process.env.WRANGLER_PERSIST_DIR ?? E2E_STATE),
  );
  const stored = new Set(result.results.map((row) => String(row.code_hash)));
  expect(hashes.filter((hash) => !stored.has(hash))).toEqual([]);
});
