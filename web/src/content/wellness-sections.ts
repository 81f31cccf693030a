/**
 * Wellness manifesto "Finding Me" (/wellness and /wellness/finding-me), below the first screen,
 * in the page's section order: the two chapters, the Soul Code framework, the transformation,
 * programs in development, the Dopamine FAQ, the chakras, the foundational statement and Ready to
 * Begin. The chapters and the FAQ answers are the owner's Markdown, content/wellness/manifesto.md
 * and content/wellness/faq/*.md, rendered at build time (scripts/content/render.ts).
 */
import { faqItems, manifestoChapters } from "virtual:page-markdown/wellness";
import { siteConfig } from "./site-config";
import type { IconName } from "./content-types";
import { sectionTitles } from "./wellness";

/* ------------------------------------------------------------- chapters */

export type Chapter = {
  readonly eyebrow: string;
  readonly title: string;
  /** Sanitised HTML of each paragraph. */
  readonly html: readonly string[];
  /** The chapter's pull quote (sanitised HTML), if it has one. */
  readonly quoteHtml?: string;
};

/** The two chapters of content/wellness/manifesto.md, shown side by side. */
export const [dopamineBeginning, awakening]: readonly [Chapter, Chapter] = manifestoChapters;

/* ------------------------------------------------- Soul Code framework */

export type FrameworkPillar = {
  readonly id: "fitness" | "health" | "sacral-health" | "mind";
  readonly name: string;
  readonly icon: IconName;
  readonly description: string;
  readonly practices: readonly string[];
};

export const soulCodeFramework = {
  eyebrow: "The Framework",
  title: sectionTitles.framework,
  intro: "Four pillars I return to every day. None of them is about perfection; all of them are about paying attention.",
  pillars: [
    {
      id: "fitness",
      name: "Fitness",
      icon: "Dumbbell",
      description: "Movement as celebration, not punishment.",
      practices: ["A daily walk, even a short one", "Strength work two or three times a week", "Dancing counts"],
    },
    {
      id: "health",
      name: "Health",
      icon: "HeartPulse",
      description: "Feeding and resting the body I live in.",
      practices: ["Whole foods most of the time", "Water before coffee", "Regular check-ups with my doctor"],
    },
    {
      id: "sacral-health",
      name: "Sacral Health",
      icon: "Flower2",
      description: "Honoring creativity, pleasure and emotional flow.",
      practices: ["Make something with my hands", "Feel emotions instead of numbing them", "Protect joy that doesn't cost me later"],
    },
    {
      id: "mind",
      name: "Mind",
      icon: "Brain",
      description: "Guarding my attention like the treasure it is.",
      practices: ["Mornings before screens", "Journaling and prayer", "Therapy and honest friends"],
    },
  ] satisfies readonly FrameworkPillar[],
} as const;

/* ---------------------------------------------------------- transformation */

export type TransformationStage = {
  readonly id: "before" | "shift" | "now";
  readonly label: string;
  readonly title: string;
  readonly text: string;
};

export const transformation = {
  eyebrow: sectionTitles.transformation,
  title: "Before, the Shift, and Now",
  stages: [
    {
      id: "before",
      label: "Before",
      title: "Surviving on quick hits",
      text: "Exhausted, heavy in body and spirit, and busy every hour so I would never have to feel what was underneath.",
    },
    {
      id: "shift",
      label: "The Shift",
      title: "Choosing one small thing",
      text: "One walk, one glass of water, one honest conversation. I traded intensity for consistency and stopped waiting to feel ready.",
    },
    {
      id: "now",
      label: "Now",
      title: "Living in my body again",
      text: "Over the years I have released 200+ lbs, but the weight I am proudest of losing is the shame. Today I move, create and rest on purpose.",
    },
  ] satisfies readonly TransformationStage[],
} as const;

/* ------------------------------------------------- programs in development */

export type WellnessProgram = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

export const programsInDevelopment = {
  eyebrow: "Coming Next",
  title: "Programs in Development",
  intro: "I'm shaping these with care and I'm not rushing them. Join the interest list to hear when each one opens.",
  badge: "In Development",
  programs: [
    {
      title: "Dopamine Reset Circle",
      description: "A gentle, guided season of rebuilding daily rhythms, in community.",
      icon: "RefreshCw",
    },
    {
      title: "Move Like You Mean It",
      description: "Beginner-friendly movement for bodies at every size, starting where you are.",
      icon: "Footprints",
    },
    {
      title: "Creative Healing Studio",
      description: "Mixed media sessions that turn feelings into art instead of burying them.",
      icon: "Palette",
    },
  ] satisfies readonly WellnessProgram[],
  interestListHeading: "Join the Interest List",
} as const;

/* ---------------------------------------------------------- dopamine FAQ */

export type FaqItem = {
  readonly id: string;
  readonly question: string;
  /** Sanitised HTML of each paragraph of the answer. */
  readonly html: readonly string[];
};

export const dopamineFaq = {
  title: sectionTitles.faq,
  intro: "Plain answers to the questions I get most. For your own health, please talk with a professional.",
  /** One per file of content/wellness/faq/, in their `order`. */
  items: faqItems satisfies readonly FaqItem[],
} as const;

/* --------------------------------------------------------------- chakras */

/** Colour tokens for the chakra cards (the UI maps each to a theme class). */
export type ChakraColor = "red" | "orange" | "yellow" | "green" | "blue" | "indigo" | "violet";

export type Chakra = {
  readonly id: string;
  readonly name: string;
  readonly color: ChakraColor;
  readonly theme: string;
  readonly text: string;
};

export const chakrasSection = {
  eyebrow: "Energy Map",
  title: sectionTitles.chakras,
  intro: "A language I use for checking in with myself, from the ground up.",
  chakras: [
    { id: "root", name: "Root", color: "red", theme: "Safety and belonging", text: "Feet on the ground, bills in order, a home that feels like shelter." },
    { id: "sacral", name: "Sacral", color: "orange", theme: "Creativity and pleasure", text: "Permission to make, to feel and to enjoy without guilt." },
    { id: "solar-plexus", name: "Solar Plexus", color: "yellow", theme: "Confidence and will", text: "Keeping promises to myself, one small promise at a time." },
    { id: "heart", name: "Heart", color: "green", theme: "Love and compassion", text: "Offering myself the same grace I give everyone else." },
    { id: "throat", name: "Throat", color: "blue", theme: "Truth and expression", text: "Saying what I need, kindly and out loud." },
    { id: "third-eye", name: "Third Eye", color: "indigo", theme: "Intuition and insight", text: "Trusting the quiet knowing that arrives before the proof." },
    { id: "crown", name: "Crown", color: "violet", theme: "Spirit and purpose", text: "Remembering I am part of something larger than my to-do list." },
  ] satisfies readonly Chakra[],
} as const;

/* ---------------------------------------------------- foundational statement */

export const foundationalStatement = {
  title: "The Foundation",
  statement:
    "Healing is not a destination you reach once. It is a code you rewrite every day, in how you move, what you feed yourself, and what you let into your mind.",
  attribution: siteConfig.artistName,
} as const;

/* ---------------------------------------------------------- ready to begin */

export const readyToBegin = {
  /** Anchor id of this section (the hero's button scrolls here). */
  anchorId: "ready-to-begin",
  title: "Ready to Begin?",
  text: "Join the list for the book, the programs and the gatherings to come. No spam, no pressure, just an invitation when something is ready.",
} as const;
