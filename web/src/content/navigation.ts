import type { ImageId } from "./images";
import { mailto, siteConfig } from "./site-config";

export type MenuEntry = {
  name: string;
  href: string;
  /** Image shown as the link (the calendar entry is an image link). */
  image?: { id: ImageId; alt: string };
  locked?: boolean;
};

export const menuEntries: MenuEntry[] = [
  { name: "Home", href: "/" },
  { name: "Meet", href: "/meet" },
  { name: "Wellness", href: "/wellness/finding-me" },
  { name: "Workroom", href: "/workroom" },
  { name: "Gallery", href: "/gallery" },
  { name: "Skool Calendar", href: "/skool-calendar", image: { id: "menu-calendar", alt: "" } },
  { name: "Soul Code 101", href: "/soulcode101" },
  { name: "Think Tank", href: "/thinktank", locked: true },
  { name: "Bootcamp", href: "/bootcamp", locked: true },
];

export const footer = {
  privacy: { label: "Privacy Policy", href: "/legal#section-privacy" },
  terms: { label: "Terms of Service", href: "/legal#section-terms" },
  joinSkool: { label: "Join SKOOL", href: siteConfig.links.skool },
  support: { label: "Support Us", href: siteConfig.links.support },
  contact: {
    label: "Contact",
    href: mailto("General Inquiry", `Hello ${siteConfig.artistName},\n\nI'd love to connect about `),
  },
  lockedNote: "Premium areas",
  tagline: "Artist-owned. Built with cultural intelligence.",
};
