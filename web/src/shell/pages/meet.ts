// A row of the route table (../route-table.ts); see ./home.ts.
import { sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const meetPage = {
  path: sitePaths.meet,
  module: "meet",
  image: "og-meet",
  title: "Meet the Founder | SoulCode Studio",
  description: "The artist, author and educator behind SoulCode Studio: her novels, signature projects and learning tracks.",
} satisfies PageRoute;
