import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.bootcamp);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Bootcamp</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">A 7-day build intensive.</p>
    </div>
  );
}
