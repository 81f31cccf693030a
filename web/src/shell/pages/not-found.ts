// A row of the route table (../route-table.ts); see ./home.ts.
import type { PageRoute } from "../../lib/head";

/** Served (with HTTP 404) for every path the table does not list; prerendered as /404. */
export const notFoundPage = {
  path: "/404",
  module: "not-found",
  title: "404 Page Not Found | SoulCode Studio",
  description: "This page could not be found.",
  image: "og-default",
} satisfies PageRoute;
