/** The photo fixtures made by photo-fixtures.global.ts, and what the photo tests read in files. */
import { inject } from "vitest";
import type { PhotoFixtureName } from "./photo-fixtures.global";

export function photoFixture(name: PhotoFixtureName): Uint8Array {
  const base64 = inject("photoFixtures")[name];
  if (!base64) throw new Error(`No photo fixture named ${name}`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * A JPEG with `count` more copies of a segment just before its EOI: by default the smallest
 * scan a parser accepts (one component, AC 1-63, one byte of data, 11 bytes in all), as in the
 * outside test's 24,000-scan file. The component is the frame's first.
 */
export function withExtraSegments(jpeg: Uint8Array, count: number, segment?: ArrayLike<number>): Uint8Array {
  const frame = jpeg.findIndex((v, i) => v === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
  const component = jpeg[frame + 10];
  const one = segment ?? [0xff, 0xda, 0x00, 0x08, 0x01, component, 0x00, 0x01, 0x3f, 0x00, 0x00];
  const out = new Uint8Array(jpeg.length + count * one.length);
  out.set(jpeg.subarray(0, jpeg.length - 2));
  for (let i = 0, at = jpeg.length - 2; i < count; i++, at += one.length) out.set(one, at);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

/** Whether `needle` (text, as bytes) occurs anywhere in the file. */
export function contains(bytes: Uint8Array, needle: string): boolean {
  return new TextDecoder("latin1").decode(bytes).includes(needle);
}

/** The markers of a JPEG's segments before its first scan, e.g. ["C0", "C4", "DB", "DA"]. */
export function jpegMarkersBeforeScan(b: Uint8Array): string[] {
  const markers: string[] = [];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    markers.push(marker.toString(16).toUpperCase());
    if (marker === 0xda) break;
    at += 2 + ((b[at + 2] << 8) | b[at + 3]);
  }
  return markers;
}

/** The chunk names of a WebP file, e.g. ["VP8X", "ALPH", "VP8 "]. */
export function webpChunks(b: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let at = 12; at + 8 <= b.length;) {
    names.push(String.fromCharCode(...b.subarray(at, at + 4)));
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size & 1);
  }
  return names;
}

/**
 * Where a stored photo holds a byte no decoder needs, as sentences (empty when there is none).
 * Written apart from worker/photos/bytes.ts, from the formats' own rules: a JPEG is SOI, then
 * only DQT, DHT, DRI, a Huffman frame header and scans (each segment exactly as long as its
 * content, entropy data without fill bytes), then EOI and nothing after; a WebP is a RIFF of
 * exactly its chunks, VP8X (10 bytes, no reserved bit set, no flag but alpha), ALPH and VP8/VP8L.
 */
export function bytesNoDecoderNeeds(b: Uint8Array): string[] {
  return b[0] === 0xff ? jpegExtras(b) : webpExtras(b);
}

function jpegExtras(b: Uint8Array): string[] {
  const problems: string[] = [];
  const u16 = (at: number) => (b[at] << 8) | b[at + 1];
  if (b[0] !== 0xff || b[1] !== 0xd8) return ["no SOI"];
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return [...problems, `byte ${at}: not a marker`];
    const marker = b[at + 1];
    if (marker === 0xd9) {
      if (at + 2 !== b.length) problems.push(`${b.length - at - 2} bytes after EOI`);
      return problems;
    }
    const length = u16(at + 2);
    const p = b.subarray(at + 4, at + 2 + length);
    let needed: number;
    if (marker === 0xdb) {
      needed = 0;
      while (needed < p.length) needed += 1 + 64 * ((p[needed] >> 4) + 1);
    } else if (marker === 0xc4) {
      needed = 0;
      while (needed < p.length) needed += 17 + p.subarray(needed + 1, needed + 17).reduce((n, v) => n + v, 0);
    } else if (marker === 0xdd) needed = 2;
    else if (marker >= 0xc0 && marker <= 0xc2) needed = 6 + 3 * p[5];
    else if (marker === 0xda) needed = 1 + 2 * p[0] + 3;
    else {
      problems.push(`segment ${marker.toString(16).toUpperCase()} at ${at}`);
      needed = p.length;
    }
    if (needed !== p.length)
      problems.push(`segment ${marker.toString(16).toUpperCase()} at ${at}: ${p.length - needed} bytes beyond its content`);
    at += 2 + length;
    if (marker === 0xda) {
      for (; at < b.length; at++) {
        if (b[at] !== 0xff) continue;
        const next = b[at + 1];
        if (next === 0xff) problems.push(`fill byte at ${at} inside a scan`);
        else if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      }
    }
  }
  return [...problems, "no EOI"];
}

function webpExtras(b: Uint8Array): string[] {
  const problems: string[] = [];
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (String.fromCharCode(...b.subarray(0, 4)) !== "RIFF" || String.fromCharCode(...b.subarray(8, 12)) !== "WEBP")
    return ["not a RIFF WebP"];
  if (view.getUint32(4, true) !== b.length - 8) problems.push("the RIFF size is not the file's");
  const names = webpChunks(b);
  const shapes = [["VP8 "], ["VP8L"], ["VP8X", "VP8 "], ["VP8X", "VP8L"], ["VP8X", "ALPH", "VP8 "]];
  if (!shapes.some((s) => s.join() === names.join())) problems.push(`chunks ${names.join(",")}`);
  let pixels = 0;
  for (let at = 12; at + 8 <= b.length;) {
    const name = String.fromCharCode(...b.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const data = b.subarray(at + 8, at + 8 + size);
    if (name === "VP8X") {
      if (size !== 10) problems.push(`VP8X of ${size} bytes`);
      if ((data[0] & ~0x10) !== 0 || data[1] | data[2] | data[3]) problems.push("VP8X reserved bits or metadata flags set");
      pixels = (1 + (data[4] | (data[5] << 8) | (data[6] << 16))) * (1 + (data[7] | (data[8] << 8) | (data[9] << 16)));
    }
    if (name === "ALPH") {
      if (data[0] >> 6) problems.push("ALPH reserved bits set");
      if ((data[0] & 3) === 0 && size !== 1 + pixels) problems.push(`raw ALPH of ${size} bytes for ${pixels} pixels`);
    }
    if (size & 1 && b[at + 8 + size] !== 0) problems.push(`padding after ${name} is not zero`);
    at += 8 + size + (size & 1);
  }
  return problems;
}
