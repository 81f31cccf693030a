/**
 * A tiny SVG writer plus the brand's motifs (stars, crowns, scrolls, arcs, leaves, figures).
 * Every number goes through `n()` so the markup is short and byte-identical across runs.
 */
import type { Rng } from "./prng";

/** Round to one decimal: stable, compact output. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : esc(v)}"`;
  }
  return out;
}

export type Stop = [offset: number, color: string, opacity?: number];

export class Svg {
  readonly width: number;
  readonly height: number;
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  private readonly prefix: string;

  /** `prefix` keeps gradient ids unique when one painting is nested inside another. */
  constructor(width: number, height: number, prefix = "") {
    this.width = width;
    this.height = height;
    this.prefix = prefix;
  }

  private nextId(kind: string): string {
    return `${this.prefix}${kind}${this.ids++}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${n(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 100) / 100}"`}/>`,
      )
      .join("");
  }

  /** Linear gradient along the direction given by an angle in degrees (0 = left to right, 90 = top to bottom). */
  linear(stops: Stop[], angle = 90): string {
    const id = this.nextId("g");
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    this.defs.push(
      `<linearGradient id="${id}" x1="${n((0.5 - dx) * 100)}%" y1="${n((0.5 - dy) * 100)}%" x2="${n((0.5 + dx) * 100)}%" y2="${n((0.5 + dy) * 100)}%">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space (absolute centre and radius). */
  radial(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = this.nextId("g");
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space between two points. */
  linearAbs(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.nextId("g");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from raw shape markup; returns the `url(#id)` to use in clip-path. */
  clip(shape: string): string {
    const id = this.nextId("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  add(markup: string): this {
    this.body.push(markup);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, a: Attrs = {}): this {
    return this.add(`<rect${attrs({ x, y, width: w, height: h, ...a })}/>`);
  }

  circle(cx: number, cy: number, r: number, a: Attrs = {}): this {
    return this.add(`<circle${attrs({ cx, cy, r, ...a })}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): this {
    return this.add(`<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`);
  }

  path(d: string, a: Attrs = {}): this {
    return this.add(`<path${attrs({ d, ...a })}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): this {
    return this.add(`<line${attrs({ x1, y1, x2, y2, ...a })}/>`);
  }

  text(x: number, y: number, content: string, a: Attrs = {}): this {
    return this.add(`<text${attrs({ x, y, ...a })}>${esc(content)}</text>`);
  }

  /** Open a group; close it with `end()`. */
  group(a: Attrs = {}): this {
    return this.add(`<g${attrs(a)}>`);
  }

  end(): this {
    return this.add("</g>");
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

/* ----------------------------------------------------------------------------------------------
 * Shape paths
 * -------------------------------------------------------------------------------------------- */

const TAU = Math.PI * 2;

function pt(cx: number, cy: number, r: number, a: number): string {
  return `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
}

/** Regular star polygon with `points` tips. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points: number, rotation = -Math.PI / 2): string {
  let d = "";
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    d += `${i === 0 ? "M" : "L"}${pt(cx, cy, r, a)}`;
  }
  return `${d}Z`;
}

/** Four-point sparkle with concave sides. */
export function sparklePath(cx: number, cy: number, r: number, squeeze = 0.18): string {
  const s = r * squeeze;
  return (
    `M${n(cx)} ${n(cy - r)}Q${n(cx + s)} ${n(cy - s)} ${n(cx + r)} ${n(cy)}` +
    `Q${n(cx + s)} ${n(cy + s)} ${n(cx)} ${n(cy + r)}Q${n(cx - s)} ${n(cy + s)} ${n(cx - r)} ${n(cy)}` +
    `Q${n(cx - s)} ${n(cy - s)} ${n(cx)} ${n(cy - r)}Z`
  );
}

/** Arc (stroke-only path) from angle a0 to a1 (radians). */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = Math.abs(a1 - a0) % TAU > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${pt(cx, cy, r, a0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${pt(cx, cy, r, a1)}`;
}

/** Crescent moon: a disc minus an offset disc (even-odd ring approximated by two arcs). */
export function crescentPath(cx: number, cy: number, r: number, phase: number, tilt = 0): string {
  // Outer half circle then inner elliptical arc back: phase 0..1 is the thickness.
  const inner = r * (1 - 2 * phase);
  const c = Math.cos(tilt);
  const s = Math.sin(tilt);
  const p = (x: number, y: number): string => `${n(cx + x * c - y * s)} ${n(cy + x * s + y * c)}`;
  const rot = n((tilt * 180) / Math.PI);
  return `M${p(0, -r)}A${n(r)} ${n(r)} ${rot} 0 1 ${p(0, r)}A${n(Math.abs(inner))} ${n(r)} ${rot} 0 ${inner >= 0 ? 0 : 1} ${p(0, -r)}Z`;
}

/** A crown: band with `points` tips, each tip topped by a jewel circle (returned separately). */
export function crownShape(cx: number, base: number, w: number, h: number, points: number): { d: string; jewels: [number, number][] } {
  const left = cx - w / 2;
  const band = h * 0.26;
  const jewels: [number, number][] = [];
  let d = `M${n(left)} ${n(base)}L${n(left)} ${n(base - band)}`;
  for (let i = 0; i < points; i++) {
    const tipX = left + (w * (i + 0.5)) / points;
    const valleyX = left + (w * (i + 1)) / points;
    const tipH = i === Math.floor(points / 2) && points % 2 === 1 ? h : h * 0.82;
    d += `L${n(tipX)} ${n(base - tipH)}`;
    jewels.push([tipX, base - tipH]);
    if (i < points - 1) d += `L${n(valleyX)} ${n(base - band - h * 0.22)}`;
  }
  d += `L${n(left + w)} ${n(base - band)}L${n(left + w)} ${n(base)}Z`;
  return { d, jewels };
}

/** An Archimedean spiral (a scroll end), as a smooth polyline. */
export function spiralPath(cx: number, cy: number, r: number, turns: number, start = 0, dir = 1): string {
  const steps = Math.ceil(turns * 28);
  let d = "";
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = start + dir * t * turns * TAU;
    const rr = r * (1 - t) + r * 0.04;
    d += `${i === 0 ? "M" : "L"}${pt(cx, cy, rr, a)}`;
  }
  return d;
}

/** A smooth curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly [number, number][]): string {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A leaf pointing along `angle` (radians) from its stem at (x, y). */
export function leafPath(x: number, y: number, len: number, angle: number, width = 0.32): string {
  const tip = [x + len * Math.cos(angle), y + len * Math.sin(angle)];
  const nx = -Math.sin(angle) * len * width;
  const ny = Math.cos(angle) * len * width;
  const mx = x + (len / 2) * Math.cos(angle);
  const my = y + (len / 2) * Math.sin(angle);
  return `M${n(x)} ${n(y)}Q${n(mx + nx)} ${n(my + ny)} ${n(tip[0])} ${n(tip[1])}Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)}Z`;
}

/** A rosette flower: `petals` ellipse-like petals around a centre. */
export function flowerPath(cx: number, cy: number, r: number, petals: number, rotation = 0): string {
  let d = "";
  for (let i = 0; i < petals; i++) {
    const a = rotation + (i * TAU) / petals;
    d += leafPath(cx, cy, r, a, 0.42);
  }
  return d;
}

/* ----------------------------------------------------------------------------------------------
 * Figures: drawn in a 100 x 100 box (bust fills the bottom edge), placed with a transform.
 * -------------------------------------------------------------------------------------------- */

/** Profile bust facing right. */
export const PROFILE_BUST =
  "M6 100C8 88 22 81 37 78C40 72 39 66 35 60C27 50 28 30 43 23C56 17 67 24 69 35C70 39 70 41 71 43" +
  "L76 50C77 51.6 76 52.6 73 53C74 54.8 74 55.8 72.6 57C73.8 58 73.6 59.4 71.8 60.2C72 62.4 71.4 64.6 68.6 66" +
  "C65 67.8 61 68 58.5 68.6C58.5 73 60.5 78 65 81C77 84 90 89 94 100Z";

/** Front-facing bust: head, neck and shoulders. */
export const FRONT_BUST =
  "M10 100C11 84 24 76 41 72.5C43 70.5 43.5 67 43.5 63C38.5 60 35.5 54 35.5 45C35.5 33 42 26 50 26" +
  "C58 26 64.5 33 64.5 45C64.5 54 61.5 60 56.5 63C56.5 67 57 70.5 59 72.5C76 76 89 84 90 100Z";

export type HairStyle = "afro" | "wrap" | "bun" | "locs" | "short";
export const HAIR_STYLES: readonly HairStyle[] = ["afro", "wrap", "bun", "locs", "short"];

/** Hair as two layers: `back` is drawn before the bust, `front` on top of it. */
export type Hair = { back: string; front: string; /** Gold line work (a bun's coil) drawn over `back`. */ accent?: string };

function coil(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/** Hair / headdress for the profile bust (same 100 x 100 box). */
export function profileHair(style: HairStyle, rng: Rng): Hair {
  const cap = `M35 61C24 51 24 30 40 21C53 14 67 20 70 32C63 30 57 32 53 37C49 42 47 50 45 61Z`;
  switch (style) {
    case "afro": {
      const s = rng.range(0, 5);
      return {
        back: "",
        front: `M41 61C${n(20 - s)} 57 ${n(11 - s)} 34 ${n(21 - s)} 17C${n(31 - s)} ${n(1 - s)} 58 ${n(-1 - s)} 70 11C76 17 76 25 71 32C64 30 57 32 53 37C49 43 47 52 45 61Z`,
      };
    }
    case "wrap": {
      const h = rng.range(0, 9);
      return {
        back: "",
        front:
          `M35 61C24 51 23 33 32 22C33 ${n(10 - h)} ${n(44 - h / 2)} ${n(-1 - h)} ${n(60 - h / 2)} ${n(1 - h)}` +
          `C73 5 75 19 70.5 31C64 30 57 32 53 37C49 43 47 50 45 61Z`,
      };
    }
    case "bun": {
      const r = rng.range(8, 12);
      const cx = 31 - r / 2;
      const cy = 30 - r / 2;
      return { back: coil(cx, cy, r), front: cap, accent: coil(cx, cy, r * 0.55) };
    }
    case "locs": {
      let back = "";
      for (let i = 0; i < 7; i++) {
        const x = 29 + i * 2.6;
        const len = 36 + ((i * 7) % 13) + rng.range(0, 8);
        back += `M${n(x)} 38C${n(x - 5)} 56 ${n(x - 2)} ${n(60 + len / 4)} ${n(x - 7)} ${n(42 + len)}l3 0C${n(x + 1)} ${n(60 + len / 4)} ${n(x - 1)} 56 ${n(x + 4)} 38Z`;
      }
      return { back, front: cap };
    }
    case "short":
    default:
      return { back: "", front: `M36 58C25 48 25 30 41 22C53 16 65 21 68.8 31.5C63 30.5 57 32 53.5 36.5C50 41 48 48 46.5 58Z` };
  }
}

/** Hair / headdress for the front bust. */
export function frontHair(style: HairStyle, rng: Rng): Hair {
  const cap = `M35.6 44C35 31 41 23.6 50 23.6C59 23.6 65 31 64.4 44C62 37 56.5 33 50 33C43.5 33 38 37 35.6 44Z`;
  switch (style) {
    case "afro": {
      const s = rng.range(0, 6);
      return {
        back: `M50 ${n(5 - s)}C${n(71 + s)} ${n(5 - s)} ${n(82 + s)} 20 ${n(82 + s)} 37C${n(82 + s)} 50 74 58 64 60L36 60C26 58 ${n(18 - s)} 50 ${n(18 - s)} 37C${n(18 - s)} 20 ${n(29 - s)} ${n(5 - s)} 50 ${n(5 - s)}Z`,
        front: `M35.6 45C34 29 41 21 50 21C59 21 66 29 64.4 45C62 37 56.5 32 50 32C43.5 32 38 37 35.6 45Z`,
      };
    }
    case "wrap": {
      const tall = rng.range(0, 10);
      return {
        back: "",
        front:
          `M34.6 43C33 31 37 23 43 19C40 ${n(9 - tall)} 46 ${n(-1 - tall)} 56 ${n(1 - tall)}C67 ${n(4 - tall / 2)} 68 15 61 19` +
          `C65 23 67 31 65.4 43C62 36.5 56.5 32 50 32C43.5 32 38 36.5 34.6 43Z`,
      };
    }
    case "bun": {
      const r = rng.range(9, 12);
      return { back: coil(50, 22 - r, r), front: cap, accent: coil(50, 22 - r, r * 0.55) };
    }
    case "locs": {
      let back = "";
      for (let i = 0; i < 6; i++) {
        const o = i * 2.4;
        const len = 70 + ((i * 5) % 9) + rng.range(0, 6);
        back += `M${n(37 - o * 0.6)} ${n(33 + o)}C${n(32 - o)} 52 ${n(33 - o)} 62 ${n(30 - o)} ${n(len)}l3 0C${n(36 - o)} 62 ${n(36.5 - o * 0.6)} 52 ${n(40 - o * 0.6)} ${n(33 + o)}Z`;
        back += `M${n(63 + o * 0.6)} ${n(33 + o)}C${n(68 + o)} 52 ${n(67 + o)} 62 ${n(70 + o)} ${n(len)}l-3 0C${n(64 + o)} 62 ${n(63.5 + o * 0.6)} 52 ${n(60 + o * 0.6)} ${n(33 + o)}Z`;
      }
      return { back, front: cap };
    }
    case "short":
    default:
      return {
        back: "",
        front: `M35.6 42C35 30.5 41 24.4 50 24.4C59 24.4 65 30.5 64.4 42C61.5 36.5 56.5 34 50 34C43.5 34 38.5 36.5 35.6 42Z`,
      };
  }
}

/** The bust's jewellery in the 100 x 100 box: collar rings (Ndebele-like) and an earring. */
export function collarRings(front: boolean, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (front) {
      const y = 66 + i * 2.6;
      const w = 7 + i * 0.7;
      out.push(`M${n(50 - w)} ${n(y - 1.5)}Q50 ${n(y + 3.5)} ${n(50 + w)} ${n(y - 1.5)}`);
    } else {
      const y = 70 + i * 2.6;
      out.push(`M${n(38 + i * 0.2)} ${n(y - 2)}Q${n(48)} ${n(y + 3.2)} ${n(60 + i * 0.5)} ${n(y - 2.6)}`);
    }
  }
  return out;
}
