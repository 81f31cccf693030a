/**
 * Turns the photo an instructor picks into what the API stores (docs/decisions/0042-hosted-instructor-photos.md):
 * at most PHOTO_UPLOAD_SIDE pixels on its longest side, re-encoded by the browser's own canvas.
 * Re-encoding writes pixels only, so every metadata block of the original (EXIF with GPS
 * position, camera, XMP, comments) is gone before anything leaves the device. The browser turns
 * the picture upright first (EXIF orientation), so dropping that tag changes nothing on screen.
 *
 * WebP where the browser can write it; Safari's canvas cannot (it hands back a PNG), so there the
 * same pixels go as JPEG, which the API accepts too.
 */
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_SIDE } from "#shared/schemas/limits";

export class PhotoFileError extends Error {}

const UNREADABLE = "This file could not be read as a picture. Please choose a JPEG, PNG or WebP photo.";

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The scaled, re-encoded photo, ready for PUT /api/instructor/photo. Throws PhotoFileError with a sentence. */
export async function preparePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoFileError(UNREADABLE);
  }
  const scale = Math.min(1, PHOTO_UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoFileError(UNREADABLE);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();

  // A 512-pixel photo is far below the API's limit at these qualities; the lower one is a guard
  // for pictures full of fine noise.
  for (const quality of [0.85, 0.6]) {
    let blob = await encode(canvas, "image/webp", quality);
    if (blob?.type !== "image/webp") {
      // JPEG has no transparency: what was see-through becomes white rather than black.
      context.globalCompositeOperation = "destination-over";
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      blob = await encode(canvas, "image/jpeg", quality);
    }
    if (blob && blob.size <= PHOTO_MAX_BYTES) return blob;
  }
  throw new PhotoFileError("This picture could not be made small enough to upload. Please choose another photo.");
}
