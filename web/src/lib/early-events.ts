/**
 * The clicks that only JavaScript can act on are kept until it can (docs/decisions/0023-hydration-gap.md,
 * docs/decisions/0030-native-controls.md).
 *
 * Most controls need no queue: the menu is a popover, the FAQ `<details>`, the theme button is
 * handled by the inline theme script, links are links and the wellness forms post natively. What
 * is left is kept by `earlyEventsScript`, serialised inline into <head> (lib/head-scripts.ts, so it
 * uses nothing outside its own body):
 * a click on a `<button>` that is not a submit button, a popover button or the theme button
 * (copy buttons, the chat's quick actions) is queued. No submit needs a queue: the wellness forms
 * post to the server, and the one form without a server endpoint (the Porch box) cannot be
 * submitted before its deferred part hydrates (its send button is disabled in the HTML, and Enter in its
 * textarea is a new line).
 * "Hydrated" is public: the app sets `data-hydrated` on `#root` once the page has hydrated, and on
 * each deferred part's `[data-deferred]` box once that part has. An element counts as hydrated
 * when its nearest box has the attribute.
 * Typed text needs no queue: it stays in the DOM, and the fields read it back when they hydrate
 * (`useFieldValueFromDom`).
 */
export function earlyEventsScript(): void {
  const queue: HTMLElement[] = ((window as EarlyWindow).__earlyEvents = []);
  const hydrated = (node: Element) => {
    const box = node.closest("[data-deferred],#root");
    return !box || box.hasAttribute("data-hydrated");
  };
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button");
      if (
        button &&
        button.type !== "submit" &&
        !button.disabled &&
        !button.hasAttribute("popovertarget") &&
        !button.hasAttribute("data-theme-toggle") &&
        !hydrated(button) &&
        !queue.includes(button)
      )
        queue.push(button);
    },
    true,
  );
}

type EarlyWindow = Window & { __earlyEvents?: HTMLElement[] };

const isHydrated = (node: Element) => node.closest("[data-deferred],#root")?.hasAttribute("data-hydrated") ?? true;

/** Whether the visitor clicked something inside `within` before it was hydrated. */
export function hasEarlyEvents(within: Element): boolean {
  return ((window as EarlyWindow).__earlyEvents ?? []).some((el) => within.contains(el));
}

/**
 * Marks `box` (`#root` or a deferred part's box) hydrated, then replays, once, every queued click that
 * is now hydrated; the others (inside a deferred part still loading) stay queued.
 */
export function markHydratedAndReplay(box: Element | null) {
  box?.setAttribute("data-hydrated", "");
  const queue = (window as EarlyWindow).__earlyEvents;
  if (!queue) return;
  for (const el of [...queue]) {
    if (!el.isConnected) queue.splice(queue.indexOf(el), 1);
    else if (isHydrated(el)) {
      queue.splice(queue.indexOf(el), 1);
      el.click();
    }
  }
}
