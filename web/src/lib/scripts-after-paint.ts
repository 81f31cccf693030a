/**
 * A page paints from its HTML alone (its stylesheet is inline); its scripts only hydrate it. So
 * they wait until it has painted: entry.server.tsx moves React Router's module preloads and its
 * module script into a `<template data-after-paint>`, and this script, serialised inline into
 * <head> (lib/head-scripts.ts, so it uses nothing outside its own body), puts them back:
 * - the preloads at the first contentful paint, so on a slow link no script shares it with the
 *   HTML and the largest image, whether or not the server honours priorities;
 * - the module script once the document is parsed as well, as React Router's own `async` script
 *   would run (docs/decisions/0119-scripts-after-first-paint.md).
 * A hidden tab never paints: it gets them at once. An engine without paint timing gets them two
 * frames after parsing, and any page two frames after its load event at the latest.
 */
export function scriptsAfterPaintScript(): void {
  const template = document.currentScript?.parentNode?.querySelector<HTMLTemplateElement>("template[data-after-paint]");
  if (!template) return;
  const content = template.content;
  template.remove();
  const moduleScripts = Array.from(content.querySelectorAll("script"));
  let painted = false;
  let parsed = document.readyState !== "loading";
  const insertScripts = () => {
    if (!painted || !parsed || !moduleScripts.length) return;
    // In <head>, where React's hydration passes over nodes it did not render.
    for (const script of moduleScripts.splice(0)) document.head.appendChild(script);
  };
  const onPaint = () => {
    if (painted) return;
    painted = true;
    // The module scripts leave the template here; what goes into <head> is the preloads.
    for (const script of moduleScripts) script.remove();
    document.head.appendChild(content);
    insertScripts();
  };
  if (!parsed)
    document.addEventListener("DOMContentLoaded", () => {
      parsed = true;
      insertScripts();
    });
  if (document.visibilityState === "hidden") return onPaint();
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && onPaint());
  // Two frames on, the first has been painted.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(onPaint));
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        onPaint();
      }
    }).observe({ type: "paint", buffered: true });
  else document.addEventListener("DOMContentLoaded", afterTwoFrames);
  // Paint timing is not always reported: Firefox reports none for some loads (a reload).
  addEventListener("load", afterTwoFrames);
}
