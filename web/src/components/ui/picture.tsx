import clsx from "clsx";
import { preload } from "react-dom";
import imageAlts from "../../content/generated/image-alts.json";
import type { ImageRef } from "../../content/content-types";
import { imageCatalog, imageSrcSet, imageUrl, type ImageId } from "#shared/image-catalog";

/**
 * The alt text of each catalogue image says what the picture actually shows: the owner's own
 * words from art/manifest.json for real art, else the generator's description of the placeholder
 * it painted. scripts/images/generate.ts writes the JSON on every build, so a content title
 * ("Three Sisters") stays a caption and never describes a picture that is really a lotus.
 * Home's carousel (ids gallery-*) is the exception: its 80 alts come in its own content module
 * (content/home-gallery.ts reads generated/gallery-alts.json), so every page does not load them.
 */
const alts: Readonly<Record<string, string>> = imageAlts;

export type PictureProps = {
  /** Catalogue id (shared/image-catalog.ts). */
  id: ImageId;
  /**
   * "" marks a purely decorative image. Any other value marks it informative, and the text shown
   * is the image's own description (`alts` above: the owner's manifest or the
   * placeholder generator), so the alt always matches the picture actually served; the value
   * passed is only the fallback for an id without one.
   */
  alt: string;
  /** The `sizes` attribute: the image's rendered width per viewport, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold (hero, LCP image): load eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  /** Class of the <picture> wrapper. */
  className?: string;
  /** Class of the <img> (object-fit, rounding, sizing...). */
  imgClassName?: string;
};

/**
 * A catalogue image as <picture>: AVIF and WebP renditions with srcset/sizes, and an <img>
 * fallback (largest WebP) carrying the intrinsic width and height, so the browser reserves the
 * right box before the file arrives (no layout shift). Lazy and async-decoded unless `priority`.
 */
export function Picture({ id, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  const entry = imageCatalog[id];
  const largest = entry.widths[entry.widths.length - 1];
  // The LCP image is asked for from <head>, before the stylesheet and the scripts, in the one
  // width and format the phone will show (React hoists the preload into <head>).
  if (priority) preload(imageUrl(id, largest, "avif"), { as: "image", type: "image/avif", imageSrcSet: imageSrcSet(id, "avif"), imageSizes: sizes, fetchPriority: "high" });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(id, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(id, "webp")} sizes={sizes} />
      <img
        src={imageUrl(id, largest, "webp")}
        alt={alt === "" ? "" : alts[id] || alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={clsx(imgClassName) || undefined}
      />
    </picture>
  );
}

/** A content image in the gold frame, filling the frame's width at the aspect ratio given. */
export function FramedPicture({
  image,
  sizes,
  aspect,
  priority,
  frameClassName,
}: {
  image: ImageRef;
  sizes: string;
  /** Tailwind aspect class of the image, e.g. "aspect-[4/5]". */
  aspect: string;
  priority?: boolean;
  /** Classes of the frame besides `frame-gold` (width, centring, margins). */
  frameClassName: string;
}) {
  return (
    <div className={clsx("frame-gold", frameClassName)}>
      <Picture
        id={image.id}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className="block"
        imgClassName={`${aspect} h-auto w-full rounded-xl object-cover`}
      />
    </div>
  );
}
