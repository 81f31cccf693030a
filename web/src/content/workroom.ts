/**
 * The Workroom (/workroom): its first screen and the live platforms. Projects in progress, the
 * featured white paper and the Think Tank band are in workroom-sections.ts: they load after the
 * page (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 *
 * The project URLs below are the owner's own sites on subdomains of soulcode.studio.
 */
import { siteConfig } from "./site-config";
import type { SectionHeading } from "./content-types";

/* ------------------------------------------------------------------ intro */

export const workroomIntro = {
  eyebrow: "Behind the Scenes",
  title: "The Workroom",
  paragraphs: [
    "This is where ideas become tools. Some are live and serving people today; others are still on the workbench, half-built and full of promise.",
    "Every project here is built with the same Soul Code I teach: technical care, a clear aesthetic and respect for the culture it comes from.",
  ],
} as const;

export const realTalk = {
  title: "Real Talk",
  text: "Not everything here is finished, and that's on purpose. I build in public so you can see the process, not only the polish. Projects marked In Progress may change, pause or grow in new directions. If one speaks to you, tell me; your interest helps decide what gets built next.",
} as const;

/* -------------------------------------------------------- completed projects */

export type CompletedProject = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly category: string;
  readonly features: readonly string[];
};

export const completedProjectsHeading: SectionHeading = {
  eyebrow: "Live Now",
  heading: "Completed Projects",
  intro: "Platforms that are up, running and open to visit.",
};

/** Label of each completed project's button (opens `url` in a new tab). */
export const visitLiveSiteLabel = "Visit Live Site";

/** Status shown on each completed project card. */
export const liveStatusLabel = "Live";

export const completedProjects: readonly CompletedProject[] = [
  {
    id: "community-porch",
    title: "Community Porch",
    description:
      "A friendly AI guide that points neighbors to real food, housing, grant, job and support resources, in plain language.",
    url: "https://porch.soulcode.studio",
    category: "Community Tech",
    features: ["Curated resource directory", "Six one-tap quick actions", "Crisis numbers always first"],
  },
  {
    id: "amara-sol-art",
    title: `${siteConfig.artistName} Art Studio`,
    description: "The online home of the studio's mixed media work, with exhibitions, commissions and prints.",
    url: "https://art.soulcode.studio",
    category: "Art & Commerce",
    features: ["Exhibition archive", "Commission requests", "Print shop"],
  },
  {
    id: "prompt-library",
    title: "Soul Code Prompt Library",
    description: "A searchable collection of culturally grounded prompt templates for image, text, video, music and web.",
    url: "https://prompts.soulcode.studio",
    category: "AI Education",
    features: ["Templates for five modes", "Soul Code layer toggles", "Copy-ready presets"],
  },
];
