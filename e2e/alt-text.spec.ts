// Honest alt text: every informative image on every route is described by the generator's own
// description of the placeholder it painted, or by the owner's words in art/manifest.json.
// A content title used as alt (a lotus called "a woman in violet") fails here.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { generatedImages, ROUTES, stubThirdParties } from "./routes";

const generated = Object.fromEntries(generatedImages({ carousel: true }).map((image) => [image.id, image.description]));
const manifest = existsSync("art/manifest.json")
  ? (JSON.parse(readFileSync("art/manifest.json", "utf8")) as { file: string; alt: string }[])
  : [];
const allowed = new Set([
  ...Object.values(generated).filter((a) => a.startsWith("Placeholder artwork: ")),
  ...manifest.map((e) => e.alt.trim()),
]);

for (const route of ROUTES) {
  test(`every img with alt text on ${route} shows the picture's own description`, async ({ page }) => {
    await stubThirdParties(page);
    await page.goto(route);
    const imgs = await page
      .locator("img")
      .evaluateAll((els) => els.map((el) => ({ alt: el.getAttribute("alt"), src: el.getAttribute("src") ?? "" })));
    for (const { alt, src } of imgs) {
      expect(alt, `${src} has no alt attribute`).not.toBeNull();
      if (alt === "") continue;
      expect(allowed.has(alt ?? ""), `alt of ${src} is not a generator description or a manifest alt: ${alt}`).toBe(true);
      // The description belongs to this very image, not just to some image.
      const id = /^\/img\/(.+)-\d+\.\w+$/.exec(src)?.[1];
      if (id) expect(alt).toBe(generated[id]);
    }
  });
}
