/**
 * The Worker: static assets (the prerendered site) are served by Workers Static Assets before
 * this code runs; /api/* reaches the API below (wrangler.toml `run_worker_first`), and any other
 * request React Router's handler (worker/pages.ts: `npm run dev` and the prerender).
 *
 * Every cold isolate evaluates this module's imports before it answers anything, so they are only
 * what every request needs: hono and the security headers. Each API group (its routes, schemas,
 * tables and domain code, behind the API's guards) is imported on its first request, and the
 * pages' renderer on the first page request (docs/decisions/0103-api-groups-load-on-first-use.md,
 * docs/decisions/0071-porch-and-pages-load-on-first-use.md).
 */
import { Hono, type Context, type Env as HonoEnv, type Schema } from "hono";
import { apiSecurityHeaders, securityHeaders } from "#shared/security-headers";
import type { AppEnv } from "./env";
import { ApiError, onError } from "./lib/errors";
import { renderPage } from "./pages";
import type { healthRoutes } from "./routes/health";
import type { instructorRoutes } from "./routes/instructor";
import type { instructorsRoutes } from "./routes/instructors";
import type { calendarRoutes } from "./routes/calendar";
import type { porchRoutes } from "./routes/porch";
import type { blogRoutes } from "./routes/blog";
import type { wellnessRoutes } from "./routes/wellness";
import type { ownerRoutes } from "./routes/owner";

type Api = Hono<AppEnv>;

/** One import per isolate; a failed one (it should not fail) is tried again by the next request. */
function once(load: () => Promise<Api>): () => Promise<Api> {
  let loading: Promise<Api> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

const group = <E extends HonoEnv, S extends Schema, B extends string>(path: string, load: () => Promise<Hono<E, S, B>>) =>
  once(async () => {
    const [{ apiGroup }, routes] = await Promise.all([import("./api-group"), load()]);
    return apiGroup(path, routes);
  });

/** The API's groups by the first segment after /api/. */
const groups: Record<string, () => Promise<Api>> = {
  health: group("/api/health", () => import("./routes/health").then((m) => m.healthRoutes)),
  instructor: group("/api/instructor", () => import("./routes/instructor").then((m) => m.instructorRoutes)),
  instructors: group("/api/instructors", () => import("./routes/instructors").then((m) => m.instructorsRoutes)),
  calendar: group("/api/calendar", () => import("./routes/calendar").then((m) => m.calendarRoutes)),
  // The Porch keeps the older word in its URL: the API contract (docs/architecture.md) fixes it.
  community: group("/api/community", () => import("./routes/porch").then((m) => m.porchRoutes)),
  blog: group("/api/blog", () => import("./routes/blog").then((m) => m.blogRoutes)),
  wellness: group("/api/wellness", () => import("./routes/wellness").then((m) => m.wellnessRoutes)),
  // The owner console (docs/owner-console-api.md): its WebAuthn library loads on its first ceremony.
  owner: group("/api/owner", () => import("./routes/owner").then((m) => m.ownerRoutes)),
};
/** Any other /api/ address: the same guards, then a 404. */
const unknownGroup = once(() => import("./api-group").then(({ apiGroup }) => apiGroup()));

/** The runtime's ExecutionContext, which hono's getter refuses to give when there is none. */
function executionContext(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

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
app.all("/api/*", async (c) => {
  const name = /^\/api\/([^/]+)/.exec(c.req.path)?.[1];
  const api = await (name !== undefined && Object.hasOwn(groups, name) ? groups[name] : unknownGroup)();
  return api.fetch(c.req.raw, c.env, executionContext(c));
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

/**
 * Never called: its return type is the API's type, the one chain of `app.route()` calls over the
 * groups that their lazy mounting above does at run time. The web reads its request and response
 * types from it (web/src/lib/api-types.ts) instead of copying them.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is used (AppType)
function chain(
  app: Hono<AppEnv>,
  r: {
    health: typeof healthRoutes;
    instructor: typeof instructorRoutes;
    instructors: typeof instructorsRoutes;
    calendar: typeof calendarRoutes;
    community: typeof porchRoutes;
    blog: typeof blogRoutes;
    wellness: typeof wellnessRoutes;
    owner: typeof ownerRoutes;
  },
) {
  return app
    .route("/api/health", r.health)
    .route("/api/instructor", r.instructor)
    .route("/api/instructors", r.instructors)
    .route("/api/calendar", r.calendar)
    .route("/api/community", r.community)
    .route("/api/blog", r.blog)
    .route("/api/wellness", r.wellness)
    .route("/api/owner", r.owner);
}

/** The API as a type, for `InferResponseType`/`InferRequestType` in the web. */
export type AppType = ReturnType<typeof chain>;
