import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import BookOpen from "lucide-react/icons/book-open";
import ExternalIcon from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Lock from "lucide-react/icons/lock";
import Network from "lucide-react/icons/network";
import Sparkles from "lucide-react/icons/sparkles";
import Sprout from "lucide-react/icons/sprout";
import { ActionLink } from "../components/ui/action-link";
import { Badge } from "../components/ui/badge";
import { FramedPicture, Picture } from "../components/ui/picture";
import { IconCard } from "../components/ui/icon-chip";
import { deferred } from "../components/deferred";
import { PageTitle, Section, SectionHeader } from "../components/ui/section";
import { HtmlParagraphs, MarkedList } from "../components/ui/text-blocks";
import {
  meetHero,
  coverArtist,
  novels,
  novelsHeading,
  novelStatusLabel,
  signatureProjects,
  signatureProjectsHeading,
} from "../content/meet";
import type { IconName, LinkAction } from "../content/content-types";
import { cn } from "../lib/cn";
import { pageMeta } from "../shell/page-meta";
import { meetPage } from "../shell/pages/meet";

export const meta = pageMeta([meetPage]);

// The last section, the learning tracks' price cards, loads after the page or at the first touch;
// until then its prerendered HTML stands
// (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
const LearningTracks = deferred(() => import("../features/meet/learning-tracks").then((m) => m.LearningTracks), { query: false });

const icons: Partial<Record<IconName, LucideIcon>> = { Sparkles, Sprout, Network };

/** PDF links get a document icon; other sites an outward arrow. */
function actionIcon(action: LinkAction) {
  if (action.href.endsWith(".pdf")) return <FileText aria-hidden className="size-4" />;
  if (action.external) return <ExternalIcon aria-hidden className="size-4" />;
  return <ArrowRight aria-hidden className="size-4" />;
}

export default function MeetPage() {
  return (
    <>
      <section aria-labelledby="meet-title" className="bg-aurora border-b border-line">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 md:grid-cols-[0.8fr_1fr] lg:gap-16 lg:py-24">
          <FramedPicture
            image={meetHero.portrait}
            sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 384px"
            aspect="aspect-[4/5]"
            priority
            frameClassName="mx-auto w-full max-w-sm md:max-w-none"
          />
          <div>
            <PageTitle id="meet-title" eyebrow={meetHero.eyebrow} title={meetHero.name} />
            <p className="mt-3 font-display text-2xl text-ink italic">{meetHero.title}</p>
            <div className="prose-page mt-6">
              <HtmlParagraphs html={meetHero.bioHtml} />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              {meetHero.actions.map((a, i) => (
                <ActionLink key={a.label} action={a} className={i === 0 ? "btn-primary" : "btn-royal"}>
                  {a.label}
                  {actionIcon(a)}
                </ActionLink>
              ))}
            </div>
          </div>
        </div>
      </section>

      <Section labelledBy="cover-artist-heading">
        <article className="card grid items-center gap-8 overflow-hidden p-6 sm:p-10 md:grid-cols-[1fr_1.3fr]">
          <FramedPicture
            image={coverArtist.image}
            sizes="(min-width: 768px) 320px, 80vw"
            aspect="aspect-[4/5]"
            frameClassName="mx-auto w-full max-w-xs"
          />
          <div>
            {coverArtist.badge && (
              <Badge tone="gold">
                <BookOpen aria-hidden className="size-3.5" />
                {coverArtist.badge}
              </Badge>
            )}
            <h2 id="cover-artist-heading" className="section-title mt-4">
              {coverArtist.title}
            </h2>
            <HtmlParagraphs html={coverArtist.textHtml} className="mt-4 text-lg leading-relaxed text-muted" />
            <ActionLink action={coverArtist.action} className="btn-outline mt-8">
              {coverArtist.action.label}
              {actionIcon(coverArtist.action)}
            </ActionLink>
          </div>
        </article>
      </Section>

      <Section tone="wash" labelledBy="novels-heading">
        <SectionHeader id="novels-heading" {...novelsHeading} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {novels.map((n) => (
            <li key={n.slug} className="card card-lift flex flex-col p-5" data-testid="novel">
              <div className="relative">
                <Picture
                  image={n.image}
                  alt={n.image.alt}
                  sizes="(min-width: 768px) 320px, 90vw"
                  className="block"
                  imgClassName="aspect-[2/3] h-auto w-full rounded-xl object-cover"
                />
                <Badge tone="solid-gold" className="absolute top-3 left-3 shadow">
                  {novelStatusLabel[n.status]}
                </Badge>
              </div>
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{n.title}</h3>
              <p className="mt-3 flex-1 text-muted">{n.logline}</p>
              <ActionRow actions={n.actions} firstIsPrimary />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="projects-heading">
        <SectionHeader id="projects-heading" {...signatureProjectsHeading} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {signatureProjects.map((p) => (
            <IconCard
              key={p.slug}
              testId="signature-project"
              className={cn(
                "card card-lift flex flex-col p-7",
                p.status === "whitepaper" && "border-frame bg-gradient-to-b from-tint-royal to-surface",
              )}
              icon={icons[p.icon] ?? Sparkles}
              badge={
                p.badge ? (
                  <Badge tone="solid-royal">
                    <Lock aria-hidden className="size-3.5" />
                    {p.badge}
                  </Badge>
                ) : null
              }
              title={p.title}
              text={p.summary}
            >
              {p.bullets ? <MarkedList items={p.bullets} className="mt-5 flex-1 space-y-2 text-sm text-ink" /> : <div className="flex-1" />}
              <ActionRow actions={p.actions} />
            </IconCard>
          ))}
        </ul>
      </Section>

      <LearningTracks />
    </>
  );
}

/** A card's buttons; the first is the primary one where `firstIsPrimary`. */
function ActionRow({ actions, firstIsPrimary = false }: { actions: readonly LinkAction[]; firstIsPrimary?: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {actions.map((a, i) => (
        <ActionLink key={a.label} action={a} className={firstIsPrimary && i === 0 ? "btn-royal" : "btn-outline"}>
          {actionIcon(a)}
          {a.label}
        </ActionLink>
      ))}
    </div>
  );
}
