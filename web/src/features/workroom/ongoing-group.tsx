import type { LucideIcon } from "lucide-react";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Clapperboard from "lucide-react/icons/clapperboard";
import Cpu from "lucide-react/icons/cpu";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Joystick from "lucide-react/icons/joystick";
import Lightbulb from "lucide-react/icons/lightbulb";
import Sparkles from "lucide-react/icons/sparkles";
import WandSparkles from "lucide-react/icons/wand-sparkles";
import { Badge } from "../../components/ui/badge";
import { ExternalLink } from "../../components/ui/external-link";
import { IconHeading } from "../../components/ui/icon-chip";
import type { AccentToken, IconName } from "../../content/content-types";
import { ongoingProjectLabels, type OngoingGroup } from "../../content/workroom-sections";

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

/** One group of the workroom's ongoing projects: its heading, then a card a project. */
export function OngoingGroupCard({ group: g }: { group: OngoingGroup }) {
  return (
    <section aria-labelledby={`group-${g.id}`} className="card p-6 sm:p-8" data-testid="ongoing-group">
      <IconHeading
        icon={icons[g.icon] ?? Sparkles}
        tone={accents[g.accent]}
        as="h3"
        id={`group-${g.id}`}
        title={g.title}
        description={g.description}
        headingClassName="font-display text-2xl font-semibold text-ink"
      />
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
}
