/**
 * React Router's request handler: renders the site's pages from their route modules. It answers
 * `npm run dev` and the build's prerender; in production every page is a prerendered static asset
 * (an unknown path gets the prerendered 404 page), so no visitor's request reaches it
 * (docs/decisions/0056-react-router-framework-mode.md).
 */
import { createRequestHandler, RouterContextProvider } from "react-router";

const handle = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export function renderPage(request: Request): Promise<Response> {
  // React Router 8 always runs middleware, whose context must be a RouterContextProvider. The
  // pages read no binding: they are built once, not per request.
  return handle(request, new RouterContextProvider());
}
