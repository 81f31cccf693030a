// The owner console's passkey ceremonies against the real Worker, D1 and @simplewebauthn/server,
// answered by a software authenticator (owner-helpers.ts).
import { describe, expect, it } from "vitest";
import { env } from "./helpers";
import { freshToken, ownerCall, ownerCookie, post, setupCode, setUpOwner, SoftAuthenticator } from "./owner-helpers";

type Options = {
  challenge: string;
  rp?: { id: string };
  rpId?: string;
  authenticatorSelection?: Record<string, unknown>;
  attestation?: string;
  userVerification?: string;
};
const options = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as Options;
};
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("first set-up with a one-time code", () => {
  it("registers a discoverable passkey with user verification and attestation none, then signs in", async () => {
    const code = await setupCode();
    const authenticator = await SoftAuthenticator.create();
    const opts = await options(await post("/setup/options", { code }));
    expect(opts.rp?.id).toBe("localhost");
    expect(opts.attestation).toBe("none");
    expect(opts.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const res = await post("/setup/verify", { code, label: "Phone", response: await authenticator.register(opts) });
    expect(res.status, await res.clone().text()).toBe(201);
    const cookie = ownerCookie(res);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-owner=[^;]+;.*HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Strict/i);
    expect(res.headers.get("set-cookie")).toMatch(/Secure/i);
    const status = await ownerCall({ authenticator, cookie }, "GET", "/status");
    expect(await status.json()).toMatchObject({ signedIn: true });
    expect(status.headers.get("cache-control")).toBe("no-store");

    // The code is used up now: a second registration with it is refused.
    const again = await post("/setup/options", { code });
    expect(again.status).toBe(400);
    expect(await message(again)).toContain("set-up code is not valid, was already used or has expired");
  });

  it("a code is used up only when a registration verifies", async () => {
    const code = await setupCode();
    const authenticator = await SoftAuthenticator.create();
    const bad = await post("/setup/verify", {
      code,
      response: await authenticator.register(await options(await post("/setup/options", { code })), { userVerified: false }),
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toContain("did not verify you");
    const good = await post("/setup/verify", {
      code,
      response: await authenticator.register(await options(await post("/setup/options", { code }))),
    });
    expect(good.status).toBe(201);
  });

  it("an expired set-up code is refused with a sentence", async () => {
    const code = await setupCode();
    await env.DB.prepare("UPDATE owner_setup_codes SET expires_at = 0").run();
    const res = await post("/setup/options", { code });
    expect(res.status).toBe(400);
    expect(await message(res)).toContain("Run npm run owner:setup for a new one.");
  });
});

describe("sign-in", () => {
  it("a challenge works once; a replayed assertion is refused with a sentence", async () => {
    const owner = await setUpOwner();
    const opts = await options(await post("/login/options", {}));
    expect(opts.rpId).toBe("localhost");
    expect(opts.userVerification).toBe("required");
    const answer = await owner.authenticator.assert(opts);
    const first = await post("/login/verify", { response: answer });
    expect(first.status, await first.clone().text()).toBe(200);
    ownerCookie(first);
    // The same answer again: its challenge is gone.
    const replay = await post("/login/verify", { response: answer });
    expect(replay.status).toBe(400);
    expect(await message(replay)).toBe("This passkey request was already used or is unknown, so it was refused. Please start again.");
    // A new answer to the same (used) challenge: also refused.
    const second = await post("/login/verify", { response: await owner.authenticator.assert(opts) });
    expect(second.status).toBe(400);
    expect(await message(second)).toContain("already used");
  });

  it("refuses an answer made for another origin", async () => {
    const owner = await setUpOwner();
    const res = await post("/login/verify", {
      response: await owner.authenticator.assert(await options(await post("/login/options", {})), { origin: "https://evil.example" }),
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("This passkey answer was made for another website's address, not this site's, so it was refused.");
  });

  it("refuses an answer made for another relying party", async () => {
    const owner = await setUpOwner();
    const res = await post("/login/verify", {
      response: await owner.authenticator.assert(await options(await post("/login/options", {})), { rpId: "evil.example" }),
    });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("This passkey belongs to another website (its relying party is not this site), so it was refused.");
  });

  it("refuses an answer to an expired challenge", async () => {
    const owner = await setUpOwner();
    const opts = await options(await post("/login/options", {}));
    await env.DB.prepare("UPDATE owner_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(Date.now() - 1, opts.challenge)
      .run();
    const res = await post("/login/verify", { response: await owner.authenticator.assert(opts) });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("This passkey request has expired (each lasts 5 minutes), so it was refused. Please start again.");
  });

  it("refuses an answer without user verification, and an unknown passkey", async () => {
    const owner = await setUpOwner();
    const noUv = await post("/login/verify", {
      response: await owner.authenticator.assert(await options(await post("/login/options", {})), { userVerified: false }),
    });
    expect(noUv.status).toBe(400);
    expect(await message(noUv)).toContain("did not verify you");
    const stranger = await SoftAuthenticator.create();
    const unknown = await post("/login/verify", { response: await stranger.assert(await options(await post("/login/options", {}))) });
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toContain("not registered for the owner console");
  });

  it("the relying party comes from SITE_ORIGIN, never from the Host header", async () => {
    const res = await post("/login/options", {}, { host: "evil.example", "x-forwarded-host": "evil.example" });
    expect((await options(res)).rpId).toBe("localhost");
  });

  it("signing out ends the session", async () => {
    const owner = await setUpOwner();
    expect((await ownerCall(owner, "POST", "/logout")).status).toBe(204);
    expect((await ownerCall(owner, "GET", "/passkeys")).status).toBe(401);
  });
});

describe("a lost device and the way back in", () => {
  it("removing a passkey ends its sessions; a new set-up code adds a passkey and removes none", async () => {
    const kept = await setUpOwner("Kept laptop");
    const lost = await setUpOwner("Lost phone");
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM owner_passkeys").first<{ n: number }>())!.n;
    const before = await count();
    const removed = await ownerCall(
      kept,
      "DELETE",
      `/passkeys/${lost.authenticator.id}`,
      undefined,
      await freshToken(kept, "passkeys.remove"),
    );
    expect(removed.status).toBe(204);
    expect((await ownerCall(lost, "GET", "/passkeys")).status).toBe(401);
    const refused = await post("/login/verify", {
      response: await lost.authenticator.assert((await (await post("/login/options", {})).json()) as { challenge: string }),
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before - 1);
    // Recovery: npm run owner:setup again, a new passkey; the others stay.
    const recovered = await setUpOwner("New phone");
    expect(await count()).toBe(before);
    expect((await ownerCall(recovered, "GET", "/passkeys")).status).toBe(200);
    expect((await ownerCall(kept, "GET", "/passkeys")).status).toBe(200);
  });
});
