/**
 * Meet the founder page (/meet) copy and data. The two biographies (the founder's and the cover
 * artist's) are the owner's Markdown, content/meet/founder.md and content/meet/cover-artist.md,
 * rendered at build time (scripts/content/render.ts).
 *
 * PDFs referenced (to be generated into the site's public folder):
 *   /docs/hollow-star-chapter-1.pdf
 *   /docs/glitch-code-chapter-1.pdf
 *   /docs/arendelle-nexus-white-paper.pdf
 */
import { coverArtistBiography, founderBiography } from "virtual:page-markdown/meet";
import { siteConfig } from "./site-config";
import type { IconName, ImageRef, LinkAction, SectionHeading } from "./content-types";
import coverArtistImage from "./generated/images/cover-artist.json" with { type: "json" };
import founderPortraitImage from "./generated/images/founder-portrait.json" with { type: "json" };
import novelGlitchCodeImage from "./generated/images/novel-glitch-code.json" with { type: "json" };
import novelHeartNoteImage from "./generated/images/novel-heart-note.json" with { type: "json" };
import novelHollowStarImage from "./generated/images/novel-hollow-star.json" with { type: "json" };

/* ------------------------------------------------------------------ hero */

export type MeetHero = {
  readonly eyebrow: string;
  readonly name: string;
  readonly title: string;
  readonly portrait: ImageRef;
  /** Sanitised HTML of each paragraph. */
  readonly bioHtml: readonly string[];
  readonly actions: readonly LinkAction[];
};

export const meetHero: MeetHero = {
  eyebrow: "Meet the Founder",
  name: siteConfig.artistName,
  title: founderBiography.title,
  portrait: {
    ...founderPortraitImage,
    alt: `Portrait of ${siteConfig.artistName}, founder of ${siteConfig.brandName}, framed in gold and violet light`,
  },
  bioHtml: founderBiography.html,
  actions: [
    { label: "Join My SKOOL", href: siteConfig.links.skool, external: true },
    { label: "Start SoulCode 101", href: "/soulcode101", external: false },
  ],
};

/* ---------------------------------------------------- featured cover artist */

export type CoverArtistCard = {
  /** The small label above the title; none when content/meet/cover-artist.md sets no badge. */
  readonly badge?: string;
  readonly title: string;
  readonly image: ImageRef;
  /** Sanitised HTML of each paragraph. */
  readonly textHtml: readonly string[];
  readonly action: LinkAction;
};

export const coverArtist: CoverArtistCard = {
  badge: coverArtistBiography.badge,
  title: coverArtistBiography.title,
  image: {
    ...coverArtistImage,
    alt: "A book cover painted by the artist: a gold-crowned figure gazing into a violet night sky",
  },
  textHtml: coverArtistBiography.html,
  action: { label: "Visit the Book Store", href: siteConfig.links.bookStore, external: true },
};

/* -------------------------------------------------------- upcoming novels */

export type Novel = {
  readonly slug: "hollow-star" | "glitch-code" | "heart-note";
  readonly title: string;
  readonly logline: string;
  /** "preview" shows the Preview badge. */
  readonly status: "preview";
  readonly image: ImageRef;
  /** PDFs are `external: true` (they open in a new tab). */
  readonly actions: readonly LinkAction[];
};

export const novelsHeading: SectionHeading = {
  eyebrow: "Coming Soon",
  heading: "Upcoming Novels",
  intro: "Speculative stories about memory, machines and the people who refuse to be forgotten.",
};

/** Label of the badge shown for status "preview". */
export const novelStatusLabel = { preview: "Preview" } as const;

export const novels: readonly Novel[] = [
  {
    slug: "hollow-star",
    title: "The Hollow Star of Zahra NY",
    logline:
      "In a New York lit by a dying artificial star, a young archivist discovers the light is powered by stolen memories, and that one of them is her mother's.",
    status: "preview",
    image: {
      ...novelHollowStarImage,
      alt: "Cover of The Hollow Star of Zahra NY: a hollow golden star hanging over a violet New York skyline",
    },
    actions: [
      { label: "Read Chapter One", href: "/docs/hollow-star-chapter-1.pdf", external: true },
      { label: "Visit the Book Store", href: siteConfig.links.bookStore, external: true },
    ],
  },
  {
    slug: "glitch-code",
    title: "Glitch Code",
    logline:
      "A teenage coder finds a glitch in the city's predictive AI that only appears around her family, and has to decide whether to fix it or follow it.",
    status: "preview",
    image: {
      ...novelGlitchCodeImage,
      alt: "Cover of Glitch Code: a girl's face split by bands of purple and gold digital static",
    },
    actions: [
      { label: "Read Chapter One", href: "/docs/glitch-code-chapter-1.pdf", external: true },
      { label: "Visit the Book Store", href: siteConfig.links.bookStore, external: true },
    ],
  },
  {
    slug: "heart-note",
    title: "Heart Note",
    logline:
      "A perfumer who can bottle memories is hired to recreate the scent of a stranger's lost love, and finds her own past in the formula.",
    status: "preview",
    image: {
      ...novelHeartNoteImage,
      alt: "Cover of Heart Note: a golden perfume bottle releasing violet smoke shaped like a heart",
    },
    actions: [{ label: "Visit the Book Store", href: siteConfig.links.bookStore, external: true }],
  },
];

/* ----------------------------------------------------- signature projects */

export type SignatureProject = {
  readonly slug: "soulcode" | "community-garden" | "arendelle-nexus";
  readonly title: string;
  readonly summary: string;
  readonly badge?: string;
  readonly status: "public" | "whitepaper";
  readonly bullets?: readonly string[];
  readonly icon: IconName;
  readonly actions: readonly LinkAction[];
};

export const signatureProjectsHeading: SectionHeading = {
  heading: "Signature Projects",
  intro: "The long-running work at the heart of the studio.",
};

export const signatureProjects: readonly SignatureProject[] = [
  {
    slug: "soulcode",
    title: "SOULCODE",
    summary:
      "A prompting framework that layers the technical, aesthetic, symbolic, emotional and accessible, so what the machine makes still carries the soul of the person who asked.",
    status: "public",
    bullets: [
      "Free Beginner Taste Kit for five creative modes",
      "Six Soul Code layers you can toggle on any prompt",
      "Taught step by step in Soul Code 101",
    ],
    icon: "Sparkles",
    actions: [{ label: "Explore SoulCode 101", href: "/soulcode101", external: false }],
  },
  {
    slug: "community-garden",
    title: "The Community Garden Project",
    summary:
      "Planting digital skills where people already gather: free workshops and shared tools that help neighbors grow small businesses, stories and ideas together.",
    status: "public",
    bullets: [
      "Workshops in plain language",
      "Templates anyone can adapt",
      "Grown with and for the community",
    ],
    icon: "Sprout",
    actions: [{ label: "Join the Community", href: siteConfig.links.skool, external: true }],
  },
  {
    slug: "arendelle-nexus",
    title: "The Arendelle Nexus",
    summary:
      "A research collaboration exploring how culturally grounded AI agents can hand work to one another clearly, fairly and with their sources shown.",
    badge: "Invite Only",
    status: "whitepaper",
    bullets: [
      "Open white paper",
      "Invitation-based research circle",
      "Agent handoffs with cultural context",
    ],
    icon: "Network",
    actions: [{ label: "Read the White Paper", href: "/docs/arendelle-nexus-white-paper.pdf", external: true }],
  },
];
