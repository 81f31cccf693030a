/**
 * Home's testimonials, below the first screen. Kept apart from `home.ts` so they load with their
 * own part, after the page, instead of in Home's first-load JavaScript.
 */
import type { ImageRef, SectionHeading } from "./content-types";
import testimonial1Image from "./generated/images/testimonial-1.json" with { type: "json" };
import testimonial2Image from "./generated/images/testimonial-2.json" with { type: "json" };
import testimonial3Image from "./generated/images/testimonial-3.json" with { type: "json" };
import testimonial4Image from "./generated/images/testimonial-4.json" with { type: "json" };

export type Testimonial = {
  readonly name: string;
  readonly role: string;
  readonly content: string;
  /** Shown until the avatar image has loaded, or if it fails. */
  readonly initials: string;
  readonly avatarImage: ImageRef;
};

export const testimonialsHeading: SectionHeading = {
  heading: "Voices from the Community",
};

/**
 * Placeholder testimonials: the owner replaces them with real, consented quotes before launch.
 */
export const testimonials: readonly Testimonial[] = [
  {
    name: "Danielle Okafor",
    role: "Community Educator",
    content:
      "I came in scared of AI and left teaching my youth group how to write prompts that actually sound like us. The templates gave me words I didn't have yet.",
    initials: "DO",
    avatarImage: { ...testimonial1Image, alt: "Portrait of Danielle Okafor, smiling, in a gold headwrap" },
  },
  {
    name: "Marcus Bell",
    role: "Independent Musician",
    content:
      "The music template changed how I sketch ideas. I get a usable loop in minutes, and the Soul Code layers keep the feeling from getting lost.",
    initials: "MB",
    avatarImage: { ...testimonial2Image, alt: "Portrait of Marcus Bell wearing headphones around his neck" },
  },
  {
    name: "Renée Castillo",
    role: "Small Business Owner",
    content:
      "The Bootcamp week was focused and kind. By day seven my shop had a real site and an automation answering my inquiries.",
    initials: "RC",
    avatarImage: { ...testimonial3Image, alt: "Portrait of Renée Castillo in front of her shop window" },
  },
  {
    name: "Jordan Whitfield",
    role: "Graduate Student",
    content:
      "The Bias-Aware Summary preset is now part of my research routine. It taught me to ask the model what it might be missing.",
    initials: "JW",
    avatarImage: { ...testimonial4Image, alt: "Portrait of Jordan Whitfield holding a notebook" },
  },
];
