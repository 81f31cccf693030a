import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Quote from "lucide-react/icons/quote";
import {
  brandStatement,
  entryCards,
  entryCardsHeading,
  featuredResources,
  featuredResourcesHeading,
  joinCommunity,
} from "../../content/home";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { IconCard } from "../../components/ui/icon-chip";
import type { LinkAction } from "../../content/content-types";
import { Rule, Section, SectionHeader } from "../../components/ui/section";
import { homeIcon } from "./home-icons";
import { RoyalBand } from "../../components/ui/royal-band";

/** A card's one link, stretched over the whole card (the card is its click target). */
function CardLink({ action }: { action: LinkAction }) {
  return (
    <ActionLink
      action={action}
      className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-royal underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline"
    >
      {action.label}
      <ArrowRight aria-hidden className="size-4" />
    </ActionLink>
  );
}

export function EntryCards() {
  return (
    <Section labelledBy="entry-heading">
      <SectionHeader id="entry-heading" eyebrow={entryCardsHeading.eyebrow} heading={entryCardsHeading.heading} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {entryCards.map((card) => (
          <IconCard
            key={card.id}
            className="card card-lift relative flex flex-col p-7"
            icon={homeIcon(card.icon)}
            title={card.title}
            text={card.description}
            textClassName="mt-3 flex-1 text-muted"
          >
            <CardLink action={card.action} />
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}

export function BrandStatement() {
  return (
    <Section tone="wash" labelledBy="brand-heading">
      <div className="mx-auto max-w-3xl text-center">
        <Quote aria-hidden className="mx-auto size-10 text-accent" />
        <h2 id="brand-heading" className="section-title mt-4">
          {brandStatement.heading}
        </h2>
        <Rule className="mx-auto mt-5" />
        <div className="mt-8 space-y-6 font-display text-xl leading-relaxed text-ink sm:text-2xl sm:leading-relaxed">
          {brandStatement.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <p className="mt-8 text-sm font-semibold tracking-[0.18em] text-accent uppercase">{brandStatement.signature}</p>
      </div>
    </Section>
  );
}

export function FeaturedResources() {
  return (
    <div className="mt-16">
      <h3 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{featuredResourcesHeading.heading}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {featuredResources.map((r, i) => {
          const Icon = homeIcon(r.icon);
          return (
            <li
              key={r.id}
              className={
                i === 1
                  ? "card card-lift relative flex flex-col border-frame bg-gradient-to-b from-tint-gold to-surface p-7"
                  : "card card-lift relative flex flex-col p-7"
              }
            >
              <div className="flex items-start justify-between gap-3">
                <span className="icon-chip">
                  <Icon aria-hidden className="size-6" />
                </span>
                <Badge tone={i === 0 ? "solid-royal" : i === 1 ? "solid-gold" : "royal"}>{r.badge}</Badge>
              </div>
              <h4 className="mt-5 font-display text-2xl font-semibold text-ink">{r.title}</h4>
              <p className="mt-1 font-semibold text-accent">{r.price}</p>
              <p className="mt-3 flex-1 text-muted">{r.description}</p>
              <CardLink action={r.action} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function JoinCommunity() {
  return (
    <RoyalBand headingId="join-heading" title={joinCommunity.heading} text={joinCommunity.text} className="pb-8">
      <ActionLink action={joinCommunity.action} className="btn-primary mt-8 px-7 text-base">
        <Check aria-hidden className="size-4" />
        {joinCommunity.action.label}
      </ActionLink>
    </RoyalBand>
  );
}
