import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { Section, SectionHeader } from "../../components/ui/section";
import { MarkedList } from "../../components/ui/text-blocks";
import { communityMembership, learningTracks, learningTracksHeading } from "../../content/meet-tracks";
import { cn } from "../../lib/cn";

/** The learning tracks' price cards (the boot camp featured), then the community membership. */
export function LearningTracks() {
  return (
    <Section tone="aurora" className="border-t border-line" labelledBy="tracks-heading">
      <SectionHeader id="tracks-heading" {...learningTracksHeading} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {learningTracks.map((t) => {
          const featured = t.id === "bootcamp";
          return (
            <li
              key={t.id}
              data-testid="learning-track"
              className={cn("card relative flex flex-col p-8", featured && "border-2 border-frame shadow-xl lg:-translate-y-2")}
            >
              <div className="flex min-h-7 items-center justify-between gap-3">
                <h3 className="font-display text-2xl font-semibold text-ink">{t.title}</h3>
                {t.badge ? <Badge tone={featured ? "solid-gold" : "royal"}>{t.badge}</Badge> : null}
              </div>
              <p className="mt-5 flex items-baseline gap-2">
                <span className="font-display text-5xl font-semibold text-ink">{t.price}</span>
                {t.priceNote ? <span className="text-muted">{t.priceNote}</span> : null}
              </p>
              <p className="mt-4 text-muted">{t.description}</p>
              <MarkedList items={t.features} large className="mt-6 flex-1 space-y-3 border-t border-line pt-6 text-ink" />
              <ActionLink action={t.action} className={cn("mt-8 w-full", featured ? "btn-primary" : "btn-royal")}>
                {t.action.label}
              </ActionLink>
            </li>
          );
        })}
      </ul>
      <div className="card mt-10 flex flex-col items-start gap-6 p-7 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-display text-xl font-semibold text-ink">{communityMembership.title}</h3>
          <p className="mt-2 max-w-xl text-muted">{communityMembership.text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-5">
          <p className="flex items-baseline gap-1.5">
            <span className="font-display text-3xl font-semibold text-ink">{communityMembership.price}</span>
            <span className="text-muted">{communityMembership.priceNote}</span>
          </p>
          <ActionLink action={communityMembership.action} className="btn-primary">
            {communityMembership.action.label}
          </ActionLink>
        </div>
      </div>
    </Section>
  );
}
