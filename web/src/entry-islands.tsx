/**
 * The client entry of a page hydrated island by island (components/island.tsx,
 * docs/decisions/0045-islands.md): each `[data-island-of]` box becomes its own React root. When
 * every island has hydrated, `#root` gets `data-hydrated`, the public sign that the page is live.
 */
import { StrictMode, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { IslandRoot, type Island } from "./components/island";
import { markHydratedAndReplay } from "./lib/early-events";

// Every island module, by file name: `copy-button.island.tsx` is the island "copy-button".
const modules = import.meta.glob<{ default: Island<object> }>("./**/*.island.tsx");
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/|\.island\.tsx$/g, ""), load]));

function hydrateIsland(box: HTMLElement): Promise<void> {
  const name = box.dataset.islandOf ?? "";
  const load = loaders.get(name);
  if (!load) return Promise.reject(new Error(`No island named "${name}" (a *.island.tsx file)`));
  return load().then(
    ({ default: { Component } }: { default: { Component: ComponentType<object> } }) =>
      new Promise<void>((resolve) => {
        hydrateRoot(
          box,
          <StrictMode>
            <IslandRoot box={box} id={box.dataset.islandId ?? ""} onHydrated={resolve}>
              <Component {...(JSON.parse(box.dataset.props ?? "{}") as object)} />
            </IslandRoot>
          </StrictMode>,
        );
      }),
  );
}

// Toasts (lib/notify.ts) need a mounted Providers; with no React tree spanning the page it gets a
// root of its own, which renders nothing until the first toast.
const toasts = document.body.appendChild(document.createElement("div"));
createRoot(toasts).render(<Providers>{null}</Providers>);

void Promise.all(Array.from(document.querySelectorAll<HTMLElement>("[data-island-of]"), hydrateIsland)).then(() =>
  markHydratedAndReplay(document.getElementById("root")),
);
