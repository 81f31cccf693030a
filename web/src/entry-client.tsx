import "./styles.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { createQueryClient } from "./lib/query-client";

// Load the lazy route modules of the current URL first, so the first client render matches the
// prerendered HTML exactly (no loading flash, no hydration mismatch).
async function start() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const mod = await route.lazy();
      Object.assign(route, { ...mod, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
