/**
 * The route table: every path the site prerenders, with the metadata of its page.
 * The prerender step, the sitemap and the client's per-page <head> updates all read this.
 */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** Id of the share image (`/img/<id>.jpg`, 1200x630); defaults to `og-default`. */
  image?: string;
  /** Canonical path when it differs from `path` (the two wellness routes share one). */
  canonical?: string;
};

export const pages = {
  home: {
    path: "/",
    image: "og-home",
    title: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
    description:
      "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, explore the gallery and find community resources.",
  },
  meet: {
    path: "/meet",
    image: "og-meet",
    title: "Meet the Founder | SoulCode Studio",
    description: "The artist, author and educator behind SoulCode Studio: her novels, signature projects and learning tracks.",
  },
  wellness: {
    path: "/wellness",
    image: "og-wellness",
    canonical: "/wellness/finding-me",
    title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
    description:
      "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
  },
  wellnessFindingMe: {
    path: "/wellness/finding-me",
    image: "og-wellness",
    title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
    description:
      "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
  },
  workroom: {
    path: "/workroom",
    image: "og-workroom",
    title: "The Workroom: Projects | SoulCode Studio",
    description: "Live platforms, projects in progress and the Arendelle Nexus white paper from the SoulCode Studio workroom.",
  },
  gallery: {
    path: "/gallery",
    image: "og-gallery",
    title: "Art Exhibition | SoulCode Studio",
    description: "The current exhibition, a 2023 mixed media collection, a gallery walk-through and previous exhibitions.",
  },
  calendar: {
    path: "/skool-calendar",
    image: "og-calendar",
    title: "Instructor Teaching Calendar | SoulCode Studio",
    description: "See who is teaching when. Invited instructors claim teaching days; all times are Eastern (EST).",
  },
  soulcode101: {
    path: "/soulcode101",
    image: "og-soulcode101",
    title: "Soul Code 101: Beginner Taste Kit v1.0 | SoulCode Studio",
    description: "A free prompt-generator kit: copy-ready templates for image, text, video, music and web, with Soul Code layers.",
  },
  thinktank: {
    path: "/thinktank",
    image: "og-thinktank",
    title: "Think Tank: Monthly Build Membership | SoulCode Studio",
    description: "One guided group project a month, full walkthrough access and community collaboration for $49 a month.",
  },
  bootcamp: {
    path: "/bootcamp",
    image: "og-bootcamp",
    title: "Bootcamp: 7-Day Build Intensive | SoulCode Studio",
    description: "A 7-day intensive: build a working site of up to 5 pages with 1 to 3 automations. $299, one time.",
  },
  legal: {
    path: "/legal",
    image: "og-legal",
    title: "Legal: Terms, Privacy & Copyright | SoulCode Studio",
    description: "Terms of service, privacy policy, intellectual property and cookie policy of SoulCode Studio.",
  },
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pages;

export const notFoundPage: PageMeta = {
  path: "/404",
  title: "404 Page Not Found | SoulCode Studio",
  description: "This page could not be found.",
  image: "og-default",
};

/** Copy of the 404 page (spec section 2). */
export const notFoundCopy = {
  title: "404 Page Not Found",
  text: "Did you forget to add the page to the router?",
  homeLabel: "Back to home",
} as const;
