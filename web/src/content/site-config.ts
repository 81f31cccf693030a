/**
 * Everything the owner may want to change without reading code: the brand's names,
 * every external link, the introduction video and the contact address.
 * Edit the values, rebuild (`npm run build`), deploy.
 */
export const siteConfig = {
  brandName: "SoulCode Studio",
  artistName: "Amara Sol",
  /** The public address of the deployed site, used for canonical URLs, the sitemap and share cards. */
  siteUrl: "https://soulcode.studio",
  defaultTitle: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
  defaultDescription:
    "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, and explore the gallery.",
  tagline: "Cultural Intelligence. Elegant Innovation. Premium AI Solutions for the Modern Era.",
  contactEmail: "hello@soulcode.studio",
  /** The video provider's id of the introduction video (played from the privacy-enhanced host). */
  introVideoId: "dQw4w9WgXcQ",
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
