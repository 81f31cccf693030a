/**
 * The menu is a native popover (docs/decisions/0030-native-controls.md). An engine without
 * `popover` ignores the attribute: the menu would sit open over the page and its button would do
 * nothing. This inline script (in <head>, allowed by its hash in the CSP like every inline
 * script) stands in for the part the site uses, before hydration as after:
 * - `showPopover`, `hidePopover` and `togglePopover` set `data-popover-open`, which styles.css
 *   shows (every other popover is hidden while <html> has `data-popover-fallback`);
 * - a click on a `popovertarget` button toggles its popover (and sets its `aria-expanded`), a click
 *   outside an open one closes it, and Escape closes it and gives focus back to its button, as the
 *   native light dismiss does.
 * Its click listener cancels the button's own action, so in an engine that knows the attribute
 * but lacks the API (or has had it removed, as the engine suite does to prove this) the two never
 * both act. Where `popover` exists it does nothing at all.
 */
export const popoverFallbackScript = `(function(){var P=HTMLElement.prototype,d=document;if("popover"in P)return;d.documentElement.setAttribute("data-popover-fallback","");var A="data-popover-open";function o(e){return e.hasAttribute(A)}function b(e){return e.id?d.querySelectorAll('[popovertarget="'+e.id+'"]'):[]}function s(e,v){if(v===o(e))return;v?e.setAttribute(A,""):e.removeAttribute(A);var l=b(e);for(var i=0;i<l.length;i++)l[i].setAttribute("aria-expanded",String(v))}P.showPopover=function(){s(this,true)};P.hidePopover=function(){s(this,false)};P.togglePopover=function(f){var v=f===undefined?!o(this):!!f;s(this,v);return v};d.addEventListener("click",function(e){var t=e.target,k=t.closest&&t.closest("[popovertarget]"),id=k&&k.getAttribute("popovertarget"),l=d.querySelectorAll("["+A+"]");for(var i=0;i<l.length;i++)if(!l[i].contains(t)&&l[i].id!==id)s(l[i],false);if(k){e.preventDefault();var p=d.getElementById(id);if(p)p.togglePopover()}},true);d.addEventListener("keydown",function(e){if(e.key!=="Escape")return;var l=d.querySelectorAll("["+A+"]");for(var i=0;i<l.length;i++){s(l[i],false);var k=b(l[i])[0];if(k)k.focus()}})})()`;

/** Whether `el` is an open popover, natively or through the fallback. */
export function isPopoverOpen(el: Element): boolean {
  if (el.hasAttribute("data-popover-open")) return true;
  // `:popover-open` is an invalid selector where popover is missing: matches() would throw.
  return "popover" in HTMLElement.prototype && el.matches(":popover-open");
}
