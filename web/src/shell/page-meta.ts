import type { MetaFunction } from "react-router";
import { metaDescriptors, type HeadData } from "../lib/head";
import { notFoundPage, pageForPath } from "./route-table";

/**
 * A route module's `meta`: its row of the route table, found by the path (the two wellness paths
 * share one module; the 404 module answers every path the table lacks). `extra` adds to the row
 * (the wellness page's JSON-LD, which only its own module carries).
 */
export const pageMeta =
  (extra: Pick<HeadData, "jsonLd"> = {}): MetaFunction =>
  ({ location }) => {
    const page = pageForPath(location.pathname);
    return metaDescriptors({ ...page, ...extra, noindex: page === notFoundPage });
  };
