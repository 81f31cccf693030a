// A row of the route table (../route-table.ts); see ./home.ts.
import type { PageRoute } from "../../lib/head";

export const galleryPage = {
  path: "/gallery",
  module: "gallery",
  image: "og-gallery",
  title: "Art Exhibition | SoulCode Studio",
  description: "The current exhibition, a 2023 mixed media collection, a gallery walk-through and previous exhibitions.",
} satisfies PageRoute;
