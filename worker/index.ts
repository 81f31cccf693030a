/**
 * The Worker: static assets (the prerendered site) are served by Workers Static Assets before
 * this code runs; only /api/* reaches the Hono app below (wrangler.toml `run_worker_first`).
 */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { checkEnv, type AppEnv } from "./env";
import { ApiError, onError } from "./lib/errors";
import { limitBody, requireJsonAndSameOrigin } from "./lib/guards";
import { health } from "./routes/health";
import { instructorRoutes } from "./routes/instructor";
import { instructorsRoutes } from "./routes/instructors";
import { calendarRoutes } from "./routes/calendar";
import { community } from "./routes/community";
import { blog } from "./routes/blog";

const app = new Hono<AppEnv>();

app.use(
  "*",
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  }),
);
app.use("/api/*", async (c, next) => {
  c.header("Cache-Control", "no-store");
  const problems = checkEnv(c.env);
  if (problems.length > 0) {
    console.error("API disabled: configuration problems:", problems.join(" "));
    throw new ApiError(503, `The site is not configured yet: ${problems.join(" ")}`, "misconfigured");
  }
  await next();
});
app.use("/api/*", limitBody, requireJsonAndSameOrigin);

app.route("/api/health", health);
app.route("/api/instructor", instructorRoutes);
app.route("/api/instructors", instructorsRoutes);
app.route("/api/calendar", calendarRoutes);
app.route("/api/community", community);
app.route("/api/blog", blog);

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
export type App = typeof app;
