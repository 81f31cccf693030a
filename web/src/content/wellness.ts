/**
 * Wellness manifesto "Finding Me" (/wellness and /wellness/finding-me) copy and data,
 * in the page's section order, plus the sign-up notices and the storage key. The manifesto's own
 * words (the opening line and the two chapters) and the FAQ answers are the owner's Markdown,
 * content/wellness/manifesto.md and content/wellness/faq/*.md, rendered at build time
 * (scripts/content/render.ts).
 *
 * Sign-ups stay in the visitor's browser (localStorage) and are sent nowhere.
 */
import { faqItems, manifesto } from "./generated/wellness";
import { INTEREST_FAILURE_NOTICES } from "#shared/form-notices";
import { siteConfig } from "./site-config";
import type { IconName, ImageRef, LinkAction, ToastCopy } from "./content-types";

/* ------------------------------------------------------------ sign-up form */

/** localStorage key of the JSON array of signed-up email addresses. */
export const WELLNESS_EMAILS_STORAGE_KEY = "wellness-emails";

/** Notices of the three sign-up forms (they share one state). */
export const wellnessNotices: { readonly duplicate: ToastCopy; readonly success: ToastCopy } = {
  duplicate: {
    title: "Already subscribed!",
    description: "You're already on the list for future project updates.",
  },
  success: {
    title: "Welcome to the journey!",
    description: "You've been added to our list for future projects.",
  },
};

export type EmailFormCopy = {
  /** Visible or screen-reader label of the email field. */
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  /** Small print under the form. */
  readonly note: string;
};

const emailFormNote = "Your email is saved only in this browser. Nothing is sent anywhere.";

/** Copy of the three forms: in the book section, in Programs in Development, and in Ready to Begin. */
export const emailForms: {
  readonly book: EmailFormCopy;
  readonly programs: EmailFormCopy;
  readonly readyToBegin: EmailFormCopy;
} = {
  book: {
    label: "Email address",
    placeholder: "you@example.com",
    submitLabel: "Notify Me",
    note: emailFormNote,
  },
  programs: {
    label: "Email address",
    placeholder: "you@example.com",
    submitLabel: "Join the Interest List",
    note: emailFormNote,
  },
  readyToBegin: {
    label: "Email address",
    placeholder: "you@example.com",
    submitLabel: "Join the Journey",
    note: emailFormNote,
  },
};

/* ------------------------------------------------------------------ hero */

export const wellnessHero = {
  eyebrow: "A Wellness Manifesto",
  title: "Finding Me",
  subtitle: "Dopamine, awakening and the long way home to my own body.",
  /** Sanitised HTML of the opening paragraph(s) of content/wellness/manifesto.md. */
  textHtml: manifesto.introHtml,
  image: {
    id: "wellness-hero",
    alt: "A woman in flowing violet stands in golden morning light, eyes closed, hands resting over her heart",
  } satisfies ImageRef,
  action: { label: "Begin the Journey", href: "#ready-to-begin", external: false, nativeLink: true } satisfies LinkAction,
  disclaimer: "My story, shared for encouragement. It is not medical advice; talk with a healthcare professional about your own health.",
} as const;

/* ------------------------------------------------------------------- book */

export const wellnessBook = {
  eyebrow: "The Book",
  title: "Finding Me",
  subtitle: "A memoir of the mind, the body and the code we write for ourselves",
  image: {
    id: "wellness-book",
    alt: "The cover of the book Finding Me: a gold silhouette of a woman filled with a violet galaxy",
  } satisfies ImageRef,
  paragraphs: [
    "Finding Me is the book I needed years ago: honest about the cravings, the scrolling and the numbness, and practical about the small, daily choices that slowly gave me my life back.",
    "It is being written now. Join the list and you will hear first when chapters are ready to read.",
  ],
  status: "In Progress",
} as const;

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
export const [dopamineBeginning, awakening]: readonly [Chapter, Chapter] = manifesto.chapters;

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
  title: "The Soul Code Framework",
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
  eyebrow: "The Transformation",
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
  title: "Dopamine FAQ",
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
  title: "The Seven Chakras",
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

/**
 * What the wellness page shows after a sign-up form was posted without JavaScript: the server
 * redirects back to `/wellness#<id>` (worker/lib/form-posts.ts), and CSS `:target` reveals the
 * notice with that id. The welcome is the sign-up forms' own success message; the refusals made
 * before the route runs are worded in shared/form-notices.ts.
 */
export const interestNotices: ReadonlyArray<{ readonly id: string; readonly tone: "success" | "error"; readonly title: string; readonly description: string }> = [
  { id: "interest-joined", tone: "success", ...wellnessNotices.success },
  { id: "interest-invalid", tone: "error", title: "That email address did not look right", description: "Please enter a valid email address and try again." },
  { id: "interest-busy", tone: "error", title: "Too many sign-ups just now", description: "Please wait a minute and try again." },
  ...INTEREST_FAILURE_NOTICES.map((notice) => ({ ...notice, tone: "error" as const })),
];
