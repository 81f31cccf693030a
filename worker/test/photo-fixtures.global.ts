/**
 * Real image files for the photo tests, made with sharp (libvips) in Node before the tests start:
 * workerd has no image library, and files made here need no binary fixtures in the repository.
 * The tests read them with `inject("photoFixtures")` (base64) and `photoFixture(name)`.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { TestProject } from "vitest/node";

/** A camera's worth of metadata: maker, model, time, and the GPS position of the shot. */
export const GPS_EXIF = {
  IFD0: { Make: "FixtureCam", Model: "Pocket 9", Copyright: "Secret Studio" },
  IFD2: { DateTimeOriginal: "2026:05:04 10:11:12" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 4620/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 5600/100" },
};
export const FIXTURE_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Studio"/></rdf:RDF></x:xmpmeta>`;

export type PhotoFixtureName = keyof Awaited<ReturnType<typeof makeFixtures>>;

declare module "vitest" {
  export interface ProvidedContext {
    photoFixtures: Record<string, string>;
  }
}

/** A picture with some structure (a gradient and a disc), so the encoders have real work to do. */
function picture(width: number, height: number, opacity = 1) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#5b2a86"/><stop offset="1" stop-color="#e0ab3a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" fill-opacity="${opacity}"/><circle cx="50%" cy="45%" r="30%" fill="#f3ece0" fill-opacity="0.7"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function makeFixtures() {
  const noise = sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } });
  return {
    /** A phone photo as it leaves the camera: EXIF with GPS, XMP and an ICC profile. */
    gpsJpeg: await picture(640, 480).jpeg({ quality: 85 }).withExif(GPS_EXIF).withXmp(FIXTURE_XMP).withIccProfile("p3").toBuffer(),
    jpeg: await picture(400, 300).jpeg({ quality: 80 }).toBuffer(),
    progressiveJpeg: await picture(320, 240).jpeg({ quality: 80, progressive: true }).toBuffer(),
    /** The largest a photo may be, progressive: the base of the many-scans files. */
    progressiveJpeg1024: await picture(1024, 1024).jpeg({ quality: 80, progressive: true }).toBuffer(),
    /** Lossy WebP, the simple format (one VP8 chunk): what a browser's canvas writes. */
    webp: await picture(512, 384).webp({ quality: 80 }).toBuffer(),
    /** Lossless WebP (VP8L). */
    losslessWebp: await picture(200, 150).webp({ lossless: true }).toBuffer(),
    /** Extended WebP (VP8X) with transparency (ALPH) and EXIF with GPS, XMP and ICC chunks. */
    gpsWebp: await picture(300, 300, 0.5).webp({ quality: 80 }).withExif(GPS_EXIF).withXmp(FIXTURE_XMP).withIccProfile("p3").toBuffer(),
    png: await picture(64, 64).png().toBuffer(),
    /** 10,000 pixels wide, a few hundred bytes. */
    wideJpeg: await picture(10_000, 8).jpeg().toBuffer(),
    wideWebp: await picture(10_000, 8).webp().toBuffer(),
    /** Within the pixel limit, but well over 300 kB. */
    heavyJpeg: await noise.jpeg({ quality: 95 }).toBuffer(),
  };
}

export default async function setup(project: TestProject) {
  const fixtures = await makeFixtures();
  project.provide("photoFixtures", Object.fromEntries(Object.entries(fixtures).map(([name, bytes]) => [name, bytes.toString("base64")])));
}
