// A row of the route table (../route-table.ts); see ./home.ts.
import type { PageRoute } from "../../lib/head";

export const wellnessPage = {
  path: "/wellness",
  module: "wellness",
  image: "og-wellness",
  canonical: "/wellness/finding-me",
  title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
  description:
    "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
} satisfies PageRoute;

export const wellnessFindingMePage = {
  path: "/wellness/finding-me",
  module: "wellness",
  image: "og-wellness",
  title: "Finding Me: A Wellness Manifesto | SoulCode Studio",
  description:
    "Finding Me: a wellness manifesto on dopamine, awakening and the Soul Code framework of fitness, health, sacral health and mind.",
} satisfies PageRoute;
