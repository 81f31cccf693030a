/**
 * The image catalogue: every raster image the site shows.
 *
 * `width` x `height` is the intrinsic size of the largest rendition (it fixes the aspect ratio
 * and the <img> width/height attributes, so nothing shifts while loading); `widths` are the
 * rendition widths written by `scripts/images/generate.ts` as
 * `/img/<id>-<w>.avif` and `/img/<id>-<w>.webp` (share cards `og-*` also get `/img/<id>.jpg`).
 *
 * The owner replaces a placeholder by dropping `art/<id>.jpg` (or .png/.webp/.avif) and
 * rebuilding; see `art/README.md`. Adding an id here makes the generator paint a placeholder.
 *
 * In shared/ because both sides read this one list: the image build (scripts/images/generate.ts)
 * writes the renditions, and the web's <Picture> names them in srcset.
 */

// A first-screen image drawn across a phone (about 366 CSS px): 800 px covers it at 1.75x-2x, where
// 1024 would send a third more bytes before the LCP.
const hero169 = { width: 1600, height: 900, widths: [640, 800, 1024, 1600] } as const;
const gallery = { width: 800, height: 1000, widths: [400, 800] } as const;
const work45 = { width: 800, height: 1000, widths: [400, 800] } as const;
const cover23 = { width: 600, height: 900, widths: [300, 600] } as const;
const preview169 = { width: 1200, height: 675, widths: [600, 1200] } as const;
const share = { width: 1200, height: 630, widths: [1200] } as const;

