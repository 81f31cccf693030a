/**
 * The client entry of every page but Home: hydrates the prerendered page without react-router
 * (app/plain-page.tsx; docs/decisions/0034-first-load-budget.md). The stylesheet is inline in the
 * HTML, so nothing is imported for it here.
 */
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { loadPage, PlainPage } from "./app/plain-page";

void loadPage(window.location.pathname).then((page) =>
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <Providers>
        <PlainPage {...page} />
      </Providers>
    </StrictMode>,
  ),
);
