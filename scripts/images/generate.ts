/**
 * Build-time image pipeline: `npx tsx scripts/images/generate.ts [--force] [--quiet]`.
 *
 * For every id of the image catalogue (`shared/image-catalog.ts`; the web gets each entry from
 * the JSON file per image written here) it takes the owner's picture
 * `art/<id>.{jpg,jpeg,png,webp,avif}` if there is one, else paints a placeholder
 * (scripts/images/art.ts, seeded by the id), crops it to the catalogue's aspect ratio and writes
 *   web/public/img/<id>-<w>.avif and .webp  for each catalogue width,
 *   web/public/img/<id>.jpg                 for share cards (og-*), for crawlers without WebP.
 *
 * Deterministic (same inputs, same bytes) and incremental: `web/public/img/.stamps.json` holds a
 * hash of each image's input (source bytes or SVG), sizes, encoder settings and generator
 * version; an image whose stamp matches and whose files exist is skipped. Files in
 * web/public/img that no catalogue entry produces are deleted (the folder is build output).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { imageCatalog } from "#shared/image-catalog";
import { paintWithDescription } from "./art";
import { isMainModule } from "../lib/script-main";

/** Bump to re-encode everything (e.g. after changing how sources are cropped). */
export const GENERATOR_VERSION = 1;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const ART_DIR = path.join(ROOT, "art");
export const OUT_DIR = path.join(ROOT, "web/public/img");
const STAMP_FILE = path.join(OUT_DIR, ".stamps.json");
/** The owner's alt texts: `[{ "file": "hero-banner.jpg", "alt": "..." }]` (see art/README.md). */
export const ART_MANIFEST = path.join(ART_DIR, "manifest.json");
/**
 * Each image as the web names it (web/src/components/ui/picture.tsx): its catalogue entry and what
 * it shows, the manifest's alt for the owner's files, else the generator's description of the
 * placeholder. One JSON file per image, imported by the content that shows it, so a page's code
 * carries its own images and no others. Committed so that type checks and dev servers work before
 * the first build. Share cards (og-*) are left out: no page shows them.
 */
export const IMAGES_DIR = path.join(ROOT, "web/src/content/generated/images");
/**
 * The same for Home's carousel (ids gallery-*), its 80 images in one file: its content module
 * (web/src/content/home-gallery.ts) reads it, so they load with the carousel's own chunk.
 */
export const CAROUSEL_FILE = path.join(ROOT, "web/src/content/generated/gallery-images.json");
export const isCarouselImage = (id: string) => id.startsWith("gallery-");
const SOURCE_EXTS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
/** Background behind transparent parts of an owner's PNG/WebP (the site's deep purple). */
const FLATTEN_BG = "#12061f";

const ENCODE = {
  avif: { quality: 52, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 80, effort: 4, smartSubsample: true },
  jpeg: { quality: 84, mozjpeg: true, progressive: true },
} as const;

type CatalogEntry = { readonly width: number; readonly height: number; readonly widths: readonly number[] };
type Catalog = Readonly<Record<string, CatalogEntry>>;

export type SocialImage = { id: string; jpg: string; webp: string; avif: string; width: number; height: number };

export function isShareImage(id: string): boolean {
  return id.startsWith("og-");
}

/** Share cards (og-*) with their public URLs; the JPEG is the one to put in og:image. */
export async function socialImages(catalog: Catalog = imageCatalog): Promise<SocialImage[]> {
  return Object.entries(catalog)
    .filter(([id]) => isShareImage(id))
    .map(([id, e]) => {
      const w = e.widths[e.widths.length - 1];
      return { id, jpg: `/img/${id}.jpg`, webp: `/img/${id}-${w}.webp`, avif: `/img/${id}-${w}.avif`, width: e.width, height: e.height };
    });
}

/** Output file names (relative to OUT_DIR) of one catalogue entry. */
export function outputsFor(id: string, entry: CatalogEntry): string[] {
  const files = entry.widths.flatMap((w) => [`${id}-${w}.avif`, `${id}-${w}.webp`]);
  if (isShareImage(id)) files.push(`${id}.jpg`);
  return files;
}

type Source = { kind: "owner"; file: string; bytes: Buffer } | { kind: "svg"; svg: string };

