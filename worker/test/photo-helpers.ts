/** The photo fixtures made by photo-fixtures.global.ts, and what the photo tests read in files. */
import { inject } from "vitest";
import type { PhotoFixtureName } from "./photo-fixtures.global";

export function photoFixture(name: PhotoFixtureName): Uint8Array {
  const base64 = inject("photoFixtures")[name];
  if (!base64) throw new Error(`No photo fixture named ${name}`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
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
  for (let at = 12; at + 8 <= b.length; ) {
    names.push(String.fromCharCode(...b.subarray(at, at + 4)));
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size & 1);
  }
  return names;
}
