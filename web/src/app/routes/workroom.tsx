import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.workroom);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">The Workroom</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Live platforms and projects in progress, built in the open.</p>
    </div>
  );
}
