/**
 * Instructors' photos in R2 (docs/decisions/0042-hosted-instructor-photos.md). A photo's key is
 * `<instructor id>/<first 128 bits of the SHA-256 of its bytes, hex>.<webp|jpg>`, and its public
 * address is that key under /api/instructors/<id>/photo/: a new photo is a new address, so a
 * browser may keep any address forever (immutable), and the instructor id in the key lets one
 * instructor's photos go without touching another's, even for identical files.
 */
import { ApiError } from "../lib/errors";
import type { CleanPhoto } from "./bytes";

/** The browser may keep a photo for a year without asking again: its address changes with it. */
export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;

/** The Content-Type of a stored photo, from its file name (which the upload chose from its bytes). */
export const photoType = (file: string) => TYPES[file.endsWith(".webp") ? "webp" : "jpg"];

export async function photoKey(instructorId: number, photo: CleanPhoto): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", photo.bytes));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${instructorId}/${hex}.${photo.extension}`;
}

const unavailable = (err: unknown) => {
  console.error("R2 photo storage failed", err);
  return new ApiError(503, "Photo storage is unavailable just now. Please try again in a moment.", "unavailable");
};

export async function storePhoto(bucket: R2Bucket, key: string, photo: CleanPhoto): Promise<void> {
  try {
    await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type, cacheControl: PHOTO_CACHE_CONTROL } });
  } catch (err) {
    throw unavailable(err);
  }
}

/** The stored photo, or null. Without conditions: the route evaluates them (worker/lib/preconditions.ts). */
export async function readPhoto(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  try {
    return await bucket.get(key);
  } catch (err) {
    throw unavailable(err);
  }
}

/**
 * Deletes a photo that nothing points to any more. A failure is logged, not answered: the
 * profile change it follows has already happened, and an orphan is invisible (its address is no
 * longer listed anywhere).
 */
export async function forgetPhoto(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(key);
  } catch (err) {
    console.error("Could not delete an old photo from R2", key, err);
  }
}
