/**
 * Banners and the other pictures drawn for one place on a page: the home hero, the exhibition's
 * logo, the calendar and wellness banners, the Think Tank and Bootcamp previews and the calendar's
 * menu icon.
 */
import type { Rng } from "./prng";
import {
  PALETTES,
  TRUE_GOLD,
  background,
  blocks,
  brackets,
  crown,
  figure,
  halo,
  landscape,
  lotus,
  network,
  orbitArcs,
  patternBand,
  starfield,
  vignette,
  type FixedPainting,
} from "./motifs";
import { arcPath, crescentPath, starPath, type Svg } from "./svg";

function heroBanner(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const p = PALETTES[0];
  const cx = W * 0.7;
  const cy = H * 0.42;
  background(s, p, rng, { x: cx, y: cy });
  starfield(s, p, rng, 160);
  orbitArcs(s, p, rng, cx, cy, H * 0.42, 4);
  halo(s, p, rng, cx, cy, H * 0.26, { rays: true, rings: 3 });
  landscape(s, p, rng, H * 0.74);
  const size = H * 0.78;
  figure(s, p, rng, cx - size * 0.5, H - size, size, { profile: true, hair: "wrap", crown: false, silhouette: true });
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[0], 0.85],
        [0.45, p.bg[0], 0.35],
        [0.7, p.bg[0], 0],
      ],
      0,
    ),
  });
  vignette(s, 0.35);
}

function exhibitionLogo(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const p = PALETTES[0];
  const g = TRUE_GOLD;
  background(s, p, rng, { x: W / 2, y: H * 0.4 });
  starfield(s, p, rng, 70);
  halo(s, p, rng, W / 2, H * 0.2, H * 0.1, { rays: true, rings: 1 });
  crown(s, p, W / 2, H * 0.24, H * 0.2, H * 0.12, 5);
  const gold = s.linear(
    [
      [0, g.goldDeep],
      [0.3, g.goldLight],
      [0.6, g.gold],
      [1, g.goldDeep],
    ],
    0,
  );
  s.text(W / 2, H * 0.6, "SoulCode Studio", {
    "font-family": "Georgia, 'DejaVu Serif', serif",
    "font-size": H * 0.24,
    "font-weight": "bold",
    "text-anchor": "middle",
    fill: gold,
    "letter-spacing": H * 0.006,
  });
  s.text(W / 2, H * 0.78, "ART EXHIBITION", {
    "font-family": "Georgia, 'DejaVu Serif', serif",
    "font-size": H * 0.075,
    "text-anchor": "middle",
    fill: g.goldLight,
    "letter-spacing": H * 0.03,
  });
  for (const dir of [-1, 1]) {
    const x0 = W / 2 + dir * W * 0.17;
    const x1 = W / 2 + dir * W * 0.4;
    s.line(x0, H * 0.755, x1, H * 0.755, { stroke: g.gold, "stroke-width": H * 0.006 });
    s.path(starPath(x1 + dir * H * 0.03, H * 0.755, H * 0.025, H * 0.01, 4), { fill: g.goldLight });
  }
  patternBand(s, p, rng, H * 0.9, H * 0.06);
  vignette(s, 0.4);
}

function calendarBanner(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const p = PALETTES[3];
  const g = TRUE_GOLD;
  background(s, p, rng, { x: W / 2, y: H * 0.5 });
  starfield(s, p, rng, 140);
  const phases = 7;
  const r = H * 0.11;
  const y = H * 0.46;
  s.path(arcPath(W / 2, y + W * 0.9, W * 0.9 + r * 0.1, -Math.PI / 2 - 0.55, -Math.PI / 2 + 0.55), {
    fill: "none",
    stroke: g.gold,
    "stroke-width": H * 0.004,
    "stroke-opacity": 0.6,
  });
  for (let i = 0; i < phases; i++) {
    const t = i / (phases - 1);
    const x = W * (0.14 + t * 0.72);
    const yy = y + Math.pow((t - 0.5) * 2, 2) * H * 0.08;
    const ph = i / (phases - 1);
    s.circle(x, yy, r, { fill: p.bg[0], stroke: g.gold, "stroke-width": H * 0.004 });
    if (i === 3)
      s.circle(x, yy, r, {
        fill: s.radial(
          [
            [0, "#fff4cf"],
            [0.7, g.goldLight],
            [1, g.gold],
          ],
          x,
          yy - r * 0.2,
          r * 1.1,
        ),
      });
    else s.path(crescentPath(x, yy, r, i < 3 ? 0.15 + ph * 0.6 : 0.15 + (1 - ph) * 0.6, i < 3 ? 0 : Math.PI), { fill: g.goldLight });
  }
  landscape(s, p, rng, H * 0.8);
  vignette(s, 0.4);
}

