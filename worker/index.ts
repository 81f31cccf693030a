/**
 * The Worker: static assets (the prerendered site) are served by Workers Static Assets before
 * this code runs; only /api/* reaches the Hono app below (wrangler.toml `run_worker_first`).
 */
import { Hono } from "hono";
import { apiSecurityHeaders } from "#shared/security-headers";
import { envProblems, type AppEnv } from "./env";
import { ApiError, onError } from "./lib/errors";
import { limitBody, requireSameOrigin } from "./lib/guards";
import { limitJsonDepth, requireJson } from "./lib/json-body";
import { d1Session } from "./lib/d1-session";
import { healthRoutes } from "./routes/health";
import { accountRoutes } from "./routes/account";
import { instructorsRoutes } from "./routes/instructors";
import { calendarRoutes } from "./routes/calendar";
import { communityRoutes } from "./routes/community";
import { blogRoutes } from "./routes/blog";
import { wellnessRoutes } from "./routes/wellness";

const app = new Hono<AppEnv>();

// The same values the prerender writes into _headers for the pages, set after the handler so
// error answers carry them too.
app.use("*", async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(apiSecurityHeaders)) c.res.headers.set(name, value);
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
  .route("/api/instructor", accountRoutes)
  .route("/api/instructors", instructorsRoutes)
  .route("/api/calendar", calendarRoutes)
  .route("/api/community", communityRoutes)
  .route("/api/blog", blogRoutes)
  .route("/api/wellness", wellnessRoutes);

app.all("/api/*", () => {
  throw new ApiError(404, "There is no such API endpoint.", "not_found");
});
app.onError(onError);
// Only reached for non-API paths if routing changes; asset responses have immutable headers, so
// copy them before the header middleware touches them.
app.notFound(async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});

export default app;
/** The API as a type, for `InferResponseType`/`InferRequestType` in the web. */
export type AppType = typeof routes;
