/**
 * Launch check (`npm run preflight`): lists every placeholder the site still ships (site-config
 * values, placeholder PDFs, placeholder people) and exits non-zero while any remain.
 * `npm run deploy` runs it first (scripts/deploy.ts).
 *
 * Placeholders are recognised by their known placeholder value, not by a flag beside them, so
 * the check stays honest: once the owner replaces a value (or drops in the real PDF) it stops
 * being reported, and nobody has to remember to untick anything.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { siteConfig } from "../web/src/content/site-config";
import { testimonials } from "../web/src/content/home-testimonials";
import { showcaseInstructors } from "../web/src/content/calendar";
import { PDF_DIR, placeholderPdfs } from "./placeholder-pdfs";
import { isMainModule } from "./lib/script-main";
import placeholderConfig from "./placeholder-config.json";

/**
 * The values shipped before launch (docs/decisions/0008-placeholder-content.md), kept as data
 * beside this script. site-config.ts holds the values in use, which the owner edits; this list the
 * ones to report. Taken from site-config.ts, each placeholder would equal the value in use whether
 * replaced or not, and `npm run deploy` would refuse forever.
 */
export const PLACEHOLDER_CONFIG: typeof placeholderConfig & { social: Record<string, string> } = placeholderConfig;

/** The illustrative people of web/src/content/home.ts (testimonials) and calendar.ts (instructors). */
export const PLACEHOLDER_PEOPLE = {
  testimonials: ["Danielle Okafor", "Marcus Bell", "Renée Castillo", "Jordan Whitfield"],
  instructors: [
    "Imani Brooks",
    "Kofi Mensah",
    "Aaliyah Grant",
    "Desmond Carter",
    "Nia Robinson",
    "Tariq Hollins",
    "Zora Adeyemi",
    "Malik Jefferson",
    "Simone Baptiste",
  ],
};

export type Finding = { where: string; what: string; value: string };

export type PreflightInput = {
  config: {
    introVideoId: string;
    siteUrl: string;
    contactEmail: string;
    artistName: string;
    links: Readonly<Record<string, string>>;
    social: readonly { name: string; href: string }[];
  };
  testimonialNames: readonly string[];
  instructorNames: readonly string[];
  /** File name -> current bytes (latin1), undefined when the file is missing. */
  pdfs: Readonly<Record<string, string | undefined>>;
};

const CONFIG_FILE = "web/src/content/site-config.ts";

/** Every placeholder still present in `input`; empty when the site is ready to launch. */
export function findPlaceholders(input: PreflightInput): Finding[] {
  const found: Finding[] = [];
  const { config } = input;
  const check = (key: string, value: string, placeholder: string | undefined, what: string) => {
    if (placeholder !== undefined && value === placeholder) found.push({ where: `${CONFIG_FILE} ${key}`, what, value });
  };
  check("introVideoId", config.introVideoId, PLACEHOLDER_CONFIG.introVideoId, "introduction video id");
  check("siteUrl", config.siteUrl, PLACEHOLDER_CONFIG.siteUrl, "site URL");
  check("contactEmail", config.contactEmail, PLACEHOLDER_CONFIG.contactEmail, "contact address");
  check("artistName", config.artistName, PLACEHOLDER_CONFIG.artistName, "artist's name (placeholder person)");
  for (const [key, value] of Object.entries(config.links)) {
    check(`links.${key}`, value, (PLACEHOLDER_CONFIG.links as Record<string, string>)[key], "link");
  }
  for (const { name, href } of config.social) check(`social ${name}`, href, PLACEHOLDER_CONFIG.social[name], "social link");

  const pdfs = placeholderPdfs();
  for (const [file, current] of Object.entries(input.pdfs)) {
    if (current !== undefined && current === pdfs[file]) found.push({ where: `${PDF_DIR}/${file}`, what: "placeholder PDF", value: file });
  }
  for (const name of input.testimonialNames) {
    if (PLACEHOLDER_PEOPLE.testimonials.includes(name))
      found.push({ where: "web/src/content/home.ts testimonials", what: "placeholder person", value: name });
  }
  for (const name of input.instructorNames) {
    if (PLACEHOLDER_PEOPLE.instructors.includes(name))
      found.push({ where: "web/src/content/calendar.ts showcaseInstructors", what: "placeholder person", value: name });
  }
  return found;
}

/** The input as the repository holds it now. */
export function currentInput(root = process.cwd()): PreflightInput {
  const pdfs: Record<string, string | undefined> = {};
  for (const file of Object.keys(placeholderPdfs())) {
    const p = path.join(root, PDF_DIR, file);
    pdfs[file] = existsSync(p) ? readFileSync(p, "latin1") : undefined;
  }
  return {
    config: siteConfig,
    testimonialNames: testimonials.map((t) => t.name),
    instructorNames: showcaseInstructors.map((i) => i.name),
    pdfs,
  };
}

export function report(found: readonly Finding[]): string {
  if (found.length === 0) return "preflight: no placeholders left. Ready to launch.";
  const lines = found.map((f) => `  ${f.where}: ${f.what} ${JSON.stringify(f.value)}`);
  return [
    `preflight: ${found.length} placeholders still in the site (replace them before launch; see docs/owner-guide.md, "Before launch"):`,
    ...lines,
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  const found = findPlaceholders(currentInput());
  console.log(report(found));
  if (found.length > 0) process.exitCode = 1;
}
