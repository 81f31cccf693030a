/**
 * Meet's learning tracks and community membership, the last section of /meet. Kept apart from
 * `meet.ts` so they load with their own part, after the page, instead of in Meet's first-load
 * JavaScript (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
import { programmes, sitePaths } from "#shared/site-facts";
import { siteConfig } from "./site-config";
import type { LinkAction, SectionHeading } from "./content-types";

export type LearningTrack = {
  readonly id: "soulcode101" | "think-tank" | "bootcamp";
  readonly title: string;
  readonly price: string;
  /** Shown after the price, e.g. "/month" or "one-time". Empty for free. */
  readonly priceNote: string;
  readonly badge?: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly action: LinkAction;
};

export const learningTracksHeading: SectionHeading = {
  heading: "Choose Your Learning Track",
  intro: "Start free, build monthly, or go all in for a week. Every path leads to something you made.",
};

export const learningTracks: readonly LearningTrack[] = [
  {
    id: "soulcode101",
    title: "Soul Code 101",
    price: "Free",
    priceNote: "",
    badge: "Start Here",
    description: "The foundations of prompting with cultural intelligence, at your own pace.",
    features: ["7 modules", "Certificates of completion", "The Beginner Taste Kit v1.0"],
    action: { label: "Start SoulCode 101", href: sitePaths.soulcode101, external: false },
  },
  {
    id: "think-tank",
    title: "Think Tank",
    price: programmes.thinkTank.amount,
    priceNote: "/month",
    description: "Build one real project each month alongside the group.",
    features: ["One project per month", "Full walkthrough access", "Community collaboration"],
    action: { label: "Join the Think Tank", href: "/join/think-tank", external: false, nativeLink: true },
  },
  {
    id: "bootcamp",
    title: "Bootcamp",
    price: programmes.bootcamp.amount,
    priceNote: "one-time",
    badge: "Intensive",
    description: "Seven days of hands-on building until you hold a functional asset.",
    features: ["7-day build", "Up to 5 site pages", "1 to 3 automations", "Lifetime access to recordings"],
    action: { label: "Enroll in Bootcamp", href: "/join/boot-camp", external: false, nativeLink: true },
  },
];

/** The community membership line shown under the learning tracks. */
export const communityMembership = {
  title: "Prefer to learn with company?",
  text: "The SoulCode community on Skool brings lessons, live calls and builders who cheer each other on.",
  price: "$12",
  priceNote: "per month",
  action: { label: "Join My SKOOL", href: siteConfig.links.skool, external: true } satisfies LinkAction,
} as const;
