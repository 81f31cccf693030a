// A row of the route table (../route-table.ts); see ./home.ts.
import { sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const calendarPage = {
  path: sitePaths.calendar,
  module: "calendar",
  image: "og-calendar",
  title: "Instructor Teaching Calendar | SoulCode Studio",
  description: "See who is teaching when. Invited instructors claim teaching days; all times are Eastern (EST).",
} satisfies PageRoute;
