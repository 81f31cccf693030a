/**
 * Art exhibition page (/gallery) copy and data.
 */
import { siteConfig } from "./site-config";
import type { ImageRef, LinkAction } from "./content-types";
import exhibitionBannerLogoImage from "./generated/images/exhibition-banner-logo.json" with { type: "json" };
import exhibitionPrevAbstractImage from "./generated/images/exhibition-prev-abstract.json" with { type: "json" };
import exhibitionPrevConceptualImage from "./generated/images/exhibition-prev-conceptual.json" with { type: "json" };
import exhibitionPrevPortraitsImage from "./generated/images/exhibition-prev-portraits.json" with { type: "json" };
import exhibitionThreeSistersImage from "./generated/images/exhibition-three-sisters.json" with { type: "json" };
import exhibitionWalk1Image from "./generated/images/exhibition-walk-1.json" with { type: "json" };
import exhibitionWalk2Image from "./generated/images/exhibition-walk-2.json" with { type: "json" };
import exhibitionWalk3Image from "./generated/images/exhibition-walk-3.json" with { type: "json" };
import exhibitionWalk4Image from "./generated/images/exhibition-walk-4.json" with { type: "json" };
import exhibitionWalk5Image from "./generated/images/exhibition-walk-5.json" with { type: "json" };
import exhibitionWalk6Image from "./generated/images/exhibition-walk-6.json" with { type: "json" };

/* ---------------------------------------------------------------- banner */

export const exhibitionBanner: { readonly logo: ImageRef } = {
  logo: {
    ...exhibitionBannerLogoImage,
    alt: `${siteConfig.artistName} exhibition logo: her name in gold lettering over a violet brushstroke`,
  },
};

/* ------------------------------------------------------ current exhibition */

export const currentExhibition = {
  eyebrow: "Current Exhibition",
  title: "Gold, Grace and Memory",
  year: "2023",
  medium: "Mixed media collection",
  paragraphs: [
    "A 2023 mixed media collection of acrylic, gold leaf, fabric and found paper. These works imagine a future where our elders, our rituals and our joy are carried forward rather than left behind.",
    "Look closely: many pieces hide family photographs, handwritten notes and fragments of old textiles beneath the paint.",
  ],
} as const;

/* ------------------------------------------------------------ featured work */

export type Artwork = {
  readonly id: string;
  readonly title: string;
  /** Shown on hover (and always to keyboard and screen-reader users). */
  readonly caption: string;
  readonly image: ImageRef;
};

export const featuredWorkHeading = "Featured Work";

export const featuredWork: Artwork = {
  id: "three-sisters",
  title: "Three Sisters",
  caption:
    "Three sisters stand shoulder to shoulder in gold and violet, each holding a different piece of their mother's story.",
  image: {
    ...exhibitionThreeSistersImage,
    alt: "Three Sisters: three women side by side in gold and violet garments, gold leaf halos overlapping behind them",
  },
};

/* --------------------------------------------------------- artist overview */

export const artistOverview = {
  title: "Artist Overview",
  paragraphs: [
    `${siteConfig.artistName} is a mixed media artist working at the meeting point of Afrofuturism, memory and technology. Her palette of royal purple and gold draws on the regal and the sacred, while her layered surfaces borrow from quilting, collage and the family album.`,
    "Her practice moves between canvas and code: the same questions about who gets remembered, and how, shape her paintings, her novels and the AI tools she teaches.",
  ],
} as const;

/* --------------------------------------------------------- walk-through */

export const walkThroughHeading = {
  title: "Gallery Walk-Through",
  intro: "Six works from the collection. Hover or focus a piece to read its story.",
} as const;

/** Exactly six, in this order. */
export const walkThrough: readonly Artwork[] = [
  {
    id: "golden-scrolls",
    title: "Golden Scrolls",
    caption: "Unrolled scrolls of gold leaf carry the names of ancestors across a violet field.",
    image: { ...exhibitionWalk1Image, alt: "Golden Scrolls: gold leaf scrolls unfurling across a deep violet background" },
  },
  {
    id: "purple-grace",
    title: "Purple Grace",
    caption: "A woman in layered purple fabric bows her head in a moment of quiet gratitude.",
    image: { ...exhibitionWalk2Image, alt: "Purple Grace: a woman draped in layers of purple fabric with her head gently bowed" },
  },
  {
    id: "golden-reverie",
    title: "Golden Reverie",
    caption: "Daydreams drift upward as gold fragments from a figure resting in the afternoon sun.",
    image: { ...exhibitionWalk3Image, alt: "Golden Reverie: a resting figure with fragments of gold floating upward around her" },
  },
  {
    id: "celestial-court",
    title: "Celestial Court",
    caption: "Elders sit in council among the stars, weighing the future with patient eyes.",
    image: { ...exhibitionWalk4Image, alt: "Celestial Court: a circle of seated elders in gold robes against a starry violet sky" },
  },
  {
    id: "royal-assembly",
    title: "Royal Assembly",
    caption: "A gathering of everyday royalty: the barber, the teacher, the nurse, each crowned in gold.",
    image: { ...exhibitionWalk5Image, alt: "Royal Assembly: a group of community members, each wearing a gold crown" },
  },
  {
    id: "garden-procession",
    title: "Garden Procession",
    caption: "Children lead a procession through a garden where every flower is stitched from fabric scraps.",
    image: { ...exhibitionWalk6Image, alt: "Garden Procession: children walking in a line through a garden of fabric flowers in purple and gold" },
  },
];

/* ------------------------------------------------------ previous exhibitions */

export type PreviousExhibition = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Opened in a new window by the "Enter Gallery" button. */
  readonly url: string;
  readonly theme: "Abstract" | "Portraits" | "Conceptual";
  readonly image: ImageRef;
};

export const previousExhibitionsHeading = {
  title: "Previous Exhibitions",
  intro: "Earlier collections, hosted in the online gallery.",
} as const;

export const enterGalleryLabel = "Enter Gallery";

export const previousExhibitions: readonly PreviousExhibition[] = [
  {
    id: "digital-abstractions",
    title: "Digital Abstractions",
    description: "Color fields and glitch textures exploring rhythm, signal and noise.",
    url: siteConfig.links.externalGallery,
    theme: "Abstract",
    image: { ...exhibitionPrevAbstractImage, alt: "Digital Abstractions: bands of violet and gold broken by glitch-like streaks" },
  },
  {
    id: "portrait-studies",
    title: "Portrait Studies",
    description: "Faces of family, friends and neighbors, painted with the dignity of royal portraiture.",
    url: siteConfig.links.externalGallery,
    theme: "Portraits",
    image: { ...exhibitionPrevPortraitsImage, alt: "Portrait Studies: a grid of painted portraits with gold leaf backgrounds" },
  },
  {
    id: "conceptual-works",
    title: "Conceptual Works",
    description: "Ideas about memory, inheritance and technology, built from found objects and text.",
    url: siteConfig.links.externalGallery,
    theme: "Conceptual",
    image: { ...exhibitionPrevConceptualImage, alt: "Conceptual Works: an assemblage of keys, letters and circuit boards on a purple panel" },
  },
];

/** Convenience: the "Enter Gallery" action of a previous exhibition. */
export const enterGalleryAction: LinkAction = {
  label: enterGalleryLabel,
  href: siteConfig.links.externalGallery,
  external: true,
};
