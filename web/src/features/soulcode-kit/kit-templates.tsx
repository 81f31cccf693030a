/**
 * The kit's templates, below its first screen: the Soul Code layers, the JSON transport and
 * prompt-the-prompt boxes, the five modes and the mini prompts. The page defers them
 * (components/deferred.tsx): their code and text load after the page, and they hydrate in a task
 * of their own (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
import Layers from "lucide-react/icons/layers";
import ListChecks from "lucide-react/icons/list-checks";
import Workflow from "lucide-react/icons/workflow";
import { SectionHeader } from "../../components/ui/section";
import {
  jsonTransportBox,
  jsonTransportText,
  kitModes,
  miniPrompts,
  miniPromptsHeading,
  modesHeading,
  promptThePrompt,
  soulCodeLayerBox,
} from "../../content/soulcode-kit-templates";
import { MiniPromptButton as MiniPrompt } from "./copy-button";
import { KitBox } from "./kit-box";
import { LayerList } from "./layer-box";
import { ModeCard } from "./mode-card";
import { PromptBlock } from "./prompt-block";

export function KitTemplates() {
  return (
    <>
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
    </>
  );
}
