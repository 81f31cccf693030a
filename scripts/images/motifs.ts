/**
 * Palettes and composed motifs (backgrounds, halos, star fields, figures, ornaments) shared by
 * every painting. All randomness comes from the seeded Rng handed in.
 */
import type { Rng } from "./prng";
import {
  FRONT_BUST,
  HAIR_STYLES,
  PROFILE_BUST,
  Svg,
  arcPath,
  collarRings,
  crownShape,
  frontHair,
  leafPath,
  n,
  profileHair,
  smoothPath,
  sparklePath,
  starPath,
  type HairStyle,
} from "./svg";

export type Palette = {
  /** Background gradient, dark to lighter (or light to deeper for `light`). */
  bg: [string, string, string];
  gold: string;
  goldLight: string;
  goldDeep: string;
  accent: string;
  accent2: string;
  /** Colour of figures and line work on a light palette. */
  ink: string;
  light: boolean;
  /** Plain words for the colours, used in the image's alt text ("on a deep purple field"). */
  name: string;
};

const GOLD = { gold: "#e9b949", goldLight: "#fbe3a0", goldDeep: "#a9741c" };

export const PALETTES: readonly Palette[] = [
  {
    bg: ["#12061f", "#2a0d4a", "#4a1a7a"],
    ...GOLD,
    accent: "#b0418c",
    accent2: "#6b2fa0",
    ink: "#1a0830",
    light: false,
    name: "deep purple and magenta",
  },
  {
    bg: ["#1a0620", "#3f0d3f", "#6e2060"],
    ...GOLD,
    accent: "#e07a5f",
    accent2: "#9b2c6f",
    ink: "#1a0618",
    light: false,
    name: "plum and coral",
  },
  {
    bg: ["#1d0b3a", "#43207a", "#7b4cc0"],
    ...GOLD,
    accent: "#f2a65a",
    accent2: "#c86bd6",
    ink: "#180a30",
    light: false,
    name: "violet and amber",
  },
  {
    bg: ["#0b0a26", "#1f1a5e", "#3d2f96"],
    ...GOLD,
    accent: "#3fb6a8",
    accent2: "#7a5cd6",
    ink: "#0b0a26",
    light: false,
    name: "indigo and teal",
  },
  {
    bg: ["#0e0514", "#26102e", "#512061"],
    ...GOLD,
    accent: "#d4577b",
    accent2: "#8e4ec6",
    ink: "#0e0514",
    light: false,
    name: "aubergine and rose",
  },
  {
    bg: ["#fbeac0", "#efc463", "#c98a22"],
    gold: "#6b2fa0",
    goldLight: "#9a5fc8",
    goldDeep: "#3a1260",
    accent: "#b0418c",
    accent2: "#4a1a7a",
    ink: "#2a0d4a",
    light: true,
    name: "purple on a pale gold",
  },
];

export function pickPalette(rng: Rng, allowLight = true): Palette {
  if (allowLight && rng.chance(0.14)) return PALETTES[5];
  return PALETTES[rng.int(0, 4)];
}

/** The real gold, even on a light palette (where `gold` is purple ink). */
export const TRUE_GOLD = GOLD;

/* ---------------------------------------------------------------------------------------------- */

/** Gradient background, a soft glow and (optionally) a vignette added later with `vignette`. */
export function background(s: Svg, p: Palette, rng: Rng, glow?: { x: number; y: number }): void {
  const { width: W, height: H } = s;
  const angle = rng.range(65, 115);
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[0]],
        [0.55, p.bg[1]],
        [1, p.bg[2]],
      ],
      angle,
    ),
  });
  const gx = glow ? glow.x : rng.range(0.2, 0.8) * W;
  const gy = glow ? glow.y : rng.range(0.15, 0.6) * H;
  const glowColor = p.light ? "#fff8e1" : p.goldLight;
  s.rect(0, 0, W, H, {
    fill: s.radial(
      [
        [0, glowColor, p.light ? 0.6 : 0.3],
        [0.45, glowColor, p.light ? 0.2 : 0.08],
        [1, glowColor, 0],
      ],
      gx,
      gy,
      Math.max(W, H) * 0.75,
    ),
  });
}

