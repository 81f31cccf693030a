/** Share cards (og-*): the page's title in large type on the left, its motif on the right. */
import { tiles } from "./artworks";
import type { Rng } from "./prng";
import { PALETTES, TRUE_GOLD, background, blocks, brackets, figure, halo, lotus, network, orbitArcs, starfield } from "./motifs";
import { Svg, crescentPath, n, starPath } from "./svg";

const SHARE_TEXT: Record<string, { title: string[]; subtitle: string }> = {
  "og-default": { title: ["Cultural Intelligence.", "Elegant Innovation."], subtitle: "Premium AI solutions for the modern era" },
  "og-home": { title: ["Cultural Intelligence &", "Elegant AI Innovation"], subtitle: "Artist-led AI education and community" },
  "og-meet": { title: ["Meet the Founder"], subtitle: "Artist, author and educator" },
  "og-wellness": { title: ["Finding Me:", "A Wellness Manifesto"], subtitle: "The Soul Code framework" },
  "og-workroom": { title: ["The Workroom"], subtitle: "Live platforms and projects in progress" },
  "og-gallery": { title: ["Art Exhibition"], subtitle: "A 2023 mixed media collection" },
  "og-calendar": { title: ["Instructor", "Teaching Calendar"], subtitle: "All times Eastern (EST)" },
  "og-soulcode101": { title: ["Soul Code 101"], subtitle: "Beginner Taste Kit v1.0" },
  "og-thinktank": { title: ["Think Tank"], subtitle: "Monthly build membership" },
  "og-bootcamp": { title: ["Bootcamp"], subtitle: "7-day build intensive" },
  "og-legal": { title: ["Legal"], subtitle: "Terms, privacy and copyright" },
};

