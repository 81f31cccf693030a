/**
 * The inline scripts at the end of every page's <head>, in order: the theme before first paint
 * (theme.ts), the queue of early clicks (early-events.ts), the menu's fallback where `popover`
 * is missing (popover-fallback.ts) and the page's scripts once it has painted
 * (scripts-after-paint.ts, which reads the <template> just before it). Each is a typed function that uses nothing outside its own
 * body, so its text can be the script: `(${fn})()`
 * (docs/decisions/0112-head-scripts-as-functions.md).
 *
 * A build's pages get them from scripts/finish-build.ts, which serialises and minifies them once
 * and allows that same text by its hash in each page's CSP; the development server, which sends
 * no CSP, adds them as entry.server.tsx renders. Either way they are written into the HTML, not
 * rendered by root.tsx, so their text stays out of the browser's JavaScript: React 19 passes over
 * tags in <head> it did not render (docs/decisions/0087-inline-scripts-server-only.md).
 */
import { earlyEventsScript } from "./early-events";
import { popoverFallbackScript } from "./popover-fallback";
import { scriptsAfterPaintScript } from "./scripts-after-paint";
import { themeScript } from "./theme";

const HEAD_SCRIPTS: ReadonlyArray<() => void> = [themeScript, earlyEventsScript, popoverFallbackScript, scriptsAfterPaintScript];

/** Each head script as the text of a script that calls it. */
export const headScripts = (): string[] => HEAD_SCRIPTS.map((script) => `(${script.toString()})()`);

/** `html` with `scripts` inline, last in its <head>. */
export function withHeadScripts(html: string, scripts: readonly string[]): string {
  if (!html.includes("</head>")) throw new Error("The page has no </head> for its inline scripts.");
  // A function, not a string: a `$&` or `$'` in a script is text, not a replacement pattern.
  return html.replace("</head>", () => `${scripts.map((code) => `<script>${code}</script>`).join("")}</head>`);
}