export function vignette(s: Svg, strength = 0.5): void {
  const { width: W, height: H } = s;
  s.rect(0, 0, W, H, {
    fill: s.radial(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#000", strength],
      ],
      W / 2,
      H / 2,
      Math.hypot(W, H) / 2,
    ),
  });
}

/** Small stars and a few four-point sparkles. */
export function starfield(s: Svg, p: Palette, rng: Rng, count: number, area = { x: 0, y: 0, w: s.width, h: s.height }): void {
  const m = Math.min(s.width, s.height);
  const color = p.light ? p.ink : "#fff6dc";
  for (let i = 0; i < count; i++) {
    const x = area.x + rng.next() * area.w;
    const y = area.y + rng.next() * area.h;
    s.circle(x, y, m * rng.range(0.0018, 0.0055), { fill: rng.chance(0.3) ? p.goldLight : color, "fill-opacity": rng.range(0.25, 0.9) });
  }
  const sparkles = Math.max(1, Math.round(count / 14));
  for (let i = 0; i < sparkles; i++) {
    const x = area.x + rng.next() * area.w;
    const y = area.y + rng.next() * area.h;
    s.path(sparklePath(x, y, m * rng.range(0.012, 0.03)), { fill: p.goldLight, "fill-opacity": rng.range(0.6, 1) });
  }
}

/** A golden disc with rings (and optionally sun rays) around it. */
export function halo(
  s: Svg,
  p: Palette,
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  opts: { rays?: boolean; rings?: number; /** Paint the disc in the palette's accent colours instead of gold. */ tint?: boolean } = {},
): void {
  const m = Math.min(s.width, s.height);
  const g = TRUE_GOLD;
  if (opts.rays ?? rng.chance(0.45)) {
    const count = rng.pick([24, 32, 36, 48]);
    let d = "";
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const r1 = r * (i % 2 === 0 ? 1.45 : 1.28);
      d += `M${n(cx + r * 1.06 * Math.cos(a))} ${n(cy + r * 1.06 * Math.sin(a))}L${n(cx + r1 * Math.cos(a))} ${n(cy + r1 * Math.sin(a))}`;
    }
    s.path(d, { stroke: p.light ? p.gold : g.gold, "stroke-width": m * 0.004, "stroke-opacity": 0.55, "stroke-linecap": "round" });
  }
  s.circle(cx, cy, r * 1.5, {
    fill: s.radial(
      [
        [0, g.goldLight, 0.35],
        [0.6, g.gold, 0.1],
        [1, g.gold, 0],
      ],
      cx,
      cy,
      r * 1.5,
    ),
  });
  const disc = opts.tint
    ? s.radial(
        [
          [0, g.goldLight],
          [0.35, p.accent],
          [1, p.accent2],
        ],
        cx,
        cy - r * 0.2,
        r * 1.2,
      )
    : s.radial(
        [
          [0, "#fff4cf"],
          [0.55, g.goldLight],
          [0.85, g.gold],
          [1, g.goldDeep],
        ],
        cx,
        cy - r * 0.2,
        r * 1.15,
      );
  s.circle(cx, cy, r, { fill: disc, stroke: opts.tint ? g.gold : "none", "stroke-width": m * 0.006 });
  const rings = opts.rings ?? rng.int(1, 3);
  for (let i = 1; i <= rings; i++) {
    s.circle(cx, cy, r * (1 + i * 0.12), {
      fill: "none",
      stroke: p.light ? p.gold : g.gold,
      "stroke-width": m * (i === 1 ? 0.004 : 0.0025),
      "stroke-opacity": 0.75 / i,
      "stroke-dasharray": i === 2 ? `${n(m * 0.004)} ${n(m * 0.012)}` : undefined,
    });
  }
}

