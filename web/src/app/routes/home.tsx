import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.home);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">SoulCode Studio</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Cultural Intelligence. Elegant Innovation. Premium AI Solutions for the Modern Era.</p>
    </div>
  );
}
