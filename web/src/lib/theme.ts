/**
 * Runs inline in <head> before first paint so a dark-theme visitor never sees a light flash.
 * The build hashes this exact text into the Content-Security-Policy; keep it byte-stable.
 */
export const THEME_STORAGE_KEY = "theme";

export const themeScript = `(function(){try{var t=localStorage.getItem("theme");var d=t?t==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;
