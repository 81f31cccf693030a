/**
 * One group of API routes (one resource, mounted under /api) with the guards every API request
 * passes, as its own small Hono app. The Worker's entry (worker/index.ts) imports a group on its
 * first request, so a cold isolate evaluates only the group it is asked for: a health check never
 * builds the request schemas, the tables' definitions or the Porch
 * (docs/decisions/0103-api-groups-load-on-first-use.md).
 */
import { Hono, type Env as HonoEnv, type Schema } from "hono";
import { envProblems, type AppEnv } from "./env";
import { d1Session } from "./lib/d1-session";
import { ApiError, onError } from "./lib/errors";
import { limitBody, requireSameOrigin } from "./lib/guards";
import { limitJsonDepth, requireJson } from "./lib/json-body";

/**
 * `routes` mounted at `path` behind the API's guards, in this order: no caching; the
 * environment's check (a misconfigured Worker answers 503); the body, origin and JSON guards;
 * then a D1 session. What no route of the group takes is a 405 with `Allow`, or a 404.
 * Without `routes`, every path is a 404 after the same guards (the API's unknown addresses).
 */
export function apiGroup<E extends HonoEnv, S extends Schema, B extends string>(path?: string, routes?: Hono<E, S, B>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
  if (path && routes) app.route(path, routes);

  /**
   * The methods some route answers at `path`, from the routes themselves, so the list cannot
   * drift from them (HEAD goes with GET, as hono answers it).
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
      throw new ApiError(
        405,
        `This address does not take ${c.req.method} requests; it takes ${allow.join(", ")}.`,
        "method_not_allowed",
        undefined,
        { Allow: allow.join(", ") },
      );
    }
    throw new ApiError(404, "There is no such API endpoint.", "not_found");
  });
  app.onError(onError);
  return app;
}
