/**
 * Bootcamp page (/bootcamp): the 7-day build intensive, $299 one-time.
 */
import { programmes } from "#shared/site-facts";
import { siteConfig } from "./site-config";
import type { FeatureCard, IconName, ImageRef, LinkAction } from "./content-types";
import bootcampPreviewImage from "./generated/images/bootcamp-preview.json" with { type: "json" };

const enroll: LinkAction = { label: "Enroll Now", href: siteConfig.links.bootcampCheckout, external: true };

export const bootcampPrice = {
  amount: programmes.bootcamp.amount,
  period: programmes.bootcamp.period,
  line: `${programmes.bootcamp.amount} ${programmes.bootcamp.period} · 7-day build`,
} as const;

export const bootcampHero = {
  badge: "Premium Program",
  title: "The Bootcamp",
  subtitle: "Seven days. One functional asset. Built with you, not for you.",
  text: "A focused, hands-on intensive where we build your website and automations together in live sessions, so by day 7 you hold something real that works, and you understand how it works.",
  price: bootcampPrice,
  action: enroll,
} as const;

export const bootcampPreview = {
  title: "Inside the Bootcamp",
  text: "A look at a live build session. Enrolled members get every recording.",
  lockedLabel: "Enrolled members only",
  image: {
    ...bootcampPreviewImage,
    alt: "Blurred preview of a Bootcamp session video: a website being built on screen in gold and violet",
  } satisfies ImageRef,
  action: { label: "Unlock Access", href: siteConfig.links.bootcampCheckout, external: true } satisfies LinkAction,
} as const;

export const bootcampFeaturesHeading = {
  eyebrow: "The Intensive",
  title: "Everything You Need to Ship",
} as const;

export const bootcampFeatures: readonly FeatureCard[] = [
  {
    title: "Live Build Sessions",
    description: "We work in real time, screen to screen, so questions get answered while you build.",
    icon: "MonitorPlay",
  },
  {
    title: "Your Site, Your Voice",
    description: "Up to 5 site pages written and designed around your brand, your culture and your audience.",
    icon: "LayoutTemplate",
  },
  {
    title: "Automations That Work",
    description: "1 to 3 automations that save you time, from inquiry replies to content workflows.",
    icon: "Workflow",
  },
  {
    title: "Recordings for Life",
    description: "Every session recorded, with lifetime access, so you can revisit any step.",
    icon: "Infinity",
  },
];

export const bootcampHowItWorks = {
  title: "How It Works",
  paragraphs: [
    "After you enroll, you choose your session times on the calendar within 30 days. We start with a short planning session to define your asset: what it is, who it serves and what done looks like.",
    "Then we build for 7 days. Each session moves your project forward, and you leave every session with clear next steps. Cohorts are kept small so everyone gets real attention.",
  ],
} as const;

export type StepCard = {
  readonly step: number;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

export const bootcampSteps: readonly StepCard[] = [
  {
    step: 1,
    title: "7 Days of Building",
    description: "A focused week of hands-on work on your own project, not a generic exercise.",
    icon: "Hammer",
  },
  {
    step: 2,
    title: "Calendar Scheduling",
    description: "Pick the time slots that fit your life, any time within 30 days of enrolling.",
    icon: "CalendarClock",
  },
  {
    step: 3,
    title: "Limited Cohorts",
    description: "Spots in each cohort are capped, so every participant gets attention and answers.",
    icon: "Users",
  },
  {
    step: 4,
    title: "Functional Asset by Day 7",
    description: "You finish with a working site or system you own and know how to run.",
    icon: "BadgeCheck",
  },
];

export const bootcampIncluded = {
  title: "What's Included",
  /** Exactly six items. */
  items: [
    "Up to 5 site pages",
    "1 to 3 automations",
    "Time slots chosen within 30 days",
    "Lifetime access to recordings",
    "A functional asset by day 7",
    "A small, limited cohort for focused support",
  ],
} as const;

export const bootcampFinalCta = {
  title: "Ready to Build Something Real?",
  text: `${programmes.bootcamp.amount}, one time. Seven days from now you could be running it.`,
  action: enroll,
} as const;
