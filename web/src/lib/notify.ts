/**
 * A toast from a page that has no other use for sonner: sonner (with the interactive kit it is
 * bundled in) is fetched when the first toast is shown, not with the page
 * (docs/decisions/0031-javascript-by-page.md). The Toaster is mounted after hydration, before any
 * visitor action can call this.
 */
export function notify(kind: "success" | "error" | "info", notice: { title: string; description: string }): void {
  void import("sonner").then(({ toast }) => toast[kind](notice.title, { description: notice.description }));
}
