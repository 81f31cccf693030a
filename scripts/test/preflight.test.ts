import { describe, expect, it } from "vitest";
import { PLACEHOLDER_CONFIG, currentInput, findPlaceholders, type PreflightInput } from "../preflight";
import { placeholderPdfs } from "../placeholder-pdfs";

/** A site where the owner replaced everything. */
function launched(): PreflightInput {
  return {
    config: {
      introVideoId: "abcDEF12345",
      siteUrl: "https://example.org",
      contactEmail: "owner@example.org",
      artistName: "Real Artist",
      links: Object.fromEntries(Object.keys(PLACEHOLDER_CONFIG.links).map((k) => [k, `https://example.org/${k}`])),
      social: [{ name: "Instagram", href: "https://www.instagram.com/real" }],
    },
    testimonialNames: ["Real Person"],
    instructorNames: ["Real Instructor"],
    pdfs: Object.fromEntries(Object.keys(placeholderPdfs()).map((f) => [f, "%PDF-1.7 real"])),
  };
}

describe("preflight", () => {
  it("reports nothing once every placeholder is replaced", () => {
    expect(findPlaceholders(launched())).toEqual([]);
  });

  it("reports each kind of placeholder that remains", () => {
    const input = launched();
    input.config.introVideoId = PLACEHOLDER_CONFIG.introVideoId;
    input.config = { ...input.config, links: { ...input.config.links, bootcampCheckout: PLACEHOLDER_CONFIG.links.bootcampCheckout } };
    input.testimonialNames = ["Marcus Bell"];
    input.pdfs = { ...input.pdfs, "glitch-code-chapter-1.pdf": placeholderPdfs()["glitch-code-chapter-1.pdf"] };
    expect(findPlaceholders(input).map((f) => f.where)).toEqual([
      "web/src/content/site-config.ts introVideoId",
      "web/src/content/site-config.ts links.bootcampCheckout",
      "web/public/docs/glitch-code-chapter-1.pdf",
      "web/src/content/home.ts testimonials",
    ]);
  });

  it("finds today's placeholders in the repository, the video id among them", () => {
    const whats = findPlaceholders(currentInput()).map((f) => f.where);
    expect(whats).toContain("web/src/content/site-config.ts introVideoId");
    expect(whats).toContain("web/public/docs/hollow-star-chapter-1.pdf");
  });
});
