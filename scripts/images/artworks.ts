/**
 * Artworks: the random compositions most gallery and carousel pictures are drawn from (one picked
 * per id, by weight), and the exhibition's fixed pieces (the walk-through, the previous
 * exhibitions, the three sisters).
 */
import type { Rng } from "./prng";
import {
  PALETTES,
  TRUE_GOLD,
  background,
  crown,
  figure,
  halo,
  landscape,
  orbitArcs,
  patternBand,
  pickPalette,
  starfield,
  stem,
  vignette,
  type FixedPainting,
  type Palette,
} from "./motifs";
import { HAIR_STYLES, crescentPath, flowerPath, n, sparklePath, spiralPath, starPath, type Svg } from "./svg";

/* ---------------------------------------------------------------------------------------------- */
/* Compositions (one is picked per id)                                                            */
/* ---------------------------------------------------------------------------------------------- */

function portraitHalo(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const size = Math.min(W * rng.range(0.85, 1.0), H * 0.9);
  const x = (W - size) / 2 + rng.range(-0.05, 0.05) * W;
  const y = H - size;
  const headY = y + size * 0.42;
  background(s, p, rng, { x: x + size * 0.5, y: headY });
  starfield(s, p, rng, Math.round(rng.range(30, 70)));
  halo(s, p, rng, x + size * 0.5, headY, size * rng.range(0.3, 0.38));
  if (rng.chance(0.6)) orbitArcs(s, p, rng, x + size * 0.5, headY, size * 0.48, rng.int(2, 4));
  figure(s, p, rng, x, y, size, { crown: rng.chance(0.3), mirror: rng.chance(0.5) });
  vignette(s, 0.45);
}

function mandala(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const cx = W / 2;
  const cy = H * rng.range(0.42, 0.55);
  const R = m * rng.range(0.36, 0.44);
  background(s, p, rng, { x: cx, y: cy });
  starfield(s, p, rng, rng.int(30, 60));
  const g = TRUE_GOLD;
  s.circle(cx, cy, R, {
    fill: s.radial(
      [
        [0, p.accent2],
        [0.7, p.bg[1]],
        [1, p.bg[0]],
      ],
      cx,
      cy,
      R,
    ),
  });
  const petals = rng.pick([8, 10, 12, 16]);
  s.path(flowerPath(cx, cy, R * 0.98, petals, rng.range(0, 1)), {
    fill: p.gold,
    "fill-opacity": 0.22,
    stroke: p.gold,
    "stroke-width": m * 0.003,
  });
  s.path(flowerPath(cx, cy, R * 0.7, petals, Math.PI / petals), {
    fill: p.accent,
    "fill-opacity": 0.5,
    stroke: p.goldLight,
    "stroke-width": m * 0.0025,
  });
  s.path(starPath(cx, cy, R * 0.55, R * 0.3, rng.pick([6, 8, 12])), {
    fill: s.radial(
      [
        [0, g.goldLight],
        [1, g.gold],
      ],
      cx,
      cy,
      R * 0.55,
    ),
  });
  s.circle(cx, cy, R * 0.2, { fill: p.bg[0], stroke: g.goldLight, "stroke-width": m * 0.004 });
  s.path(sparklePath(cx, cy, R * 0.16), { fill: g.goldLight });
  for (let i = 0; i < 3; i++) {
    s.circle(cx, cy, R * (1.06 + i * 0.08), {
      fill: "none",
      stroke: p.gold,
      "stroke-width": m * 0.003,
      "stroke-opacity": 0.8 - i * 0.2,
      "stroke-dasharray": i === 1 ? `${n(m * 0.006)} ${n(m * 0.014)}` : undefined,
    });
  }
  const dots = petals * 2;
  for (let i = 0; i < dots; i++) {
    const a = (i / dots) * Math.PI * 2;
    s.circle(cx + R * 1.3 * Math.cos(a), cy + R * 1.3 * Math.sin(a), m * 0.008, { fill: i % 2 ? p.accent : p.goldLight });
  }
  vignette(s, 0.5);
}

