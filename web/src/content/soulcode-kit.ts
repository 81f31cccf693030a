/**
 * Soul Code prompt-generator kit (/soulcode101): Beginner Taste Kit v1.0, its first screen and
 * footer. The templates below the first screen, which every copy button copies from, are in
 * soulcode-kit-templates.ts: they load after the page
 * (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
import { siteConfig } from "./site-config";
import type { LinkAction } from "./content-types";

/* ---------------------------------------------------------------- header */

/** The two buttons at the top of the page (both open in a new tab). */
export const kitTopActions: readonly LinkAction[] = [
  { label: "Community Academy", href: siteConfig.links.skool, external: true },
  { label: "SOULCODE 101 Course", href: siteConfig.links.soulcode101Course, external: true },
];

export const kitTitle = "Soul Code Prompt Generator: Beginner Taste Kit v1.0";

export const kitSubtitle = "Copy-ready templates for image, text, video, music and web, with culture built in.";

/* ------------------------------------------------------------- purpose box */

export const purposeBox = {
  title: "Purpose",
  text: "This kit gives you a taste of prompting with the Soul Code: a base template for each of five modes, a beginner preset you can run right away, and six optional layers that add intention, culture and quality to anything you make. No experience needed, just curiosity.",
} as const;

/* ------------------------------------------------------------ quick start */

export type QuickStartStep = {
  readonly step: number;
  readonly title: string;
  readonly detail: string;
};

export const quickStart = {
  title: "Quick Start",
  steps: [
    { step: 1, title: "Pick a mode", detail: "Image, LLM text, video, music or web/app." },
    {
      step: 2,
      title: "Copy the base template and fill the blanks",
      detail: "Replace every [BRACKETED] part with your own details.",
    },
    {
      step: 3,
      title: "Optionally toggle Soul Code layers",
      detail: "Add any of the six layers below for more depth and care.",
    },
    { step: 4, title: "Run the prompt", detail: "Paste it into the AI tool you use for that mode." },
    {
      step: 5,
      title: "Use Prompt the Prompt to verify",
      detail: "Ask the model to check your prompt before it does the work.",
    },
  ] satisfies readonly QuickStartStep[],
} as const;

/* ------------------------------------------------------------ safety note */

export const safetyNote = {
  title: "Safety Note",
  text: "Chat models can be wrong, and they can sound confident while being wrong. Cross-check claims, numbers, names and quotes with trusted sources before you share or act on them, and never paste passwords or private information into a prompt.",
} as const;

/* ---------------------------------------------------------------- footer */

export const kitFooter = {
  tagline: "Code with soul. Create with culture.",
  hashtag: "#SoulCode101",
} as const;
