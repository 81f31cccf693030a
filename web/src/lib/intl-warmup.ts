/**
 * The first Intl call in a page sets up ICU's locale and time-zone data, once per browser
 * process: 40-76 ms of main-thread time in a cold Chromium on the bench's 2-core machine, a long
 * task of its own (docs/performance.md#the-first-intl-call-off-the-main-thread). A deferred
 * part whose code will format dates calls this when the page starts: a worker makes that
 * first call on its own thread, and the main thread's first call then takes under a millisecond.
 */
let started = false;

export function warmIntlOffMainThread(): void {
  if (started || typeof window === "undefined" || typeof Worker === "undefined") return;
  started = true;
  // At the load event: the deferred parts that format dates wait for it too, and the page's own files
  // come first on a slow link (docs/decisions/0080-first-paint-and-few-chunks.md).
  const start = () => new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module" });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
