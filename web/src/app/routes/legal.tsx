import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";

export function Component() {
  usePageMeta(pages.legal);
  return (
    <div className="container-page py-16">
      <h1 className="section-title">Legal Information</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Terms of Service, Privacy Policy, Intellectual Property and Copyright, Cookie Policy.</p>
    </div>
  );
}
