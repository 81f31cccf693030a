/**
 * Runs inline in <head> before first paint so a dark-theme visitor never sees a light flash, and
 * is the theme button's click handler (a listener on `document` for `[data-theme-toggle]`), so
 * the button works before hydration and without React (docs/decisions/0030-native-controls.md).
 * Once the page is parsed it also sets the button's `aria-pressed`; after hydration React keeps
 * it in step with the class (ThemeToggle). The build hashes this exact text into the
 * Content-Security-Policy; keep it byte-stable.
 */
export const themeScript = `(function(){var r=document.documentElement;function p(){var b=document.querySelector("[data-theme-toggle]");if(b)b.setAttribute("aria-pressed",r.classList.contains("dark"))}try{var t=localStorage.getItem("theme");var d=t?t==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;r.classList.toggle("dark",d)}catch(e){}document.addEventListener("DOMContentLoaded",p);document.addEventListener("click",function(e){if(!(e.target.closest&&e.target.closest("[data-theme-toggle]")))return;var d=r.classList.toggle("dark");p();try{localStorage.setItem("theme",d?"dark":"light")}catch(e){}})})()`;