function arches(s: Svg, p: Palette, rng: Rng, inner?: "figure" | "sun" | "star"): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  background(s, p, rng, { x: W / 2, y: H * 0.45 });
  starfield(s, p, rng, rng.int(20, 50), { x: 0, y: 0, w: W, h: H * 0.6 });
  const floor = H * 0.88;
  const levels = rng.int(3, 5);
  const g = TRUE_GOLD;
  const fills = [
    s.linear(
      [
        [0, g.goldLight],
        [1, g.goldDeep],
      ],
      90,
    ),
    p.accent2,
    p.bg[0],
    p.accent,
    p.bg[1],
  ];
  for (let i = 0; i < levels; i++) {
    const w = W * (0.78 - i * 0.12);
    const x0 = (W - w) / 2;
    const top = H * (0.1 + i * 0.07);
    const r = w / 2;
    s.path(`M${n(x0)} ${n(floor)}L${n(x0)} ${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x0 + w)} ${n(top + r)}L${n(x0 + w)} ${n(floor)}Z`, {
      fill: fills[i % fills.length],
      stroke: g.goldLight,
      "stroke-width": m * 0.004,
      "stroke-opacity": 0.7,
    });
  }
  const innerW = W * (0.78 - (levels - 1) * 0.12);
  const innerTop = H * (0.1 + (levels - 1) * 0.07);
  const cx = W / 2;
  const ir = innerW / 2;
  const ix0 = cx - ir;
  // The doorway opens on a night sky of its own.
  const doorway = `M${n(ix0)} ${n(floor)}L${n(ix0)} ${n(innerTop + ir)}A${n(ir)} ${n(ir)} 0 0 1 ${n(ix0 + innerW)} ${n(innerTop + ir)}L${n(ix0 + innerW)} ${n(floor)}Z`;
  s.group({ "clip-path": s.clip(`<path d="${doorway}"/>`) });
  s.rect(ix0, innerTop, innerW, floor - innerTop, {
    fill: s.linearAbs(
      [
        [0, p.bg[0]],
        [1, p.bg[2]],
      ],
      0,
      innerTop,
      0,
      floor,
    ),
  });
  starfield(s, p, rng, rng.int(20, 40), { x: ix0, y: innerTop, w: innerW, h: floor - innerTop });
  const kind = inner ?? rng.pick(["figure", "sun", "star"] as const);
  if (kind === "sun") {
    halo(s, p, rng, cx, innerTop + ir, innerW * 0.3, { rays: true, rings: 2 });
    landscape(s, p, rng, floor - (floor - innerTop) * 0.22);
  } else if (kind === "star") {
    s.circle(cx, innerTop + ir, innerW * 0.45, {
      fill: s.radial(
        [
          [0, g.goldLight, 0.45],
          [1, g.gold, 0],
        ],
        cx,
        innerTop + ir,
        innerW * 0.45,
      ),
    });
    s.path(starPath(cx, innerTop + ir, innerW * 0.34, innerW * 0.12, 8), { fill: g.goldLight });
    s.circle(cx, innerTop + ir, innerW * 0.07, { fill: p.accent });
    orbitArcs(s, p, rng, cx, innerTop + ir, innerW * 0.4, 3);
  } else {
    halo(s, p, rng, cx, floor - innerW * 0.62, innerW * 0.3, { rays: false, rings: 1 });
    const size = innerW * 1.05;
    figure(s, p, rng, cx - size / 2, floor - size, size, { silhouette: rng.chance(0.5) });
  }
  s.end();
  // Beads along the outer arch.
  const outerW = W * 0.78;
  const or = outerW / 2;
  const beads = 13;
  for (let i = 0; i < beads; i++) {
    const a = Math.PI + (i / (beads - 1)) * Math.PI;
    s.circle(cx + (or + m * 0.02) * Math.cos(a), H * 0.1 + or + (or + m * 0.02) * Math.sin(a), m * 0.007, {
      fill: i % 2 ? p.accent : g.goldLight,
    });
  }
  for (let i = 0; i < 3; i++) {
    const y = floor + (H - floor) * (i / 3);
    s.rect(W * (0.08 - i * 0.04), y, W * (0.84 + i * 0.08), (H - floor) / 3, {
      fill: i % 2 ? p.bg[1] : p.gold,
      "fill-opacity": i % 2 ? 1 : 0.85,
    });
  }
  vignette(s, 0.45);
}

