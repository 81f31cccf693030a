// A row of the route table (../route-table.ts); see ./home.ts.
import type { PageRoute } from "../../lib/head";

export const workroomPage = {
  path: "/workroom",
  module: "workroom",
  image: "og-workroom",
  title: "The Workroom: Projects | SoulCode Studio",
  description: "Live platforms, projects in progress and the Arendelle Nexus white paper from the SoulCode Studio workroom.",
} satisfies PageRoute;
