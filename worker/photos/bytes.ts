/**
 * What the photo upload stores (docs/decisions/0042-hosted-instructor-photos.md,
 * docs/decisions/0065-photo-bytes-allow-list.md): a WebP or a JPEG, recognised by its first bytes
 * (never by the Content-Type or a file name), at most PHOTO_MAX_SIDE pixels on each side, rebuilt
 * from the parts a decoder needs and nothing else. An allow-list, not a list of things to remove:
 * a part this file does not know is never copied, so a new kind of metadata or a segment crafted
 * to carry a page cannot ride along.
 *
 * - JPEG: SOI, the quantisation and Huffman tables, the frame header, the restart interval, each
 *   scan with its entropy-coded data, EOI. Each kept segment must be exactly as long as what it
 *   declares, so none has room for free bytes, and there are at most 100 of each kind. Frames other than Huffman baseline, extended and
 *   progressive (which is what browsers show) are refused.
 * - WebP: VP8 or VP8L, ALPH for a lossy picture with transparency, and a VP8X header written anew
 *   (10 bytes, every reserved bit zero). Animated WebP is refused.
 *
 * Nothing is decoded, so the picture data itself is copied as sent (see the decision record for
 * what that leaves); a file whose picture data is broken is stored and simply fails to show.
 */
import { PHOTO_MAX_SIDE } from "#shared/schemas/limits";

export type PhotoType = "image/webp" | "image/jpeg";
export type CleanPhoto = { type: PhotoType; extension: "webp" | "jpg"; width: number; height: number; bytes: Uint8Array };

/** Why a file was refused: a sentence for the person who sent it, with the API's status and code. */
export class PhotoRefusal extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** What the first bytes say the file is, for the refusal's sentence. */
function otherKind(b: Uint8Array): string | null {
  if (b[0] === 0x89 && ascii(b, 1, 3) === "PNG") return "a PNG image";
  if (ascii(b, 0, 4) === "GIF8") return "a GIF image";
  if (ascii(b, 4, 4) === "ftyp") return "a HEIC or AVIF image (as phones save them)";
  if (ascii(b, 0, 2) === "BM") return "a BMP image";
  if (ascii(b, 0, 4) === "%PDF") return "a PDF document";
  const start = new TextDecoder().decode(b.subarray(0, 256)).trimStart().toLowerCase();
  if (start.startsWith("<svg") || (start.startsWith("<?xml") && start.includes("<svg"))) return "an SVG drawing";
  if (start.startsWith("<")) return "a web page or other text, not a picture";
  return null;
}

const damaged = (kind: "JPEG" | "WebP") =>
  new PhotoRefusal(
    400,
    `This ${kind} file is damaged or incomplete, so it was not stored. Please export the photo again and upload the new file.`,
    "photo_damaged",
  );

function checkSides(width: number, height: number) {
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE) {
    throw new PhotoRefusal(
      400,
      `This photo is ${width} × ${height} pixels; the limit is ${PHOTO_MAX_SIDE} pixels on each side. Please upload a smaller copy (the Edit Profile dialog shrinks photos for you).`,
      "photo_too_many_pixels",
    );
  }
}

