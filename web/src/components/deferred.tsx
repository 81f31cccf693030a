/**
 * Deferred islands: a below-the-fold widget whose code loads after the page has loaded, or as
 * soon as the visitor reaches for it (focus, pointer down or a key inside it), whichever is first.
 *
 * The prerendered HTML already contains the widget. On the client, React leaves that server HTML
 * in place (a dehydrated Suspense boundary) until the chunk arrives, then hydrates it; so the
 * visitor sees it at once, but its JavaScript (and TanStack Query with it) is not part of the
 * page's first load. Clicks and submits made in it meanwhile are replayed once it has hydrated,
 * and typed text is kept (docs/decisions/0023-hydration-gap.md). On the server the chunk is
 * loaded immediately.
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { hasEarlyEvents, replayEarlyEvents } from "../lib/early-events";

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

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let wake = () => {};
  const touched = new Promise<void>((resolve) => (wake = resolve));
  const Lazy = lazy(async () => {
    await Promise.race([afterPageLoad(), touched]);
    const [Component, { QueryProvider }] = await Promise.all([load(), import("./query-provider")]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Replay />
          <Component {...props} />
        </QueryProvider>
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
      return () => INTERACTIONS.forEach((type) => el.removeEventListener(type, wake, { capture: true }));
    }, []);
    return (
      // display: contents, so the wrapper (there to listen) changes no layout.
      <div ref={box} className="contents">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}

function Replay() {
  useEffect(replayEarlyEvents, []);
  return null;
}
