import type { LucideIcon } from "lucide-react";
import Cookie from "lucide-react/icons/cookie";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import ScrollText from "lucide-react/icons/scroll-text";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import { ActionLink } from "../components/ui/action-link";
import { CurrentDate } from "../components/ui/current-date";
import { IconHeading } from "../components/ui/icon-chip";
import { Rule } from "../components/ui/section";
import { HtmlParagraphs } from "../components/ui/text-blocks";
import { copyrightHolder, legalContact, legalHeader, legalSections } from "../content/legal";
import { pageMeta } from "../shell/page-meta";
import { legalPage } from "../shell/pages/legal";

export const meta = pageMeta([legalPage]);

// By anchor; a section the owner adds to content/pages/legal.md gets the document icon.
const sectionIcons: Partial<Record<string, LucideIcon>> = {
  "section-terms": ScrollText,
  "section-privacy": ShieldCheck,
  "section-ip": FileText,
  "section-cookies": Cookie,
};

const sectionIcon = (id: string) => sectionIcons[id] ?? FileText;

export default function LegalPage() {
  return (
    <>
      <section aria-labelledby="legal-title" className="bg-aurora border-b border-line">
        <div className="container-page py-12 text-center sm:py-16">
          <h1 id="legal-title" className="display-title">
            <span className="text-gradient">{legalHeader.title}</span>
          </h1>
          <Rule className="mx-auto mt-6" />
          <p className="lead mx-auto mt-6 max-w-2xl">{legalHeader.intro}</p>
          <p className="mt-6 text-sm font-semibold text-muted">
            {legalHeader.lastUpdatedLabel} <CurrentDate kind="date" className="text-ink" />
          </p>
        </div>
      </section>

      <div className="container-page section-space grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {legalSections.map((s) => {
              const Icon = sectionIcon(s.id);
              return (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-frame hover:bg-surface-2"
                  >
                    <Icon aria-hidden className="size-4 text-accent" />
                    {s.title}
                  </a>
                </li>
              );
            })}
            <li>
              <a
                href="#section-contact"
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:border-frame hover:bg-surface-2"
              >
                <Mail aria-hidden className="size-4 text-accent" />
                {legalContact.title}
              </a>
            </li>
          </ul>
        </nav>

        <div className="min-w-0 space-y-10">
          {legalSections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="card scroll-mt-24 p-6 sm:p-10">
              <IconHeading icon={sectionIcon(s.id)} id={`${s.id}-heading`} title={s.title} />
              <HtmlParagraphs html={s.introHtml} className="mt-4 text-lg text-muted" />
              <ol className="mt-8 space-y-6" data-testid="clauses">
                {s.clauses.map((c, i) => (
                  <li key={c.title} className="flex gap-4">
                    <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-tint-royal text-sm font-semibold text-royal">
                      {i + 1}
                    </span>
                    <div className="min-w-0">
                      <h3 className="font-display text-lg font-semibold text-ink">{c.title}</h3>
                      <HtmlParagraphs html={c.html} className="mt-1 leading-relaxed text-muted" />
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ))}

          <section
            id="section-contact"
            aria-labelledby="section-contact-heading"
            className="scroll-mt-24 rounded-3xl border border-frame bg-gradient-to-br from-tint-royal via-surface to-tint-gold p-6 sm:p-10"
          >
            <IconHeading icon={Users} id="section-contact-heading" title={legalContact.title} />
            <p className="mt-4 text-lg text-muted">{legalContact.text}</p>
            <p className="mt-2">
              <a href={`mailto:${legalContact.email}`} className="font-semibold text-royal underline underline-offset-4">
                {legalContact.email}
              </a>
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {legalContact.actions.map((a, i) => (
                <ActionLink key={a.label} action={a} className={i === 0 ? "btn-primary" : i === 1 ? "btn-royal" : "btn-outline"} />
              ))}
            </div>
          </section>

          <p className="text-center text-sm text-muted">
            © <CurrentDate kind="year" /> {copyrightHolder}
          </p>
        </div>
      </div>
    </>
  );
}
