import type { ImageId } from "#shared/image-catalog";
import { pages } from "./pages";
import { mailto, siteConfig } from "./site-config";

export type MenuEntry = {
  name: string;
  href: string;
  /** Image shown as the link (the calendar entry is an image link). */
  image?: { id: ImageId; alt: string };
  locked?: boolean;
};

// Paths come from the route table, so a menu entry cannot point at a page that does not exist.
export const menuEntries: MenuEntry[] = [
  { name: "Home", href: pages.home.path },
  { name: "Meet", href: pages.meet.path },
  { name: "Wellness", href: pages.wellnessFindingMe.path },
  { name: "Workroom", href: pages.workroom.path },
  { name: "Gallery", href: pages.gallery.path },
  { name: "Skool Calendar", href: pages.calendar.path, image: { id: "menu-calendar", alt: "" } },
  { name: "Soul Code 101", href: pages.soulcode101.path },
  { name: "Think Tank", href: pages.thinktank.path, locked: true },
  { name: "Bootcamp", href: pages.bootcamp.path, locked: true },
];

export const footer = {
  privacy: { label: "Privacy Policy", href: `${pages.legal.path}#section-privacy` },
  terms: { label: "Terms of Service", href: `${pages.legal.path}#section-terms` },
  joinSkool: { label: "Join SKOOL", href: siteConfig.links.skool },
  support: { label: "Support Us", href: siteConfig.links.support },
  contact: {
    label: "Contact",
    href: mailto("General Inquiry", `Hello ${siteConfig.artistName},\n\nI'd love to connect about `),
  },
  lockedNote: "Premium areas",
  tagline: "Artist-owned. Built with cultural intelligence.",
};
