import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Layers from "lucide-react/icons/layers";
import ListChecks from "lucide-react/icons/list-checks";
import Rocket from "lucide-react/icons/rocket";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Target from "lucide-react/icons/target";
import Workflow from "lucide-react/icons/workflow";
import { ActionLink } from "../components/ui/action-link";
import { PageTitle, Rule, SectionHeader } from "../components/ui/section";
import {
  jsonTransportBox,
  jsonTransportText,
  kitFooter,
  kitModes,
  kitSubtitle,
  kitTitle,
  kitTopActions,
  miniPrompts,
  miniPromptsHeading,
  modesHeading,
  promptThePrompt,
  purposeBox,
  quickStart,
  safetyNote,
  soulCodeLayerBox,
} from "../content/soulcode-kit";
import { MiniPromptButton as MiniPrompt } from "../features/soulcode-kit/copy-button";
import { PromptBlock } from "../features/soulcode-kit/prompt-block";
import { KitBox } from "../features/soulcode-kit/kit-box";
import { LayerList } from "../features/soulcode-kit/layer-box";
import { ModeCard } from "../features/soulcode-kit/mode-card";
import { pageMeta } from "../shell/page-meta";
import { soulcode101Page } from "../shell/pages/soulcode-kit";

export const meta = pageMeta([soulcode101Page]);

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

      <div className="container-page section-space space-y-8">
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
            <h2 id="safety-heading" className="font-display text-2xl font-semibold text-ink">{safetyNote.title}</h2>
            <p className="mt-2 leading-relaxed text-muted">{safetyNote.text}</p>
          </div>
        </section>

        <KitBox id="layers" title={soulCodeLayerBox.title} icon={Layers} tone="royal">
          <p className="text-muted">{soulCodeLayerBox.intro}</p>
          <LayerList />
        </KitBox>

        <div className="grid gap-8 lg:grid-cols-2">
          <KitBox id="json-transport" title={jsonTransportBox.title} icon={Workflow}>
            <p className="text-muted">{jsonTransportBox.intro}</p>
            <dl className="mt-5 grid gap-3 sm:grid-cols-3">
              {jsonTransportBox.parts.map((p) => (
                <div key={p.name} className="rounded-xl bg-surface-2 p-4">
                  <dt className="font-semibold text-ink">{p.name}</dt>
                  <dd className="mt-1 text-sm text-muted">{p.text}</dd>
                </div>
              ))}
            </dl>
            <PromptBlock
              text={jsonTransportText}
              copyLabel={jsonTransportBox.copyLabel}
              royal
              scrollLabel={jsonTransportBox.title}
              testId="json-transport"
              className="mt-5"
            />
          </KitBox>

          <KitBox id="prompt-the-prompt" title={promptThePrompt.title} icon={ListChecks}>
            <p className="text-muted">{promptThePrompt.intro}</p>
            <h3 className="mt-6 font-display text-xl font-semibold text-ink">{promptThePrompt.checklistTitle}</h3>
            <ul className="mt-3 space-y-2">
              {promptThePrompt.checklist.map((c) => (
                <li key={c} className="flex gap-3 text-ink">
                  <span aria-hidden className="mt-1 inline-flex size-4 shrink-0 rounded border-2 border-accent-strong" />
                  {c}
                </li>
              ))}
            </ul>
            <PromptBlock text={promptThePrompt.prompt} copyLabel={promptThePrompt.copyLabel} royal className="mt-6" />
          </KitBox>
        </div>

        <section aria-labelledby="modes-heading" className="pt-12">
          <SectionHeader id="modes-heading" heading={modesHeading.title} intro={modesHeading.intro} />
          <div className="mt-12 space-y-8">
            {kitModes.map((m) => (
              <ModeCard key={m.id} mode={m} />
            ))}
          </div>
        </section>

        <section aria-labelledby="mini-heading" className="pt-12">
          <SectionHeader id="mini-heading" heading={miniPromptsHeading.title} intro={miniPromptsHeading.intro} />
          <ul className="mt-10 flex flex-wrap justify-center gap-3" data-testid="mini-prompts">
            {miniPrompts.map((p) => (
              <li key={p.id}>
                <MiniPrompt text={p.prompt} label={p.label} />
              </li>
            ))}
          </ul>
        </section>

        <footer className="pt-16 text-center">
          <Rule className="mx-auto" />
          <p className="mt-6 font-display text-2xl text-ink italic sm:text-3xl">{kitFooter.tagline}</p>
          <p className="mt-3 text-lg font-semibold text-accent">{kitFooter.hashtag}</p>
        </footer>
      </div>
    </>
  );
}
