/**
 * The client entry of a page hydrated island by island (components/island.tsx,
 * docs/decisions/0045-islands.md): each `[data-island-of]` box becomes its own React root. When
 * every island has hydrated, `#root` gets `data-hydrated`, the public sign that the page is live.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { IslandRoot, type Island } from "./components/island";
import { markHydratedAndReplay } from "./lib/early-events";
import { oneTaskEach } from "./lib/yield-to-main";

// Every island module, by file name: `copy-button.island.tsx` is the island "copy-button".
const modules = import.meta.glob<{ default: Island<object> }>("./**/*.island.tsx");
const loaders = new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/|\.island\.tsx$/g, ""), load]));

type Loaded = { default: Island<object> };

function loadIsland(box: HTMLElement): Promise<Loaded> {
  const name = box.dataset.islandOf ?? "";
  const load = loaders.get(name);
  if (!load) return Promise.reject(new Error(`No island named "${name}" (a *.island.tsx file)`));
  return load();
}

/** Hydrates one island; the promise settles once its root has committed. */
function hydrateIsland(box: HTMLElement, { default: { Component } }: Loaded): Promise<void> {
  return new Promise<void>((resolve) => {
    hydrateRoot(
      box,
      <StrictMode>
        <IslandRoot box={box} id={box.dataset.islandId ?? ""} onHydrated={resolve}>
          <Component {...(JSON.parse(box.dataset.props ?? "{}") as object)} />
        </IslandRoot>
      </StrictMode>,
    );
  });
}

// Every island's code is fetched at once, but each island hydrates in a task of its own, in page
// order, so a tap made meanwhile waits for one island at most, not for all of them
// (docs/decisions/0051-hydrate-in-slices.md). If one island's code fails to load, the others
// still hydrate, and the page is not marked hydrated.
const boxes = Array.from(document.querySelectorAll<HTMLElement>("[data-island-of]"));
const hydrated: Promise<void>[] = [];
void oneTaskEach(boxes.map(loadIsland), (loaded, i) => hydrated.push(hydrateIsland(boxes[i], loaded)))
  .then(() => Promise.all(hydrated))
  .then(() => markHydratedAndReplay(document.getElementById("root")));

// Toasts (lib/notify.ts) need a mounted Providers; with no React tree spanning the page it gets a
// root of its own, which renders nothing until the first toast.
const toasts = document.body.appendChild(document.createElement("div"));
createRoot(toasts).render(<Providers>{null}</Providers>);
