/**
 * Structured data (JSON-LD) of the wellness page, which the prerender writes into its <head> as
 * `<script type="application/ld+json">`. Built from the route table and the page's own copy, so
 * the two cannot disagree. It names the deferred sections by their titles, which content/wellness.ts
 * keeps apart from their copy so that the copy loads after the page. "https://schema.org" is the
 * vocabulary identifier JSON-LD requires, not a link.
 */
import { siteConfig } from "../content/site-config";
import { sectionTitles } from "../content/wellness";
import { wellnessFindingMePage } from "./pages/wellness";

const wellnessUrl = `${siteConfig.siteUrl}${wellnessFindingMePage.path}`;

export const wellnessJsonLd = {
  "@context": "https://schema.org",
  "@type": "WebPage",
  "@id": wellnessUrl,
  url: wellnessUrl,
  name: wellnessFindingMePage.title,
  description: wellnessFindingMePage.description,
  inLanguage: "en",
  isPartOf: {
    "@type": "WebSite",
    name: siteConfig.brandName,
    url: siteConfig.siteUrl,
  },
  mainEntity: {
    "@type": "Article",
    headline: "Finding Me: A Wellness Manifesto",
    description: wellnessFindingMePage.description,
    author: { "@type": "Person", name: siteConfig.artistName },
    publisher: { "@type": "Organization", name: siteConfig.brandName, url: siteConfig.siteUrl },
    mainEntityOfPage: wellnessUrl,
    about: ["Dopamine", "Wellness", "Chakras", "Fitness", "Mental health"],
    articleSection: [
      ...sectionTitles.chapters,
      sectionTitles.framework,
      sectionTitles.transformation,
      sectionTitles.faq,
      sectionTitles.chakras,
    ],
  },
} as const;
