/**
 * CPU per photo upload spent checking and rebuilding the file (worker/photos/bytes.ts), on
 * 300 kB files built to cost the most: the check runs on every upload, before anything is stored.
 * Run alone, not part of `npm run bench`: `npx tsx bench/photo-cpu.ts`. Measured in Node's V8,
 * the engine workerd runs; docs/decisions/0065-photo-bytes-allow-list.md has the figures.
 */
import sharp from "sharp";
import { PHOTO_MAX_BYTES } from "#shared/schemas/limits";
import { cleanPhoto } from "../worker/photos/bytes";

const RUNS = 9;
const UPLOADS_PER_RUN = 50;

async function hostileFiles(): Promise<Record<string, Buffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="384"><rect width="100%" height="100%" fill="#5b2a86"/><circle cx="50%" cy="45%" r="30%" fill="#f3ece0"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const fill = (unit: Buffer, room: number) => Buffer.concat(Array<Buffer>(Math.floor(room / unit.length)).fill(unit));
  const page = Buffer.from("<html><script>alert(document.cookie)</script></html>");
  const pageSegment = Buffer.concat([Buffer.from([0xff, 0xf0, 0xff, 0xff]), Buffer.alloc(65533 - page.length, 0x20), page]);
  const vp8x = Buffer.from([0x56, 0x50, 0x38, 0x58, 10, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x01, 0, 0x7f, 0x01, 0]);
  const riff = (body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return Buffer.concat([Buffer.from("RIFF"), size, body]);
  };
  const eoi = jpeg.length - 2;
  return {
    "JPEG, 0xFFF0 segments holding a page": Buffer.concat([
      jpeg.subarray(0, 2),
      fill(pageSegment, PHOTO_MAX_BYTES - jpeg.length),
      jpeg.subarray(2),
    ]),
    "JPEG, 75,000 empty segments": Buffer.concat([
      jpeg.subarray(0, 2),
      fill(Buffer.from([0xff, 0xf0, 0, 2]), PHOTO_MAX_BYTES - jpeg.length),
      jpeg.subarray(2),
    ]),
    "JPEG, a scan of stuffed 0xFF 0x00": Buffer.concat([
      jpeg.subarray(0, eoi),
      fill(Buffer.from([0xff, 0x00]), PHOTO_MAX_BYTES - jpeg.length),
      jpeg.subarray(eoi),
    ]),
    "WebP, 37,000 unknown chunks": riff(
      Buffer.concat([
        Buffer.from("WEBP"),
        vp8x,
        fill(Buffer.from("HTML\0\0\0\0"), PHOTO_MAX_BYTES - 12 - vp8x.length - (webp.length - 12)),
        webp.subarray(12),
      ]),
    ),
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

for (const [name, file] of Object.entries(await hostileFiles())) {
  const bytes = new Uint8Array(file);
  const attempt = () => {
    try {
      return `${cleanPhoto(bytes).bytes.length} B stored`;
    } catch (err) {
      return `refused: ${(err as Error).message}`;
    }
  };
  for (let i = 0; i < 20; i++) attempt(); // warm the JIT, as a running isolate is
  const perUpload: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = cpuMs();
    for (let i = 0; i < UPLOADS_PER_RUN; i++) attempt();
    perUpload.push((cpuMs() - start) / UPLOADS_PER_RUN);
  }
  perUpload.sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(2);
  console.log(
    `${name} (${bytes.length} B): median ${ms(perUpload[RUNS >> 1])} ms CPU per upload, min ${ms(perUpload[0])}, max ${ms(perUpload[RUNS - 1])}; ${attempt()}`,
  );
}
