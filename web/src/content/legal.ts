/**
 * Legal page (/legal). The terms, privacy, intellectual property and cookie text is the owner's
 * Markdown, content/pages/legal.md, rendered at build time (scripts/content/render.ts); the
 * contact block and the copyright line are here. The footer links to #section-privacy and
 * #section-terms. The page fills in the current date after `lastUpdatedLabel` and the current
 * year in the copyright line.
 */
import { legalPage } from "virtual:page-markdown/legal";
import { mailto, siteConfig } from "./site-config";
import type { LinkAction } from "./content-types";

export type LegalClause = {
  readonly title: string;
  /** Sanitised HTML of each paragraph (rendered from the Markdown at build time). */
  readonly html: readonly string[];
};

export type LegalSection = {
  /** The element id (anchor) of the section. */
  readonly id: string;
  readonly title: string;
  /** Sanitised HTML of each paragraph of the introduction. */
  readonly introHtml: readonly string[];
  readonly clauses: readonly LegalClause[];
};

/** The heading block (title, intro, "Last updated:") as content/pages/legal.md sets it. */
export const legalHeader: { readonly title: string; readonly intro: string; readonly lastUpdatedLabel: string } = legalPage;

/** The sections in the order of content/pages/legal.md: Terms, Privacy, Intellectual Property, Cookies. */
export const legalSections: readonly LegalSection[] = legalPage.sections;

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
