/**
 * Shapes shared by the content modules in this folder (copy and data only, no JSX).
 * Page components import the data from the page's own module and, when they need to
 * name a type, the type from here.
 */
import type { icons } from "lucide-react";
import type { CatalogImage } from "#shared/image-catalog";

/**
 * A catalogue image (spread from its ./generated/images/<id>.json) plus the copy's alternative text.
 * An empty `alt` marks the image decorative; any other value marks it informative, and
 * <Picture> then shows the image's own `description`.
 */
export type ImageRef = CatalogImage & {
  readonly alt: string;
};

/**
 * A link or button target.
 * - `external: true`  opens in a new tab with `rel="noopener noreferrer"` (other sites, PDFs).
 * - `external: false` is a route of this site, navigated client-side with the router,
 *   unless `nativeLink` is set.
 * - `nativeLink: true` (only with `external: false`): render a plain `<a href>` in the same tab,
 *   never a router `<Link>`. Used for same-site paths the Worker answers itself
 *   (`/join/think-tank`, `/join/boot-camp`: 302 to checkout), in-page anchors (`#id`)
 *   and `mailto:` links.
 */
export type LinkAction = {
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
  readonly nativeLink?: boolean;
};

/** The canonical name of a lucide-react icon, e.g. "Gamepad2" (render with `icons[name]`). */
export type IconName = keyof typeof icons;

/** A toast's title and description. */
export type ToastCopy = {
  readonly title: string;
  readonly description: string;
};

/** A titled card with a short description and an icon. */
export type FeatureCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

/** A section heading with an optional eyebrow above it and an intro paragraph below it. */
export type SectionHeading = {
  readonly eyebrow?: string;
  readonly heading: string;
  readonly intro?: string;
};

/**
 * Colour tokens the UI maps to theme classes (gold and purple are the brand pair; the rest
 * give cards distinguishable accents). Keep the UI's map in sync when adding one.
 */
export type AccentToken =
  | "gold"
  | "purple"
  | "amber"
  | "violet"
  | "rose"
  | "emerald"
  | "sky"
  | "bronze";