function shareCard(s: Svg, rng: Rng, id: string): void {
  const { width: W, height: H } = s;
  const g = TRUE_GOLD;
  const p = PALETTES[0];
  const text = SHARE_TEXT[id] ?? { title: [id.replace(/^og-/, "")], subtitle: "" };
  const mx = W * 0.78;
  const my = H * 0.5;
  background(s, p, rng, { x: mx, y: my });
  starfield(s, p, rng, 90);
  // Page motif on the right.
  const key = id.replace(/^og-/, "");
  const size = H * 0.86;
  if (key === "calendar") {
    for (let i = 0; i < 3; i++) {
      const x = W * (0.7 + i * 0.1);
      s.circle(x, my, H * 0.09, { fill: p.bg[0], stroke: g.gold, "stroke-width": 3 });
      if (i === 1) s.circle(x, my, H * 0.09, { fill: g.goldLight });
      else s.path(crescentPath(x, my, H * 0.09, 0.3, i === 0 ? 0 : Math.PI), { fill: g.goldLight });
    }
    orbitArcs(s, p, rng, mx, my, H * 0.3, 3);
  } else if (key === "thinktank") network(s, rng, p, { x: W * 0.52, y: H * 0.08, w: W * 0.44, h: H * 0.84 });
  else if (key === "bootcamp") blocks(s, rng, p, { x: W * 0.55, y: H * 0.22, w: W * 0.4, h: H * 0.66 });
  else if (key === "soulcode101") {
    halo(s, p, rng, mx, my, H * 0.22, { rays: true, rings: 2 });
    brackets(s, mx, my, H * 0.3, p.bg[0]);
  } else if (key === "legal") {
    halo(s, p, rng, mx, my, H * 0.25, { rays: true, rings: 3 });
    s.path(starPath(mx, my, H * 0.14, H * 0.06, 8), { fill: p.bg[0] });
    s.path(starPath(mx, my, H * 0.1, H * 0.045, 8), { fill: g.goldLight });
  } else if (key === "workroom") {
    const t = new Svg(Math.round(W * 0.28), Math.round(H * 0.72), "t");
    tiles(t, PALETTES[0], rng);
    // Inline the tile painting as a nested svg (clipped to its own box).
    s.add(t.toString().replace("<svg ", `<svg x="${n(W * 0.66)}" y="${n(H * 0.14)}" `));
    s.rect(W * 0.66, H * 0.14, t.width, t.height, { fill: "none", stroke: g.gold, "stroke-width": 4 });
  } else if (key === "gallery") {
    s.path(
      `M${n(mx - H * 0.28)} ${n(H * 0.92)}L${n(mx - H * 0.28)} ${n(H * 0.36)}A${n(H * 0.28)} ${n(H * 0.28)} 0 0 1 ${n(mx + H * 0.28)} ${n(H * 0.36)}L${n(mx + H * 0.28)} ${n(H * 0.92)}Z`,
      {
        fill: p.accent2,
        stroke: g.gold,
        "stroke-width": 5,
      },
    );
    halo(s, p, rng, mx, H * 0.42, H * 0.15, { rays: false, rings: 1 });
    figure(s, p, rng, mx - size * 0.35, H * 0.92 - size * 0.7, size * 0.7, { profile: true, silhouette: true, hair: "wrap" });
  } else if (key === "wellness") {
    halo(s, p, rng, mx, my * 0.9, H * 0.22, { rays: true, rings: 2 });
    lotus(s, p, mx, H * 0.88, H * 0.55);
  } else {
    halo(s, p, rng, mx, H - size * 0.58, size * 0.3, { rays: true, rings: 2 });
    figure(s, p, rng, mx - size / 2, H - size, size, {
      profile: key !== "meet",
      hair: key === "meet" ? "wrap" : rng.pick(["afro", "wrap", "locs"] as const),
      crown: key === "home" || key === "default",
      silhouette: false,
    });
  }
  // Left side: readable text on a darkened panel.
  s.rect(0, 0, W, H, {
    fill: s.linear(
      [
        [0, p.bg[0], 0.92],
        [0.52, p.bg[0], 0.75],
        [0.66, p.bg[0], 0],
      ],
      0,
    ),
  });
  const left = W * 0.07;
  const font = "Georgia, 'DejaVu Serif', serif";
  s.path(starPath(left + 14, H * 0.2 - 12, 16, 6.5, 4), { fill: g.goldLight });
  s.text(left + 44, H * 0.2, "SoulCode Studio", { "font-family": font, "font-size": 36, fill: g.gold, "letter-spacing": 2 });
  const longest = Math.max(...text.title.map((l) => l.length));
  // DejaVu Serif Bold (the fallback for Georgia here) averages about 0.68 em per character.
  const fontSize = Math.min(76, Math.floor(640 / (longest * 0.68)));
  const lineH = fontSize * 1.16;
  const blockTop = H * 0.5 - ((text.title.length - 1) * lineH) / 2 + fontSize * 0.32;
  text.title.forEach((line, i) => {
    s.text(left, blockTop + i * lineH, line, { "font-family": font, "font-size": fontSize, "font-weight": "bold", fill: "#fff6e0" });
  });
  const ruleY = blockTop + (text.title.length - 1) * lineH + fontSize * 0.55;
  s.rect(left, ruleY, 120, 4, {
    fill: s.linear(
      [
        [0, g.goldLight],
        [1, g.goldDeep],
      ],
      0,
    ),
  });
  if (text.subtitle)
    s.text(left, ruleY + 56, text.subtitle, { "font-family": font, "font-size": 30, "font-style": "italic", fill: g.goldLight });
  s.rect(0, H - 10, W, 10, {
    fill: s.linear(
      [
        [0, g.goldDeep],
        [0.5, g.goldLight],
        [1, g.goldDeep],
      ],
      0,
    ),
  });
}

/** Paints the share card of `id`; returns what it shows. */
export function paintShareCard(s: Svg, rng: Rng, id: string): string {
  shareCard(s, rng, id);
  const text = SHARE_TEXT[id];
  return `a share card reading "SoulCode Studio, ${text ? text.title.join(" ") : id}"`;
}
