/**
 * Each page's title (the browser tab, search results and share cards) and its description (the
 * line under the title in search results and share cards). The paths, page modules and share
 * images that go with them are the route table's (web/src/app/route-table.ts).
 */
import { programmes } from "#shared/site-facts";

export type PageTitle = {
  title: string;
  description: string;
};

// The two wellness paths are one page (the first names the second as its canonical).
const wellness: PageTitle = {
  title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
  description:
    "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
};

export const pageTitles = {
  home: {
    title: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
    description:
      "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, explore the gallery and find community resources.",
  },
  meet: {
    title: "Meet the Founder | SoulCode Studio",
    description: "The artist, author and educator behind SoulCode Studio: her novels, signature projects and learning tracks.",
  },
  wellness,
  wellnessFindingMe: wellness,
  workroom: {
    title: "The Workroom: Projects | SoulCode Studio",
    description: "Live platforms, projects in progress and the Arendelle Nexus white paper from the SoulCode Studio workroom.",
  },
  gallery: {
    title: "Art Exhibition | SoulCode Studio",
    description: "The current exhibition, a 2023 mixed media collection, a gallery walk-through and previous exhibitions.",
  },
  calendar: {
    title: "Instructor Teaching Calendar | SoulCode Studio",
    description: "See who is teaching when. Invited instructors claim teaching days; all times are Eastern (EST).",
  },
  soulcode101: {
    title: "Soul Code 101: Beginner Taste Kit v1.0 | SoulCode Studio",
    description: "A free prompt-generator kit: copy-ready templates for image, text, video, music and web, with Soul Code layers.",
  },
  thinktank: {
    title: "Think Tank: Monthly Build Membership | SoulCode Studio",
    description: `One guided group project a month, full walkthrough access and community collaboration for ${programmes.thinkTank.amount} a month.`,
  },
  bootcamp: {
    title: "Bootcamp: 7-Day Build Intensive | SoulCode Studio",
    description: `A 7-day intensive: build a working site of up to 5 pages with 1 to 3 automations. ${programmes.bootcamp.amount}, one time.`,
  },
  legal: {
    title: "Legal: Terms, Privacy & Copyright | SoulCode Studio",
    description: "Terms of service, privacy policy, intellectual property and cookie policy of SoulCode Studio.",
  },
  notFound: {
    title: "404 Page Not Found | SoulCode Studio",
    description: "This page could not be found.",
  },
} satisfies Record<string, PageTitle>;
