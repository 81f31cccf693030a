/**
 * Runs inline in <head> before first paint so a dark-theme visitor never sees a light flash, and
 * is the theme button's click handler (a listener on `document` for `[data-theme-toggle]`), so
 * the button works before hydration and without React (docs/decisions/0030-native-controls.md).
 * Once the page is parsed it also sets the button's `aria-pressed`, before React hydrates; after
 * that ThemeToggle follows the class too. The build hashes this exact text, as every inline
 * script, into the page's Content-Security-Policy (scripts/finish-build.ts).
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
export const themeScript = `(function(){var r=document.documentElement,w=null,q=0,n=0;function p(){var b=document.querySelector("[data-theme-toggle]");if(b)b.setAttribute("aria-pressed",w===null?r.classList.contains("dark"):w)}function f(c){requestAnimationFrame(function(){setTimeout(c,0)})}try{var t=localStorage.getItem("theme");var d=t?t==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;r.classList.toggle("dark",d)}catch(e){}document.addEventListener("DOMContentLoaded",p);document.addEventListener("click",function(e){if(!(e.target.closest&&e.target.closest("[data-theme-toggle]")))return;w=!(w===null?r.classList.contains("dark"):w);p();try{localStorage.setItem("theme",w?"dark":"light")}catch(e){}if(q)return;q=1;f(function(){var g=++n;q=0;r.classList.add("theme-switch");r.classList.toggle("dark",w);w=null;f(function(){if(g===n)r.classList.remove("theme-switch")})})})})()`;