function orbits(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const cx = W * rng.range(0.35, 0.65);
  const cy = H * rng.range(0.35, 0.6);
  const R = m * rng.range(0.2, 0.3);
  background(s, p, rng, { x: cx, y: cy });
  starfield(s, p, rng, rng.int(60, 110));
  // Constellation.
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) pts.push([rng.range(0.08, 0.92) * W, rng.range(0.06, 0.3) * H]);
  pts.sort((a, b) => a[0] - b[0]);
  s.path(pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join(""), {
    fill: "none",
    stroke: p.goldLight,
    "stroke-width": m * 0.002,
    "stroke-opacity": 0.6,
  });
  for (const [x, y] of pts) s.circle(x, y, m * 0.007, { fill: p.goldLight });
  const tilt = rng.range(-25, 25);
  for (let i = 0; i < 3; i++) {
    s.ellipse(cx, cy, R * (1.9 + i * 0.45), R * (0.5 + i * 0.14), {
      fill: "none",
      stroke: p.gold,
      "stroke-width": m * 0.0025,
      "stroke-opacity": 0.5,
      "stroke-dasharray": i === 1 ? `${n(m * 0.01)} ${n(m * 0.012)}` : undefined,
      transform: `rotate(${n(tilt)} ${n(cx)} ${n(cy)})`,
    });
  }
  const g = TRUE_GOLD;
  s.circle(cx, cy, R, {
    fill: s.radial(
      [
        [0, p.accent],
        [0.6, p.accent2],
        [1, p.bg[0]],
      ],
      cx - R * 0.4,
      cy - R * 0.4,
      R * 1.6,
    ),
  });
  // Planet bands.
  s.group({ transform: `rotate(${n(tilt)} ${n(cx)} ${n(cy)})` });
  for (let i = 0; i < 3; i++) {
    const y = cy - R * 0.5 + i * R * 0.42;
    const half = Math.sqrt(Math.max(0, R * R - (y - cy) ** 2));
    s.path(`M${n(cx - half)} ${n(y)}Q${n(cx)} ${n(y + R * 0.12)} ${n(cx + half)} ${n(y)}`, {
      fill: "none",
      stroke: g.goldLight,
      "stroke-opacity": 0.35,
      "stroke-width": m * 0.006,
    });
  }
  s.ellipse(cx, cy, R * 1.55, R * 0.32, {
    fill: "none",
    stroke: s.linear(
      [
        [0, g.goldDeep],
        [0.5, g.goldLight],
        [1, g.goldDeep],
      ],
      0,
    ),
    "stroke-width": m * 0.018,
  });
  s.end();
  // Moons.
  const moons = rng.int(1, 3);
  for (let i = 0; i < moons; i++) {
    const mx = rng.range(0.1, 0.9) * W;
    const my = rng.range(0.65, 0.9) * H;
    s.path(crescentPath(mx, my, m * rng.range(0.03, 0.06), rng.range(0.15, 0.35), rng.range(-0.6, 0.6)), { fill: g.goldLight });
  }
  vignette(s, 0.5);
}

