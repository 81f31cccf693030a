import type { LucideIcon } from "lucide-react";
import Clapperboard from "lucide-react/icons/clapperboard";
import EighthNotes from "lucide-react/icons/eighth-notes";
import ImageIcon from "lucide-react/icons/image";
import LayoutTemplate from "lucide-react/icons/layout-template";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Sparkles from "lucide-react/icons/sparkles";
import { Badge } from "../../components/ui/badge";
import { IconHeading } from "../../components/ui/icon-chip";
import type { IconName } from "../../content/content-types";
import { modeCardLabels, type KitMode } from "../../content/soulcode-kit-templates";
import { PromptBlock } from "./prompt-block";

const modeIcons: Partial<Record<IconName, LucideIcon>> = { Clapperboard, EighthNotes, Image: ImageIcon, LayoutTemplate, MessageSquareText };

/** One creative mode of the kit: its base template and its beginner preset, each copyable. */
export function ModeCard({ mode: m }: { mode: KitMode }) {
  return (
    <section
      id={`mode-${m.id}`}
      aria-labelledby={`mode-${m.id}-heading`}
      className="card min-w-0 scroll-mt-20 p-6 sm:p-8"
      data-testid="mode-card"
    >
      <IconHeading
        icon={modeIcons[m.icon] ?? Sparkles}
        tone="bg-royal text-on-royal"
        as="h3"
        id={`mode-${m.id}-heading`}
        title={m.name}
        description={m.description}
      />
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
}
