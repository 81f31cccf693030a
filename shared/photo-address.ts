/**
 * The address of an instructor's stored photo (docs/decisions/0042-hosted-instructor-photos.md):
 * `/api/instructors/<id>/photo/<first 128 bits of its SHA-256, hex>.<webp|jpg>`, always on this
 * site. The Worker makes these addresses from the R2 key `<id>/<file>`; the web shows a photo only
 * when its address has this shape. Imports nothing, so the browser bundle can take it.
 */

/** The file part of a photo's key and address. */
export const PHOTO_FILE = /^[0-9a-f]{32}\.(webp|jpg)$/;

const PHOTO_ADDRESS = /^\/api\/instructors\/[1-9]\d*\/photo\/[0-9a-f]{32}\.(webp|jpg)$/;

/** The public address of the photo stored under R2 key `<id>/<file>`, or null for none. */
export function photoAddress(key: string | null): string | null {
  if (!key) return null;
  const [id, file] = key.split("/");
  return `/api/instructors/${id}/photo/${file}`;
}

/** The value when it is one of this site's photo addresses, else null (never another site's picture). */
export function hostedPhoto(value: string | null | undefined): string | null {
  return value && PHOTO_ADDRESS.test(value) ? value : null;
}
