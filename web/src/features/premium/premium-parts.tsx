import Crown from "lucide-react/icons/crown";
import type { ReactNode } from "react";
import type { FeatureCard, LinkAction } from "../../content/content-types";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { IconCard } from "../../components/ui/icon-chip";
import { Rule } from "../../components/ui/section";
import { premiumIcon } from "./premium-icons";
import { RoyalBand } from "../../components/ui/royal-band";

/** Hero of a premium page: badge, title, subtitle, text, then whatever actions the page adds. */
export function PremiumHero({
  badge,
  title,
  subtitle,
  text,
  children,
}: {
  badge: string;
  title: string;
  subtitle: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="premium-title" className="bg-aurora border-b border-line">
      <div className="container-page py-14 text-center sm:py-20 lg:py-24">
        <Badge tone="solid-gold" className="px-4 py-1.5">
          <Crown aria-hidden className="size-3.5" />
          {badge}
        </Badge>
        <h1 id="premium-title" className="display-title mx-auto mt-6 max-w-4xl">
          <span className="text-gradient">{title}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-3xl font-display text-2xl text-ink italic sm:text-3xl">{subtitle}</p>
        <Rule className="mx-auto mt-6" />
        <p className="lead mx-auto mt-6 max-w-2xl">{text}</p>
        {children}
      </div>
    </section>
  );
}

const featureTitle = "mt-5 font-display text-xl font-semibold text-ink sm:text-2xl";

export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-6 md:grid-cols-3"}>
      {items.map((f) => (
        <IconCard
          key={f.title}
          testId="feature-card"
          icon={premiumIcon(f.icon)}
          title={f.title}
          text={f.description}
          titleClassName={featureTitle}
        />
      ))}
    </ul>
  );
}

/** The closing royal band with one call to action. */
export function FinalCta({ id, title, text, action }: { id: string; title: string; text: string; action: LinkAction }) {
  return (
    <RoyalBand headingId={id} title={title} text={text} className="pt-8">
      <ActionLink action={action} className="btn-primary mt-8 px-7 text-base" />
    </RoyalBand>
  );
}
