import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
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

  it("the committed alt file matches the generator (run npm run build after changing it)", () => {
    const read = (name: string) => JSON.parse(readFileSync(`web/src/content/generated/${name}`, "utf8")) as Record<string, string>;
    const [shared, carousel] = [read("image-alts.json"), read("gallery-alts.json")];
    for (const id of ids) {
      // No page shows a share card, so its description is in neither file.
      if (isShareImage(id)) {
        expect(shared[id], id).toBeUndefined();
        expect(carousel[id], id).toBeUndefined();
        continue;
      }
      // Each other id in exactly one file: the carousel's with the carousel, the rest in the shared one.
      const [home, other] = isCarouselImage(id) ? [carousel, shared] : [shared, carousel];
      expect(home[id], id).toBe(paintWithDescription(id, imageCatalog[id]).description);
      expect(other[id], id).toBeUndefined();
    }
  });
});
