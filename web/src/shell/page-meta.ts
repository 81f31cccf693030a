import type { MetaFunction } from "react-router";
import { metaDescriptors, tablePath, type HeadData, type PageRoute } from "../lib/head";
import { notFoundPage } from "./pages/not-found";

/**
 * A route module's `meta`, from its own rows of the route table (shell/pages/): the row of the
 * visitor's path, or the first (the two wellness paths share one module; the 404 module answers
 * every path the table lacks). `extra` adds to the row (the wellness page's JSON-LD, which only
 * its own module carries).
 */
export const pageMeta =
  (rows: [PageRoute, ...PageRoute[]], extra: Pick<HeadData, "jsonLd"> = {}): MetaFunction =>
  ({ location }) => {
    const page = rows.find((row) => row.path === tablePath(location.pathname)) ?? rows[0];
    return metaDescriptors({ ...page, ...extra, noindex: page === notFoundPage });
  };
