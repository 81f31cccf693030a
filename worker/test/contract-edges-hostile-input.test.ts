/**
 * Hostile input every route shares (hostile query strings on the GET routes, unknown paths and
 * methods, the JSON depth limit): the cases and the rules of worker/test/hostile-helpers.ts,
 * beside contract-edges.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check, expectRefused, expectNo5xx, json, hostileString, ABSURD_IDS, RUNS, useHostileFixtures, type Req } from "./hostile-helpers";

const fx = useHostileFixtures();

describe("read-only routes and unknown paths", () => {
  it("GET routes ignore hostile query strings (never a 5xx, nothing written)", async () => {
    const paths = ["/api/health", "/api/instructors", "/api/blog/latest", "/api/calendar/feed.ics", "/api/instructor/me"];
    const query = fc.dictionary(
      hostileString.filter((k) => k.length < 100),
      hostileString,
      { maxKeys: 3 },
    );
    await check(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, q) => {
        const qs = new URLSearchParams(q).toString();
        const res = await expectNo5xx({ method: "GET", path: `${path}?${qs}` });
        if (path === "/api/instructor/me") expect(res.status).toBe(401);
        else expect(res.status).toBe(200);
      }),
      RUNS,
    );
  });

  it("unknown paths and methods are JSON 404s (or 405/415), never 5xx", async () => {
    // Under /api/x/ so that even ".." stays inside /api (only /api/* reaches the Worker).
    const segment = fc.oneof(
      ABSURD_IDS,
      fc.constantFrom("..", "%2e%2e%2f", "admin", "instructor/../x", "calendar/slots/1/2", "blog", "community"),
    );
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE");
    await check(
      fc.asyncProperty(method, segment, async (m, seg) => {
        const req: Req = m === "GET" ? { method: m, path: `/api/x/${seg}` } : json(m, `/api/x/${seg}`, {});
        const { status } = await expectRefused(req);
        expect([400, 401, 404, 405]).toContain(status);
      }),
      RUNS,
    );
  });
});

describe("deep JSON and chunked bodies", () => {
  it("nesting up to the limit (16 levels) reaches validation; 17 does not", async () => {
    const deep = (n: number) => "[".repeat(n - 1) + "]".repeat(n - 1);
    const at = await expectRefused(json("POST", "/api/community/chat", {}), {});
    expect(at.body.code).toBe("validation_error");
    const ok = await expectRefused({
      method: "POST",
      path: "/api/community/chat",
      headers: { "content-type": "application/json" },
      body: `{"message":${deep(16)}}`,
    });
    expect(ok.body.code).toBe("validation_error");
    const over = await expectRefused({
      method: "POST",
      path: "/api/community/chat",
      headers: { "content-type": "application/json" },
      body: `{"message":${deep(17)}}`,
    });
    expect(over.body.code).toBe("too_deep");
    // A valid login whose only fault is depth is still refused for depth, before any lookup.
    const login = await expectRefused({
      method: "POST",
      path: "/api/instructor/login",
      headers: { "content-type": "application/json" },
      body: `{"email":${JSON.stringify(fx.owner.email)},"password":"violet-lantern-orchard-42","x":${deep(17)}}`,
    });
    expect(login.body.code).toBe("too_deep");
  });
});
