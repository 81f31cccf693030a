/**
 * Nothing a visitor does before hydration is lost (docs/decisions/0023-hydration-gap.md).
 *
 * `earlyEventsScript` runs inline in <head> (allowed by its hash in the CSP, like the theme
 * script). Until React has hydrated the element an event lands on, it keeps the event for later:
 * - a click on a button (copy buttons, FAQ items, the chat's quick actions) is queued (not a
 *   submit button: its form's submit event is what is queued);
 * - a form submit is cancelled and queued, so a form never submits natively by GET.
 * React marks the DOM nodes it has hydrated with a `__reactFiber$` property; that is how both the
 * script and `replayEarlyEvents` tell "hydrated" from "still server HTML" for each element, so
 * the page and each deferred island are handled alike. If React hydrates the element while
 * dispatching the event (and so handles it itself), the bubble listener drops it from the queue.
 * Typed text needs no queue: it stays in the DOM, and the fields read it back when they hydrate
 * (`useFieldValueFromDom`).
 */
export const earlyEventsScript = `(function(){var q=window.__earlyEvents=[];function h(n){for(var k in n)if(k.indexOf("__reactFiber$")===0)return true;return false}function on(t,f,c){document.addEventListener(t,f,c)}on("click",function(e){var b=e.target.closest&&e.target.closest("button");if(b&&b.type!=="submit"&&!b.disabled&&!h(b))q.push(b)},true);on("click",function(e){var b=e.target.closest&&e.target.closest("button");if(b&&h(b)){var i=q.indexOf(b);if(i>=0)q.splice(i,1)}},false);on("submit",function(e){var f=e.target;if(h(f))return;e.preventDefault();if(q.indexOf(f)<0)q.push(f)},true)})()`;

type EarlyWindow = Window & { __earlyEvents?: Element[] };

const isHydrated = (node: Element) => Object.keys(node).some((k) => k.startsWith("__reactFiber$"));

/** Elements inside `within` that the visitor clicked or submitted before they were hydrated. */
export function hasEarlyEvents(within: Element): boolean {
  return ((window as EarlyWindow).__earlyEvents ?? []).some((el) => within.contains(el));
}

/**
 * Replays, once, every queued click or submit whose element React has now hydrated; the others
 * (inside an island still loading) stay queued. Called after the page hydrates and after each
 * deferred island does.
 */
export function replayEarlyEvents() {
  const queue = (window as EarlyWindow).__earlyEvents;
  if (!queue) return;
  for (const el of [...queue]) {
    if (!el.isConnected) queue.splice(queue.indexOf(el), 1);
    else if (isHydrated(el)) {
      queue.splice(queue.indexOf(el), 1);
      if (el instanceof HTMLFormElement) el.requestSubmit();
      else if (el instanceof HTMLElement) el.click();
    }
  }
}