/** Concentric arcs (partial rings) around a point: the brand's orbital flourish. */
export function orbitArcs(s: Svg, p: Palette, rng: Rng, cx: number, cy: number, r: number, count: number): void {
  const m = Math.min(s.width, s.height);
  for (let i = 0; i < count; i++) {
    const rr = r * (1 + i * rng.range(0.1, 0.2));
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + rng.range(0.6, 2.4);
    s.path(arcPath(cx, cy, rr, a0, a1), {
      fill: "none",
      stroke: rng.chance(0.7) ? p.gold : p.accent,
      "stroke-width": m * rng.range(0.003, 0.008),
      "stroke-linecap": "round",
      "stroke-opacity": rng.range(0.5, 0.95),
    });
    if (rng.chance(0.6)) {
      s.circle(cx + rr * Math.cos(a1), cy + rr * Math.sin(a1), m * rng.range(0.006, 0.012), { fill: p.goldLight });
    }
  }
}

/** A band of triangles and diamonds (a woven-textile border). */
export function patternBand(s: Svg, p: Palette, rng: Rng, y: number, h: number, x0 = 0, x1 = s.width): void {
  const count = Math.max(4, Math.round((x1 - x0) / (h * rng.range(1.1, 1.8))));
  const w = (x1 - x0) / count;
  s.rect(x0, y, x1 - x0, h, { fill: p.light ? p.ink : p.bg[0], "fill-opacity": 0.55 });
  let tri = "";
  let dia = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + i * w;
    tri += `M${n(x)} ${n(y + h)}L${n(x + w / 2)} ${n(y + h * 0.18)}L${n(x + w)} ${n(y + h)}Z`;
    dia += `M${n(x + w / 2)} ${n(y + h * 0.52)}l${n(w * 0.12)} ${n(h * 0.18)}l${n(-w * 0.12)} ${n(h * 0.18)}l${n(-w * 0.12)} ${n(-h * 0.18)}Z`;
  }
  s.path(tri, { fill: p.gold, "fill-opacity": 0.85 });
  s.path(dia, { fill: p.accent });
  s.line(x0, y, x1, y, { stroke: p.goldLight, "stroke-width": h * 0.06 });
  s.line(x0, y + h, x1, y + h, { stroke: p.goldLight, "stroke-width": h * 0.06 });
}

/** A crown with jewels, drawn in absolute coordinates. */
export function crown(s: Svg, p: Palette, cx: number, base: number, w: number, h: number, points = 5): void {
  const { d, jewels } = crownShape(cx, base, w, h, points);
  const g = TRUE_GOLD;
  s.path(d, {
    fill: s.linearAbs(
      [
        [0, g.goldLight],
        [0.5, g.gold],
        [1, g.goldDeep],
      ],
      cx,
      base - h,
      cx,
      base,
    ),
    stroke: g.goldDeep,
    "stroke-width": w * 0.015,
    "stroke-linejoin": "round",
  });
  for (const [x, y] of jewels) s.circle(x, y, w * 0.045, { fill: p.accent, stroke: g.goldLight, "stroke-width": w * 0.01 });
  s.rect(cx - w / 2, base - h * 0.2, w, h * 0.08, { fill: g.goldDeep, "fill-opacity": 0.6 });
}

/* ---------------------------------------------------------------------------------------------- */

const SKINS: readonly [string, string][] = [
  ["#8a5a3c", "#4e2c1c"],
  ["#a86b45", "#5e3522"],
  ["#6b4330", "#33190f"],
  ["#c28a5e", "#7a4a2e"],
  ["#5a3626", "#2a150d"],
];

export type FigureOptions = {
  profile?: boolean;
  mirror?: boolean;
  hair?: HairStyle;
  crown?: boolean;
  /** A dark silhouette with a gold rim instead of a skin tone. */
  silhouette?: boolean;
  /** Opacity of the whole figure (for figures in the distance). */
  opacity?: number;
};

/**
 * A stylised bust: the 100 x 100 design box is placed with its top-left at (x, y), `size` wide;
 * the shoulders touch the box's bottom edge.
 */
