import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes, preloadRoute } from "./app/router";

// Fetch the current page's chunk before hydrating so the first render matches the prerendered HTML.
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
const root = document.getElementById("root")!;

void preloadRoute(window.location.pathname).finally(() => {
  // Prerendered pages hydrate; Vite's dev server (npm run dev) serves an empty shell to render into.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
