import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useSyncExternalStore } from "react";

/**
 * The theme button. The inline theme script flips the `dark` class on <html> and remembers the
 * choice under localStorage `theme` (lib/theme.ts). Both icons are rendered and CSS shows the right one, so the prerendered HTML never mismatches.
 */
// The source of truth is <html>: the choice clicked and not yet shown (`data-theme-chosen`), else the
// `dark` class (both set by the inline theme script), so the button subscribes to them instead of
// copying them into state. A click can come while React hydrates the button: it renders the choice.
function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class", "data-theme-chosen"] });
  return () => observer.disconnect();
}
const isDarkNow = () => {
  const chosen = document.documentElement.getAttribute("data-theme-chosen");
  return chosen ? chosen === "dark" : document.documentElement.classList.contains("dark");
};
// Unknown on the server: aria-pressed is left out of the prerendered HTML and set after hydration.
const unknownOnServer = () => null;

export function ThemeToggle() {
  const isDark = useSyncExternalStore(subscribeToThemeClass, isDarkNow, unknownOnServer);
  // No onClick: the inline theme script's listener flips the theme, before hydration as after
  // (lib/theme.ts), so React and it never both act on one click.
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label="Dark theme"
      aria-pressed={isDark ?? undefined}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-2"
    >
      {/* Shown by aria-pressed, not the html class: a click changes it a frame before the page's colours (lib/theme.ts, styles.css). */}
      <Moon aria-hidden className="theme-icon-light size-5" />
      <Sun aria-hidden className="theme-icon-dark size-5" />
    </button>
  );
}
