import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Hammer from "lucide-react/icons/hammer";
import { ActionLink } from "../components/ui/action-link";
import { Section, SectionHeader } from "../components/ui/section";
import {
  thinkTankFeatures,
  thinkTankFinalCta,
  thinkTankHandsOnHelp,
  thinkTankHero,
  thinkTankHowItWorks,
  thinkTankPreview,
  thinkTankPrice,
} from "../content/think-tank";
import { LockedPreview } from "../features/premium/locked-preview";
import { FeatureGrid, FinalCta, PremiumHero } from "../features/premium/premium-parts";
import { pageMeta } from "../shell/page-meta";
import { thinktankPage } from "../shell/pages/think-tank";

export const meta = pageMeta([thinktankPage]);

export default function ThinktankPage() {
  return (
    <>
      <PremiumHero badge={thinkTankHero.badge} title={thinkTankHero.title} subtitle={thinkTankHero.subtitle} text={thinkTankHero.text}>
        <p className="mt-8 flex items-baseline justify-center gap-2">
          <span className="font-display text-5xl font-semibold text-ink">{thinkTankPrice.amount}</span>
          <span className="text-lg text-muted">{thinkTankPrice.period}</span>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {thinkTankHero.actions.map((a, i) => (
            <ActionLink key={a.label} action={a} className={i === 0 ? "btn-primary px-7" : "btn-outline px-7"}>
              {a.label}
              <ArrowUpRight aria-hidden className="size-4" />
            </ActionLink>
          ))}
        </div>
      </PremiumHero>

      <LockedPreview headingId="preview-heading" {...thinkTankPreview} />

      <Section tone="wash" labelledBy="how-heading">
        <SectionHeader id="how-heading" heading={thinkTankHowItWorks.title} />
        <div className="prose-page mx-auto mt-8 max-w-3xl text-center">
          {thinkTankHowItWorks.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-12">
          <FeatureGrid items={thinkTankFeatures} />
        </div>
      </Section>

      <Section labelledBy="help-heading">
        <div className="card mx-auto flex max-w-4xl flex-col items-start gap-6 border-frame bg-gradient-to-br from-tint-gold to-surface p-8 sm:flex-row sm:items-center sm:p-10">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-royal text-on-royal">
            <Hammer aria-hidden className="size-8" />
          </span>
          <div className="flex-1">
            <h2 id="help-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
              {thinkTankHandsOnHelp.title}
            </h2>
            <p className="mt-2 text-muted">{thinkTankHandsOnHelp.text}</p>
          </div>
          <ActionLink action={thinkTankHandsOnHelp.action} className="btn-royal shrink-0" />
        </div>
      </Section>

      <FinalCta id="final-heading" {...thinkTankFinalCta} />
    </>
  );
}
