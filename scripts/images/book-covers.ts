/** Book covers: the three novels on the Meet page and the wellness book. */
import type { Rng } from "./prng";
import { PALETTES, TRUE_GOLD, background, figure, halo, lotus, orbitArcs, starfield, vignette, type FixedPainting } from "./motifs";
import { n, starPath, type Svg } from "./svg";

function bookCover(s: Svg, rng: Rng, theme: "star" | "glitch" | "heart" | "lotus"): void {
  const { width: W, height: H } = s;
  const m = Math.min(W, H);
  const g = TRUE_GOLD;
  const p = theme === "glitch" ? PALETTES[3] : theme === "heart" ? PALETTES[1] : theme === "lotus" ? PALETTES[2] : PALETTES[0];
  background(s, p, rng, { x: W / 2, y: H * 0.42 });
  starfield(s, p, rng, 70);
  const cx = W / 2;
  const cy = H * 0.42;
  if (theme === "star") {
    s.circle(cx, cy, m * 0.4, {
      fill: s.radial(
        [
          [0, g.goldLight, 0.35],
          [1, g.gold, 0],
        ],
        cx,
        cy,
        m * 0.4,
      ),
    });
    s.path(starPath(cx, cy, m * 0.36, m * 0.15, 5), {
      fill: "none",
      stroke: g.goldLight,
      "stroke-width": m * 0.022,
      "stroke-linejoin": "round",
    });
    s.path(starPath(cx, cy, m * 0.28, m * 0.115, 5), {
      fill: "none",
      stroke: g.gold,
      "stroke-width": m * 0.006,
      "stroke-linejoin": "round",
    });
    orbitArcs(s, p, rng, cx, cy, m * 0.45, 3);
    const size = W * 0.5;
    figure(s, p, rng, cx - size / 2, H - size, size, { profile: true, silhouette: true, hair: "afro" });
  } else if (theme === "glitch") {
    const size = W * 0.95;
    const x = cx - size / 2;
    const y = H * 0.93 - size;
    halo(s, p, rng, cx, y + size * 0.42, size * 0.3, { rays: false, rings: 2 });
    figure(s, p, rng, x, y, size, { profile: true, silhouette: true, hair: "locs" });
    // Glitch slices: offset bars in cyan and magenta with scan lines.
    for (let i = 0; i < 14; i++) {
      const yy = rng.range(0.15, 0.9) * H;
      const hh = rng.range(0.004, 0.03) * H;
      const xx = rng.range(-0.1, 0.6) * W;
      s.rect(xx, yy, rng.range(0.2, 0.6) * W, hh, { fill: rng.chance(0.5) ? "#3fe0d0" : "#e04fa8", "fill-opacity": rng.range(0.35, 0.8) });
    }
    for (let yy = 0; yy < H; yy += H / 90) s.rect(0, yy, W, H / 360, { fill: "#000", "fill-opacity": 0.18 });
    // Angle brackets as shapes.
    const b = m * 0.08;
    s.path(
      `M${n(W * 0.16 + b)} ${n(H * 0.16 - b)}L${n(W * 0.16)} ${n(H * 0.16)}L${n(W * 0.16 + b)} ${n(H * 0.16 + b)}M${n(W * 0.84 - b)} ${n(H * 0.16 - b)}L${n(W * 0.84)} ${n(H * 0.16)}L${n(W * 0.84 - b)} ${n(H * 0.16 + b)}`,
      {
        fill: "none",
        stroke: g.goldLight,
        "stroke-width": m * 0.018,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    );
  } else if (theme === "heart") {
    const r = m * 0.3;
    const heart = `M${n(cx)} ${n(cy + r * 0.95)}C${n(cx - r * 1.6)} ${n(cy - r * 0.1)} ${n(cx - r * 0.9)} ${n(cy - r * 1.25)} ${n(cx)} ${n(cy - r * 0.45)}C${n(cx + r * 0.9)} ${n(cy - r * 1.25)} ${n(cx + r * 1.6)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy + r * 0.95)}Z`;
    s.circle(cx, cy, r * 1.5, {
      fill: s.radial(
        [
          [0, g.goldLight, 0.3],
          [1, g.gold, 0],
        ],
        cx,
        cy,
        r * 1.5,
      ),
    });
    s.path(heart, {
      fill: s.linearAbs(
        [
          [0, p.accent],
          [1, p.accent2],
        ],
        cx,
        cy - r,
        cx,
        cy + r,
      ),
      stroke: g.goldLight,
      "stroke-width": m * 0.012,
    });
    // Music staff curving through and a note.
    for (let i = 0; i < 5; i++) {
      const yy = H * 0.72 + i * m * 0.025;
      s.path(`M0 ${n(yy)}C${n(W * 0.3)} ${n(yy - H * 0.08)} ${n(W * 0.7)} ${n(yy + H * 0.08)} ${n(W)} ${n(yy)}`, {
        fill: "none",
        stroke: g.gold,
        "stroke-width": m * 0.003,
        "stroke-opacity": 0.8,
      });
    }
    const nx = cx + r * 0.05;
    const ny = cy + r * 0.25;
    s.ellipse(nx - r * 0.12, ny, r * 0.16, r * 0.11, { fill: g.goldLight, transform: `rotate(-20 ${n(nx - r * 0.12)} ${n(ny)})` });
    s.path(
      `M${n(nx + r * 0.02)} ${n(ny)}L${n(nx + r * 0.02)} ${n(ny - r * 0.7)}Q${n(nx + r * 0.35)} ${n(ny - r * 0.55)} ${n(nx + r * 0.3)} ${n(ny - r * 0.3)}`,
      {
        fill: "none",
        stroke: g.goldLight,
        "stroke-width": m * 0.014,
        "stroke-linecap": "round",
      },
    );
  } else {
    halo(s, p, rng, cx, cy, m * 0.22, { rays: true, rings: 2 });
    lotus(s, p, cx, H * 0.7, m * 0.5);
  }
  // Cover frame.
  s.rect(m * 0.04, m * 0.04, W - m * 0.08, H - m * 0.08, {
    fill: "none",
    stroke: g.gold,
    "stroke-width": m * 0.006,
    "stroke-opacity": 0.8,
  });
  vignette(s, 0.45);
}

export const bookCoverPaintings: Record<string, FixedPainting> = {
  "novel-hollow-star": [
    (s, r) => bookCover(s, r, "star"),
    "a book cover: a golden star outline above a figure's silhouette, in deep purple",
  ],
  "novel-glitch-code": [
    (s, r) => bookCover(s, r, "glitch"),
    "a book cover: a figure's silhouette cut by cyan and magenta glitch bars, in indigo",
  ],
  "novel-heart-note": [
    (s, r) => bookCover(s, r, "heart"),
    "a book cover: a heart with a music note over a curving staff, in plum and coral",
  ],
  "wellness-book": [(s, r) => bookCover(s, r, "lotus"), "a book cover: a lotus under a radiant sun, in violet and amber"],
};
