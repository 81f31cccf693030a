/**
 * Deferred islands: a below-the-fold widget whose code loads only after the page has loaded.
 *
 * The prerendered HTML already contains the widget. On the client, React leaves that server HTML
 * in place (a dehydrated Suspense boundary) until the chunk arrives, then hydrates it; so the
 * visitor sees it at once, but its JavaScript (and TanStack Query with it) is not part of the
 * page's first load. On the server the chunk is loaded immediately.
 */
import { lazy, Suspense, type ComponentType } from "react";

function afterPageLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    await afterPageLoad();
    const [Component, { QueryProvider }] = await Promise.all([load(), import("./query-provider")]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
