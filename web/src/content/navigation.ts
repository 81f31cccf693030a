import { sitePaths } from "#shared/site-facts";
import type { ImageRef } from "./content-types";
import menuCalendarImage from "./generated/images/menu-calendar.json" with { type: "json" };
import { mailto, siteConfig } from "./site-config.ts";

export type MenuEntry = {
  name: string;
  href: string;
  /** Image shown as the link (the calendar entry is an image link). */
  image?: ImageRef;
  locked?: boolean;
};

// Every path here must be a page of the route table (web/src/shell/route-table.ts): web/test/route-table.test.ts
// fails on one that is not.
export const menuEntries: MenuEntry[] = [
  { name: "Home", href: sitePaths.home },
  { name: "Meet", href: sitePaths.meet },
  { name: "Wellness", href: "/wellness/finding-me" },
  { name: "Workroom", href: "/workroom" },
  { name: "Gallery", href: "/gallery" },
  { name: "Skool Calendar", href: sitePaths.calendar, image: { ...menuCalendarImage, alt: "" } },
  { name: "Soul Code 101", href: sitePaths.soulcode101 },
  { name: "Think Tank", href: sitePaths.thinktank, locked: true },
  { name: "Bootcamp", href: sitePaths.bootcamp, locked: true },
];

export const footer = {
  privacy: { label: "Privacy Policy", href: `${sitePaths.legal}#section-privacy` },
  terms: { label: "Terms of Service", href: `${sitePaths.legal}#section-terms` },
  joinSkool: { label: "Join SKOOL", href: siteConfig.links.skool },
  support: { label: "Support Us", href: siteConfig.links.support },
  contact: {
    label: "Contact",
    href: mailto("General Inquiry", `Hello ${siteConfig.artistName},\n\nI'd love to connect about `),
  },
  lockedNote: "Premium areas",
  tagline: "Artist-owned. Built with cultural intelligence.",
};
