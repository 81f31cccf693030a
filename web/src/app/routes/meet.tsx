import { ArrowRight, BookOpen, Check, ExternalLink as ExternalIcon, FileText, Lock, Network, Sparkles, Sprout, type LucideIcon } from "lucide-react";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { Picture } from "../../components/ui/picture";
import { Section, SectionHeader } from "../../components/ui/section";
import {
  aboutHero,
  communityMembership,
  coverArtist,
  learningTracks,
  learningTracksHeading,
  novels,
  novelsHeading,
  novelStatusLabel,
  signatureProjects,
  signatureProjectsHeading,
} from "../../content/about";
import type { IconName, LinkAction } from "../../content/content-types";
import { pages } from "../../content/pages";
import { usePageMeta } from "../../hooks/use-page-meta";
import { cn } from "../../lib/cn";

const icons: Partial<Record<IconName, LucideIcon>> = { Sparkles, Sprout, Network };

/** PDF links get a document icon; other sites an outward arrow. */
function actionIcon(action: LinkAction) {
  if (action.href.endsWith(".pdf")) return <FileText aria-hidden className="size-4" />;
  if (action.external) return <ExternalIcon aria-hidden className="size-4" />;
  return <ArrowRight aria-hidden className="size-4" />;
}

export function Component() {
  usePageMeta(pages.meet);
  return (
    <>
      <section aria-labelledby="meet-title" className="bg-aurora border-b border-line">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 md:grid-cols-[0.8fr_1fr] lg:gap-16 lg:py-24">
          <div className="frame-gold mx-auto w-full max-w-sm md:max-w-none">
            <Picture
              id={aboutHero.portrait.id}
              alt={aboutHero.portrait.alt}
              sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 384px"
              priority
              className="block"
              imgClassName="aspect-[4/5] h-auto w-full rounded-xl object-cover"
            />
          </div>
          <div>
            <p className="eyebrow">{aboutHero.eyebrow}</p>
            <h1 id="meet-title" className="display-title mt-4">
              <span className="text-gradient">{aboutHero.name}</span>
            </h1>
            <p className="mt-3 font-display text-2xl text-ink italic">{aboutHero.title}</p>
            <div className="prose-page mt-6">
              {aboutHero.bio.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              {aboutHero.actions.map((a, i) => (
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
          <div className="frame-gold mx-auto w-full max-w-xs">
            <Picture
              id={coverArtist.image.id}
              alt={coverArtist.image.alt}
              sizes="(min-width: 768px) 320px, 80vw"
              className="block"
              imgClassName="aspect-[4/5] h-auto w-full rounded-xl object-cover"
            />
          </div>
          <div>
            <Badge tone="gold">
              <BookOpen aria-hidden className="size-3.5" />
              {coverArtist.badge}
            </Badge>
            <h2 id="cover-artist-heading" className="section-title mt-4">
              {coverArtist.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{coverArtist.text}</p>
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
                  id={n.image.id}
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
          {signatureProjects.map((p) => {
            const Icon = icons[p.icon] ?? Sparkles;
            return (
              <li
                key={p.slug}
                data-testid="signature-project"
                className={cn(
                  "card card-lift flex flex-col p-7",
                  p.status === "whitepaper" && "border-frame bg-gradient-to-b from-tint-royal to-surface",
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="icon-chip">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  {p.badge ? (
                    <Badge tone="solid-royal">
                      <Lock aria-hidden className="size-3.5" />
                      {p.badge}
                    </Badge>
                  ) : null}
                </div>
                <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{p.title}</h3>
                <p className="mt-3 text-muted">{p.summary}</p>
                {p.bullets ? (
                  <ul className="mt-5 flex-1 space-y-2 text-sm text-ink">
                    {p.bullets.map((b) => (
                      <li key={b} className="flex gap-2">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                        {b}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="flex-1" />
                )}
                <ActionRow actions={p.actions} />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="aurora" className="border-t border-line" labelledBy="tracks-heading">
        <SectionHeader id="tracks-heading" {...learningTracksHeading} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {learningTracks.map((t) => {
            const featured = t.id === "bootcamp";
            return (
              <li
                key={t.id}
                data-testid="learning-track"
                className={cn(
                  "card relative flex flex-col p-8",
                  featured && "border-2 border-frame shadow-xl lg:-translate-y-2",
                )}
              >
                <div className="flex min-h-7 items-center justify-between gap-3">
                  <h3 className="font-display text-2xl font-semibold text-ink">{t.title}</h3>
                  {t.badge ? <Badge tone={featured ? "solid-gold" : "royal"}>{t.badge}</Badge> : null}
                </div>
                <p className="mt-5 flex items-baseline gap-2">
                  <span className="font-display text-5xl font-semibold text-ink">{t.price}</span>
                  {t.priceNote ? <span className="text-muted">{t.priceNote}</span> : null}
                </p>
                <p className="mt-4 text-muted">{t.description}</p>
                <ul className="mt-6 flex-1 space-y-3 border-t border-line pt-6 text-ink">
                  {t.features.map((f) => (
                    <li key={f} className="flex gap-3">
                      <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                      {f}
                    </li>
                  ))}
                </ul>
                <ActionLink action={t.action} className={cn("mt-8 w-full", featured ? "btn-primary" : "btn-royal")}>
                  {t.action.label}
                </ActionLink>
              </li>
            );
          })}
        </ul>
        <div className="card mt-10 flex flex-col items-start gap-6 p-7 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-display text-xl font-semibold text-ink">{communityMembership.title}</h3>
            <p className="mt-2 max-w-xl text-muted">{communityMembership.text}</p>
          </div>
          <div className="flex flex-wrap items-center gap-5">
            <p className="flex items-baseline gap-1.5">
              <span className="font-display text-3xl font-semibold text-ink">{communityMembership.price}</span>
              <span className="text-muted">{communityMembership.priceNote}</span>
            </p>
            <ActionLink action={communityMembership.action} className="btn-primary">
              {communityMembership.action.label}
            </ActionLink>
          </div>
        </div>
      </Section>
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
