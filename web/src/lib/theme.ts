/**
 * Runs inline in <head> before first paint so a dark-theme visitor never sees a light flash, and
 * is the theme button's click handler (a listener on `window` for `[data-theme-toggle]`), so
 * the button works before hydration and without React (docs/decisions/0030-native-controls.md).
 * Once the page is parsed it also sets the button's `aria-pressed`, before React hydrates; after
 * that ThemeToggle follows the class too, or the choice clicked and not yet shown
 * (`data-theme-chosen` on <html>), so a hydration in between renders the same state. It is serialised into the page's <head> and allowed by
 * its hash (lib/head-scripts.ts), so it uses nothing outside its own body.
 *
 * A click answers in two steps. At once: the button's `aria-pressed` (its icon follows it, in
 * styles.css) and the stored choice. After the next frame has been painted: the `dark` class on
 * <html>. The class changes the colour variables every element inherits, so the browser
 * restyles the whole document: on an emulated phone (4x CPU) about 80-100 ms for Home's ~550
 * elements, then a repaint of the whole page. Done inside the click, that work sat between the
 * tap and its next paint (the early-tap bench measured 200-260 ms); after the first paint, the
 * tap is answered in the next frame and the colours follow one restyle later. Several clicks
 * before the flip coalesce into one (the last choice wins).
 *
 * For the frame that flips the class, `theme-switch` on <html> turns transitions off
 * (styles.css): every colour changes in that one style pass instead of starting a 150 ms
 * `transition-colors` animation on each control, whose frames each restyled the animating
 * elements again. It is removed after that frame; the values no longer change then, so nothing
 * starts animating.
 */
export function themeScript(): void {
  const root = document.documentElement;
  // The choice clicked and not yet shown (null once the class follows it), whether a flip is
  // waiting for its frame, and which flip is the latest.
  let wanted: boolean | null = null;
  let flipPending = false;
  let flips = 0;
  const shown = () => (wanted === null ? root.classList.contains("dark") : wanted);
  function syncPressed() {
    document.querySelector("[data-theme-toggle]")?.setAttribute("aria-pressed", String(shown()));
  }
  function afterNextPaint(run: () => void) {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  try {
    const stored = localStorage.getItem("theme");
    root.classList.toggle("dark", stored ? stored === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch {
    // Storage or matchMedia refused (a privacy mode): the light theme of the HTML stays.
  }
  document.addEventListener("DOMContentLoaded", syncPressed);
  // On the window, in the capture phase: while React hydrates, its own capture listener on the
  // document stops a click on a part not yet hydrated, so a listener on the document's bubble
  // phase never heard a tap in that window (an e2e test caught it, about 1 load in 6).
  window.addEventListener(
    "click",
    (event) => {
      if (!(event.target as Element).closest?.("[data-theme-toggle]")) return;
      const dark = !shown();
      wanted = dark;
      root.setAttribute("data-theme-chosen", dark ? "dark" : "light");
      syncPressed();
      try {
        localStorage.setItem("theme", dark ? "dark" : "light");
      } catch {
        // Not stored: the choice holds for this page only.
      }
      if (flipPending) return;
      flipPending = true;
      afterNextPaint(() => {
        const flip = ++flips;
        flipPending = false;
        root.classList.add("theme-switch");
        root.classList.toggle("dark", wanted === true);
        wanted = null;
        root.removeAttribute("data-theme-chosen");
        afterNextPaint(() => {
          if (flip === flips) root.classList.remove("theme-switch");
        });
      });
    },
    true,
  );
}
