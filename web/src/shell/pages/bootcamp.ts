// A row of the route table (../route-table.ts); see ./home.ts.
import { programmes, sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const bootcampPage = {
  path: sitePaths.bootcamp,
  module: "bootcamp",
  image: "og-bootcamp",
  title: "Bootcamp: 7-Day Build Intensive | SoulCode Studio",
  description: `A 7-day intensive: build a working site of up to 5 pages with 1 to 3 automations. ${programmes.bootcamp.amount}, one time.`,
} satisfies PageRoute;