export function figure(s: Svg, p: Palette, rng: Rng, x: number, y: number, size: number, o: FigureOptions = {}): void {
  const profile = o.profile ?? rng.chance(0.5);
  const style = o.hair ?? rng.pick(HAIR_STYLES);
  const k = size / 100;
  const transform = o.mirror ? `translate(${n(x + size)} ${n(y)}) scale(${-k} ${k})` : `translate(${n(x)} ${n(y)}) scale(${k})`;
  s.group({ transform, opacity: o.opacity });
  const hair = profile ? profileHair(style, rng) : frontHair(style, rng);
  const g = TRUE_GOLD;
  const silhouette = o.silhouette ?? (p.light || rng.chance(0.25));
  const [skinA, skinB] = silhouette ? (p.light ? [p.accent2, p.ink] : ["#3a1550", "#12061a"]) : rng.pick(SKINS);
  const skin = s.linearAbs(
    [
      [0, skinA],
      [1, skinB],
    ],
    profile ? 75 : 35,
    25,
    profile ? 30 : 70,
    100,
  );
  const hairFill = s.linearAbs(
    [
      [0, "#2e1424"],
      [1, "#0e050c"],
    ],
    20,
    0,
    80,
    60,
  );
  const wrapFill =
    style === "wrap"
      ? rng.chance(0.5)
        ? s.linearAbs(
            [
              [0, g.goldLight],
              [0.5, g.gold],
              [1, g.goldDeep],
            ],
            30,
            0,
            70,
            40,
          )
        : s.linearAbs(
            [
              [0, p.light ? p.accent : p.accent],
              [1, p.light ? p.ink : p.accent2],
            ],
            30,
            0,
            70,
            40,
          )
      : hairFill;
  const rim = p.light ? p.goldDeep : g.goldLight;

  if (hair.back) s.path(hair.back, { fill: hairFill });
  if (hair.accent) s.path(hair.accent, { fill: "none", stroke: g.gold, "stroke-width": 1.1, "stroke-linecap": "round" });
  s.path(profile ? PROFILE_BUST : FRONT_BUST, { fill: skin, stroke: rim, "stroke-width": 0.55, "stroke-opacity": 0.75 });
  s.path(hair.front, { fill: wrapFill, stroke: style === "wrap" ? g.goldDeep : "none", "stroke-width": 0.5 });
  if (style === "wrap") {
    // Fold lines of the headwrap.
    const folds = profile
      ? "M36 30C46 24 58 22 68 26M34 40C44 31 56 28 69 30M40 12C48 8 58 8 66 12"
      : "M38 34C44 28 56 28 62 34M40 24C46 20 54 20 60 24M46 10C50 8 56 8 60 12";
    s.path(folds, { fill: "none", stroke: g.goldDeep, "stroke-width": 0.7, "stroke-opacity": 0.7 });
  }
  if (style === "afro" && rng.chance(0.5)) {
    s.path(profile ? "M38 26C46 14 60 12 68 20" : "M30 30C38 14 62 14 70 30", {
      fill: "none",
      stroke: g.gold,
      "stroke-width": 2,
      "stroke-linecap": "round",
    });
  }
  // Closed eyes: a calm, inward look.
  const eyeStroke = silhouette ? rim : "#2a140c";
  if (profile)
    s.path("M62.5 42.6Q64.8 44.6 67.3 42.9", {
      fill: "none",
      stroke: eyeStroke,
      "stroke-width": 0.7,
      "stroke-linecap": "round",
      "stroke-opacity": 0.8,
    });
  else
    s.path("M41.5 46.5Q44.3 48.6 47 46.5M53 46.5Q55.7 48.6 58.5 46.5", {
      fill: "none",
      stroke: eyeStroke,
      "stroke-width": 0.7,
      "stroke-linecap": "round",
      "stroke-opacity": 0.8,
    });
  // Jewellery.
  const rings = rng.int(2, 4);
  for (const d of collarRings(!profile, rings))
    s.path(d, { fill: "none", stroke: g.gold, "stroke-width": 1.15, "stroke-linecap": "round" });
  if (rng.chance(0.7)) {
    if (profile) s.circle(49.5, 53.5, 2.2, { fill: "none", stroke: g.gold, "stroke-width": 0.8 });
    else {
      s.circle(35.2, 52, 1.4, { fill: g.gold });
      s.circle(64.8, 52, 1.4, { fill: g.gold });
    }
  }
  if (!profile && rng.chance(0.5)) s.path(starPath(50, 39, 1.6, 0.7, 4), { fill: g.goldLight });
  if (o.crown) {
    const tall = style === "afro" || style === "wrap";
    crown(s, p, profile ? 51 : 50, tall ? 9 : profile ? 23 : 26, 24, 15, 5);
  }
  s.end();
}

