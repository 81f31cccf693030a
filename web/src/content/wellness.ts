/**
 * Wellness manifesto "Finding Me" (/wellness and /wellness/finding-me): the first screen (the
 * hero and the book), the sign-up forms' copy and notices, and the storage key. The sections
 * below, chapters to Ready to Begin, are in wellness-sections.ts: they load after the page
 * (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md). The opening line is the
 * owner's Markdown, content/wellness/manifesto.md, rendered at build time (scripts/content/render.ts).
 *
 * Sign-ups stay in the visitor's browser (localStorage) and are sent nowhere.
 */
import { manifestoChapterTitles, manifestoIntroHtml } from "virtual:page-markdown/wellness-intro";
import { INTEREST_FAILURE_NOTICES } from "#shared/form-notices";
import type { ImageRef, LinkAction, ToastCopy } from "./content-types";
import wellnessBookImage from "./generated/images/wellness-book.json" with { type: "json" };
import wellnessHeroImage from "./generated/images/wellness-hero.json" with { type: "json" };

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

/**
 * The titles of the sections below the first screen, which the page's head names too (its JSON-LD).
 * Here, in the page's first load, so that the sections' own copy (./wellness-sections.ts) loads
 * after the page (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
export const sectionTitles = {
  chapters: manifestoChapterTitles,
  framework: "The Soul Code Framework",
  transformation: "The Transformation",
  faq: "Dopamine FAQ",
  chakras: "The Seven Chakras",
} as const;

export const wellnessHero = {
  eyebrow: "A Wellness Manifesto",
  title: "Finding Me",
  subtitle: "Dopamine, awakening and the long way home to my own body.",
  /** Sanitised HTML of the opening paragraph(s) of content/wellness/manifesto.md. */
  textHtml: manifestoIntroHtml,
  image: {
    ...wellnessHeroImage,
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
    ...wellnessBookImage,
    alt: "The cover of the book Finding Me: a gold silhouette of a woman filled with a violet galaxy",
  } satisfies ImageRef,
  paragraphs: [
    "Finding Me is the book I needed years ago: honest about the cravings, the scrolling and the numbness, and practical about the small, daily choices that slowly gave me my life back.",
    "It is being written now. Join the list and you will hear first when chapters are ready to read.",
  ],
  status: "In Progress",
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
