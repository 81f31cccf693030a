import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.calendar);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Instructor Teaching Calendar</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">All times are Eastern Standard Time (EST).</p>
    </div>
  );
}
