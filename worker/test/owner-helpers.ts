/**
 * Helpers for the owner console's tests: a software authenticator and the console's cookie.
 *
 * The authenticator is test tooling for the remote party of a WebAuthn ceremony (the browser and
 * its platform authenticator), not a stand-in for our code: it holds an ES256 (P-256) key in
 * WebCrypto and answers the options our API hands out with what a real one sends: authenticator
 * data (RP ID hash, flags, counter, and at registration the credential and its COSE key), a CBOR
 * attestation object of format "none", and an ECDSA signature over authenticatorData ||
 * SHA-256(clientDataJSON). Each answer can be bent (origin, RP ID, user verification) to test
 * what our API refuses.
 */
import { call, ORIGIN, env } from "./helpers";
import { getDb } from "../db/client";
import { COMMAND } from "#shared/owner/record";
import { createSetupCode } from "#shared/owner/setup";
import { OWNER_COOKIE } from "../owner/session";
import { toBase64Url } from "#shared/password";

const enc = new TextEncoder();
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** CBOR (RFC 8949) for what an attestation object holds: small maps, text, bytes, small integers. */
function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 256) return Uint8Array.of((major << 5) | 24, length);
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 255);
}
const cborInt = (n: number) => (n >= 0 ? cborHead(0, n) : cborHead(1, -1 - n));
const cborBytes = (b: Uint8Array) => concat(cborHead(2, b.length), b);
const cborText = (t: string) => concat(cborHead(3, enc.encode(t).length), enc.encode(t));
const cborMap = (entries: Array<[Uint8Array, Uint8Array]>) => concat(cborHead(5, entries.length), ...entries.flat());

/** An ECDSA signature as WebCrypto gives it (r || s) in the DER form WebAuthn sends. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const body = trimmed[0] & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const seq = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, seq.length), seq);
}

export const RP_ID = new URL(ORIGIN).hostname;

type Bend = { origin?: string; rpId?: string; userVerified?: boolean; type?: string };
type Options = { challenge: string };

export class SoftAuthenticator {
  counter = 0;
  private constructor(
    private readonly keys: CryptoKeyPair,
    readonly credentialId: Uint8Array,
  ) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    return new SoftAuthenticator(keys, crypto.getRandomValues(new Uint8Array(32)));
  }

  get id(): string {
    return toBase64Url(this.credentialId);
  }

  private clientData(type: string, options: Options, bend: Bend) {
    return enc.encode(
      JSON.stringify({ type: bend.type ?? type, challenge: options.challenge, origin: bend.origin ?? ORIGIN, crossOrigin: false }),
    );
  }

  private async authData(bend: Bend, attested?: Uint8Array) {
    const flags = 0x01 | (bend.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
    this.counter += 1;
    const count = Uint8Array.of(this.counter >>> 24, (this.counter >>> 16) & 255, (this.counter >>> 8) & 255, this.counter & 255);
    return concat(await sha256(enc.encode(bend.rpId ?? RP_ID)), Uint8Array.of(flags), count, attested ?? new Uint8Array());
  }

  /** An answer to registration options (navigator.credentials.create). */
  async register(options: Options, bend: Bend = {}) {
    const raw = new Uint8Array((await crypto.subtle.exportKey("raw", this.keys.publicKey)) as ArrayBuffer); // 0x04 || x || y
    const coseKey = cborMap([
      [cborInt(1), cborInt(2)], // kty: EC2
      [cborInt(3), cborInt(-7)], // alg: ES256
      [cborInt(-1), cborInt(1)], // crv: P-256
      [cborInt(-2), cborBytes(raw.slice(1, 33))],
      [cborInt(-3), cborBytes(raw.slice(33, 65))],
    ]);
    const attested = concat(new Uint8Array(16), Uint8Array.of(0, this.credentialId.length), this.credentialId, coseKey);
    const authData = await this.authData(bend, attested);
    const attestationObject = cborMap([
      [cborText("fmt"), cborText("none")],
      [cborText("attStmt"), cborMap([])],
      [cborText("authData"), cborBytes(authData)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: toBase64Url(this.clientData("webauthn.create", options, bend)),
        attestationObject: toBase64Url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** An answer to authentication options (navigator.credentials.get) with this discoverable credential. */
  async assert(options: Options, bend: Bend = {}) {
    const clientDataJSON = this.clientData("webauthn.get", options, bend);
    const authData = await this.authData(bend);
    const signed = concat(authData, await sha256(clientDataJSON));
    const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: toBase64Url(clientDataJSON),
        authenticatorData: toBase64Url(authData),
        signature: toBase64Url(derSignature(signature)),
        userHandle: toBase64Url(enc.encode("soulcode-owner")),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

/** A fresh IP per passkey call, so no test trips the passkey endpoints' rate limit. */
let ipCount = 0;
const ipBase = Math.floor(Math.random() * 200);
export const ownerIp = () => (ipCount++, `10.${200 + (ipBase % 50)}.${(ipCount >> 8) & 255}.${ipCount & 255}`);

/** `__Host-owner=<token>` from a response's Set-Cookie. */
export function ownerCookie(res: Response): string {
  const match = new RegExp(`${OWNER_COOKIE}=([^;]+)`).exec(res.headers.get("set-cookie") ?? "");
  if (!match) throw new Error(`No owner cookie in: ${res.headers.get("set-cookie")}`);
  return `${OWNER_COOKIE}=${match[1]}`;
}

export const db = () => getDb(env.DB);

/** A set-up code, as `npm run owner:setup` makes one. */
export const setupCode = async () => (await createSetupCode(db(), COMMAND)).code;

export type Owner = { authenticator: SoftAuthenticator; cookie: string };

export async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  return call(`/api/owner${path}`, { method: "POST", json, ip: ownerIp(), headers });
}

/** Registers a new passkey with a new set-up code and returns it with its session cookie. */
export async function setUpOwner(label = "Test passkey"): Promise<Owner> {
  const code = await setupCode();
  const authenticator = await SoftAuthenticator.create();
  const options = (await (await post("/setup/options", { code })).json()) as Options;
  const res = await post("/setup/verify", { code, label, response: await authenticator.register(options) });
  if (res.status !== 201) throw new Error(`set-up failed: ${res.status} ${await res.text()}`);
  return { authenticator, cookie: ownerCookie(res) };
}

/** A fresh check's token for `action`, made with the owner's passkey. */
export async function freshToken(owner: Owner, action: string): Promise<string> {
  const headers = { cookie: owner.cookie };
  const options = (await (await post("/fresh/options", { action }, headers)).json()) as Options;
  const res = await post("/fresh/verify", { action, response: await owner.authenticator.assert(options) }, headers);
  if (res.status !== 200) throw new Error(`fresh check failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { freshToken: string }).freshToken;
}

/** Calls an owner route with the owner's cookie (and a fresh check's token when given). */
export function ownerCall(owner: Owner | null, method: string, path: string, json?: unknown, fresh?: string) {
  const headers: Record<string, string> = {};
  if (owner) headers.cookie = owner.cookie;
  if (fresh) headers["x-owner-fresh"] = fresh;
  return call(`/api/owner${path}`, { method, json, headers, ip: ownerIp() });
}
