import "./styles.css";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes, preloadRoute } from "./app/router";

// Fetch the current page's chunk before hydrating so the first render matches the prerendered HTML.
void preloadRoute(window.location.pathname).finally(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
