// A row of the route table (../route-table.ts), in a file of its own so that the page's chunk
// carries only its own head (docs/decisions/0088-page-heads-in-their-route-chunks.md).
import { sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const homePage = {
  path: sitePaths.home,
  module: "home",
  image: "og-home",
  title: "SoulCode Studio | Cultural Intelligence & Elegant AI Innovation",
  description:
    "Artist-led AI education: learn prompting with Soul Code 101, join the Think Tank, build in the Bootcamp, explore the gallery and find community resources.",
} satisfies PageRoute;
