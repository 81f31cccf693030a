/**
 * Everything the owner may want to change without reading code: the brand's names,
 * every external link, the introduction video and the contact address.
 * Edit the values, rebuild (`npm run build`), deploy.
 *
 * Every link, the video id, the contact address, the site URL and the artist's name below are
 * placeholders until the owner replaces them: `npm run preflight` lists those still unchanged
 * (it knows the placeholder values, so a replaced value stops being reported) and
 * `npm run deploy` refuses to deploy while any remain.
 */
import { siteFacts } from "#shared/site-facts";

export const siteConfig = {
  brandName: siteFacts.brandName,
  artistName: "Amara Sol",
  /** The public address of the deployed site, used for canonical URLs, the sitemap and share cards. */
  /** Set in shared/site-facts.ts (the Community Porch states it too). */
  siteUrl: siteFacts.siteUrl,
  defaultTitle: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
  defaultDescription:
    "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, and explore the gallery.",
  tagline: "Cultural Intelligence. Elegant Innovation. Premium AI Solutions for the Modern Era.",
  /** Set in shared/site-facts.ts (the Community Porch states it too). */
  contactEmail: siteFacts.contactEmail,
  /**
   * The video provider's id of the introduction video (played from the privacy-enhanced host).
   * The placeholder is deliberately no real video: the player shows "video unavailable" until
   * the owner's own id goes here.
   */
  introVideoId: "PLACEHOLDER",
  videoEmbedHost: "https://www.youtube-nocookie.com",
  links: {
    skool: "https://www.skool.com/soulcode-academy",
    skoolAbout: "https://www.skool.com/soulcode-academy/about",
    soulcode101Course: "https://www.skool.com/soulcode-academy/classroom",
    communitySite: "https://www.skool.com/soulcode-academy",
    support: "https://www.buymeacoffee.com/soulcodestudio",
    thinkTankJoin: "https://www.buymeacoffee.com/soulcodestudio/membership",
    thinkTankCheckout: "https://buy.stripe.com/soulcode-think-tank",
    bootcampCheckout: "https://buy.stripe.com/soulcode-bootcamp",
    bookStore: "https://www.amazon.com/s?k=soulcode+studio",
    externalGallery: "https://soulcode-studio.pixels.com",
  },
  social: [
    { name: "Instagram", href: "https://www.instagram.com/soulcodestudio" },
    { name: "YouTube", href: "https://www.youtube.com/@soulcodestudio" },
    { name: "TikTok", href: "https://www.tiktok.com/@soulcodestudio" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/soulcodestudio" },
  ],
} as const;

/** A mailto: link with a preset subject and body. */
export function mailto(subject: string, body: string): string {
  return `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
