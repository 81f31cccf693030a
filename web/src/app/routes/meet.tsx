import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.meet);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Meet the Founder</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Artist, author and educator: the story behind SoulCode Studio.</p>
    </div>
  );
}
