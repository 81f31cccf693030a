import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * New page: scroll to its top, or to the element the URL's #hash names. Rendered inside each
 * page's <Suspense>, next to the page itself, so its effect runs only once the page's lazy chunk
 * has loaded and its content is in the DOM. Run from the layout (as before), it fired while the
 * fallback was showing, found no #section-privacy yet and left the visitor at the top.
 * Done by hand because react-router's <ScrollRestoration> needs the data router, which
 * declarative mode leaves out.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // The section's scroll-margin keeps it clear of the sticky header.
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
