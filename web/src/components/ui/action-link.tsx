import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkAction } from "../../content/content-types";
import { ExternalLink } from "./external-link";

/**
 * Renders a content `LinkAction`: another site in a new tab, a plain `<a>` for `nativeLink`
 * (mailto, in-page anchors, Worker redirects), else a `Link` (lib/navigation.tsx: client-side on a routed page, plain elsewhere).
 */
export function ActionLink({ action, className, children }: { action: LinkAction; className?: string; children?: ReactNode }) {
  const content = children ?? action.label;
  if (action.external)
    return (
      <ExternalLink href={action.href} className={className}>
        {content}
      </ExternalLink>
    );
  if (action.nativeLink)
    return (
      <a href={action.href} className={className}>
        {content}
      </a>
    );
  return (
    <Link to={action.href} className={className}>
      {content}
    </Link>
  );
}
