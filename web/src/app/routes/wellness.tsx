import { useLocation } from "react-router";
import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  const { pathname } = useLocation();
  usePageMeta(pathname === pages.wellness.path ? pages.wellness : pages.wellnessFindingMe);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Finding Me</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">A wellness manifesto on dopamine, awakening and coming home to yourself.</p>
    </div>
  );
}
