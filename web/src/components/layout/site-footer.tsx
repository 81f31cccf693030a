import { Link } from "react-router";
import { footer } from "../../content/navigation";
import { siteConfig } from "../../content/site-config";
import { CurrentDate } from "../ui/current-date";
import { ExternalLink } from "../ui/external-link";

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="container-page grid gap-8 py-10 md:grid-cols-3">
        <div>
          <p className="font-display text-lg font-semibold">{siteConfig.brandName}</p>
          <p className="mt-2 text-sm text-muted">{footer.tagline}</p>
          <p className="mt-4 text-sm text-muted">
            <span aria-hidden>🔒</span> {footer.lockedNote}: Think Tank and Bootcamp
          </p>
        </div>
        <div className="flex flex-wrap content-start gap-3">
          <ExternalLink href={footer.joinSkool.href} className="btn-primary">
            {footer.joinSkool.label}
          </ExternalLink>
          <ExternalLink href={footer.support.href} className="btn-outline">
            {footer.support.label}
          </ExternalLink>
          <a href={footer.contact.href} className="btn-outline">
            {footer.contact.label}
          </a>
        </div>
        <nav aria-label="Social" className="md:justify-self-end">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <ExternalLink href={s.href} className="underline-offset-4 hover:underline">
                  {s.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4 text-sm text-muted">
          <p>
            © <CurrentDate kind="year" /> {siteConfig.brandName}. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            {[footer.privacy, footer.terms].map((l) => (
              <Link key={l.href} to={l.href} className="underline-offset-4 hover:underline">
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
