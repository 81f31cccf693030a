import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Check from "lucide-react/icons/check";
import { ActionLink } from "../components/ui/action-link";
import { Section, SectionHeader } from "../components/ui/section";
import {
  bootcampFeatures,
  bootcampFeaturesHeading,
  bootcampFinalCta,
  bootcampHero,
  bootcampHowItWorks,
  bootcampIncluded,
  bootcampPreview,
  bootcampSteps,
} from "../content/bootcamp";
import { LockedPreview } from "../features/premium/locked-preview";
import { premiumIcon } from "../features/premium/premium-icons";
import { FeatureGrid, FinalCta, PremiumHero } from "../features/premium/premium-parts";
import { pageMeta } from "../shell/page-meta";
import { bootcampPage } from "../shell/pages/bootcamp";

export const meta = pageMeta([bootcampPage]);

export default function BootcampPage() {
  return (
    <>
      <PremiumHero badge={bootcampHero.badge} title={bootcampHero.title} subtitle={bootcampHero.subtitle} text={bootcampHero.text}>
        <p className="mt-8 flex items-baseline justify-center gap-2">
          <span className="font-display text-5xl font-semibold text-ink">{bootcampHero.price.amount}</span>
          <span className="text-lg text-muted">{bootcampHero.price.period}</span>
        </p>
        <ActionLink action={bootcampHero.action} className="btn-primary mt-8 px-8 text-base">
          {bootcampHero.action.label}
          <ArrowUpRight aria-hidden className="size-4" />
        </ActionLink>
      </PremiumHero>

      <LockedPreview headingId="preview-heading" {...bootcampPreview} />

      <Section tone="wash" labelledBy="features-heading">
        <SectionHeader id="features-heading" eyebrow={bootcampFeaturesHeading.eyebrow} heading={bootcampFeaturesHeading.title} />
        <div className="mt-12">
          <FeatureGrid items={bootcampFeatures} columns={4} />
        </div>
        <div className="mt-16">
          <SectionHeader id="how-heading" heading={bootcampHowItWorks.title} as="h2" />
          <div className="prose-page mx-auto mt-8 max-w-3xl text-center">
            {bootcampHowItWorks.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {bootcampSteps.map((s) => {
            const Icon = premiumIcon(s.icon);
            return (
              <li key={s.step} className="card relative flex flex-col p-7" data-testid="step-card">
                <span className="absolute top-5 right-6 font-display text-5xl font-semibold text-line" aria-hidden>
                  {s.step}
                </span>
                <span className="icon-chip">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 font-display text-xl font-semibold text-ink">{s.title}</h3>
                <p className="mt-3 text-muted">{s.description}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section labelledBy="included-heading">
        <div className="mx-auto max-w-3xl rounded-3xl border border-frame bg-gradient-to-br from-tint-royal via-surface to-tint-gold p-8 sm:p-12">
          <h2 id="included-heading" className="section-title text-center">
            {bootcampIncluded.title}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="included-list">
            {bootcampIncluded.items.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-strong text-on-accent">
                  <Check aria-hidden className="size-4" />
                </span>
                <span className="pt-0.5">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <FinalCta id="final-heading" {...bootcampFinalCta} />
    </>
  );
}
