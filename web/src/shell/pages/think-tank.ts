// A row of the route table (../route-table.ts); see ./home.ts.
import { programmes, sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const thinktankPage = {
  path: sitePaths.thinktank,
  module: "think-tank",
  image: "og-thinktank",
  title: "Think Tank: Monthly Build Membership | SoulCode Studio",
  description: `One guided group project a month, full walkthrough access and community collaboration for ${programmes.thinkTank.amount} a month.`,
} satisfies PageRoute;