/** An unrolled scroll: a wavy band with a rolled cylinder and spiral at each end. */
function scrollShape(s: Svg, p: Palette, rng: Rng, x0: number, x1: number, y: number, h: number, amp: number): void {
  const g = TRUE_GOLD;
  const m = Math.min(s.width, s.height);
  const top = y - h / 2;
  const bot = y + h / 2;
  const q1 = x0 + (x1 - x0) / 3;
  const q2 = x0 + ((x1 - x0) * 2) / 3;
  const band =
    `M${n(x0)} ${n(top)}C${n(q1)} ${n(top - amp)} ${n(q2)} ${n(top + amp)} ${n(x1)} ${n(top)}` +
    `L${n(x1)} ${n(bot)}C${n(q2)} ${n(bot + amp)} ${n(q1)} ${n(bot - amp)} ${n(x0)} ${n(bot)}Z`;
  s.path(band, {
    fill: s.linearAbs(
      [
        [0, g.goldDeep],
        [0.3, g.goldLight],
        [0.7, g.gold],
        [1, g.goldDeep],
      ],
      x0,
      top,
      x1,
      bot,
    ),
    stroke: g.goldDeep,
    "stroke-width": m * 0.003,
  });
  // Faint lines on the parchment instead of writing.
  for (let i = 1; i <= 3; i++) {
    const yy = top + (h * i) / 4;
    s.path(`M${n(x0 + h * 0.9)} ${n(yy)}C${n(q1)} ${n(yy - amp)} ${n(q2)} ${n(yy + amp)} ${n(x1 - h * 0.9)} ${n(yy)}`, {
      fill: "none",
      stroke: g.goldDeep,
      "stroke-width": m * 0.003,
      "stroke-opacity": 0.45,
      "stroke-dasharray": `${n(m * rng.range(0.02, 0.06))} ${n(m * 0.012)}`,
    });
  }
  for (const [x, dir] of [
    [x0, -1],
    [x1, 1],
  ] as const) {
    const r = h * 0.58;
    s.ellipse(x, y, r * 0.62, r, {
      fill: s.linearAbs(
        [
          [0, g.goldDeep],
          [0.5, g.goldLight],
          [1, g.goldDeep],
        ],
        x - r,
        y,
        x + r,
        y,
      ),
      stroke: g.goldDeep,
      "stroke-width": m * 0.003,
    });
    s.path(spiralPath(x, y, r * 0.5, 1.8, -Math.PI / 2, dir), {
      fill: "none",
      stroke: g.goldDeep,
      "stroke-width": m * 0.004,
      "stroke-linecap": "round",
    });
  }
  s.path(sparklePath((x0 + x1) / 2, y, h * 0.22), { fill: p.light ? p.ink : p.accent2 });
}

function scrolls(s: Svg, p: Palette, rng: Rng, count?: number): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  background(s, p, rng, { x: W / 2, y: H / 2 });
  starfield(s, p, rng, rng.int(30, 60));
  const ribbons = count ?? rng.int(2, 3);
  // With two scrolls the disc shows between them; with three it glows behind.
  halo(s, p, rng, W / 2, H * 0.5, m * (ribbons === 2 ? 0.24 : 0.3), { rays: true, rings: 2, tint: ribbons === 2 });
  if (ribbons === 2) s.path(sparklePath(W / 2, H * 0.5, m * 0.12), { fill: "#fff8e1" });
  for (let i = 0; i < ribbons; i++) {
    const y = ribbons === 2 ? H * (i === 0 ? 0.2 : 0.8) : H * ((i + 0.5) / ribbons) * 0.8 + H * 0.1;
    const h = m * rng.range(0.1, 0.14);
    const x0 = W * rng.range(0.14, 0.22);
    const x1 = W * rng.range(0.78, 0.86);
    scrollShape(s, p, rng, x0, x1, y, h, h * rng.range(0.2, 0.5) * (i % 2 ? 1 : -1));
  }
  orbitArcs(s, p, rng, W / 2, H / 2, m * 0.42, 3);
  vignette(s, 0.45);
}

function crownDisc(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const cx = W / 2;
  const cy = H * 0.5;
  background(s, p, rng, { x: cx, y: cy });
  starfield(s, p, rng, rng.int(40, 80));
  halo(s, p, rng, cx, cy, m * 0.3, { rays: true });
  s.circle(cx, cy, m * 0.25, {
    fill: s.radial(
      [
        [0, p.bg[1]],
        [1, p.bg[0]],
      ],
      cx,
      cy,
      m * 0.25,
    ),
    stroke: TRUE_GOLD.goldLight,
    "stroke-width": m * 0.005,
  });
  const w = m * 0.34;
  crown(s, p, cx, cy + m * 0.09, w, w * 0.6, rng.pick([3, 5, 7]));
  patternBand(s, p, rng, H * 0.84, H * 0.07);
  vignette(s, 0.45);
}