export type ManifestEntry = { file: string; alt: string };

/** The owner's manifest as a map from lower-cased file name to alt text. */
export async function readArtManifest(file = ART_MANIFEST): Promise<Map<string, string>> {
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(await readFile(file, "utf8")) as ManifestEntry[];
  if (!Array.isArray(entries)) throw new Error(`${file} must be a list of { "file": ..., "alt": ... }`);
  return new Map(entries.map((e) => [String(e.file).toLowerCase(), String(e.alt).trim()]));
}

function stampOf(id: string, entry: CatalogEntry, source: Source): string {
  const h = createHash("sha256");
  h.update(
    JSON.stringify({
      v: GENERATOR_VERSION,
      sharp: sharp.versions.sharp,
      id,
      width: entry.width,
      height: entry.height,
      widths: entry.widths,
      encode: ENCODE,
      kind: source.kind,
    }),
  );
  h.update(source.kind === "owner" ? source.bytes : source.svg);
  return h.digest("hex").slice(0, 20);
}

/** Run `fn` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  });
  await Promise.all(workers);
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function encodeImage(id: string, entry: CatalogEntry, source: Source): Promise<void> {
  const { width: W, height: H } = entry;
  // Decode (or rasterise) once at the largest size, then derive every rendition from the pixels.
  const base =
    source.kind === "owner"
      ? sharp(source.bytes, { failOn: "error" }).rotate().resize(W, H, { fit: "cover", position: sharp.strategy.attention })
      : sharp(Buffer.from(source.svg), { density: 72 });
  const { data, info } = await base.flatten({ background: FLATTEN_BG }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  if (info.width !== W || info.height !== H) throw new Error(`${id}: rendered ${info.width}x${info.height}, expected ${W}x${H}`);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  const jobs: Promise<void>[] = [];
  for (const w of entry.widths) {
    const h = Math.round((w * H) / W);
    const img = () => (w === W ? sharp(data, raw) : sharp(data, raw).resize(w, h, { kernel: "lanczos3" }));
    jobs.push(
      img()
        .avif(ENCODE.avif)
        .toBuffer()
        .then((b) => writeAtomic(path.join(OUT_DIR, `${id}-${w}.avif`), b)),
      img()
        .webp(ENCODE.webp)
        .toBuffer()
        .then((b) => writeAtomic(path.join(OUT_DIR, `${id}-${w}.webp`), b)),
    );
  }
  if (isShareImage(id)) {
    jobs.push(
      sharp(data, raw)
        .jpeg(ENCODE.jpeg)
        .toBuffer()
        .then((b) => writeAtomic(path.join(OUT_DIR, `${id}.jpg`), b)),
    );
  }
  await Promise.all(jobs);
}

export type GenerateOptions = { force?: boolean; quiet?: boolean; jobs?: number };
export type GenerateResult = { total: number; encoded: string[]; cached: number; removed: string[]; ms: number };

export async function generateImages(options: GenerateOptions = {}): Promise<GenerateResult> {
  const t0 = performance.now();
  const log = options.quiet ? () => {} : (msg: string) => console.log(msg);
  const catalog: Catalog = imageCatalog;
  await mkdir(OUT_DIR, { recursive: true });

  // One libvips thread per operation; parallelism comes from running several operations at once.
  sharp.concurrency(1);
  sharp.cache(false);
  const jobs = options.jobs ?? Math.max(1, Number(process.env.IMAGE_JOBS) || os.availableParallelism());

  let stamps: Record<string, string> = {};
  if (!options.force) {
    try {
      stamps = JSON.parse(await readFile(STAMP_FILE, "utf8")) as Record<string, string>;
    } catch {
      stamps = {};
    }
  }

  // Owner files, matched case-insensitively (hero-banner.JPG works too).
  const artFiles = new Map<string, string>();
  if (existsSync(ART_DIR)) {
    for (const name of await readdir(ART_DIR)) artFiles.set(name.toLowerCase(), name);
  }

  const manifest = await readArtManifest();
  const alts: Record<string, string> = {};
  const missingAlts: string[] = [];

  const existing = new Set(await readdir(OUT_DIR));
  const expected = new Set<string>([".stamps.json"]);
  const nextStamps: Record<string, string> = {};
  const todo: { id: string; entry: CatalogEntry; source: Source; stamp: string }[] = [];

  for (const [id, entry] of Object.entries(catalog)) {
    const outputs = outputsFor(id, entry);
    for (const f of outputs) expected.add(f);
    const ownerName = SOURCE_EXTS.map((ext) => artFiles.get(`${id}.${ext}`)).find((f) => f !== undefined);
    const painting = ownerName ? undefined : paintWithDescription(id, entry);
    const source: Source = ownerName
      ? { kind: "owner", file: ownerName, bytes: await readFile(path.join(ART_DIR, ownerName)) }
      : { kind: "svg", svg: painting!.svg };
    if (ownerName) {
      // A real picture needs words from the person who knows what it shows; never guess them.
      const alt = manifest.get(ownerName.toLowerCase());
      if (alt) alts[id] = alt;
      else missingAlts.push(ownerName);
    } else alts[id] = painting!.description;
    const stamp = stampOf(id, entry, source);
    if (stamps[id] === stamp && outputs.every((f) => existing.has(f))) {
      nextStamps[id] = stamp;
      continue;
    }
    todo.push({ id, entry, source, stamp });
  }

  if (missingAlts.length > 0) {
    throw new Error(
      `art/manifest.json has no alt text for ${missingAlts.map((f) => `art/${f}`).join(", ")}. ` +
        `Add { "file": "<name>", "alt": "<what the picture shows>" } for each (see art/README.md).`,
    );
  }
  await mkdir(IMAGES_DIR, { recursive: true });
  const described = (id: string) => ({ id, ...catalog[id], description: alts[id] });
  const ids = Object.keys(alts).sort();
  const files = new Map<string, string>([
    [CAROUSEL_FILE, `${JSON.stringify(Object.fromEntries(ids.filter(isCarouselImage).map((id) => [id, described(id)])), null, 2)}\n`],
  ]);
  for (const id of ids.filter((i) => !isCarouselImage(i) && !isShareImage(i))) {
    files.set(path.join(IMAGES_DIR, `${id}.json`), `${JSON.stringify(described(id), null, 2)}\n`);
  }
  for (const [file, text] of files) {
    if (!existsSync(file) || (await readFile(file, "utf8")) !== text) await writeFile(file, text);
  }
  // An id taken out of the catalogue leaves no file behind for a page to import by mistake.
  for (const name of await readdir(IMAGES_DIR)) {
    if (!files.has(path.join(IMAGES_DIR, name))) await unlink(path.join(IMAGES_DIR, name));
  }

  const encoded: string[] = [];
  try {
    await pool(todo, jobs, async ({ id, entry, source, stamp }) => {
      const t = performance.now();
      if (source.kind === "owner") {
        const meta = await sharp(source.bytes).metadata();
        const w = meta.autoOrient?.width ?? meta.width ?? 0;
        if (w < entry.width) log(`  note: art/${source.file} is ${w}px wide; ${entry.width}px or more looks sharper`);
      }
      await encodeImage(id, entry, source);
      nextStamps[id] = stamp;
      encoded.push(id);
      log(`  ${id} (${source.kind === "owner" ? `art/${source.file}` : "placeholder"}) ${Math.round(performance.now() - t)} ms`);
    });
  } finally {
    // Keep the stamps of everything finished, even if one image failed.
    await writeFile(STAMP_FILE, `${JSON.stringify(nextStamps, Object.keys(nextStamps).sort(), 0)}\n`);
  }

  const removed: string[] = [];
  for (const name of await readdir(OUT_DIR)) {
    if (!expected.has(name)) {
      await unlink(path.join(OUT_DIR, name));
      removed.push(name);
    }
  }

  const total = Object.keys(catalog).length;
  const ms = Math.round(performance.now() - t0);
  log(`images: ${total} ids, ${encoded.length} encoded, ${total - encoded.length} cached, ${removed.length} stale files removed, ${ms} ms`);
  return { total, encoded, cached: total - encoded.length, removed, ms };
}

if (isMainModule(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  generateImages({ force: args.has("--force"), quiet: args.has("--quiet") }).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
