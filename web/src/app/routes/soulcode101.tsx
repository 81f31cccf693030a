import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.soulcode101);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Soul Code Prompt Generator</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Beginner Taste Kit v1.0: copy-ready templates for five modes.</p>
    </div>
  );
}
