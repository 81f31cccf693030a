/**
 * The menu is a native popover (docs/decisions/0030-native-controls.md). An engine without
 * `popover` ignores the attribute: the menu would sit open over the page and its button would do
 * nothing. This script, serialised inline into <head> (lib/head-scripts.ts, so it uses nothing
 * outside its own body), stands in for the part the site uses, before hydration as after:
 * - `showPopover`, `hidePopover` and `togglePopover` set `data-popover-open`, which styles.css
 *   shows (every other popover is hidden while <html> has `data-popover-fallback`);
 * - a click on a `popovertarget` button toggles its popover (and sets its `aria-expanded`), a click
 *   outside an open one closes it, and Escape closes it and gives focus back to its button, as the
 *   native light dismiss does.
 * Its click listener cancels the button's own action, so in an engine that knows the attribute
 * but lacks the API (or has had it removed, as the engine suite does to prove this) the two never
 * both act. Where `popover` exists it does nothing at all.
 */
export function popoverFallbackScript(): void {
  // Partial: in the engines this is for, the popover members are missing.
  const proto: Partial<HTMLElement> = HTMLElement.prototype;
  if ("popover" in proto) return;
  const OPEN = "data-popover-open";
  document.documentElement.setAttribute("data-popover-fallback", "");
  const isOpen = (el: Element) => el.hasAttribute(OPEN);
  const buttonsOf = (el: Element): ArrayLike<Element> => (el.id ? document.querySelectorAll(`[popovertarget="${el.id}"]`) : []);
  function setOpen(el: Element, open: boolean) {
    if (open === isOpen(el)) return;
    if (open) el.setAttribute(OPEN, "");
    else el.removeAttribute(OPEN);
    const buttons = buttonsOf(el);
    for (let i = 0; i < buttons.length; i++) buttons[i]!.setAttribute("aria-expanded", String(open));
  }
  // The engine has none of these, so ours are the only definitions.
  proto.showPopover = function (this: HTMLElement) {
    setOpen(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    setOpen(this, false);
  };
  proto.togglePopover = function (this: HTMLElement, force?: boolean) {
    const open = force === undefined ? !isOpen(this) : !!force;
    setOpen(this, open);
    return open;
  };
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const button = target.closest?.("[popovertarget]");
      const id = button?.getAttribute("popovertarget");
      const open = document.querySelectorAll(`[${OPEN}]`);
      for (let i = 0; i < open.length; i++) if (!open[i]!.contains(target) && open[i]!.id !== id) setOpen(open[i]!, false);
      if (button) {
        // The engine may know the attribute without the API: its own toggle must not act too.
        event.preventDefault();
        document.getElementById(id!)?.togglePopover();
      }
    },
    true,
  );
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = document.querySelectorAll(`[${OPEN}]`);
    for (let i = 0; i < open.length; i++) {
      setOpen(open[i]!, false);
      (buttonsOf(open[i]!)[0] as HTMLElement | undefined)?.focus();
    }
  });
}

/** Whether `el` is an open popover, natively or through the fallback. */
export function isPopoverOpen(el: Element): boolean {
  if (el.hasAttribute("data-popover-open")) return true;
  // `:popover-open` is an invalid selector where popover is missing: matches() would throw.
  return "popover" in HTMLElement.prototype && el.matches(":popover-open");
}
