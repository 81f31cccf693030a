/**
 * The alt text of each catalogue image says what the picture actually shows: the owner's own
 * words from art/manifest.json for real art, else the generator's description of the placeholder
 * it painted. scripts/images/generate.ts writes the JSON on every build, so a content title
 * ("Three Sisters") stays a caption and never describes a picture that is really a lotus.
 */
import imageAlts from "./generated/image-alts.json";
import type { ImageId } from "./images";

const alts: Readonly<Record<string, string>> = imageAlts;

export function imageAlt(id: ImageId): string {
  return alts[id] ?? "";
}
