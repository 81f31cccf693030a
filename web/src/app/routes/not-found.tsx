import { Link } from "react-router";
import { notFoundPage } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(notFoundPage);
  return (
    <div className="container-page py-24 text-center">
      <p className="eyebrow">404</p>
      <h1 className="section-title mt-3">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn-primary mt-8">
        Back to home
      </Link>
    </div>
  );
}