/** A leafy stem (garden motif) rising from (x, y). */
export function stem(s: Svg, p: Palette, rng: Rng, x: number, y: number, len: number, lean: number): void {
  const m = Math.min(s.width, s.height);
  const tx = x + lean * len;
  const ty = y - len;
  s.path(`M${n(x)} ${n(y)}Q${n(x + lean * len * 0.2)} ${n(y - len * 0.6)} ${n(tx)} ${n(ty)}`, {
    fill: "none",
    stroke: p.gold,
    "stroke-width": m * 0.005,
    "stroke-opacity": 0.85,
  });
  const leaves = rng.int(3, 6);
  let d = "";
  for (let i = 1; i <= leaves; i++) {
    const t = i / (leaves + 1);
    const px = x + (tx - x) * t * t * 0.9 + lean * len * 0.2 * t * (1 - t) * 2;
    const py = y - len * t;
    const side = i % 2 === 0 ? 1 : -1;
    d += leafPath(px, py, len * rng.range(0.14, 0.22), -Math.PI / 2 + side * rng.range(0.6, 1.1));
  }
  s.path(d, { fill: rng.chance(0.5) ? p.gold : p.accent, "fill-opacity": rng.range(0.7, 0.95) });
}

/** A fixed picture's painter and the plain words for what it draws (the start of its alt text). */
export type FixedPainting = [paint: (s: Svg, rng: Rng) => void, motif: string];

/** Hills in three layers below `horizon`, each ridge traced in gold. */
export function landscape(s: Svg, p: Palette, rng: Rng, horizon: number): void {
  const { width: W, height: H } = s;
  const g = TRUE_GOLD;
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const base = horizon + (H - horizon) * (i / layers) * 0.8;
    const seg = rng.int(3, 6);
    const pts: [number, number][] = [];
    for (let k = 0; k <= seg; k++)
      pts.push([(W * k) / seg + (k > 0 && k < seg ? rng.range(-0.3, 0.3) * (W / seg) : 0), base - (H - horizon) * rng.range(0, 0.45)]);
    const ridge = smoothPath(pts);
    s.path(`${ridge}L${n(W)} ${n(H)}L0 ${n(H)}Z`, {
      fill: s.linearAbs(
        [
          [0, i === 0 ? p.accent2 : p.bg[1]],
          [1, p.bg[0]],
        ],
        0,
        base - H * 0.1,
        0,
        H,
      ),
    });
    s.path(ridge, { fill: "none", stroke: g.gold, "stroke-width": Math.min(W, H) * 0.003, "stroke-opacity": 0.8 - i * 0.2 });
  }
}

/** A lotus of three layers of petals on a curved base line (book cover, wellness banner and card). */
export function lotus(s: Svg, p: Palette, cx: number, base: number, w: number): void {
  const g = TRUE_GOLD;
  const layers: [number, number, string][] = [
    [1.0, 0.55, p.accent2],
    [0.8, 0.62, p.accent],
    [0.5, 0.7, g.gold],
  ];
  for (const [scale, height, color] of layers) {
    let d = "";
    const petals = 5;
    for (let i = 0; i < petals; i++) {
      const a = -Math.PI / 2 + (i - (petals - 1) / 2) * 0.42 * scale;
      d += leafPath(cx, base, w * height * scale, a, 0.3);
    }
    s.path(d, { fill: color, stroke: g.goldLight, "stroke-width": w * 0.006, "fill-opacity": 0.92 });
  }
  s.path(`M${n(cx - w * 0.6)} ${n(base)}Q${n(cx)} ${n(base + w * 0.1)} ${n(cx + w * 0.6)} ${n(base)}`, {
    fill: "none",
    stroke: g.goldLight,
    "stroke-width": w * 0.01,
  });
}

