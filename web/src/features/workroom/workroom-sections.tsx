/**
 * The Workroom below its live platforms: projects in progress, the featured white paper and the
 * Think Tank band. The page defers it (components/deferred.tsx): its code and copy load after the
 * page, and it hydrates in a task of its own
 * (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
import FileText from "lucide-react/icons/file-text";
import Lock from "lucide-react/icons/lock";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { RoyalBand } from "../../components/ui/royal-band";
import { Section, SectionHeader } from "../../components/ui/section";
import { featuredWhitePaper, joinThinkTank, ongoingGroups, ongoingProjectsHeading } from "../../content/workroom-sections";
import { OngoingGroupCard } from "./ongoing-group";

export function WorkroomSections() {
  return (
    <>
      <Section tone="wash" labelledBy="ongoing-heading">
        <SectionHeader id="ongoing-heading" {...ongoingProjectsHeading} />
        <div className="mt-12 space-y-8">
          {ongoingGroups.map((g) => (
            <OngoingGroupCard key={g.id} group={g} />
          ))}
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
