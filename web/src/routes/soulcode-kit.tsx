import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Rocket from "lucide-react/icons/rocket";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Target from "lucide-react/icons/target";
import { ActionLink } from "../components/ui/action-link";
import { deferred } from "../components/deferred";
import { PageTitle, Rule } from "../components/ui/section";
import { kitFooter, kitSubtitle, kitTitle, kitTopActions, purposeBox, quickStart, safetyNote } from "../content/soulcode-kit";
import { KitBox } from "../features/soulcode-kit/kit-box";
import { pageMeta } from "../shell/page-meta";
import { soulcode101Page } from "../shell/pages/soulcode-kit";

export const meta = pageMeta([soulcode101Page]);

// Below the first screen, the templates' code and text load after the page, or at the first
// touch; until then their prerendered HTML stands (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
const KitTemplatesPart = deferred(() => import("../features/soulcode-kit/kit-templates").then((m) => m.KitTemplates), { query: false });

export default function SoulcodePage() {
  return (
    <>
      <section aria-labelledby="kit-title" className="bg-aurora border-b border-line">
        <div className="container-page py-12 text-center sm:py-16 lg:py-20">
          <div className="flex flex-wrap justify-center gap-3">
            {kitTopActions.map((a, i) => (
              <ActionLink key={a.label} action={a} className={i === 0 ? "btn-outline" : "btn-royal"}>
                {a.label}
                <ArrowUpRight aria-hidden className="size-4" />
              </ActionLink>
            ))}
          </div>
          <PageTitle id="kit-title" title={kitTitle} className="display-title mx-auto mt-10 max-w-4xl" />
          <Rule className="mx-auto mt-6" />
          <p className="lead mx-auto mt-6 max-w-2xl">{kitSubtitle}</p>
        </div>
      </section>

      {/* A flex column: the deferred part's box (display: contents) would take no margin of space-y. */}
      <div className="container-page section-space flex flex-col gap-8">
        <div className="grid gap-8 lg:grid-cols-2">
          <KitBox id="purpose" title={purposeBox.title} icon={Target} tone="gold">
            <p className="text-lg leading-relaxed text-muted">{purposeBox.text}</p>
          </KitBox>
          <KitBox id="quick-start" title={quickStart.title} icon={Rocket}>
            <ol className="space-y-4">
              {quickStart.steps.map((s) => (
                <li key={s.step} className="flex gap-4">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-royal font-semibold text-on-royal">
                    {s.step}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{s.title}</span>
                    <span className="block text-sm text-muted">{s.detail}</span>
                  </span>
                </li>
              ))}
            </ol>
          </KitBox>
        </div>

        <section
          id="safety"
          aria-labelledby="safety-heading"
          className="flex gap-4 rounded-2xl border border-line border-l-4 border-l-danger bg-surface p-6 sm:p-8"
        >
          <ShieldAlert aria-hidden className="size-7 shrink-0 text-danger" />
          <div>
            <h2 id="safety-heading" className="font-display text-2xl font-semibold text-ink">
              {safetyNote.title}
            </h2>
            <p className="mt-2 leading-relaxed text-muted">{safetyNote.text}</p>
          </div>
        </section>

        <KitTemplatesPart />

        <footer className="pt-16 text-center">
          <Rule className="mx-auto" />
          <p className="mt-6 font-display text-2xl text-ink italic sm:text-3xl">{kitFooter.tagline}</p>
          <p className="mt-3 text-lg font-semibold text-accent">{kitFooter.hashtag}</p>
        </footer>
      </div>
    </>
  );
}