/** Golden nodes on a ring, joined to a haloed centre and to each other (Think Tank). */
export function network(s: Svg, rng: Rng, p: Palette, area: { x: number; y: number; w: number; h: number }): void {
  const m = Math.min(s.width, s.height);
  const g = TRUE_GOLD;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const R = Math.min(area.w, area.h) * 0.38;
  const nodes: [number, number][] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const rr = R * rng.range(0.8, 1.1);
    nodes.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.8]);
  }
  let d = "";
  for (let i = 0; i < count; i++) {
    d += `M${n(cx)} ${n(cy)}L${n(nodes[i][0])} ${n(nodes[i][1])}`;
    const j = (i + 1) % count;
    d += `M${n(nodes[i][0])} ${n(nodes[i][1])}L${n(nodes[j][0])} ${n(nodes[j][1])}`;
    if (rng.chance(0.4)) {
      const k = (i + 3) % count;
      d += `M${n(nodes[i][0])} ${n(nodes[i][1])}L${n(nodes[k][0])} ${n(nodes[k][1])}`;
    }
  }
  s.path(d, { fill: "none", stroke: g.gold, "stroke-width": m * 0.004, "stroke-opacity": 0.6 });
  for (const [x, y] of nodes) {
    s.circle(x, y, m * 0.03, { fill: p.bg[0], stroke: g.goldLight, "stroke-width": m * 0.005 });
    s.circle(x, y, m * 0.012, { fill: rng.chance(0.5) ? p.accent : g.goldLight });
  }
  halo(s, p, rng, cx, cy, m * 0.08, { rays: false, rings: 2 });
  s.path(sparklePath(cx, cy, m * 0.05), { fill: p.bg[0] });
}

/** Stacked blocks rising left to right, gold on top, under a star (Bootcamp). */
export function blocks(s: Svg, rng: Rng, p: Palette, area: { x: number; y: number; w: number; h: number }): void {
  const g = TRUE_GOLD;
  const m = Math.min(s.width, s.height);
  const cols = 7;
  const bw = area.w / cols;
  const bh = bw * 0.55;
  for (let c = 0; c < cols; c++) {
    const stack = 1 + Math.floor((c / (cols - 1)) * 5) + (c > 0 && rng.chance(0.3) ? 1 : 0);
    for (let r = 0; r < stack; r++) {
      const x = area.x + c * bw;
      const y = area.y + area.h - (r + 1) * bh;
      const top = r === stack - 1;
      s.rect(x + bw * 0.06, y + bh * 0.08, bw * 0.88, bh * 0.84, {
        fill: top
          ? s.linearAbs(
              [
                [0, g.goldLight],
                [1, g.gold],
              ],
              x,
              y,
              x,
              y + bh,
            )
          : r % 2
            ? p.accent2
            : p.bg[2],
        stroke: g.goldLight,
        "stroke-width": m * 0.003,
        "stroke-opacity": 0.7,
        rx: bw * 0.06,
      });
    }
  }
  const tx = area.x + area.w * 0.92;
  const ty = area.y + area.h * 0.05;
  s.path(starPath(tx, ty, m * 0.06, m * 0.025, 5), { fill: g.goldLight });
}

/** Code brackets `< / >` drawn as strokes. */
export function brackets(s: Svg, x: number, y: number, size: number, color: string): void {
  const w = size * 0.3;
  s.path(
    `M${n(x - size * 0.25)} ${n(y - w)}L${n(x - size * 0.5)} ${n(y)}L${n(x - size * 0.25)} ${n(y + w)}` +
      `M${n(x + size * 0.25)} ${n(y - w)}L${n(x + size * 0.5)} ${n(y)}L${n(x + size * 0.25)} ${n(y + w)}` +
      `M${n(x + size * 0.1)} ${n(y - w * 1.1)}L${n(x - size * 0.1)} ${n(y + w * 1.1)}`,
    { fill: "none", stroke: color, "stroke-width": size * 0.07, "stroke-linecap": "round", "stroke-linejoin": "round" },
  );
}
