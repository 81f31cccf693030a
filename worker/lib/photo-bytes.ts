/**
 * What the photo upload stores (docs/decisions/0042-hosted-instructor-photos.md): a WebP or a
 * JPEG, recognised by its first bytes (never by the Content-Type or a file name), at most
 * PHOTO_MAX_SIDE pixels on each side, and rewritten without its metadata. Only headers are read;
 * nothing is decoded, so a file whose picture data is broken is stored and simply fails to show
 * (the card then shows the initials).
 *
 * - JPEG: every APPn segment (EXIF with GPS, XMP, ICC, JFIF thumbnails, maker notes) and every
 *   comment is dropped, except a 12-byte Adobe marker, which says how to read the colours and
 *   holds no free text; anything after the end-of-image marker is dropped too.
 * - WebP: only the image chunks are kept (VP8X with its metadata flags cleared, ALPH, VP8/VP8L);
 *   EXIF, XMP, ICCP and unknown chunks are dropped. Animated WebP is refused.
 *
 * Why a parser of our own rather than a library: the stripping needs this walk over the segments
 * anyway, and the dimensions fall out of the same walk (the decision record says more).
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
  new PhotoRefusal(400, `This ${kind} file is damaged or incomplete, so it was not stored. Please export the photo again and upload the new file.`, "photo_damaged");

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
const COM = 0xfe;
const APP14 = 0xee;
/** Start-of-frame markers (they carry the size); C4, C8 and CC share the range but are not frames. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isApp = (m: number) => m >= 0xe0 && m <= 0xef;
/** Markers that stand alone, with no length: restart markers and TEM. */
const standsAlone = (m: number) => (m >= 0xd0 && m <= 0xd7) || m === 0x01;

/** The Adobe colour-transform marker (`at` is its length field): "Adobe", version, two flag words, transform; nothing else. */
function isPlainAdobeMarker(b: Uint8Array, at: number, length: number) {
  return length === 14 && ascii(b, at + 2, 5) === "Adobe";
}

function cleanJpeg(b: Uint8Array): CleanPhoto {
  const kept: Uint8Array[] = [new Uint8Array([0xff, SOI])];
  let size: { width: number; height: number } | null = null;
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
    if (standsAlone(marker)) {
      kept.push(b.subarray(start, at));
      continue;
    }
    if (at + 2 > b.length) throw damaged("JPEG");
    const length = u16be(b, at);
    const end = at + length;
    if (length < 2 || end > b.length) throw damaged("JPEG");

    if (isFrame(marker)) {
      if (size || length < 8) throw damaged("JPEG");
      size = { height: u16be(b, at + 3), width: u16be(b, at + 5) };
      // A height of 0 means "given later" (a DNL marker): browsers do not show such files.
      if (size.width === 0 || size.height === 0) throw damaged("JPEG");
      checkSides(size.width, size.height);
    }
    const metadata = (isApp(marker) && !(marker === APP14 && isPlainAdobeMarker(b, at, length))) || marker === COM;
    if (!metadata) kept.push(b.subarray(start, end));
    at = end;

    if (marker === SOS) {
      if (!size) throw damaged("JPEG");
      // The scan's entropy-coded data runs to the next marker: 0xFF is followed there only by a
      // stuffed 0x00, a restart marker or more 0xFF fill.
      let scanEnd = at;
      while (scanEnd < b.length) {
        if (b[scanEnd] === 0xff && scanEnd + 1 < b.length) {
          const next = b[scanEnd + 1];
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        scanEnd++;
      }
      if (scanEnd >= b.length) throw damaged("JPEG"); // no end-of-image marker
      kept.push(b.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  if (!size) throw damaged("JPEG");
  kept.push(new Uint8Array([0xff, EOI]));
  return { type: "image/jpeg", extension: "jpg", ...size, bytes: concat(kept) };
}

// ---- WebP ----

type Chunk = { fourcc: string; data: Uint8Array };

/** The picture's size from a VP8 (lossy) or VP8L (lossless) chunk. */
function bitstreamSize({ fourcc, data }: Chunk): { width: number; height: number } {
  if (fourcc === "VP8 ") {
    // Frame tag (3 bytes, key frame when bit 0 is clear), start code 9d 01 2a, then 14-bit sizes.
    if (data.length < 10 || (data[0] & 1) !== 0 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) throw damaged("WebP");
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

const VP8X_ALPHA = 0x10;
const VP8X_ANIMATION = 0x02;

function cleanWebp(b: Uint8Array): CleanPhoto {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length || riffEnd < 20) throw damaged("WebP");
  const chunks: Chunk[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = u32le(b, at + 4);
    const dataEnd = at + 8 + size;
    if (dataEnd > riffEnd) throw damaged("WebP");
    chunks.push({ fourcc: ascii(b, at, 4), data: b.subarray(at + 8, dataEnd) });
    at = dataEnd + (size & 1); // chunks are padded to an even length
  }
  if (at < riffEnd) throw damaged("WebP");

  const first = chunks[0];
  const image = chunks.find((c) => c.fourcc === "VP8 " || c.fourcc === "VP8L");
  let kept: Chunk[];
  let size: { width: number; height: number };
  if (first.fourcc === "VP8X") {
    if (first.data.length < 10) throw damaged("WebP");
    const flags = first.data[0];
    if (flags & VP8X_ANIMATION || chunks.some((c) => c.fourcc === "ANMF")) {
      throw new PhotoRefusal(400, "Animated images cannot be profile photos. Please upload a still photo.", "photo_animated");
    }
    size = { width: 1 + u24le(first.data, 4), height: 1 + u24le(first.data, 7) };
    checkSides(size.width, size.height);
    if (!image) throw damaged("WebP");
    const inner = bitstreamSize(image);
    if (inner.width !== size.width || inner.height !== size.height) throw damaged("WebP");
    // Only the alpha flag survives: the ICC, EXIF and XMP chunks it announces are dropped.
    const header = new Uint8Array(first.data);
    header[0] = flags & VP8X_ALPHA;
    header.fill(0, 1, 4);
    const alpha = image.fourcc === "VP8 " ? chunks.find((c) => c.fourcc === "ALPH") : undefined;
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

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
