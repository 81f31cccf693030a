// A row of the route table (../route-table.ts); see ./home.ts.
import { sitePaths } from "#shared/site-facts";
import type { PageRoute } from "../../lib/head";

export const legalPage = {
  path: sitePaths.legal,
  module: "legal",
  image: "og-legal",
  title: "Legal: Terms, Privacy & Copyright | SoulCode Studio",
  description: "Terms of service, privacy policy, intellectual property and cookie policy of SoulCode Studio.",
} satisfies PageRoute;
