/**
 * Portraits: a painted bust before a halo, for the founder, the cover artist, the instructors, the
 * testimonials and the Porch's agent.
 */
import type { Rng } from "./prng";
import { TRUE_GOLD, background, figure, halo, patternBand, pickPalette, starfield, vignette, type Palette } from "./motifs";
import { n, type HairStyle, type Svg } from "./svg";

export function paintPortrait(
  s: Svg,
  rng: Rng,
  opts: { crown?: boolean; profile?: boolean; agent?: boolean; simple?: boolean; hair?: HairStyle; palette?: Palette } = {},
): string {
  const { width: W, height: H } = s;
  const p = opts.palette ?? pickPalette(rng, false);
  const size = Math.min(W * 1.0, H * 0.95);
  const x = (W - size) / 2;
  const y = H - size + size * 0.02;
  const headX = x + size * 0.5;
  const headY = y + size * 0.42;
  background(s, p, rng, { x: headX, y: headY });
  if (!opts.simple) starfield(s, p, rng, rng.int(20, 40));
  // Drawn from the seed in this order, before the halo's own draws: the description names it.
  const rays = !opts.simple && rng.chance(0.4);
  halo(s, p, rng, headX, headY, size * 0.33, {
    rays,
    rings: opts.simple ? 1 : undefined,
    tint: !opts.agent && rng.chance(0.3),
  });
  if (!opts.simple && rng.chance(0.35)) patternBand(s, p, rng, H * 0.06, H * 0.05);
  if (opts.agent) {
    // The porch agent: orbiting rings with nodes, a friendly digital aura.
    const m = Math.min(W, H);
    for (let i = 0; i < 2; i++) {
      s.ellipse(headX, headY - size * 0.02, size * (0.44 + i * 0.06), size * (0.12 + i * 0.03), {
        fill: "none",
        stroke: i ? p.accent : TRUE_GOLD.goldLight,
        "stroke-width": m * 0.006,
        transform: `rotate(${-18 + i * 30} ${n(headX)} ${n(headY)})`,
      });
    }
  }
  figure(s, p, rng, x, y, size, { crown: opts.crown, profile: opts.profile, hair: opts.hair, mirror: rng.chance(0.5), silhouette: false });
  if (opts.agent) {
    const m = Math.min(W, H);
    for (let i = 0; i < 5; i++) {
      const a = -0.6 + i * 0.55;
      s.circle(headX + size * 0.46 * Math.cos(a), headY + size * 0.14 * Math.sin(a), m * 0.014, {
        fill: i % 2 ? p.accent : TRUE_GOLD.goldLight,
      });
    }
  }
  vignette(s, opts.simple ? 0.3 : 0.4);
  const pose = opts.profile ? "in profile" : "facing forward";
  const hair = opts.hair ? ` ${HAIR_WORDS[opts.hair]}` : "";
  const crowned = opts.crown ? ", crowned," : "";
  const agent = opts.agent ? " ringed by orbiting gold lines" : "";
  // What tells two portraits of the same hair and palette apart: the stars behind, the halo's rays.
  const haloWords = `${rays ? "a rayed golden halo" : "a golden halo"}${opts.simple ? "" : " among stars"}`;
  return `a painted bust of a figure ${pose}${hair}${crowned}${agent} before ${haloWords}, in ${p.name}`;
}

const HAIR_WORDS: Record<HairStyle, string> = {
  afro: "with an afro",
  wrap: "in a headwrap",
  bun: "with a bun",
  locs: "with locs",
  short: "with short hair",
};
