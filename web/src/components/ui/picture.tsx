import clsx from "clsx";
import { preload } from "react-dom";
import type { ImageRef } from "../../content/content-types";
import { imageSrcSet, imageUrl, type CatalogImage } from "#shared/image-catalog";

export type PictureProps = {
  /** A catalogue image: its content module imports it from content/generated/images/<id>.json. */
  image: CatalogImage;
  /**
   * "" marks a purely decorative image. Any other value marks it informative, and the text shown
   * is the image's own description (the owner's words from art/manifest.json, else the placeholder
   * generator's), so a content title ("Three Sisters") stays a caption and never describes a
   * picture that is really a lotus.
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
export function Picture({ image, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  const largest = image.widths[image.widths.length - 1];
  // The LCP image is asked for from <head>, before the stylesheet and the scripts, in the one
  // width and format the phone will show (React hoists the preload into <head>).
  if (priority)
    preload(imageUrl(image.id, largest, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: imageSrcSet(image, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image.id, largest, "webp")}
        alt={alt === "" ? "" : image.description}
        width={image.width}
        height={image.height}
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
        image={image}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className="block"
        imgClassName={`${aspect} h-auto w-full rounded-xl object-cover`}
      />
    </div>
  );
}
