/**
 * Home page (/) copy and data: hero, entry cards, brand statement, the headings of the gallery
 * carousel and of Live Insights, the featured resources and the community button. The parts that
 * load after the page keep their copy apart, so it loads with them: the carousel in
 * `home-gallery.ts`, the testimonials in `home-testimonials.ts`, the Community Porch panel and its
 * help cards in `porch.ts`, the blog card in `features/blog/blog-card-copy.ts`.
 */
import { programmes, sitePaths } from "#shared/site-facts";
import { siteConfig } from "./site-config";
import type { IconName, ImageRef, LinkAction, SectionHeading } from "./content-types";
import heroBannerImage from "./generated/images/hero-banner.json" with { type: "json" };

/* ------------------------------------------------------------------ hero */

export type HomeHero = {
  readonly eyebrow: string;
  readonly image: ImageRef;
  readonly title: string;
  readonly tagline: string;
  /** Label of the button that swaps the thumbnail for the embedded video. */
  readonly watchLabel: string;
  /** Accessible label of the close button shown while the video plays. */
  readonly closeVideoLabel: string;
  /** Title attribute of the video iframe. */
  readonly videoTitle: string;
  readonly videoId: string;
  /** Accessible label of the thumbnail, which also starts the video. */
  readonly playThumbnailLabel: string;
  readonly videoNote: string;
};

export const homeHero: HomeHero = {
  eyebrow: "Artist-led AI education",
  image: {
    ...heroBannerImage,
    alt: "A woman crowned in gold light stands before a violet cosmos, circuitry and constellations woven through her braids",
  },
  title: siteConfig.brandName,
  tagline: siteConfig.tagline,
  watchLabel: "Watch Introduction",
  closeVideoLabel: "Close video",
  videoTitle: `An introduction to ${siteConfig.brandName}`,
  videoId: siteConfig.introVideoId,
  playThumbnailLabel: "Watch Introduction (play the video)",
  videoNote: "Two minutes with the founder. The video loads from YouTube's privacy-enhanced player only when you press play.",
};

/* ------------------------------------------------------------ entry cards */

export type EntryCard = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly action: LinkAction;
};

export const entryCardsHeading: SectionHeading = {
  eyebrow: "Start Here",
  heading: "Three Doors Into the Studio",
};

export const entryCards: readonly EntryCard[] = [
  {
    id: "soulcode101",
    title: "Soul Code 101",
    description:
      "Start here. Free, copy-ready prompt templates for images, text, video, music and the web, with culture built in.",
    icon: "Sparkles",
    action: { label: "Open the Kit", href: "/soulcode101", external: false },
  },
  {
    id: "gallery",
    title: "Art Gallery",
    description: "Walk through the current exhibition: gold, violet and mixed media stories from the studio.",
    icon: "Palette",
    action: { label: "Enter the Gallery", href: "/gallery", external: false },
  },
  {
    id: "skool",
    title: "Skool",
    description: "Learn alongside others in our community academy: lessons, live calls and a room full of builders.",
    icon: "GraduationCap",
    action: { label: "Join on Skool", href: siteConfig.links.skool, external: true },
  },
];

/* -------------------------------------------------------- brand statement */

export type BrandStatement = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly signature: string;
};

export const brandStatement: BrandStatement = {
  heading: "Technology With a Soul",
  paragraphs: [
    "AI is only as wise as the people who guide it. We teach prompting as a creative practice: precise enough for the machine, rooted enough to carry our stories, our aesthetics and our ancestors with us into the future.",
    "Here, cultural intelligence is not an add-on. It is the standard. Every template, lesson and project is built to be elegant, inclusive and honest about what the tools can and cannot do.",
  ],
  signature: `${siteConfig.artistName}, founder of ${siteConfig.brandName}`,
};

/* -------------------------------------------------------- gallery carousel */

export const galleryHeading: SectionHeading = {
  eyebrow: "From the Studio",
  heading: "The Gallery in Motion",
  intro: "Eighty mixed media works in gold and violet. Hover a panel to step through at your own pace.",
};

/* ---------------------------------------------------------- Live Insights */

export const liveInsightsHeading: SectionHeading = {
  eyebrow: "Live Insights",
  heading: "Today in AI, Culture and Creativity",
  intro: "Fresh thinking from the studio, plus the programs people start with most.",
};

export type FeaturedResource = {
  readonly id: string;
  readonly title: string;
  readonly badge: string;
  /** The price line, e.g. "$49 per month". */
  readonly price: string;
  readonly description: string;
  readonly icon: IconName;
  readonly action: LinkAction;
};

export const featuredResourcesHeading: SectionHeading = {
  heading: "Featured Resources",
};

export const featuredResources: readonly FeaturedResource[] = [
  {
    id: "soulcode101",
    title: "Soul Code 101",
    badge: "Most Popular",
    price: "Free",
    description: "Seven modules, certificates and a copy-ready prompt kit. The best first step into AI with cultural intelligence.",
    icon: "Sparkles",
    action: { label: "Start Free", href: sitePaths.soulcode101, external: false },
  },
  {
    id: "think-tank",
    title: "Think Tank Premium",
    badge: "Executive Level",
    price: `${programmes.thinkTank.amount} ${programmes.thinkTank.period}`,
    description: "One guided group project a month, with full walkthroughs and a room of collaborators.",
    icon: "Crown",
    action: { label: "Explore the Think Tank", href: sitePaths.thinktank, external: false },
  },
  {
    id: "bootcamp",
    title: "Bootcamp Intensive",
    badge: "Professional",
    price: `${programmes.bootcamp.amount} ${programmes.bootcamp.period}`,
    description: "Seven days of building, side by side, until you hold a functional asset of your own.",
    icon: "Rocket",
    action: { label: "See the Bootcamp", href: sitePaths.bootcamp, external: false },
  },
];

/* ------------------------------------------------------------ community */

export const joinCommunity = {
  heading: "Build the Future With Us",
  text: "Lessons, live sessions and a community that brings culture to every prompt.",
  action: { label: "Join Our Community", href: siteConfig.links.communitySite, external: true } satisfies LinkAction,
} as const;