/** Checks an uploaded photo and returns the bytes to store, without metadata; throws PhotoRefusal. */
export function cleanPhoto(bytes: Uint8Array): CleanPhoto {
  if (bytes.length === 0) throw new PhotoRefusal(400, "The upload was empty. Please choose a photo file.", "photo_missing");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return cleanJpeg(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return cleanWebp(bytes);
  const kind = otherKind(bytes);
  throw new PhotoRefusal(
    415,
    `Only WebP and JPEG photos can be uploaded, and this file is ${kind ?? "neither"}. Please choose a photo (the Edit Profile dialog converts it for you).`,
    "photo_type",
  );
}

// ---- JPEG ----

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
/** Huffman-coded baseline, extended and progressive frames: what browsers decode. */
const SHOWN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** The other start-of-frame markers (lossless, hierarchical, arithmetic): no browser shows them. */
const isOtherFrame = (m: number) => m >= 0xc3 && m <= 0xcf && m !== DHT && m !== 0xc8 && m !== 0xcc && !SHOWN_FRAMES.has(m);
/** The segments a decoder of those frames reads; every other one is left out. */
const NEEDED = new Set([DQT, DHT, DRI, SOS, ...SHOWN_FRAMES]);
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
/**
 * Every scan is a pass of every visitor's decoder over the picture: 24,000 tiny scans in 290 kB
 * kept Chromium busy for 7 s. Real progressive files have about ten (libjpeg's default script 10,
 * grey 6), and decoders that take untrusted files bound them too (libjpeg-turbo's scan limit). The
 * tables and the restart interval, which a file may redefine before each scan, get the same bound.
 */
export const MAX_JPEG_SEGMENTS_OF_A_KIND = 100;
const SEGMENT_NAMES = new Map([
  [SOS, "scans"],
  [DHT, "Huffman table segments"],
  [DQT, "quantisation table segments"],
  [DRI, "restart interval segments"],
]);
/** Markers that stand alone, with no length: restart markers and TEM. */
const standsAlone = (m: number) => isRestart(m) || m === 0x01;

/** Whether a DQT payload is whole tables and nothing more: per table, precision/id, then 64 entries of 1 or 2 bytes. */
function isTablesOfQuantisation(p: Uint8Array): boolean {
  let at = 0;
  while (at < p.length) {
    const precision = p[at] >> 4;
    if (precision > 1 || (p[at] & 0x0f) > 3) return false;
    at += 1 + 64 * (precision + 1);
  }
  return at === p.length && p.length > 0;
}

/** Whether a DHT payload is whole tables and nothing more: class/id, 16 code counts, then that many values. */
function isTablesOfHuffman(p: Uint8Array): boolean {
  let at = 0;
  while (at < p.length) {
    if (p[at] >> 4 > 1 || (p[at] & 0x0f) > 3 || at + 17 > p.length) return false;
    let codes = 0;
    for (let i = 1; i <= 16; i++) codes += p[at + i];
    if (codes > 256) return false;
    at += 17 + codes;
  }
  return at === p.length && p.length > 0;
}

function cleanJpeg(b: Uint8Array): CleanPhoto {
  const kept: Uint8Array[] = [new Uint8Array([0xff, SOI])];
  let size: { width: number; height: number } | null = null;
  const counts = new Map<number, number>();
  let at = 2;
  for (;;) {
    if (at >= b.length || b[at] !== 0xff) throw damaged("JPEG");
    while (at < b.length && b[at] === 0xff) at++; // fill bytes before a marker
    if (at >= b.length) throw damaged("JPEG");
    const marker = b[at];
    const start = at - 1;
    at++;
    if (marker === EOI) break;
    if (marker === SOI || marker === 0x00) throw damaged("JPEG");
    if (standsAlone(marker)) continue; // outside a scan they mean nothing
    if (at + 2 > b.length) throw damaged("JPEG");
    const length = u16be(b, at);
    const end = at + length;
    if (length < 2 || end > b.length) throw damaged("JPEG");
    if (!NEEDED.has(marker) && !isOtherFrame(marker)) {
      at = end; // APPn (EXIF, XMP, ICC, JFIF, Adobe), comments, JPGn, DNL and anything unknown
      continue;
    }
    const payload = b.subarray(at + 2, end);
    at = end;

    if (marker === DQT) {
      if (!isTablesOfQuantisation(payload)) throw damaged("JPEG");
    } else if (marker === DHT) {
      if (!isTablesOfHuffman(payload)) throw damaged("JPEG");
    } else if (marker === DRI) {
      if (length !== 4) throw damaged("JPEG");
    } else if (SHOWN_FRAMES.has(marker)) {
      const components = payload[5];
      if (size || length !== 8 + 3 * components) throw damaged("JPEG");
      // Grey or colour; four components (CMYK) would need the Adobe marker to show right, and
      // no camera or browser writes them for a photo.
      if (components !== 1 && components !== 3) throw unusualJpeg();
      size = { height: u16be(payload, 1), width: u16be(payload, 3) };
      // A height of 0 means "given later" (a DNL marker): browsers do not show such files.
      if (size.width === 0 || size.height === 0) throw damaged("JPEG");
      checkSides(size.width, size.height);
    } else if (isOtherFrame(marker)) {
      throw unusualJpeg();
    } else if (!size || payload[0] < 1 || payload[0] > 4 || length !== 6 + 2 * payload[0]) {
      throw damaged("JPEG"); // a scan header, but not a whole one, or before the frame
    }
    const count = (counts.get(marker) ?? 0) + 1;
    counts.set(marker, count);
    if (count > MAX_JPEG_SEGMENTS_OF_A_KIND && SEGMENT_NAMES.has(marker)) throw tooManySegments(SEGMENT_NAMES.get(marker)!);
    kept.push(b.subarray(start, end));

    if (marker === SOS) at = copyEntropyData(b, at, kept);
  }
  if (!size || !counts.has(SOS)) throw damaged("JPEG");
  kept.push(new Uint8Array([0xff, EOI]));
  return { type: "image/jpeg", extension: "jpg", ...size, bytes: concat(kept) };
}

/**
 * Copies a scan's entropy-coded data, which runs to the next marker: inside it 0xFF is followed
 * only by a stuffed 0x00 or a restart marker. Extra 0xFF fill bytes are left out. Returns where
 * the next marker starts.
 */
function copyEntropyData(b: Uint8Array, at: number, kept: Uint8Array[]): number {
  let from = at;
  for (let i = at; i < b.length; i++) {
    if (b[i] !== 0xff) continue;
    let next = i + 1;
    while (next < b.length && b[next] === 0xff) next++;
    if (next >= b.length) break;
    if (b[next] !== 0x00 && !isRestart(b[next])) {
      kept.push(b.subarray(from, i));
      return i;
    }
    if (next > i + 1) {
      kept.push(b.subarray(from, i + 1));
      from = next;
    }
    i = next;
  }
  throw damaged("JPEG"); // no end-of-image marker
}

const tooManySegments = (what: string) =>
  new PhotoRefusal(
    400,
    `This photo is a JPEG with more than ${MAX_JPEG_SEGMENTS_OF_A_KIND} ${what}; an ordinary photo has about ten at most, and each one slows every visitor's browser. Please export the photo again, or choose it in the Edit Profile dialog, which converts it for you.`,
    "photo_too_many_segments",
  );

const unusualJpeg = () =>
  new PhotoRefusal(
    415,
    "This JPEG is of a kind browsers do not show (CMYK, lossless or arithmetic-coded). Please export the photo again as an ordinary JPEG, or choose it in the Edit Profile dialog, which converts it for you.",
    "photo_type",
  );

// ---- WebP ----

type Chunk = { fourcc: string; data: Uint8Array };

/** The picture's size from a VP8 (lossy) or VP8L (lossless) chunk. */
function bitstreamSize({ fourcc, data }: Chunk): { width: number; height: number } {
  if (fourcc === "VP8 ") {
    // Frame tag (3 bytes: key frame when bit 0 is clear, then the first partition's size in bits
    // 5-23), start code 9d 01 2a, then 14-bit sizes.
    if (data.length < 10 || (data[0] & 1) !== 0 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) throw damaged("WebP");
    if (10 + (u24le(data, 0) >>> 5) > data.length) throw damaged("WebP");
    const width = u16le(data, 6) & 0x3fff;
    const height = u16le(data, 8) & 0x3fff;
    if (width === 0 || height === 0) throw damaged("WebP");
    return { width, height };
  }
  // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each, then a 3-bit version (0).
  if (data.length < 5 || data[0] !== 0x2f) throw damaged("WebP");
  const bits = u32le(data, 1);
  if (bits >>> 29 !== 0) throw damaged("WebP");
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/** The chunks this walk reads, by their FourCC read as a little-endian number. */
const READ_CHUNKS = new Map(["VP8X", "VP8 ", "VP8L", "ALPH", "ANMF"].map((name) => [u32le(new TextEncoder().encode(name), 0), name]));
const VP8X_ALPHA = 0x10;
const VP8X_ANIMATION = 0x02;
/** VP8L's "alpha is used" bit, after the 28 bits of width and height. */
const VP8L_ALPHA = 1 << 28;

function cleanWebp(b: Uint8Array): CleanPhoto {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length || riffEnd < 20) throw damaged("WebP");
  // Only the first chunk of each kind read here is kept in hand; the rest are walked past unread.
  const found = new Map<string, Chunk>();
  let first: Chunk | undefined;
  let image: Chunk | undefined;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = u32le(b, at + 4);
    const dataEnd = at + 8 + size;
    if (dataEnd > riffEnd) throw damaged("WebP");
    const fourcc = READ_CHUNKS.get(u32le(b, at));
    if (fourcc || !first) {
      const chunk = { fourcc: fourcc ?? "", data: b.subarray(at + 8, dataEnd) };
      first ??= chunk;
      if (fourcc && !found.has(fourcc)) found.set(fourcc, chunk);
      if (!image && (fourcc === "VP8 " || fourcc === "VP8L")) image = chunk;
    }
    at = dataEnd + (size & 1); // chunks are padded to an even length
  }
  if (at < riffEnd || !first) throw damaged("WebP");

  let kept: Chunk[];
  let size: { width: number; height: number };
  if (first.fourcc === "VP8X") {
    if (first.data.length < 10) throw damaged("WebP");
    if (first.data[0] & VP8X_ANIMATION || found.has("ANMF")) {
      throw new PhotoRefusal(400, "Animated images cannot be profile photos. Please upload a still photo.", "photo_animated");
    }
    size = { width: 1 + u24le(first.data, 4), height: 1 + u24le(first.data, 7) };
    checkSides(size.width, size.height);
    if (!image) throw damaged("WebP");
    const inner = bitstreamSize(image);
    if (inner.width !== size.width || inner.height !== size.height) throw damaged("WebP");
    const alph = image.fourcc === "VP8 " ? found.get("ALPH") : undefined;
    const alpha = alph ? cleanAlpha(alph, size) : undefined;
    const hasAlpha = alpha !== undefined || (image.fourcc === "VP8L" && (u32le(image.data, 1) & VP8L_ALPHA) !== 0);
    // Written anew: ten bytes, the alpha flag or nothing (the ICC, EXIF and XMP chunks the old
    // flags announced are gone, and reserved bits carry nothing).
    const header = new Uint8Array(10);
    header[0] = hasAlpha ? VP8X_ALPHA : 0;
    header.set(first.data.subarray(4, 10), 4);
    kept = [{ fourcc: "VP8X", data: header }, ...(alpha ? [alpha] : []), image];
  } else if (first === image) {
    size = bitstreamSize(image);
    checkSides(size.width, size.height);
    kept = [image];
  } else {
    throw damaged("WebP");
  }

  const parts: Uint8Array[] = [];
  for (const chunk of kept) {
    const header = new Uint8Array(8);
    header.set(new TextEncoder().encode(chunk.fourcc));
    new DataView(header.buffer).setUint32(4, chunk.data.length, true);
    parts.push(header, chunk.data);
    if (chunk.data.length & 1) parts.push(new Uint8Array(1));
  }
  const body = concat(parts);
  const riff = new Uint8Array(12);
  riff.set(new TextEncoder().encode("RIFF"));
  new DataView(riff.buffer).setUint32(4, body.length + 4, true);
  riff.set(new TextEncoder().encode("WEBP"), 8);
  return { type: "image/webp", extension: "webp", ...size, bytes: concat([riff, body]) };
}

/**
 * An ALPH chunk with its two reserved bits cleared; uncompressed alpha is cut to one byte per
 * pixel. Compression 1 is a lossless bitstream; 2 and 3 are not defined.
 */
function cleanAlpha(chunk: Chunk, { width, height }: { width: number; height: number }): Chunk {
  if (chunk.data.length < 2) throw damaged("WebP");
  const compression = chunk.data[0] & 0x03;
  if (compression > 1) throw damaged("WebP");
  const length = compression === 0 ? 1 + width * height : chunk.data.length;
  if (length > chunk.data.length) throw damaged("WebP");
  const data = chunk.data.slice(0, length);
  data[0] &= 0x3f;
  return { fourcc: "ALPH", data };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
