/**
 * React Router's request handler: renders the site's pages from their route modules. It answers
 * `npm run dev` and the build's prerender; in production every page is a prerendered static asset
 * (an unknown path gets the prerendered 404 page), so no visitor's request reaches it
 * (docs/decisions/0056-react-router-framework-mode.md).
 *
 * Hence react-router's server runtime and the server build are imported on the first page
 * request, not when the Worker starts: a production isolate never pays for them
 * (docs/decisions/0071-porch-and-pages-load-on-first-use.md).
 */
type Handler = (request: Request) => Promise<Response>;

let loading: Promise<Handler> | undefined;

async function loadHandler(): Promise<Handler> {
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  const handle = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);
  // React Router 8 always runs middleware, whose context must be a RouterContextProvider. The
  // pages read no binding: they are built once, not per request.
  return (request) => handle(request, new RouterContextProvider());
}

export async function renderPage(request: Request): Promise<Response> {
  loading ??= loadHandler().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return (await loading)(request);
}
