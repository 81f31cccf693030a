import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.gallery);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Art Exhibition</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">The current exhibition: a 2023 mixed media collection.</p>
    </div>
  );
}