export const imageCatalog = {
  "hero-banner": hero169,

  "gallery-left-01": gallery,
  "gallery-left-02": gallery,
  "gallery-left-03": gallery,
  "gallery-left-04": gallery,
  "gallery-left-05": gallery,
  "gallery-left-06": gallery,
  "gallery-left-07": gallery,
  "gallery-left-08": gallery,
  "gallery-left-09": gallery,
  "gallery-left-10": gallery,
  "gallery-left-11": gallery,
  "gallery-left-12": gallery,
  "gallery-left-13": gallery,
  "gallery-left-14": gallery,
  "gallery-left-15": gallery,
  "gallery-left-16": gallery,
  "gallery-left-17": gallery,
  "gallery-left-18": gallery,
  "gallery-left-19": gallery,
  "gallery-left-20": gallery,
  "gallery-left-21": gallery,
  "gallery-left-22": gallery,
  "gallery-left-23": gallery,
  "gallery-left-24": gallery,
  "gallery-left-25": gallery,
  "gallery-left-26": gallery,
  "gallery-left-27": gallery,
  "gallery-left-28": gallery,
  "gallery-left-29": gallery,
  "gallery-left-30": gallery,
  "gallery-left-31": gallery,
  "gallery-left-32": gallery,
  "gallery-left-33": gallery,
  "gallery-left-34": gallery,
  "gallery-left-35": gallery,
  "gallery-left-36": gallery,
  "gallery-left-37": gallery,
  "gallery-left-38": gallery,
  "gallery-left-39": gallery,
  "gallery-left-40": gallery,
  "gallery-right-41": gallery,
  "gallery-right-42": gallery,
  "gallery-right-43": gallery,
  "gallery-right-44": gallery,
  "gallery-right-45": gallery,
  "gallery-right-46": gallery,
  "gallery-right-47": gallery,
  "gallery-right-48": gallery,
  "gallery-right-49": gallery,
  "gallery-right-50": gallery,
  "gallery-right-51": gallery,
  "gallery-right-52": gallery,
  "gallery-right-53": gallery,
  "gallery-right-54": gallery,
  "gallery-right-55": gallery,
  "gallery-right-56": gallery,
  "gallery-right-57": gallery,
  "gallery-right-58": gallery,
  "gallery-right-59": gallery,
  "gallery-right-60": gallery,
  "gallery-right-61": gallery,
  "gallery-right-62": gallery,
  "gallery-right-63": gallery,
  "gallery-right-64": gallery,
  "gallery-right-65": gallery,
  "gallery-right-66": gallery,
  "gallery-right-67": gallery,
  "gallery-right-68": gallery,
  "gallery-right-69": gallery,
  "gallery-right-70": gallery,
  "gallery-right-71": gallery,
  "gallery-right-72": gallery,
  "gallery-right-73": gallery,
  "gallery-right-74": gallery,
  "gallery-right-75": gallery,
  "gallery-right-76": gallery,
  "gallery-right-77": gallery,
  "gallery-right-78": gallery,
  "gallery-right-79": gallery,
  "gallery-right-80": gallery,

  "exhibition-banner-logo": { width: 1200, height: 400, widths: [600, 800, 1200] },
  "exhibition-three-sisters": { width: 960, height: 1200, widths: [480, 960] },
  "exhibition-walk-1": work45,
  "exhibition-walk-2": work45,
  "exhibition-walk-3": work45,
  "exhibition-walk-4": work45,
  "exhibition-walk-5": work45,
  "exhibition-walk-6": work45,
  "exhibition-prev-abstract": { width: 800, height: 600, widths: [400, 800] },
  "exhibition-prev-portraits": { width: 800, height: 600, widths: [400, 800] },
  "exhibition-prev-conceptual": { width: 800, height: 600, widths: [400, 800] },

  "calendar-banner": { width: 1600, height: 600, widths: [800, 1600] },
  "artist-portrait": { width: 640, height: 640, widths: [320, 640] },
  "artist-work-1": { width: 640, height: 800, widths: [320, 640] },
  "artist-work-2": { width: 640, height: 800, widths: [320, 640] },
  "artist-work-3": { width: 640, height: 800, widths: [320, 640] },
  "instructor-1": { width: 480, height: 480, widths: [240, 480] },
  "instructor-2": { width: 480, height: 480, widths: [240, 480] },
  "instructor-3": { width: 480, height: 480, widths: [240, 480] },
  "instructor-4": { width: 480, height: 480, widths: [240, 480] },
  "instructor-5": { width: 480, height: 480, widths: [240, 480] },
  "instructor-6": { width: 480, height: 480, widths: [240, 480] },
  "instructor-7": { width: 480, height: 480, widths: [240, 480] },
  "instructor-8": { width: 480, height: 480, widths: [240, 480] },
  "instructor-9": { width: 480, height: 480, widths: [240, 480] },

  "testimonial-1": { width: 160, height: 160, widths: [80, 160] },
  "testimonial-2": { width: 160, height: 160, widths: [80, 160] },
  "testimonial-3": { width: 160, height: 160, widths: [80, 160] },
  "testimonial-4": { width: 160, height: 160, widths: [80, 160] },
  "porch-agent": { width: 480, height: 480, widths: [240, 480] },

  "founder-portrait": work45,
  "cover-artist": work45,
  "novel-hollow-star": cover23,
  "novel-glitch-code": cover23,
  "novel-heart-note": cover23,

  "wellness-hero": hero169,
  "wellness-book": cover23,
  "thinktank-preview": preview169,
  "bootcamp-preview": preview169,
  "menu-calendar": { width: 96, height: 96, widths: [96] },

  "og-default": share,
  "og-home": share,
  "og-meet": share,
  "og-wellness": share,
  "og-workroom": share,
  "og-gallery": share,
  "og-calendar": share,
  "og-soulcode101": share,
  "og-thinktank": share,
  "og-bootcamp": share,
  "og-legal": share,
} as const;

export type ImageId = keyof typeof imageCatalog;

/**
 * One catalogue image as a page names it: its entry here, and `description`, what the picture
 * actually shows (the owner's words from art/manifest.json, or the placeholder painter's). The
 * image build writes one JSON file per id into web/src/content/generated/images/, imported by the
 * content that shows it, so a page's code carries its own images and no others.
 */
export type CatalogImage = {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
  readonly description: string;
};

export type ImageFormat = "avif" | "webp";

/** Public URL of one rendition, e.g. `/img/gallery-left-01-400.webp`. */
export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `/img/${id}-${width}.${format}`;
}

/** The `srcset` attribute for one format: every rendition width of the image. */
export function imageSrcSet(image: Pick<CatalogImage, "id" | "widths">, format: ImageFormat): string {
  return image.widths.map((w) => `${imageUrl(image.id, w, format)} ${w}w`).join(", ");
}

/** Share-card ids (`og-*`): 1200x630, also written as `/img/<id>.jpg` for crawlers. */
export type ShareImageId = Extract<ImageId, `og-${string}`>;

/** Site-relative URL of a share card's JPEG (prefix with the site URL for og:image). */
export function shareImageUrl(id: ShareImageId): string {
  return `/img/${id}.jpg`;
}
