/**
 * The Worker: static assets (the prerendered site) are served by Workers Static Assets before
 * this code runs; /api/* reaches the Hono app below (wrangler.toml `run_worker_first`), and any
 * other request React Router's handler (worker/pages.ts: `npm run dev` and the prerender).
 */
import { Hono } from "hono";
import { apiSecurityHeaders, securityHeaders } from "#shared/security-headers";
import { envProblems, type AppEnv } from "./env";
import { ApiError, onError } from "./lib/errors";
import { limitBody, requireSameOrigin } from "./lib/guards";
import { limitJsonDepth, requireJson } from "./lib/json-body";
import { d1Session } from "./lib/d1-session";
import { healthRoutes } from "./routes/health";
import { instructorRoutes } from "./routes/instructor";
import { instructorsRoutes } from "./routes/instructors";
import { calendarRoutes } from "./routes/calendar";
import { porchRoutes } from "./routes/porch";
import { blogRoutes } from "./routes/blog";
import { wellnessRoutes } from "./routes/wellness";
import { ownerRoutes } from "./routes/owner";
import { renderPage } from "./pages";

const app = new Hono<AppEnv>();

/** `/api`, `/api/…` and the same in any mix of cases. */
const isApiPath = (path: string) => /^\/api(?:\/|$)/i.test(path);

// The same values the build writes into _headers for the pages, set after the handler so error
// answers carry them too. A page's CSP names its own inline scripts' hashes, which the build
// computes from the finished files (scripts/finish-build.ts); pages rendered here (`npm run dev`,
// the prerender) get the other headers.
app.use("*", async (c, next) => {
  await next();
  const headers = isApiPath(c.req.path) ? apiSecurityHeaders : securityHeaders;
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});
app.use("/api/*", async (c, next) => {
  c.header("Cache-Control", "no-store");
  const problems = envProblems(c.env);
  if (problems.length > 0) {
    console.error("API disabled: configuration problems:", problems.join(" "));
    throw new ApiError(503, `The site is not configured yet: ${problems.join(" ")}`, "misconfigured");
  }
  await next();
});
app.use("/api/*", limitBody, requireSameOrigin, requireJson, limitJsonDepth);
// After the guards: a refused request never opens a D1 session or gets a bookmark cookie.
app.use("/api/*", d1Session);

// One chain, so that the type of `routes` carries every route: the web derives its API types
// from it (web/src/lib/api-types.ts) instead of copying them. `routes` is `app` itself.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is used (AppType)
const routes = app
  .route("/api/health", healthRoutes)
  .route("/api/instructor", instructorRoutes)
  .route("/api/instructors", instructorsRoutes)
  .route("/api/calendar", calendarRoutes)
  // The Porch keeps the older word in its URL: the API contract (docs/architecture.md) fixes it.
  .route("/api/community", porchRoutes)
  .route("/api/blog", blogRoutes)
  .route("/api/wellness", wellnessRoutes)
  // The owner console (docs/owner-console-api.md): its WebAuthn library loads on its first ceremony.
  .route("/api/owner", ownerRoutes);

/**
 * The methods some route answers at `path`, from the routes themselves, so the list cannot drift
 * from them (HEAD goes with GET, as hono answers it).
 */
let routeTable: { method: string; pattern: RegExp }[] | undefined;
function allowedMethods(path: string): string[] {
  routeTable ??= app.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, pattern: new RegExp(`^${r.path.replace(/[.]/g, "\\.").replace(/:[^/]+/g, "[^/]+")}/?$`) }));
  const methods = new Set(routeTable.filter((r) => r.pattern.test(path)).map((r) => r.method));
  if (methods.has("GET")) methods.add("HEAD");
  return ["GET", "HEAD", "POST", "PUT", "DELETE"].filter((m) => methods.has(m));
}

app.all("/api/*", (c) => {
  const allow = allowedMethods(c.req.path);
  if (allow.length > 0) {
    throw new ApiError(405, `This address does not take ${c.req.method} requests; it takes ${allow.join(", ")}.`, "method_not_allowed", undefined, { Allow: allow.join(", ") });
  }
  throw new ApiError(404, "There is no such API endpoint.", "not_found");
});
// `/api` itself and other spellings of it (`/API/health`) are no page: a client that typed one
// expects JSON, as from any unknown API path (wrangler.toml runs the Worker first for them).
app.all("*", async (c, next) => {
  if (!isApiPath(c.req.path)) return next();
  c.header("Cache-Control", "no-store");
  throw new ApiError(404, "There is no such API endpoint. API addresses start with /api/ in lower case.", "not_found");
});
app.onError(onError);
// /404 would be the not-found page's own file, served with 200 (a "soft 404"): answered as any
// unknown path is, with 404 and that page's headers (wrangler.toml runs the Worker first for it;
// docs/architecture.md). The file is fetched afresh, without the request's method or conditional
// headers: a 304 or a 405 from the assets must not send the request on to React Router, which
// would render the page without its CSP and log an error. Other methods get 405, as the static
// assets answer them on any other path. Only where there is no such file yet (the prerender,
// which writes it) or no assets binding (`npm run dev`) is the page rendered below.
app.all("/404", async (c, next) => {
  const page = await Promise.resolve()
    .then(() => c.env.ASSETS.fetch(new URL("/404", c.req.url)))
    .catch(() => null);
  if (!page?.ok) return next();
  const method = c.req.method;
  if (method === "GET") return new Response(page.body, { status: 404, headers: page.headers });
  await page.body?.cancel();
  if (method === "HEAD") return new Response(null, { status: 404, headers: page.headers });
  const headers = new Headers(page.headers);
  for (const name of ["Content-Type", "Content-Length", "ETag"]) headers.delete(name);
  headers.set("Allow", "GET, HEAD");
  return new Response(null, { status: 405, headers });
});
app.all("*", (c) => renderPage(c.req.raw));

export default app;
/** The API as a type, for `InferResponseType`/`InferRequestType` in the web. */
export type AppType = typeof routes;
