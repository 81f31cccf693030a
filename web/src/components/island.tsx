/**
 * Islands: the few interactive parts of a page that otherwise needs no JavaScript
 * (docs/decisions/0045-islands.md). A page listed as hydrating whole (app/page-modules.tsx) renders
 * an island as the plain component. Every other page is prerendered with an `IslandSlots` map: an
 * island then renders an empty box naming itself and carrying its props as JSON, the prerender
 * renders the component on its own into that box (entry-server.tsx), and the browser hydrates
 * each box as its own small React root (entry-islands.tsx); the rest of the page is never
 * hydrated, so it costs no script.
 *
 * An island lives in a file named `<name>.island.tsx` whose default export is `island(name, ...)`;
 * the islands entry finds it by that name. Its props must survive JSON (no children, no functions).
 */
import { createContext, createElement, useContext, useEffect, useId, type ComponentType, type ReactNode } from "react";
import { IslandIdPrefix } from "../hooks/use-dom-id";
import { markHydratedAndReplay } from "../lib/early-events";

export type IslandSlot = { name: string; element: ReactNode };

/** Filled while a page is prerendered island by island: box id -> what goes into the box. */
export const IslandSlots = createContext<Map<string, IslandSlot> | null>(null);

export type Island<P> = ComponentType<P> & { Component: ComponentType<P> };

export function island<P extends object>(name: string, Component: ComponentType<P>): Island<P> {
  function IslandBox(props: P) {
    const slots = useContext(IslandSlots);
    const id = useId();
    if (!slots) return <Component {...props} />;
    slots.set(id, { name, element: <IslandRoot box={null} id={id}><Component {...props} /></IslandRoot> });
    // A custom element, which HTML allows wherever the island's own content may stand (a <div>
    // would end the <p> around an inline island), with display: contents, so it changes no layout.
    return createElement("island-root", {
      "data-island": "",
      "data-island-of": name,
      "data-island-id": id,
      "data-props": JSON.stringify(props),
      className: "contents",
    });
  }
  return Object.assign(IslandBox, { Component });
}

/**
 * The root of one island, the same on the server and in the browser (so useId agrees): once it
 * has hydrated its box gets `data-hydrated` and the clicks made in it before then are replayed
 * (lib/early-events.ts).
 */
export function IslandRoot({ box, id, onHydrated, children }: { box: HTMLElement | null; id: string; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    markHydratedAndReplay(box);
    onHydrated?.();
  }, [box, onHydrated]);
  return <IslandIdPrefix value={id}>{children}</IslandIdPrefix>;
}