function garden(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  background(s, p, rng, { x: W * 0.5, y: H * 0.25 });
  starfield(s, p, rng, rng.int(25, 50), { x: 0, y: 0, w: W, h: H * 0.5 });
  const g = TRUE_GOLD;
  s.path(crescentPath(W * rng.range(0.3, 0.7), H * 0.2, m * 0.1, rng.range(0.2, 0.35), rng.range(-0.5, 0.5)), { fill: g.goldLight });
  const stems = rng.int(5, 9);
  for (let i = 0; i < stems; i++) {
    const x = W * ((i + 0.5) / stems) + rng.range(-0.03, 0.03) * W;
    const len = H * rng.range(0.35, 0.65);
    stem(s, p, rng, x, H, len, rng.range(-0.25, 0.25));
    if (rng.chance(0.7)) {
      const fx = x + rng.range(-0.25, 0.25) * len * 0.9;
      const fy = H - len;
      const r = m * rng.range(0.04, 0.08);
      s.path(flowerPath(fx, fy, r, rng.pick([5, 6, 8]), rng.range(0, 1)), {
        fill: rng.chance(0.5) ? p.accent : g.gold,
        "fill-opacity": 0.9,
      });
      s.circle(fx, fy, r * 0.22, { fill: g.goldLight });
    }
  }
  vignette(s, 0.4);
}

export function tiles(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const cols = rng.int(3, 4);
  const size = W / cols;
  const rows = Math.ceil(H / size);
  const g = TRUE_GOLD;
  const colors = [p.bg[0], p.bg[1], p.bg[2], p.accent, p.accent2, g.gold, g.goldLight];
  s.rect(0, 0, W, H, { fill: p.bg[0] });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * size;
      const y = r * size;
      const bg = rng.pick(colors);
      let fg = rng.pick(colors);
      if (fg === bg) fg = bg === g.gold ? p.bg[0] : g.gold;
      s.rect(x, y, size, size, { fill: bg });
      const kind = rng.int(0, 6);
      const rot = rng.int(0, 3) * 90;
      s.group({ transform: `rotate(${rot} ${n(x + size / 2)} ${n(y + size / 2)})` });
      if (kind === 0) s.path(`M${n(x)} ${n(y)}L${n(x + size)} ${n(y)}A${n(size)} ${n(size)} 0 0 1 ${n(x)} ${n(y + size)}Z`, { fill: fg });
      else if (kind === 1) s.circle(x + size / 2, y + size / 2, size * 0.36, { fill: fg });
      else if (kind === 2)
        s.path(`M${n(x)} ${n(y + size)}A${n(size / 2)} ${n(size / 2)} 0 0 1 ${n(x + size)} ${n(y + size)}Z`, { fill: fg });
      else if (kind === 3) s.path(`M${n(x)} ${n(y + size)}L${n(x + size / 2)} ${n(y)}L${n(x + size)} ${n(y + size)}Z`, { fill: fg });
      else if (kind === 4) {
        for (let i = 0; i < 4; i++) s.rect(x, y + (i * size) / 4, size, size / 8, { fill: fg });
      } else if (kind === 5) s.path(starPath(x + size / 2, y + size / 2, size * 0.4, size * 0.17, 8), { fill: fg });
      else {
        for (let i = 3; i >= 1; i--) s.circle(x, y + size, (size * i) / 3, { fill: i % 2 ? fg : bg });
      }
      s.end();
    }
  }
  s.path(sparklePath(W * rng.range(0.2, 0.8), H * rng.range(0.2, 0.8), Math.min(W, H) * 0.08), {
    fill: g.goldLight,
    stroke: p.bg[0],
    "stroke-width": 2,
  });
  vignette(s, 0.3);
}

