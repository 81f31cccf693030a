/**
 * The photo parser on its own (worker/lib/photo-bytes.ts): hand-made files for the cases sharp
 * does not write (animation, metadata between scans, bytes after the end, a missing height), and
 * random damage to real files, which must only ever be refused with a sentence or cleaned.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_SIDE } from "#shared/schemas/limits";
import { cleanPhoto, PhotoRefusal } from "../lib/photo-bytes";
import type { PhotoFixtureName } from "./photo-fixtures.global";
import { contains, jpegMarkersBeforeScan, photoFixture, webpChunks } from "./photo-helpers";

const ALL_GOOD: PhotoFixtureName[] = ["gpsJpeg", "jpeg", "progressiveJpeg", "webp", "losslessWebp", "gpsWebp"];

const join = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);
/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: Uint8Array) => join([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff], payload);

function refusal(bytes: Uint8Array): PhotoRefusal {
  try {
    cleanPhoto(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(PhotoRefusal);
    return err as PhotoRefusal;
  }
  throw new Error("expected a refusal");
}

describe("cleanPhoto", () => {
  it("is idempotent: a cleaned file comes back byte for byte, with the same size", () => {
    for (const name of ALL_GOOD) {
      const once = cleanPhoto(photoFixture(name));
      const twice = cleanPhoto(once.bytes);
      expect(twice.bytes, name).toEqual(once.bytes);
      expect([twice.width, twice.height], name).toEqual([once.width, once.height]);
    }
    expect(cleanPhoto(photoFixture("gpsJpeg"))).toMatchObject({ type: "image/jpeg", extension: "jpg", width: 640, height: 480 });
    expect(cleanPhoto(photoFixture("losslessWebp"))).toMatchObject({ type: "image/webp", extension: "webp", width: 200, height: 150 });
  });

  it("drops APPn segments and comments found between the scans of a progressive JPEG, and bytes after the end", () => {
    const original = photoFixture("progressiveJpeg");
    // Put an EXIF segment and a comment before the second scan, and a trailer after EOI.
    let secondScan = -1;
    for (let i = 2, scans = 0; i < original.length - 1; i++) {
      if (original[i] === 0xff && original[i + 1] === 0xda && ++scans === 2) {
        secondScan = i;
        break;
      }
    }
    expect(secondScan).toBeGreaterThan(0);
    const exif = segment(0xe1, text("Exif\0\0GPS hidden between scans"));
    const comment = segment(0xfe, text("Shot at 12 Hidden Lane"));
    const hostile = join(original.subarray(0, secondScan), exif, comment, original.subarray(secondScan), text("TRAILER: more GPS"));
    const clean = cleanPhoto(hostile);
    expect(clean.bytes).toEqual(original);
    for (const needle of ["Exif", "Hidden", "TRAILER"]) expect(contains(clean.bytes, needle), needle).toBe(false);
  });

  it("keeps a plain 14-byte Adobe colour marker and drops a longer APP14", () => {
    const original = photoFixture("jpeg");
    const adobe = segment(0xee, join(text("Adobe"), [0, 100, 0, 0, 0, 0, 1]));
    const long = segment(0xee, join(text("Adobe"), [0, 100, 0, 0, 0, 0, 1], text("hidden words")));
    const withAdobe = join(original.subarray(0, 2), adobe, original.subarray(2));
    expect(jpegMarkersBeforeScan(cleanPhoto(withAdobe).bytes)).toContain("EE");
    const withLong = join(original.subarray(0, 2), long, original.subarray(2));
    expect(cleanPhoto(withLong).bytes).toEqual(cleanPhoto(original).bytes);
  });

  it("refuses an animated WebP, a JPEG whose height comes later, and either kind cut anywhere", () => {
    const vp8x = join(text("VP8X"), [10, 0, 0, 0], [0x02, 0, 0, 0], [99, 0, 0], [99, 0, 0]);
    const animated = join(text("RIFF"), [vp8x.length + 4, 0, 0, 0], text("WEBP"), vp8x);
    expect(refusal(animated)).toMatchObject({ status: 400, code: "photo_animated" });

    const jpeg = photoFixture("jpeg");
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    const noHeight = jpeg.slice();
    noHeight[sof + 5] = 0;
    noHeight[sof + 6] = 0;
    expect(refusal(noHeight)).toMatchObject({ status: 400, code: "photo_damaged" });

    for (const name of ["jpeg", "webp", "gpsWebp", "losslessWebp"] as const) {
      const whole = photoFixture(name);
      for (let cut = 1; cut < whole.length; cut += 97) {
        const err = refusal(whole.subarray(0, cut));
        expect(err.message, `${name} cut at ${cut}`).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it(`takes exactly ${PHOTO_MAX_SIDE} pixels and refuses ${PHOTO_MAX_SIDE + 1}`, () => {
    const jpeg = photoFixture("jpeg");
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    const sized = (w: number, h: number) => {
      const copy = jpeg.slice();
      copy.set([h >> 8, h & 0xff, w >> 8, w & 0xff], sof + 5);
      return copy;
    };
    expect(cleanPhoto(sized(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE))).toMatchObject({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE });
    expect(refusal(sized(PHOTO_MAX_SIDE + 1, 10))).toMatchObject({ status: 400, code: "photo_too_many_pixels" });
    expect(refusal(sized(10, PHOTO_MAX_SIDE + 1))).toMatchObject({ status: 400, code: "photo_too_many_pixels" });
  });

  it("random damage to real files is refused with a sentence or cleaned, never anything else", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_GOOD),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        (name, changes) => {
          const bytes = photoFixture(name).slice();
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          let clean;
          try {
            clean = cleanPhoto(bytes);
          } catch (err) {
            expect(err).toBeInstanceOf(PhotoRefusal);
            expect((err as PhotoRefusal).message).toMatch(/^[A-Z].*\.$/);
            return;
          }
          expect(clean.width).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
          expect(clean.height).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
          expect(cleanPhoto(clean.bytes).bytes).toEqual(clean.bytes);
          if (clean.type === "image/jpeg") expect(jpegMarkersBeforeScan(clean.bytes).filter((m) => /^E[0-9A-D]|^EF|^FE/.test(m))).toEqual([]);
          else expect(webpChunks(clean.bytes).filter((c) => !["VP8X", "ALPH", "VP8 ", "VP8L"].includes(c))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("random bytes are refused with a sentence", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.constantFrom([], [0xff, 0xd8, 0xff], [...text("RIFF"), 0, 0, 0, 0, ...text("WEBP")]), (tail, head) => {
        const err = refusal(join(head, tail));
        expect([400, 415]).toContain(err.status);
      }),
      { numRuns: 300 },
    );
  });
});
