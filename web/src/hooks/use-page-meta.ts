import { useEffect } from "react";
import { applyHead, defaultHead, type PageMeta } from "../lib/head";

/**
 * Sets the page's title and share metadata while the page is shown, and restores the site's
 * default title and metadata when the visitor leaves (spec: wellness and legal pages).
 */
export function usePageMeta(meta: PageMeta) {
  useEffect(() => {
    applyHead(meta);
    return () => applyHead(defaultHead);
  }, [meta]);
}
