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

// The same values the build writes into _headers for the pages, set after the handler so error
// answers carry them too. A page's CSP names its own inline scripts' hashes, which the build
// computes from the finished files (scripts/finish-build.ts); pages rendered here (`npm run dev`,
// the prerender) get the other headers.
app.use("*", async (c, next) => {
  await next();
  const headers = c.req.path.startsWith("/api/") ? apiSecurityHeaders : securityHeaders;
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

app.all("/api/*", () => {
  throw new ApiError(404, "There is no such API endpoint.", "not_found");
});
app.onError(onError);
// /404 would be the not-found page's own file, served with 200 (a "soft 404"): answered as any
// unknown path is, with 404 (wrangler.toml runs the Worker first for it; docs/architecture.md).
// The prerender, which writes that file, finds no page there yet and renders it below.
app.get("/404", async (c, next) => {
  const page = await Promise.resolve()
    .then(() => c.env.ASSETS.fetch(c.req.raw))
    .catch(() => null); // no assets binding (a test, `npm run dev`): rendered below
  if (!page?.ok) return next();
  return new Response(page.body, { status: 404, headers: page.headers });
});
app.all("*", (c) => renderPage(c.req.raw));

export default app;
/** The API as a type, for `InferResponseType`/`InferRequestType` in the web. */
export type AppType = typeof routes;
