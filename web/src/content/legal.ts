/**
 * Legal page (/legal): terms, privacy, intellectual property and cookies, plus the contact block.
 * The footer links to #section-privacy and #section-terms.
 * The page fills in the current date after `lastUpdatedLabel` and the current year in the
 * copyright line.
 */
import { mailto, siteConfig } from "./site-config";
import type { LinkAction } from "./content-types";

export type LegalClause = {
  readonly title: string;
  readonly text: string;
};

export type LegalSectionId = "section-terms" | "section-privacy" | "section-ip" | "section-cookies";

export type LegalSection = {
  /** The element id (anchor) of the section. */
  readonly id: LegalSectionId;
  readonly title: string;
  readonly intro: string;
  readonly clauses: readonly LegalClause[];
};

export const legalHeader = {
  title: "Legal Information",
  intro: `The plain-language terms of ${siteConfig.brandName}: how the site works, what we keep, what belongs to whom, and how to reach us.`,
  lastUpdatedLabel: "Last updated:",
} as const;

/** In this order: Terms (5 clauses), Privacy (4), Intellectual Property and Copyright (4), Cookies (3). */
export const legalSections: readonly LegalSection[] = [
  {
    id: "section-terms",
    title: "Terms of Service",
    intro: "By using this site you agree to these terms.",
    clauses: [
      {
        title: "Using This Site",
        text: `${siteConfig.brandName} shares art, writing and AI education for learning and inspiration. You may browse, read and use the free resources for your own learning. We may update these terms; the date above shows the latest version.`,
      },
      {
        title: "Age Requirement",
        text: "Account holders must be at least 13 years old. Instructor accounts are created by invitation from the site owner only.",
      },
      {
        title: "One Person, One Account",
        text: "Accounts are personal. Account sharing is prohibited, and you must not share your login credentials with anyone. If you think someone else has access to your account, contact us right away.",
      },
      {
        title: "Programs and Payments",
        text: "Think Tank memberships, Bootcamp enrollment and the community academy are sold and hosted on third-party platforms. Their own terms, billing and refund policies apply to anything you buy there.",
      },
      {
        title: "Respect and Responsibility",
        text: "Treat the community and its instructors with respect. The Community Porch shares general information only; it is not legal, medical or financial advice, and in an emergency you should call 911 or your local emergency services. We may remove content or close accounts that break these terms.",
      },
    ],
  },
  {
    id: "section-privacy",
    title: "Privacy Policy",
    intro: "We collect as little as we can, and we tell you exactly what we keep.",
    clauses: [
      {
        title: "What We Collect",
        text: "Visitors can use the site without an account, and we do not ask you for personal information. Instructors give us a name, an email address and a password, which we store only as a secure hash, plus optional profile details (a photo, which we keep ourselves without its location or any other details of the file, offerings, website) and the teaching slots they claim. Instructor names, profile details and claimed slots appear publicly on the calendar; email addresses never do.",
      },
      {
        title: "Wellness Sign-Ups",
        text: `When you join the wellness list, we store your email address (in lower case) and the date you joined, and nothing else, so that we can write to you about the wellness book and programs. Your browser also keeps the address in its local storage, so the form can tell you when you are already on the list; clearing your browser's site data removes that copy. We never sell or share the list, and we do not use it for anything else. To be removed from it, write to ${siteConfig.contactEmail} with the address you signed up with: we delete it from the list and reply once it is gone.`,
      },
      {
        title: "Community Porch Chat",
        text: "Messages you send to the Community Porch are kept for 24 hours so the assistant can follow the conversation, then deleted automatically. To write a reply, a message may be processed by an AI service. Please do not share private details such as your full address, health records or account numbers.",
      },
      {
        title: "No Tracking, No Ads",
        text: "We use no analytics trackers and no advertising, and we never sell or share your information. Our hosting provider handles routine technical data, such as IP addresses, to deliver the site and protect it from abuse. Sites we link to, including the community academy and checkout pages, have their own privacy policies. To see or delete instructor account data, contact us.",
      },
    ],
  },
  {
    id: "section-ip",
    title: "Intellectual Property and Copyright",
    intro: "The art and writing here are someone's life's work. Please treat them that way.",
    clauses: [
      {
        title: "Ownership",
        text: `All artwork, images, writing, course materials and designs on this site are original works of ${siteConfig.artistName} and ${siteConfig.brandName}, protected by copyright. All rights are reserved.`,
      },
      {
        title: "What Is Not Allowed",
        text: "Without our written permission you may not download the images on this site, use them for any commercial purpose, reproduce or redistribute them, modify them or make derivative works, claim ownership of them, or use them to train, fine-tune or build datasets for AI models.",
      },
      {
        title: "Licensing and Exhibitions",
        text: "Want to license a work, feature it or exhibit it? We welcome the conversation. Use Contact for Licensing below and tell us what you have in mind.",
      },
      {
        title: "Prompt Templates and Your Creations",
        text: "You may use the Soul Code kit's templates to write your own prompts, and what you make with them is yours. Please do not republish or sell the kit itself as your own. Names of third-party platforms belong to their owners.",
      },
    ],
  },
  {
    id: "section-cookies",
    title: "Cookie Policy",
    intro: "One cookie, and only if you are an instructor.",
    clauses: [
      {
        title: "The Instructor Session Cookie",
        text: "When an instructor logs in, we set one secure, HttpOnly session cookie that keeps them signed in for up to 7 days. Logging out ends it. Visitors who do not log in receive no cookies from us.",
      },
      {
        title: "What Stays in Your Browser",
        text: "We keep three things in your browser's local storage: your light or dark theme choice, a display copy of the logged-in instructor's profile, and any email entered into the wellness sign-up forms. They stay on your device and you can clear them at any time in your browser's settings.",
      },
      {
        title: "No Tracking Cookies",
        text: "We use no analytics, advertising or tracking cookies. The introduction video loads from the video provider's privacy-enhanced player only after you press play, and the provider may then set its own cookies. External sites you visit from here set their own cookies under their own policies.",
      },
    ],
  },
];

export const legalContact = {
  title: "Contact",
  text: "Questions about these policies, licensing or your data? We read every message.",
  email: siteConfig.contactEmail,
  actions: [
    {
      label: "Contact for Licensing",
      href: mailto(
        "Licensing Inquiry",
        `Hello ${siteConfig.artistName},\n\nI would like to ask about licensing the following work:\n\nTitle of the work:\nIntended use:\nDates and duration:\n\nThank you,\n`,
      ),
      external: false,
      nativeLink: true,
    },
    { label: "Join Community", href: siteConfig.links.skool, external: true },
    {
      label: "Contact Us",
      href: mailto(
        "Question About Your Policies",
        `Hello ${siteConfig.brandName} team,\n\nI have a question about your terms, privacy or cookie policy:\n\n`,
      ),
      external: false,
      nativeLink: true,
    },
  ] satisfies readonly LinkAction[],
} as const;

/** The page shows "© {current year} " followed by this. */
export const copyrightHolder = `${siteConfig.brandName}. All rights reserved.`;
