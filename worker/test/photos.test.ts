/**
 * Instructors' photos through the real Worker, on a real (local) R2 bucket and D1
 * (docs/decisions/0042-hosted-instructor-photos.md): what is stored, what is refused and why, how
 * a photo is served, and that replacing or removing one leaves no object behind.
 */
import { describe, expect, it, vi } from "vitest";
import { call, env } from "./helpers";
import { awayFromWindowEdge, insertInstructor, signUp, type TestInstructor } from "./calendar-helpers";
import { bytesNoDecoderNeeds, contains, jpegMarkersBeforeScan, photoFixture, webpChunks, withExtraSegments } from "./photo-helpers";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const PHOTO_PATH = /^\/api\/instructors\/(\d+)\/photo\/([0-9a-f]{32}\.(webp|jpg))$/;

function upload(
  who: TestInstructor | null,
  body: BodyInit,
  init: { type?: string; headers?: Record<string, string>; origin?: string | null } = {},
) {
  const headers = new Headers(init.headers);
  if (who) headers.set("cookie", who.cookie);
  if (init.type) headers.set("content-type", init.type);
  return call("/api/instructor/photo", { method: "PUT", headers, body, origin: init.origin });
}

async function uploaded(who: TestInstructor, bytes: Uint8Array, type: string): Promise<{ url: string; key: string }> {
  const res = await upload(who, bytes, { type });
  expect(res.status, await res.clone().text()).toBe(200);
  const { instructor } = (await res.json()) as Json;
  const match = PHOTO_PATH.exec(instructor.photoUrl);
  expect(match, instructor.photoUrl).not.toBeNull();
  expect(Number(match![1])).toBe(who.id);
  return { url: instructor.photoUrl, key: `${who.id}/${match![2]}` };
}

async function storedKeys(who: TestInstructor): Promise<string[]> {
  return (await env.PHOTOS.list({ prefix: `${who.id}/` })).objects.map((o) => o.key);
}

async function storedBytes(key: string): Promise<Uint8Array> {
  const object = await env.PHOTOS.get(key);
  expect(object, key).not.toBeNull();
  const bytes = new Uint8Array(await object!.arrayBuffer());
  expect(bytesNoDecoderNeeds(bytes), key).toEqual([]);
  return bytes;
}

async function photoColumn(who: TestInstructor) {
  return (await env.DB.prepare("SELECT photo_key FROM instructors WHERE id = ?").bind(who.id).first<{ photo_key: string | null }>())
    ?.photo_key;
}

/** A refusal: the status, a sentence for a person, nothing stored and the profile unchanged. */
async function expectRefused(res: Response, who: TestInstructor, status: number, message: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await res.json()) as Json;
  expect(body.message).toMatch(/^[A-Z][^\n]*[.)]$/);
  expect(body.message).toMatch(message);
  expect(await storedKeys(who)).toEqual([]);
  expect(await photoColumn(who)).toBeNull();
}

