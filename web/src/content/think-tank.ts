/**
 * Think Tank page (/thinktank): monthly group-project membership, $49 per month.
 */
import { programmes } from "#shared/site-facts";
import { siteConfig } from "./site-config";
import type { FeatureCard, ImageRef, LinkAction } from "./content-types";
import thinktankPreviewImage from "./generated/images/thinktank-preview.json" with { type: "json" };

export const thinkTankPrice = {
  amount: programmes.thinkTank.amount,
  period: programmes.thinkTank.period,
  /** One line, e.g. under the hero title. */
  line: `${programmes.thinkTank.amount} ${programmes.thinkTank.period} · one project per month`,
} as const;

export const thinkTankHero = {
  badge: "Premium Access",
  title: "The Think Tank",
  subtitle: "Build one real project a month, together.",
  text: "Each month we pick a project, break it into clear steps and build it side by side: prompts, tools, automations and all. You watch the full walkthrough, ask questions in the community and leave with something that works.",
  actions: [
    { label: "Join the Think Tank", href: siteConfig.links.thinkTankJoin, external: true },
    { label: "Visit the Community", href: siteConfig.links.communitySite, external: true },
  ] satisfies readonly LinkAction[],
} as const;

export const thinkTankPreview = {
  title: "This Month's Walkthrough",
  text: "Members watch the full build, from first prompt to finished project.",
  lockedLabel: "Members only",
  image: {
    ...thinktankPreviewImage,
    alt: "Blurred preview of a Think Tank walkthrough video: a gold and violet workspace with a project on screen",
  } satisfies ImageRef,
  action: { label: "Unlock Access", href: siteConfig.links.bootcampCheckout, external: true } satisfies LinkAction,
} as const;

export const thinkTankHowItWorks = {
  title: "How It Works",
  paragraphs: [
    "At the start of each month the group gets a new project: a landing page, a content system, a custom assistant, whatever will be most useful to the most members.",
    "I record a complete walkthrough as I build it. You follow along at your own pace, share your version in the community and get feedback from people building the same thing.",
    `Membership is ${programmes.thinkTank.amount} ${programmes.thinkTank.period}, and every month brings a new project to build.`,
  ],
} as const;

export const thinkTankFeatures: readonly FeatureCard[] = [
  {
    title: "One Project Per Month",
    description: "A focused, real-world build every month, chosen to be useful, not busywork.",
    icon: "CalendarDays",
  },
  {
    title: "Full Walkthrough Access",
    description: "Every step recorded, from the first prompt to the finished project, to watch and rewatch.",
    icon: "Video",
  },
  {
    title: "Community Collaboration",
    description: "Share your build, trade ideas and troubleshoot with members working on the same project.",
    icon: "Users",
  },
];

export const thinkTankHandsOnHelp = {
  title: "Need Hands-On Help?",
  text: "If you would rather build with me in real time and leave with your own finished asset, the Bootcamp is a 7-day intensive with live sessions.",
  action: { label: "Upgrade to Bootcamp", href: "/bootcamp", external: false } satisfies LinkAction,
} as const;

export const thinkTankFinalCta = {
  title: "Your Next Project Starts This Month",
  text: `Join the Think Tank for ${programmes.thinkTank.amount} ${programmes.thinkTank.period} and build alongside people who bring culture to every prompt.`,
  action: { label: "Join the Think Tank", href: siteConfig.links.thinkTankJoin, external: true } satisfies LinkAction,
} as const;
