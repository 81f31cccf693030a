/**
 * The development entry (`npm run dev`): Vite serves web/index.html's empty shell and this renders
 * every page into it with the router. Built pages never load it: they are prerendered static HTML
 * whose islands entry-islands.tsx hydrates (docs/decisions/0045-islands.md).
 */
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes, preloadRoute } from "./app/router";

// The current page's chunk first, so the first render shows the page rather than its fallback.
void preloadRoute(window.location.pathname).finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