/** Several figures in a row (court, assembly, sisters, procession). */
function ensemble(
  s: Svg,
  p: Palette,
  rng: Rng,
  count: number,
  opts: { crowns?: boolean; halos?: boolean; profile?: boolean; garden?: boolean; /** All walk the same way. */ procession?: boolean } = {},
): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const size = Math.min(W * (count === 2 ? 0.78 : 0.64), H * 0.78);
  const headY = H - size * 1.08 + size * 0.42;
  background(s, p, rng, { x: W / 2, y: headY });
  starfield(s, p, rng, rng.int(40, 70), { x: 0, y: 0, w: W, h: H * 0.55 });
  if (opts.garden) {
    s.path(crescentPath(W * 0.5, H * 0.16, m * 0.08, 0.3, 0.4), { fill: TRUE_GOLD.goldLight });
    for (let i = 0; i < 7; i++) stem(s, p, rng, W * ((i + 0.5) / 7), H, H * rng.range(0.45, 0.75), rng.range(-0.2, 0.2));
  } else {
    halo(s, p, rng, W / 2, headY, size * 0.42, { rays: true, rings: 2 });
  }
  const styles = [...HAIR_STYLES];
  const offset = rng.int(0, 4);
  // Draw the outer figures first so the middle one stands in front.
  const order = count === 3 ? [0, 2, 1] : Array.from({ length: count }, (_, i) => i);
  for (const i of order) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const middle = count % 2 === 1 && i === (count - 1) / 2;
    const sz = size * (middle ? 1.06 : 0.9);
    const cx = W * (0.2 + t * 0.6);
    const x = cx - sz / 2;
    const y = H - sz;
    if (opts.halos) halo(s, p, rng, cx, y + sz * 0.42, sz * 0.26, { rays: false, rings: 1 });
    figure(s, p, rng, x, y, sz, {
      profile: opts.profile ?? !middle,
      // Side figures turn towards the middle; in a procession everyone faces the way they walk.
      mirror: opts.procession ? false : t > 0.5,
      hair: styles[(i + offset) % styles.length],
      crown: opts.crowns && (middle || rng.chance(0.5)),
      silhouette: false,
    });
  }
  vignette(s, 0.45);
}

/** Two profiles facing each other around a star. */
function duet(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  background(s, p, rng, { x: W / 2, y: H * 0.4 });
  starfield(s, p, rng, rng.int(40, 80));
  const cy = H * rng.range(0.3, 0.42);
  halo(s, p, rng, W / 2, cy, m * 0.16, { rays: true, rings: 2 });
  s.path(sparklePath(W / 2, cy, m * 0.1), { fill: "#fff8e1" });
  const size = W * 0.72;
  const styles = [...HAIR_STYLES];
  const a = rng.int(0, 4);
  figure(s, p, rng, -size * 0.22, H - size, size, { profile: true, hair: styles[a], silhouette: rng.chance(0.3) });
  figure(s, p, rng, W - size * 0.78, H - size, size, {
    profile: true,
    mirror: true,
    hair: styles[(a + 2) % 5],
    silhouette: rng.chance(0.3),
  });
  vignette(s, 0.45);
}

/** A desert horizon under a great sun, pyramids and a lone figure. */
function desert(s: Svg, p: Palette, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const sunY = H * rng.range(0.32, 0.45);
  background(s, p, rng, { x: W / 2, y: sunY });
  starfield(s, p, rng, rng.int(60, 100), { x: 0, y: 0, w: W, h: H * 0.55 });
  halo(s, p, rng, W / 2, sunY, m * rng.range(0.22, 0.3), { rings: rng.int(1, 3) });
  const g = TRUE_GOLD;
  const ground = H * 0.68;
  const pyramids = rng.int(1, 3);
  for (let i = 0; i < pyramids; i++) {
    const px = W * rng.range(0.15, 0.85);
    const pw = W * rng.range(0.25, 0.5);
    const ph = pw * rng.range(0.55, 0.75);
    s.path(`M${n(px - pw / 2)} ${n(ground)}L${n(px)} ${n(ground - ph)}L${n(px + pw / 2)} ${n(ground)}Z`, {
      fill: p.bg[0],
      stroke: g.gold,
      "stroke-width": m * 0.004,
    });
    s.path(`M${n(px)} ${n(ground - ph)}L${n(px + pw / 2)} ${n(ground)}L${n(px + pw * 0.12)} ${n(ground)}Z`, {
      fill: g.gold,
      "fill-opacity": 0.25,
    });
  }
  landscape(s, p, rng, ground);
  const size = W * rng.range(0.45, 0.6);
  figure(s, p, rng, W * rng.range(0.05, 0.5), H - size, size, { profile: true, silhouette: true, mirror: rng.chance(0.5) });
  vignette(s, 0.45);
}

