import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.thinktank);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Think Tank</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">One guided group project every month.</p>
    </div>
  );
}
