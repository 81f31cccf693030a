import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import MessageCircleHeart from "lucide-react/icons/message-circle-heart";
import { Badge } from "../components/ui/badge";
import { deferred } from "../components/deferred";
import { ExternalLink } from "../components/ui/external-link";
import { PageTitle, Section, SectionHeader } from "../components/ui/section";
import { MarkedList, Paragraphs } from "../components/ui/text-blocks";
import {
  completedProjects,
  completedProjectsHeading,
  realTalk,
  liveStatusLabel,
  visitLiveSiteLabel,
  workroomIntro,
} from "../content/workroom";
import { pageMeta } from "../shell/page-meta";
import { workroomPage } from "../shell/pages/workroom";

export const meta = pageMeta([workroomPage]);

// Below the live platforms, the projects in progress, the white paper and the Think Tank band load
// after the page, or at the first touch; until then their prerendered HTML stands
// (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
const Sections = deferred(() => import("../features/workroom/workroom-sections").then((m) => m.WorkroomSections), { query: false });

export default function WorkroomPage() {
  return (
    <>
      <section aria-labelledby="workroom-title" className="bg-aurora border-b border-line">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
          <div>
            <PageTitle id="workroom-title" eyebrow={workroomIntro.eyebrow} title={workroomIntro.title} />
            <Paragraphs paragraphs={workroomIntro.paragraphs} className="lead mt-6 space-y-4" />
          </div>
          <aside aria-labelledby="real-talk-heading" className="card border-frame bg-gradient-to-br from-tint-gold to-surface p-7">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-strong text-on-accent">
                <MessageCircleHeart aria-hidden className="size-6" />
              </span>
              <h2 id="real-talk-heading" className="font-display text-2xl font-semibold text-ink">
                {realTalk.title}
              </h2>
            </div>
            <p className="mt-4 leading-relaxed text-muted">{realTalk.text}</p>
          </aside>
        </div>
      </section>

      <Section labelledBy="completed-heading">
        <SectionHeader id="completed-heading" {...completedProjectsHeading} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {completedProjects.map((p) => (
            <li key={p.id} className="card card-lift flex flex-col p-7" data-testid="completed-project">
              <div className="flex items-center justify-between gap-3">
                <Badge tone="royal">{p.category}</Badge>
                <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-muted">
                  <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                  {liveStatusLabel}
                </span>
              </div>
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{p.title}</h3>
              <p className="mt-3 text-muted">{p.description}</p>
              <MarkedList items={p.features} className="mt-5 flex-1 space-y-2 border-t border-line pt-5 text-sm text-ink" />
              <ExternalLink href={p.url} className="btn-royal mt-7 self-start">
                {visitLiveSiteLabel}
                <ArrowUpRight aria-hidden className="size-4" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Sections />
    </>
  );
}
