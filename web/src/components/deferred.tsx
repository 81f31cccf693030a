/**
 * Deferred parts: a below-the-fold widget whose code loads once the page has loaded and the part
 * comes within a screen of the viewport, or as soon as the visitor reaches for it (focus, pointer
 * down or a key inside it), whichever is first. A part the visitor never scrolls near costs
 * nothing (docs/decisions/0105-deferred-parts-hydrate-when-near.md).
 *
 * The prerendered HTML already contains the widget. On the client, React leaves that server HTML
 * in place (a dehydrated Suspense boundary) until the chunk arrives, then hydrates it; so the
 * visitor sees it at once, but its JavaScript (and TanStack Query with it) is not part of the
 * page's first load. Clicks made in it meanwhile are replayed once it has hydrated,
 * and typed text is kept (docs/decisions/0023-hydration-gap.md). On the server the chunk is
 * loaded immediately.
 */
import { createContext, Fragment, lazy, Suspense, useContext, useEffect, useRef, type ComponentType, type RefObject } from "react";
import { hasEarlyEvents, markHydratedAndReplay } from "../lib/early-events";
import { yieldToMain } from "../lib/yield-to-main";

// The part's box, for the hydrated part to mark itself (data-hydrated) and replay its clicks.
const PartBox = createContext<RefObject<HTMLDivElement | null> | null>(null);

function afterPageLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

const INTERACTIONS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Calls `onNear` once one of the box's children (the box itself is `display: contents`, so it has
 * no box to observe) comes within a screen of the viewport. Until then the box says
 * `data-near="no"`, so tests can tell a part that waits to be seen from one that is loading.
 */
function whenNear(el: HTMLElement, onNear: () => void): () => void {
  if (el.children.length === 0) {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        el.dataset.near = "yes";
        observer.disconnect();
        onNear();
      } else el.dataset.near = "no";
    },
    { rootMargin: "100% 0px" },
  );
  for (const child of el.children) observer.observe(child);
  return () => observer.disconnect();
}

type DeferredOptions = {
  /**
   * Whether the part asks the API (TanStack Query, loaded with it). A part of static text, such as
   * the rest of a page below its first screen, says false and loads without it.
   */
  query?: boolean;
  /**
   * Whether the part waits, after the page's load, to come near the screen. A part that links
   * elsewhere on the page point into (the calendar's names link to the instructors' cards) says
   * false and loads after the page, so the target is there when the link is followed.
   */
  near?: boolean;
};

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { query = true, near = true }: DeferredOptions = {}) {
  let wake = () => {};
  const touched = new Promise<void>((resolve) => (wake = resolve));
  let reveal = () => {};
  const seen = new Promise<void>((resolve) => (reveal = resolve));
  const Lazy = lazy(async () => {
    // The server renders every part at once; the browser waits for the page, then for the visitor.
    if (typeof window !== "undefined") await Promise.race([afterPageLoad().then(() => seen), touched]);
    const [Component, Provider] = await Promise.all([load(), query ? import("./query-provider").then((m) => m.QueryProvider) : Fragment]);
    // Parts whose code arrives together (shared chunks) each hydrate in a task of their own
    // (docs/performance.md#hydration-one-task-at-a-time).
    await yieldToMain();
    return {
      default: (props: P) => (
        <Provider>
          <Replay />
          <Component {...props} />
        </Provider>
      ),
    };
  });
  return function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = box.current;
      if (!el) return;
      // Reached for before the page itself hydrated: a field has focus, or a click is queued.
      if (el.contains(document.activeElement) || hasEarlyEvents(el)) wake();
      // Capture phase: React stops events that land on server HTML it has not hydrated yet.
      INTERACTIONS.forEach((type) => el.addEventListener(type, wake, { capture: true, once: true }));
      if (!near) reveal();
      const stopWatching = near ? whenNear(el, reveal) : () => {};
      return () => {
        stopWatching();
        INTERACTIONS.forEach((type) => el.removeEventListener(type, wake, { capture: true }));
      };
    }, []);
    return (
      // display: contents, so the wrapper (there to listen) changes no layout.
      <div ref={box} data-deferred="" className="contents">
        <PartBox value={box}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </PartBox>
      </div>
    );
  };
}

function Replay() {
  const box = useContext(PartBox);
  useEffect(() => markHydratedAndReplay(box?.current ?? null), [box]);
  return null;
}
