import type { MetaFunction } from "react-router";
import { metaDescriptors } from "../lib/head";
import { notFoundPage, pageForPath } from "./route-table";
import { wellnessJsonLd } from "./structured-data";

/**
 * A route module's `meta`: its row of the route table, found by the path (the two wellness paths
 * share one module; the 404 module answers every path the table lacks).
 */
export const pageMeta: MetaFunction = ({ location }) => {
  const page = pageForPath(location.pathname);
  return metaDescriptors({
    ...page,
    noindex: page === notFoundPage,
    jsonLd: page.module === "wellness" ? wellnessJsonLd : undefined,
  });
};