/** Weight, painter and what it shows (the start of the alt text's description). */
const COMPOSITIONS: readonly [number, (s: Svg, p: Palette, rng: Rng) => void, string][] = [
  [26, portraitHalo, "a portrait of a figure before a golden halo"],
  [10, duet, "two figures in profile facing each other around a star"],
  [8, desert, "a lone figure in a desert with pyramids under a great sun"],
  [10, mandala, "a golden mandala of petals and a star"],
  [10, (s, p, r) => arches(s, p, r), "nested arches around a doorway onto a night sky"],
  [9, orbits, "a ringed planet with moons and a constellation"],
  [7, (s, p, r) => scrolls(s, p, r), "golden scrolls around a glowing disc"],
  [7, crownDisc, "a golden crown on a glowing disc"],
  [8, garden, "a moonlit garden of flowers"],
  [8, tiles, "a grid of geometric tiles"],
];

export function paintArtwork(s: Svg, rng: Rng): string {
  const p = pickPalette(rng);
  const total = COMPOSITIONS.reduce((a, [w]) => a + w, 0);
  let roll = rng.next() * total;
  let chosen = COMPOSITIONS[0];
  for (const c of COMPOSITIONS) {
    roll -= c[0];
    if (roll < 0) {
      chosen = c;
      break;
    }
  }
  chosen[1](s, p, rng);
  return `${chosen[2]}, in ${p.name}`;
}

/* ---------------------------------------------------------------------------------------------- */
/* The exhibition                                                                                 */
/* ---------------------------------------------------------------------------------------------- */

function prevPortraits(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const p = PALETTES[0];
  const g = TRUE_GOLD;
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[0]],
        [1, p.bg[2]],
      ],
      80,
    ),
  });
  const cols = 3;
  const rows = 2;
  const gap = W * 0.03;
  const fw = (W - gap * (cols + 1)) / cols;
  const fh = (H - gap * (rows + 1)) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = gap + c * (fw + gap);
      const y = gap + r * (fh + gap);
      const sub = rng.fork(`${r}-${c}`);
      const pal = PALETTES[(r * cols + c) % 5];
      s.rect(x, y, fw, fh, {
        fill: s.linearAbs(
          [
            [0, pal.bg[2]],
            [1, pal.bg[0]],
          ],
          x,
          y,
          x,
          y + fh,
        ),
      });
      const clip = s.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(fw)}" height="${n(fh)}"/>`);
      s.group({ "clip-path": clip });
      s.circle(x + fw / 2, y + fh * 0.45, fh * 0.3, {
        fill: s.radial(
          [
            [0, g.goldLight],
            [1, g.gold],
          ],
          x + fw / 2,
          y + fh * 0.4,
          fh * 0.32,
        ),
      });
      const size = Math.min(fw, fh * 1.05);
      figure(s, pal, sub, x + (fw - size) / 2, y + fh - size, size, { mirror: sub.chance(0.5), silhouette: false });
      s.end();
      s.rect(x, y, fw, fh, { fill: "none", stroke: g.gold, "stroke-width": W * 0.006 });
    }
  }
}

function prevConceptual(s: Svg, rng: Rng): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const p = PALETTES[4];
  const g = TRUE_GOLD;
  background(s, p, rng, { x: W / 2, y: H / 2 });
  starfield(s, p, rng, 80);
  // An eye of rings with a keyhole: vision and unlocking.
  const cx = W / 2;
  const cy = H / 2;
  const w = m * 0.7;
  s.path(`M${n(cx - w)} ${n(cy)}Q${n(cx)} ${n(cy - w * 0.75)} ${n(cx + w)} ${n(cy)}Q${n(cx)} ${n(cy + w * 0.75)} ${n(cx - w)} ${n(cy)}Z`, {
    fill: p.bg[1],
    stroke: g.gold,
    "stroke-width": m * 0.012,
  });
  halo(s, p, rng, cx, cy, m * 0.22, { rays: false, rings: 2 });
  s.path(
    `M${n(cx)} ${n(cy - m * 0.1)}m${n(-m * 0.05)} 0a${n(m * 0.05)} ${n(m * 0.05)} 0 1 1 ${n(m * 0.1)} 0l${n(-m * 0.02)} ${n(m * 0.06)}l${n(m * 0.02)} ${n(m * 0.12)}l${n(-m * 0.1)} 0l${n(m * 0.02)} ${n(-m * 0.12)}Z`,
    {
      fill: p.bg[0],
    },
  );
  orbitArcs(s, p, rng, cx, cy, m * 0.5, 4);
  vignette(s, 0.45);
}

