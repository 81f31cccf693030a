/**
 * Hostile input to the Porch's routes (chat, quick action): the cases and the rules of
 * worker/test/hostile-helpers.ts, beside porch-api.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../lib/guards";
import {
  snapshot,
  check,
  expectRefused,
  expectNo5xx,
  json,
  ODD_UNICODE,
  SQL,
  HTML,
  EMPTYISH,
  hostileString,
  hostileNumber,
  hostileValue,
  RUNS,
  useHostileFixtures,
  bodyRouteCases,
  type BodyRoute,
  type Json,
} from "./hostile-helpers";

const fx = useHostileFixtures();
const auth = () => ({ cookie: fx.owner.cookie });

const BODY_ROUTES: BodyRoute[] = [
  { name: "/api/community/chat", method: "POST", path: () => "/api/community/chat", authed: false },
  { name: "/api/community/quick-action", method: "POST", path: () => "/api/community/quick-action", authed: false },
];
bodyRouteCases(BODY_ROUTES, auth);

describe("Community Porch", () => {
  it("chat: an invalid message or session id is a 400", async () => {
    const body = fc.oneof(
      fc.record(
        {
          message: fc.oneof(
            hostileNumber,
            fc.boolean(),
            fc.constant(null),
            EMPTYISH,
            fc.constant("m".repeat(2001)),
            fc.array(fc.string(), { maxLength: 2 }),
          ),
        },
        { requiredKeys: [] },
      ),
      fc.record({
        message: fc.constant("Where can I find food?"),
        sessionId: fc.oneof(
          hostileNumber,
          fc.boolean(),
          fc.constant("s".repeat(201)),
          fc.dictionary(fc.string(), fc.string(), { maxKeys: 1 }),
        ),
      }),
    );
    await check(
      fc.asyncProperty(body, async (value) => {
        const { status } = await expectRefused(json("POST", "/api/community/chat", value));
        expect(status).toBe(400);
      }),
      RUNS,
    );
  });

  it("chat: any text, session id and extra field is answered (never a 5xx) and writes nothing to D1", async () => {
    const body = fc.record(
      {
        message: fc.oneof(hostileString, SQL, HTML, ODD_UNICODE),
        sessionId: fc.oneof(hostileString, fc.uuid(), fc.constant(null)),
        role: hostileValue,
        history: hostileValue,
      },
      { requiredKeys: ["message"] },
    );
    await check(
      fc.asyncProperty(body, async (value) => {
        const before = await snapshot();
        const res = await expectNo5xx(json("POST", "/api/community/chat", value));
        expect(await snapshot()).toBe(before);
        if (res.status === 200) {
          const out = JSON.parse(res.text) as Json;
          expect(typeof out.response).toBe("string");
          expect(out.response.length).toBeGreaterThan(0);
          expect(out.sessionId).toMatch(/^[0-9a-f-]{36}$/);
        } else {
          expect([400, 413]).toContain(res.status);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("quick action: anything but a known action is a 400", async () => {
    const known = ["food", "housing", "grant", "community", "jobs", "support"];
    const action = fc
      .oneof(hostileValue, fc.constantFrom("FOOD", " food", "food ", "__proto__", "constructor", "toString"))
      .filter((a) => !known.includes(a as string));
    await check(
      fc.asyncProperty(action, hostileValue, async (a, sessionId) => {
        const req = json("POST", "/api/community/quick-action", { action: a, sessionId });
        const { status } = await expectRefused(req);
        // Four 15,000-character strings make a body over the 16 KiB cap: that is a 413 first.
        expect(status).toBe(new TextEncoder().encode(req.body ?? "").length > MAX_BODY_BYTES ? 413 : 400);
      }),
      RUNS,
    );
  });
});
