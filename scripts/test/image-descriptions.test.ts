import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { paintWithDescription } from "../images/art";
import { isCarouselImage, isShareImage } from "../images/generate";
import { imageCatalog } from "#shared/image-catalog";

const ids = Object.keys(imageCatalog) as (keyof typeof imageCatalog)[];

describe("placeholder image descriptions", () => {
  it("describes every id by the motif it paints", () => {
    for (const id of ids) {
      const { motif, description } = paintWithDescription(id, imageCatalog[id]);
      expect(motif.length, id).toBeGreaterThan(10);
      expect(description, id).toBe(`Placeholder artwork: ${motif}`);
    }
  });

  it("names what the fixed compositions actually draw", () => {
    const motifOf = (id: keyof typeof imageCatalog) => paintWithDescription(id, imageCatalog[id]).motif;
    expect(motifOf("exhibition-walk-1")).toMatch(/scrolls/);
    expect(motifOf("wellness-book")).toMatch(/lotus/);
    expect(motifOf("calendar-banner")).toMatch(/moon/);
    expect(motifOf("instructor-1")).toMatch(/bust of a figure/);
  });

  it("gives each portrait a description of its own: two people never read the same alt", () => {
    const portraits = ids.filter((id) => /^(instructor-|testimonial-|founder-portrait|artist-portrait|cover-artist|porch-agent)/.test(id));
    const byDescription = new Map<string, string[]>();
    for (const id of portraits) {
      const { description } = paintWithDescription(id, imageCatalog[id]);
      byDescription.set(description, [...(byDescription.get(description) ?? []), id]);
    }
    expect([...byDescription.values()].filter((same) => same.length > 1)).toEqual([]);
    expect(portraits.length).toBeGreaterThan(10);
  });

  it("says when a portrait's halo has rays, which the seed decides", () => {
    const instructors = ids.filter((id) => id.startsWith("instructor-")).map((id) => paintWithDescription(id, imageCatalog[id]));
    // The rays are one path of 24 to 48 round-capped strokes (scripts/images/motifs.ts, halo).
    const hasRays = (svg: string) =>
      [...svg.matchAll(/<path [^>]*>/g)].some(([tag]) => tag.includes('stroke-linecap="round"') && (tag.match(/M/g)?.length ?? 0) >= 24);
    for (const { svg, motif } of instructors) expect(motif.includes("rayed"), motif).toBe(hasRays(svg));
    expect(new Set(instructors.map(({ motif }) => motif.includes("rayed"))).size, "some instructors' halos have rays, some not").toBe(2);
  });

  it("describes a random artwork by the composition it drew: the palette named is in the SVG", () => {
    // Each palette's darkest background colour (scripts/images/motifs.ts), which every
    // composition paints, and which no other palette uses.
    const colours: Record<string, string> = {
      "deep purple and magenta": "#12061f",
      "plum and coral": "#1a0620",
      "violet and amber": "#1d0b3a",
      "indigo and teal": "#0b0a26",
      "aubergine and rose": "#0e0514",
      "purple on a pale gold": "#fbeac0",
    };
    for (const id of ids.filter((i) => i.startsWith("gallery-"))) {
      const { svg, motif } = paintWithDescription(id, imageCatalog[id]);
      const name = Object.keys(colours).find((c) => motif.endsWith(c));
      expect(name, `${id}: ${motif}`).toBeDefined();
      expect(svg, id).toContain(colours[name!]);
    }
  });

  it("the committed image files match the generator (run npm run build after changing it)", () => {
    const dir = "web/src/content/generated";
    const carousel = JSON.parse(readFileSync(`${dir}/gallery-images.json`, "utf8")) as Record<string, unknown>;
    const pageImages = new Map(
      readdirSync(`${dir}/images`).map((name) => [
        name.replace(/\.json$/, ""),
        JSON.parse(readFileSync(`${dir}/images/${name}`, "utf8")) as unknown,
      ]),
    );
    for (const id of ids) {
      // No page shows a share card, so it is in neither place.
      if (isShareImage(id)) {
        expect(pageImages.get(id), id).toBeUndefined();
        expect(carousel[id], id).toBeUndefined();
        continue;
      }
      // Each other id in exactly one place: the carousel's in its file, each other in a file of its own.
      const described = { id, ...imageCatalog[id], description: paintWithDescription(id, imageCatalog[id]).description };
      const [home, other] = isCarouselImage(id) ? [carousel[id], pageImages.get(id)] : [pageImages.get(id), carousel[id]];
      expect(home, id).toEqual(described);
      expect(other, id).toBeUndefined();
    }
    // And nothing else: a file left from a removed id would still build.
    expect([...pageImages.keys()].filter((id) => !(id in imageCatalog))).toEqual([]);
  });
});
