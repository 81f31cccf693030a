// The template's Worker: Hono in front of React Router's request handler, imported at the top as
// the template imports it. React Router 8 wants its load context as a RouterContextProvider.
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";

const app = new Hono();

app.get("*", (c) => {
  const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);
  return requestHandler(c.req.raw, new RouterContextProvider());
});

export default app;