describe("what is stored", () => {
  it("a phone JPEG with GPS EXIF, XMP and an ICC profile is stored without any of them", async () => {
    const who = await signUp("Gps Camera");
    const original = photoFixture("gpsJpeg");
    // The fixture does carry what must go (otherwise this test could not fail).
    expect(jpegMarkersBeforeScan(original)).toEqual(expect.arrayContaining(["E1", "E2"]));
    for (const text of ["Exif\0\0", "FixtureCam", "http://ns.adobe.com/xap/1.0/", "Secret Studio", "ICC_PROFILE"])
      expect(contains(original, text), text).toBe(true);

    const { key } = await uploaded(who, original, "image/jpeg");
    expect(key).toMatch(/\.jpg$/);
    const stored = await storedBytes(key);
    // No APPn segment at all (APP0..APP15 are E0..EF), no comment (FE).
    const markers = jpegMarkersBeforeScan(stored);
    expect(markers.filter((m) => /^E[0-9A-F]$|^FE$/.test(m))).toEqual([]);
    expect(markers).toEqual(expect.arrayContaining(["DB", "C0", "C4", "DA"]));
    for (const text of ["Exif", "GPS", "FixtureCam", "Pocket 9", "xmpmeta", "Secret Studio", "ICC_PROFILE", "2026:05:04"])
      expect(contains(stored, text), text).toBe(false);
    // The picture itself is untouched: everything from the first table to the end of the scan.
    expect(stored.length).toBeGreaterThan(original.length - 2000);
    expect([stored[0], stored[1], stored.at(-2), stored.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it("a WebP with EXIF, XMP and ICC chunks keeps only its image and alpha chunks", async () => {
    const who = await signUp("Webp Camera");
    const original = photoFixture("gpsWebp");
    expect(webpChunks(original)).toEqual(["VP8X", "ICCP", "ALPH", "VP8 ", "EXIF", "XMP "]);
    const { key } = await uploaded(who, original, "image/webp");
    expect(key).toMatch(/\.webp$/);
    const stored = await storedBytes(key);
    expect(webpChunks(stored)).toEqual(["VP8X", "ALPH", "VP8 "]);
    expect(stored[20]).toBe(0x10); // VP8X flags: alpha only, no ICC/EXIF/XMP announced
    expect(new DataView(stored.buffer).getUint32(4, true)).toBe(stored.length - 8); // RIFF size
    for (const text of ["Exif", "FixtureCam", "xmpmeta", "Secret Studio"]) expect(contains(stored, text), text).toBe(false);
  });

  it("lossy, lossless and progressive files without metadata are stored byte for byte", async () => {
    const who = await signUp("Plain Files");
    for (const [name, type] of [
      ["webp", "image/webp"],
      ["losslessWebp", "image/webp"],
      ["jpeg", "image/jpeg"],
      ["progressiveJpeg", "image/jpeg"],
    ] as const) {
      const { key } = await uploaded(who, photoFixture(name), type);
      expect(await storedBytes(key), name).toEqual(photoFixture(name));
    }
  });
});

describe("what is stored from a hostile file", () => {
  it("a JPEG with a 0xFFF0 segment holding a page, and a WebP whose VP8X is longer than ten bytes, are stored without those bytes", async () => {
    const who = await signUp("Hidden Channel");
    const page = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const jpeg = photoFixture("jpeg");
    const hostileJpeg = new Uint8Array([...jpeg.subarray(0, 2), 0xff, 0xf0, 0, page.length + 2, ...page, ...jpeg.subarray(2)]);
    const { key } = await uploaded(who, hostileJpeg, "image/jpeg");
    const stored = await storedBytes(key);
    expect(contains(stored, "<html>")).toBe(false);
    expect(stored).toEqual(jpeg);

    const webp = photoFixture("gpsWebp");
    const vp8xSize = new DataView(webp.buffer, webp.byteOffset).getUint32(16, true);
    expect(vp8xSize).toBe(10);
    const longer = new Uint8Array([
      ...webp.subarray(0, 16),
      ...[10 + page.length, 0, 0, 0],
      ...webp.subarray(20, 30),
      ...page,
      ...webp.subarray(30),
    ]);
    new DataView(longer.buffer).setUint32(4, longer.length - 8, true);
    const webpKey = (await uploaded(who, longer, "image/webp")).key;
    const storedWebp = await storedBytes(webpKey);
    expect(contains(storedWebp, "<html>")).toBe(false);
    expect(webpChunks(storedWebp)).toEqual(["VP8X", "ALPH", "VP8 "]);
  });

  it("uploads are limited to ten a minute per instructor, with a sentence and Retry-After", async () => {
    await awayFromWindowEdge();
    const who = await signUp("Busy Uploader");
    const other = await signUp("Calm Uploader");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await upload(who, photoFixture(i % 2 ? "jpeg" : "webp"), { type: "image/jpeg" })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = await upload(who, photoFixture("jpeg"), { type: "image/jpeg" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as Json).message).toMatch(/^Too many attempts\. Please wait a minute/);
    expect(await storedKeys(who)).toEqual([await photoColumn(who)]);
    expect((await upload(other, photoFixture("jpeg"), { type: "image/jpeg" })).status).toBe(200);
  });
});

describe("what is refused, with a sentence", () => {
  it("a PNG named and typed as WebP, an HTML file typed as JPEG, an SVG, and an empty body", async () => {
    const who = await signUp("Wrong Types");
    await expectRefused(await upload(who, photoFixture("png"), { type: "image/webp" }), who, 415, /this file is a PNG image/);
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    await expectRefused(await upload(who, html, { type: "image/jpeg" }), who, 415, /web page or other text/);
    await expectRefused(await upload(who, html, { type: "text/html" }), who, 415, /Only WebP and JPEG photos/);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(await upload(who, svg, { type: "image/svg+xml" }), who, 415, /SVG drawing/);
    await expectRefused(await upload(who, new Uint8Array(0), { type: "image/webp" }), who, 400, /empty/);
  });

  it("a file over 300 kB, whether its size is announced or streamed", async () => {
    const who = await signUp("Heavy Files");
    const heavy = photoFixture("heavyJpeg");
    expect(heavy.length).toBeGreaterThan(300_000);
    await expectRefused(await upload(who, heavy, { type: "image/jpeg" }), who, 413, /too large: the limit is 300 kB/);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < heavy.length; at += 64 * 1024) controller.enqueue(heavy.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    await expectRefused(await upload(who, streamed, { type: "image/jpeg" }), who, 413, /300 kB/);
    // Just under the limit is not refused for its size (it is refused as a damaged JPEG instead).
    const padded = new Uint8Array(300_000);
    padded.set(photoFixture("jpeg").subarray(0, 1000));
    await expectRefused(await upload(who, padded, { type: "image/jpeg" }), who, 400, /damaged or incomplete/);
  });

  it("a 10,000 pixel wide JPEG or WebP, however few bytes it has", async () => {
    const who = await signUp("Wide Files");
    for (const [name, type] of [
      ["wideJpeg", "image/jpeg"],
      ["wideWebp", "image/webp"],
    ] as const) {
      expect(photoFixture(name).length).toBeLessThan(20_000);
      await expectRefused(
        await upload(who, photoFixture(name), { type }),
        who,
        400,
        /10000 × 8 pixels; the limit is 1024 pixels on each side/,
      );
    }
  });

  it("a 1024 × 1024 progressive JPEG of 24,000 scans (about 290 kB), or of 3,000 or 101, which every browser would take seconds to decode", async () => {
    const who = await signUp("Many Scans");
    const base = photoFixture("progressiveJpeg1024");
    for (const extra of [24_000, 3_000, 95]) {
      const res = await upload(who, withExtraSegments(base, extra), { type: "image/jpeg" });
      await expectRefused(res, who, 400, /^This photo is a JPEG with more than 100 scans; an ordinary photo has about ten/);
    }
    await uploaded(who, withExtraSegments(base, 80), "image/jpeg");
  });

  it("a cut-off JPEG and a cut-off WebP", async () => {
    const who = await signUp("Cut Files");
    const jpeg = photoFixture("jpeg");
    await expectRefused(
      await upload(who, jpeg.subarray(0, jpeg.length - 10), { type: "image/jpeg" }),
      who,
      400,
      /This JPEG file is damaged or incomplete/,
    );
    const webp = photoFixture("webp");
    await expectRefused(
      await upload(who, webp.subarray(0, webp.length - 10), { type: "image/webp" }),
      who,
      400,
      /This WebP file is damaged or incomplete/,
    );
  });

  it("without a session, from another site, or with no Origin at all", async () => {
    const who = await signUp("Guarded");
    const jpeg = photoFixture("jpeg");
    await expectRefused(await upload(null, jpeg, { type: "image/jpeg" }), who, 401, /Please log in/);
    await expectRefused(await upload(who, jpeg, { type: "image/jpeg", origin: "https://evil.example" }), who, 403, /other websites/);
    await expectRefused(
      await upload(who, jpeg, { type: "image/jpeg", headers: { "sec-fetch-site": "cross-site" } }),
      who,
      403,
      /other websites/,
    );
    await expectRefused(await upload(who, jpeg, { type: "image/jpeg", origin: null }), who, 403, /did not say which website sent it/);
    expect((await env.PHOTOS.list()).objects.filter((o) => o.key.startsWith(`${who.id}/`))).toEqual([]);
  });
});

describe("how a photo is served", () => {
  it("same-origin, with its type, nosniff, a year's immutable cache, an ETag and 304", async () => {
    const who = await signUp("Served Photo");
    for (const [name, type] of [
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const { url } = await uploaded(who, photoFixture(name), type);
      const res = await call(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-length")).toBe(String(photoFixture(name).length));
      expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(photoFixture(name));
      const etag = res.headers.get("etag")!;
      expect(etag).toMatch(/^"/);
      const again = await call(url, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("a malformed If-None-Match or If-Match is ignored (200, never 503 or a storage error), a matching one is a 304, a failed If-Match a 412", async () => {
    const who = await signUp("Conditional Photo");
    const { url } = await uploaded(who, photoFixture("jpeg"), "image/jpeg");
    const etag = (await call(url)).headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const errors = vi.spyOn(console, "error");
    const cases: [Record<string, string>, number][] = [
      // As an outsider sent them.
      [{ "if-none-match": "garbage" }, 200],
      [{ "if-match": "garbage" }, 200],
      [{ "if-none-match": '"unterminated' }, 200],
      // Malformed in other ways: ignored too.
      [{ "if-none-match": "W/garbage, ,," }, 200],
      [{ "if-match": '"unterminated' }, 200],
      [{ "if-match": `${etag} trailing` }, 200],
      [{ "if-none-match": `${etag.slice(0, -1)}` }, 200],
      [{ "if-modified-since": "not a date" }, 200],
      [{ "if-unmodified-since": "yesterday-ish" }, 200],
      [{ "if-match": "", "if-none-match": "" }, 200],
      // Well formed: weak comparison for If-None-Match, strong for If-Match.
      [{ "if-none-match": etag }, 304],
      [{ "if-none-match": `W/${etag}` }, 304],
      [{ "if-none-match": `"other", ${etag}` }, 304],
      [{ "if-none-match": "*" }, 304],
      [{ "if-none-match": '"other"' }, 200],
      [{ "if-match": etag }, 200],
      [{ "if-match": `"other", ${etag}` }, 200],
      [{ "if-match": "*" }, 200],
      [{ "if-match": '"other"' }, 412],
      [{ "if-match": `W/${etag}` }, 412],
      [{ "if-match": '"other"', "if-none-match": etag }, 412],
    ];
    for (const [headers, status] of cases) {
      const res = await call(url, { headers });
      const what = JSON.stringify(headers);
      expect(res.status, what).toBe(status);
      if (status === 200) {
        expect(new Uint8Array(await res.arrayBuffer()), what).toEqual(photoFixture("jpeg"));
        expect(res.headers.get("etag"), what).toBe(etag);
      } else if (status === 304) {
        expect(res.body, what).toBeNull();
        expect(res.headers.get("etag"), what).toBe(etag);
        expect(res.headers.get("cache-control"), what).toBe("public, max-age=31536000, immutable");
      } else {
        expect(((await res.json()) as Json).message, what).toMatch(/^This photo is not the version your request names/);
      }
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("an unknown photo is a 404 and a malformed address a 400, both sentences", async () => {
    const who = await signUp("No Such Photo");
    const missing = await call(`/api/instructors/${who.id}/photo/${"0".repeat(32)}.webp`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).message).toBe("There is no such photo: it may have been replaced or removed.");
    for (const path of [
      `/api/instructors/${who.id}/photo/..%2F..%2Fsecret.webp`,
      `/api/instructors/${who.id}/photo/abc.png`,
      `/api/instructors/x/photo/${"0".repeat(32)}.webp`,
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as Json).message, path).toMatch(/^Please check this field/);
    }
  });

  it("the public list and the own account show the same-origin address, and the list is fresh after an upload", async () => {
    const who = await signUp("Listed Photo");
    const before = (await (await call("/api/instructors")).json()) as Json[];
    expect(before.find((i) => i.id === who.id)?.photoUrl).toBeNull();
    const { url } = await uploaded(who, photoFixture("webp"), "image/webp");
    const list = (await (await call("/api/instructors")).json()) as Json[];
    expect(list.find((i) => i.id === who.id)?.photoUrl).toBe(url);
    const me = (await (await call("/api/instructor/me", { headers: { cookie: who.cookie } })).json()) as Json;
    expect(me.instructor.photoUrl).toBe(url);
    expect(url.startsWith("/")).toBe(true);
  });
});

describe("replacing and removing", () => {
  it("a new photo deletes the old object; removing deletes the last one", async () => {
    const who = await signUp("Changing Photo");
    const first = await uploaded(who, photoFixture("jpeg"), "image/jpeg");
    expect(await storedKeys(who)).toEqual([first.key]);
    const second = await uploaded(who, photoFixture("webp"), "image/webp");
    expect(second.key).not.toBe(first.key);
    expect(await storedKeys(who)).toEqual([second.key]);
    expect((await call(first.url)).status).toBe(404);
    expect(await photoColumn(who)).toBe(second.key);

    // The same file again: the same address, and the object is still there.
    const same = await uploaded(who, photoFixture("webp"), "image/webp");
    expect(same.key).toBe(second.key);
    expect(await storedKeys(who)).toEqual([second.key]);

    const removed = await call("/api/instructor/photo", { method: "DELETE", headers: { cookie: who.cookie } });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Json).instructor.photoUrl).toBeNull();
    expect(await storedKeys(who)).toEqual([]);
    expect(await photoColumn(who)).toBeNull();
    expect((await call(second.url)).status).toBe(404);
    // Removing again is harmless.
    expect((await call("/api/instructor/photo", { method: "DELETE", headers: { cookie: who.cookie } })).status).toBe(200);
    expect((await call("/api/instructor/photo", { method: "DELETE" })).status).toBe(401);
  });

  it("two uploads at once leave exactly the one object the row points to", async () => {
    const who = await signUp("Racing Photo");
    const results = await Promise.all([
      upload(who, photoFixture("jpeg"), { type: "image/jpeg" }),
      upload(who, photoFixture("webp"), { type: "image/webp" }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as Json).message).toMatch(/^Your photo was changed at the same moment/);
    }
    expect(await storedKeys(who)).toEqual([await photoColumn(who)]);
  });

  it("one instructor's photo is not touched by another's changes", async () => {
    const a = await signUp("Photo Owner A");
    const b = await insertInstructor("Photo Owner B");
    const mine = await uploaded(a, photoFixture("jpeg"), "image/jpeg");
    const theirs = await uploaded(b, photoFixture("jpeg"), "image/jpeg");
    expect(theirs.key).not.toBe(mine.key); // same bytes, own key
    expect((await call("/api/instructor/photo", { method: "DELETE", headers: { cookie: b.cookie } })).status).toBe(200);
    expect(await storedKeys(a)).toEqual([mine.key]);
    expect((await call(mine.url)).status).toBe(200);
  });
});

describe("the profile no longer takes a photo address", () => {
  it("refuses a photo URL with a sentence and accepts null or nothing", async () => {
    const who = await signUp("Old Client");
    const put = (json: Json) => call(`/api/instructor/profile/${who.id}`, { method: "PUT", headers: { cookie: who.cookie }, json });
    const res = await put({ name: "Old Client", photoUrl: "https://tracker.example/me.jpg", offerings: null, websiteUrl: null });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.issues).toEqual([
      { path: "photoUrl", message: "Photo addresses are no longer accepted: please upload a photo file in Edit Profile instead." },
    ]);
    expect((await put({ name: "Old Client", photoUrl: null, offerings: null, websiteUrl: null })).status).toBe(200);
    expect((await put({ name: "Old Client", offerings: null, websiteUrl: null })).status).toBe(200);
  });

  it("a profile edit keeps the uploaded photo", async () => {
    const who = await signUp("Keeps Photo");
    const { url } = await uploaded(who, photoFixture("webp"), "image/webp");
    const res = await call(`/api/instructor/profile/${who.id}`, {
      method: "PUT",
      headers: { cookie: who.cookie },
      json: { name: "Kept", offerings: "Ink", websiteUrl: null },
    });
    expect(((await res.json()) as Json).instructor.photoUrl).toBe(url);
  });
});
