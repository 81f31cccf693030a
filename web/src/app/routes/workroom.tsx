import {
  ArrowUpRight,
  Check,
  Clapperboard,
  Cpu,
  FileText,
  Gamepad2,
  HeartPulse,
  Joystick,
  Lightbulb,
  Lock,
  MessageCircleHeart,
  Sparkles,
  WandSparkles,
  type LucideIcon,
} from "lucide-react";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { ExternalLink } from "../../components/ui/external-link";
import { Section, SectionHeader } from "../../components/ui/section";
import type { AccentToken, IconName } from "../../content/content-types";
import { pages } from "../../content/pages";
import {
  completedProjects,
  completedProjectsHeading,
  featuredWhitePaper,
  joinThinkTank,
  ongoingGroups,
  ongoingProjectLabels,
  ongoingProjectsHeading,
  realTalk,
  liveStatusLabel,
  visitLiveSiteLabel,
  workroomIntro,
} from "../../content/workroom";
import { usePageMeta } from "../../hooks/use-page-meta";
import { cn } from "../../lib/cn";
import { RoyalBand } from "../../components/ui/royal-band";

const icons: Partial<Record<IconName, LucideIcon>> = { Clapperboard, Cpu, Gamepad2, HeartPulse, Joystick, Lightbulb, WandSparkles };

/** Accent colours of the ongoing groups' icon chips (decorative; text stays ink on surface). */
const accents: Record<AccentToken, string> = {
  gold: "bg-amber-100 text-amber-900 dark:bg-amber-300/15 dark:text-amber-200",
  purple: "bg-purple-100 text-purple-900 dark:bg-purple-300/15 dark:text-purple-200",
  amber: "bg-orange-100 text-orange-900 dark:bg-orange-300/15 dark:text-orange-200",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-300/15 dark:text-violet-200",
  rose: "bg-rose-100 text-rose-900 dark:bg-rose-300/15 dark:text-rose-200",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-300/15 dark:text-emerald-200",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-300/15 dark:text-sky-200",
  bronze: "bg-yellow-100 text-yellow-900 dark:bg-yellow-300/15 dark:text-yellow-200",
};

export function Component() {
  usePageMeta(pages.workroom);
  return (
    <>
      <section aria-labelledby="workroom-title" className="bg-aurora border-b border-line">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
          <div>
            <p className="eyebrow">{workroomIntro.eyebrow}</p>
            <h1 id="workroom-title" className="display-title mt-4">
              <span className="text-gradient">{workroomIntro.title}</span>
            </h1>
            <div className="lead mt-6 space-y-4">
              {workroomIntro.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
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
              <ul className="mt-5 flex-1 space-y-2 border-t border-line pt-5 text-sm text-ink">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                    {f}
                  </li>
                ))}
              </ul>
              <ExternalLink href={p.url} className="btn-royal mt-7 self-start">
                {visitLiveSiteLabel}
                <ArrowUpRight aria-hidden className="size-4" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="wash" labelledBy="ongoing-heading">
        <SectionHeader id="ongoing-heading" {...ongoingProjectsHeading} />
        <div className="mt-12 space-y-8">
          {ongoingGroups.map((g) => {
            const Icon = icons[g.icon] ?? Sparkles;
            return (
              <section key={g.id} aria-labelledby={`group-${g.id}`} className="card p-6 sm:p-8" data-testid="ongoing-group">
                <div className="flex flex-wrap items-center gap-4">
                  <span className={cn("inline-flex size-12 items-center justify-center rounded-2xl", accents[g.accent])}>
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 id={`group-${g.id}`} className="font-display text-2xl font-semibold text-ink">
                      {g.title}
                    </h3>
                    <p className="text-muted">{g.description}</p>
                  </div>
                </div>
                <ul className="mt-6 grid gap-5 md:grid-cols-2">
                  {g.projects.map((p) => (
                    <li key={p.id} className="flex flex-col rounded-2xl border border-line bg-bg p-5">
                      <div className="flex items-start justify-between gap-3">
                        <h4 className="font-display text-xl font-semibold text-ink">{p.title}</h4>
                        <Badge tone="gold" className="shrink-0">
                          {ongoingProjectLabels.badge}
                        </Badge>
                      </div>
                      <p className="mt-2 text-sm text-muted">{p.description}</p>
                      <ul className="mt-4 flex flex-1 flex-wrap content-start gap-2">
                        {p.features.map((f) => (
                          <li key={f} className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium text-ink">
                            {f}
                          </li>
                        ))}
                      </ul>
                      <ExternalLink href={p.url} className="btn-outline mt-5 self-start">
                        {ongoingProjectLabels.explore}
                        <ArrowUpRight aria-hidden className="size-4" />
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </Section>

      <Section labelledBy="whitepaper-heading">
        <div className="relative overflow-hidden rounded-3xl border border-frame bg-gradient-to-br from-tint-royal via-surface to-tint-gold p-8 sm:p-12">
          <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
            <span className="inline-flex size-20 items-center justify-center rounded-3xl bg-royal text-on-royal shadow-lg">
              <FileText aria-hidden className="size-10" />
            </span>
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <p className="eyebrow">{featuredWhitePaper.eyebrow}</p>
                <Badge tone="solid-royal">
                  <Lock aria-hidden className="size-3.5" />
                  {featuredWhitePaper.badge}
                </Badge>
              </div>
              <h2 id="whitepaper-heading" className="section-title mt-3">
                {featuredWhitePaper.title}
              </h2>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{featuredWhitePaper.description}</p>
              <ActionLink action={featuredWhitePaper.action} className="btn-primary mt-7">
                <FileText aria-hidden className="size-4" />
                {featuredWhitePaper.action.label}
              </ActionLink>
            </div>
          </div>
        </div>
      </Section>

      <RoyalBand headingId="think-tank-heading" title={joinThinkTank.title} text={joinThinkTank.text}>
        <ActionLink action={joinThinkTank.action} className="btn-primary mt-8 px-7 text-base" />
      </RoyalBand>
    </>
  );
}