const WALK: Record<string, (s: Svg, rng: Rng) => void> = {
  // Golden Scrolls
  "exhibition-walk-1": (s, r) => scrolls(s, PALETTES[0], r, 2),
  // Purple Grace
  "exhibition-walk-2": (s, r) => {
    const p = PALETTES[2];
    const { width: W, height: H } = s;
    background(s, p, r, { x: W / 2, y: H * 0.4 });
    starfield(s, p, r, 40);
    for (let i = 0; i < 5; i++) {
      const y = H * (0.2 + i * 0.14);
      s.path(`M0 ${n(y)}C${n(W * 0.3)} ${n(y - H * 0.12)} ${n(W * 0.6)} ${n(y + H * 0.12)} ${n(W)} ${n(y - H * 0.04)}`, {
        fill: "none",
        stroke: i % 2 ? p.accent2 : TRUE_GOLD.goldLight,
        "stroke-width": W * 0.01,
        "stroke-opacity": 0.55,
      });
    }
    halo(s, p, r, W / 2, H * 0.4, W * 0.3, { rays: false, rings: 2 });
    const size = W * 0.95;
    figure(s, p, r, (W - size) / 2, H - size, size, { profile: true, hair: "wrap", silhouette: false });
    vignette(s, 0.4);
  },
  // Golden Reverie
  "exhibition-walk-3": (s, r) => {
    const p = PALETTES[4];
    const { width: W, height: H } = s;
    background(s, p, r, { x: W / 2, y: H * 0.42 });
    starfield(s, p, r, 60);
    halo(s, p, r, W / 2, H * 0.42, W * 0.36, { rays: true, rings: 3 });
    orbitArcs(s, p, r, W / 2, H * 0.42, W * 0.45, 4);
    const size = W;
    figure(s, p, r, 0, H - size, size, { profile: false, hair: "locs", silhouette: false });
    vignette(s, 0.4);
  },
  // Celestial Court
  "exhibition-walk-4": (s, r) => ensemble(s, PALETTES[3], r, 3, { halos: true }),
  // Royal Assembly
  "exhibition-walk-5": (s, r) => ensemble(s, PALETTES[0], r, 3, { crowns: true }),
  // Garden Procession
  "exhibition-walk-6": (s, r) => ensemble(s, PALETTES[1], r, 3, { garden: true, profile: true, procession: true }),
};

export const exhibitionPaintings: Record<string, FixedPainting> = {
  "exhibition-walk-1": [WALK["exhibition-walk-1"], "two golden scrolls around a glowing disc, in deep purple and magenta"],
  "exhibition-walk-2": [
    WALK["exhibition-walk-2"],
    "a figure in profile in a headwrap before a halo, with flowing lines, in violet and amber",
  ],
  "exhibition-walk-3": [WALK["exhibition-walk-3"], "a figure with locs before a radiant golden halo, in aubergine and rose"],
  "exhibition-walk-4": [WALK["exhibition-walk-4"], "three figures, each with a halo, before a radiant sun, in indigo and teal"],
  "exhibition-walk-5": [
    WALK["exhibition-walk-5"],
    "three figures before a radiant sun, the middle one crowned, in deep purple and magenta",
  ],
  "exhibition-walk-6": [WALK["exhibition-walk-6"], "three figures in profile walking through a moonlit garden, in plum and coral"],
  "exhibition-three-sisters": [
    (s, r) => ensemble(s, PALETTES[1], r, 3, { halos: true, profile: false }),
    "three figures facing forward, each with a halo, in plum and coral",
  ],
  "exhibition-prev-abstract": [(s, r) => tiles(s, PALETTES[0], r), "a grid of geometric tiles, in deep purple and magenta"],
  "exhibition-prev-portraits": [prevPortraits, "six small painted portraits in gold frames"],
  "exhibition-prev-conceptual": [prevConceptual, "a golden eye with a keyhole at its centre, on a starry field"],
};