function wellnessHero(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const p = PALETTES[2];
  background(s, p, rng, { x: W * 0.68, y: H * 0.45 });
  starfield(s, p, rng, 80, { x: 0, y: 0, w: W, h: H * 0.6 });
  halo(s, p, rng, W * 0.68, H * 0.45, H * 0.3, { rays: true, rings: 3 });
  landscape(s, p, rng, H * 0.8);
  const size = H * 0.85;
  figure(s, p, rng, W * 0.68 - size / 2, H - size, size, { profile: true, hair: "bun", silhouette: false });
  lotus(s, p, W * 0.2, H * 0.95, H * 0.45);
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[0], 0.7],
        [0.4, p.bg[0], 0.2],
        [0.6, p.bg[0], 0],
      ],
      0,
    ),
  });
  vignette(s, 0.35);
}

function preview(s: Svg, rng: Rng, kind: "thinktank" | "bootcamp"): void {
  const { width: W, height: H } = s;
  const p = kind === "thinktank" ? PALETTES[0] : PALETTES[4];
  background(s, p, rng, { x: W / 2, y: H / 2 });
  starfield(s, p, rng, 90);
  if (kind === "thinktank") {
    orbitArcs(s, p, rng, W / 2, H / 2, H * 0.42, 4);
    network(s, rng, p, { x: W * 0.15, y: H * 0.1, w: W * 0.7, h: H * 0.8 });
  } else {
    blocks(s, rng, p, { x: W * 0.12, y: H * 0.2, w: W * 0.76, h: H * 0.7 });
    brackets(s, W * 0.28, H * 0.3, H * 0.28, TRUE_GOLD.goldLight);
  }
  vignette(s, 0.4);
}

function menuIcon(s: Svg): void {
  const { width: W, height: H } = s;
  const p = PALETTES[0];
  const g = TRUE_GOLD;
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[2]],
        [1, p.bg[0]],
      ],
      60,
    ),
  });
  s.circle(W * 0.5, H * 0.45, W * 0.45, {
    fill: s.radial(
      [
        [0, g.goldLight, 0.35],
        [1, g.gold, 0],
      ],
      W * 0.5,
      H * 0.45,
      W * 0.45,
    ),
  });
  const x = W * 0.2;
  const y = H * 0.26;
  const w = W * 0.6;
  const h = H * 0.54;
  s.rect(x, y, w, h, { rx: W * 0.06, fill: p.bg[0], stroke: g.gold, "stroke-width": W * 0.04 });
  s.rect(x, y, w, h * 0.24, {
    rx: W * 0.06,
    fill: s.linear(
      [
        [0, g.goldLight],
        [1, g.gold],
      ],
      90,
    ),
  });
  s.rect(x + W * 0.14, y - H * 0.08, W * 0.05, H * 0.14, { rx: W * 0.02, fill: g.goldLight });
  s.rect(x + w - W * 0.19, y - H * 0.08, W * 0.05, H * 0.14, { rx: W * 0.02, fill: g.goldLight });
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const cx = x + w * (0.17 + c * 0.22);
      const cy = y + h * (0.42 + r * 0.2);
      if (r === 1 && c === 2) s.path(starPath(cx, cy, W * 0.06, W * 0.025, 5), { fill: g.goldLight });
      else s.circle(cx, cy, W * 0.022, { fill: g.gold, "fill-opacity": 0.8 });
    }
  }
}

export const bannerPaintings: Record<string, FixedPainting> = {
  "hero-banner": [heroBanner, "the silhouette of a figure in a headwrap before a radiant sun over hills, under a starry purple sky"],
  "exhibition-banner-logo": [
    exhibitionLogo,
    'the exhibition logo: a gold crown above the words "SoulCode Studio" and "Art Exhibition", on a starry purple field',
  ],
  "calendar-banner": [calendarBanner, "the phases of the moon in an arc over hills, in indigo and teal"],
  "wellness-hero": [wellnessHero, "a figure in profile with a bun before a radiant sun, and a lotus, in violet and amber"],
  "thinktank-preview": [(s, r) => preview(s, r, "thinktank"), "a network of golden nodes and lines among orbits, on a starry purple field"],
  "bootcamp-preview": [(s, r) => preview(s, r, "bootcamp"), "stacked blocks and code brackets in gold, on a dark field"],
  "menu-calendar": [(s) => menuIcon(s), "a gold calendar page with a star on one day"],
};
