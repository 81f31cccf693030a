// A row of the route table (../route-table.ts); see ./home.ts.
import { sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const soulcode101Page = {
  path: sitePaths.soulcode101,
  module: "soulcode-kit",
  image: "og-soulcode101",
  title: "Soul Code 101: Beginner Taste Kit v1.0 | SoulCode Studio",
  description: "A free prompt-generator kit: copy-ready templates for image, text, video, music and web, with Soul Code layers.",
} satisfies PageRoute;
