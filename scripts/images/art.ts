/**
 * The placeholder paintings: one SVG per catalogue id, seeded by the id (same picture on every
 * build). Only the share cards (`og-*`) and the exhibition banner carry text. This module picks
 * the painter of each id; the painters are in artworks.ts, portraits.ts, banners.ts,
 * book-covers.ts and share-cards.ts, on the motifs of motifs.ts.
 */
import { exhibitionPaintings, paintArtwork } from "./artworks";
import { bannerPaintings } from "./banners";
import { bookCoverPaintings } from "./book-covers";
import { PALETTES, type FixedPainting } from "./motifs";
import { paintPortrait } from "./portraits";
import { createRng } from "./prng";
import { paintShareCard } from "./share-cards";
import { HAIR_STYLES, Svg } from "./svg";

type Size = { width: number; height: number };

/** A placeholder painting and plain words for what it shows (its alt text). */
export type Painting = { svg: string; motif: string; description: string };

/** Fixed motifs of the ids that do not pick one at random (the rest are artworks or portraits). */
const FIXED: Record<string, FixedPainting> = { ...exhibitionPaintings, ...bannerPaintings, ...bookCoverPaintings };

/** The painting for one catalogue id at its largest size, with its description. */
export function paintWithDescription(id: string, size: Size): Painting {
  const s = new Svg(size.width, size.height);
  const rng = createRng(id);
  let motif: string;
  if (id.startsWith("og-")) motif = paintShareCard(s, rng, id);
  else if (id in FIXED) {
    FIXED[id][0](s, rng);
    motif = FIXED[id][1];
  } else if (id === "porch-agent") motif = paintPortrait(s, rng, { agent: true, profile: false });
  else if (id === "cover-artist") motif = paintPortrait(s, rng, { crown: true, profile: true });
  else if (id === "founder-portrait" || id === "artist-portrait") motif = paintPortrait(s, rng, { profile: false });
  else if (id.startsWith("testimonial-")) {
    const i = Number(id.slice(12));
    motif = paintPortrait(s, rng, {
      simple: true,
      profile: false,
      hair: HAIR_STYLES[(i * 2) % HAIR_STYLES.length],
      palette: PALETTES[(i + 1) % 5],
    });
  } else if (id.startsWith("instructor-")) {
    // Nine different looks: hair, pose and palette rotate with the number (the palette shifts by
    // one from the fifth, or the third and the eighth would look alike).
    const i = Number(id.slice(11));
    const palette = PALETTES[(i * 2 + Math.floor(i / 5)) % 5];
    motif = paintPortrait(s, rng, { profile: i % 3 === 1, hair: HAIR_STYLES[(i * 3) % HAIR_STYLES.length], palette });
  } else motif = paintArtwork(s, rng);
  return { svg: s.toString(), motif, description: `Placeholder artwork: ${motif}` };
}
