import {
  ArrowUpRight,
  Clapperboard,
  EighthNotes,
  Image as ImageIcon,
  Layers,
  LayoutTemplate,
  ListChecks,
  MessageSquareText,
  Rocket,
  ShieldAlert,
  Sparkles,
  Target,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { Rule, SectionHeader } from "../../components/ui/section";
import type { IconName } from "../../content/content-types";
import { pages } from "../../content/pages";
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
  modeCardLabels,
  modesHeading,
  promptThePrompt,
  purposeBox,
  quickStart,
  safetyNote,
  soulCodeLayerBox,
} from "../../content/soulcode-kit";
import { CopyButton, PromptBlock } from "../../features/soulcode-kit/copy-button";
import { LayerList } from "../../features/soulcode-kit/layer-box";
import { usePageMeta } from "../../hooks/use-page-meta";
import { cn } from "../../lib/cn";

const modeIcons: Partial<Record<IconName, LucideIcon>> = { Clapperboard, EighthNotes, Image: ImageIcon, LayoutTemplate, MessageSquareText };

/** A titled box of the kit. */
function KitBox({
  id,
  title,
  icon: Icon,
  tone = "plain",
  children,
  className,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  tone?: "plain" | "gold" | "royal";
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "card min-w-0 scroll-mt-20 p-6 sm:p-8",
        tone === "gold" && "border-frame bg-gradient-to-br from-tint-gold to-surface",
        tone === "royal" && "bg-gradient-to-br from-tint-royal to-surface",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <span className="icon-chip">
          <Icon aria-hidden className="size-6" />
        </span>
        <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {title}
        </h2>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function Component() {
  usePageMeta(pages.soulcode101);
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
          <h1 id="kit-title" className="display-title mx-auto mt-10 max-w-4xl">
            <span className="text-gradient">{kitTitle}</span>
          </h1>
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
            <h2 id="safety-heading" className="font-display text-2xl font-semibold text-ink">
              {safetyNote.title}
            </h2>
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
            <div className="mt-5 overflow-hidden rounded-xl border border-line bg-bg">
              <pre
                tabIndex={0}
                aria-label={jsonTransportBox.title}
                className="max-h-[30rem] overflow-auto px-4 py-4 font-mono text-[0.8125rem] leading-relaxed break-words whitespace-pre-wrap text-ink sm:px-5"
                data-testid="json-transport"
              >
                {jsonTransportText}
              </pre>
              <div className="flex justify-end border-t border-line bg-surface-2/60 px-3 py-2">
                <CopyButton text={jsonTransportText} label={jsonTransportBox.copyLabel} variant="royal" />
              </div>
            </div>
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
            <div className="mt-6 overflow-hidden rounded-xl border border-line bg-bg">
              <pre className="px-4 py-4 font-mono text-[0.8125rem] leading-relaxed break-words whitespace-pre-wrap text-ink sm:px-5">
                {promptThePrompt.prompt}
              </pre>
              <div className="flex justify-end border-t border-line bg-surface-2/60 px-3 py-2">
                <CopyButton text={promptThePrompt.prompt} label={promptThePrompt.copyLabel} variant="royal" />
              </div>
            </div>
          </KitBox>
        </div>

        <section aria-labelledby="modes-heading" className="pt-12">
          <SectionHeader id="modes-heading" heading={modesHeading.title} intro={modesHeading.intro} />
          <div className="mt-12 space-y-8">
            {kitModes.map((m) => {
              const Icon = modeIcons[m.icon] ?? Sparkles;
              return (
                <section
                  key={m.id}
                  id={`mode-${m.id}`}
                  aria-labelledby={`mode-${m.id}-heading`}
                  className="card min-w-0 scroll-mt-20 p-6 sm:p-8"
                  data-testid="mode-card"
                >
                  <div className="flex flex-wrap items-center gap-4">
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-royal text-on-royal">
                      <Icon aria-hidden className="size-6" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 id={`mode-${m.id}-heading`} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
                        {m.name}
                      </h3>
                      <p className="text-muted">{m.description}</p>
                    </div>
                  </div>
                  <div className="mt-6 grid gap-6 lg:grid-cols-2">
                    <div className="min-w-0">
                      <h4 className="text-sm font-semibold tracking-[0.16em] text-muted uppercase">{modeCardLabels.baseTemplate}</h4>
                      <PromptBlock
                        text={m.baseTemplate}
                        copyLabel={modeCardLabels.copy}
                        context={`${m.name} ${modeCardLabels.baseTemplate}`}
                        className="mt-3"
                      />
                    </div>
                    <div className="min-w-0">
                      <h4 className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-[0.16em] text-muted uppercase">
                        {modeCardLabels.beginnerPreset}
                        <Badge tone="gold" className="tracking-normal normal-case">
                          {m.preset.name}
                        </Badge>
                      </h4>
                      <PromptBlock
                        text={m.preset.prompt}
                        copyLabel={modeCardLabels.copy}
                        context={`${m.name} ${modeCardLabels.beginnerPreset}: ${m.preset.name}`}
                        className="mt-3"
                      />
                    </div>
                  </div>
                </section>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="mini-heading" className="pt-12">
          <SectionHeader id="mini-heading" heading={miniPromptsHeading.title} intro={miniPromptsHeading.intro} />
          <ul className="mt-10 flex flex-wrap justify-center gap-3" data-testid="mini-prompts">
            {miniPrompts.map((p) => (
              <li key={p.id}>
                <CopyButton text={p.prompt} label={p.label} variant="chip" className="px-5">
                  <Zap aria-hidden className="size-4 text-accent" />
                </CopyButton>
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
