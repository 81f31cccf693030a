import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * The brand's square icon tile. Without `tone` it is the royal-tinted `icon-chip`; a tone gives
 * the same tile in other colours (the workroom's accents, solid royal on the kit's modes).
 */
export function IconChip({ icon: Icon, tone }: { icon: LucideIcon; tone?: string }) {
  return (
    <span className={tone ? cn("inline-flex size-12 shrink-0 items-center justify-center rounded-2xl", tone) : "icon-chip"}>
      <Icon aria-hidden className="size-6" />
    </span>
  );
}

/** A chip beside a heading, with an optional line under the heading. */
export function IconHeading({
  icon,
  tone,
  id,
  title,
  description,
  as: Heading = "h2",
  headingClassName = "font-display text-2xl font-semibold text-ink sm:text-3xl",
}: {
  icon: LucideIcon;
  tone?: string;
  id: string;
  title: string;
  description?: string;
  as?: "h2" | "h3";
  headingClassName?: string;
}) {
  const heading = (
    <Heading id={id} className={headingClassName}>
      {title}
    </Heading>
  );
  if (description === undefined) {
    return (
      <div className="flex items-center gap-4">
        <IconChip icon={icon} tone={tone} />
        {heading}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <IconChip icon={icon} tone={tone} />
      <div className="min-w-0 flex-1">
        {heading}
        <p className="text-muted">{description}</p>
      </div>
    </div>
  );
}

/**
 * The icon-chip card of the content pages: the chip (with a badge beside it when the card has a
 * badge slot), a title, a text, then whatever the card adds (lists, buttons).
 */
export function IconCard({
  icon,
  badge,
  title,
  titleClassName = "mt-5 font-display text-2xl font-semibold text-ink",
  text,
  textClassName = "mt-3 text-muted",
  className = "card card-lift flex flex-col p-7",
  testId,
  children,
}: {
  icon: LucideIcon;
  /** Given (even as null), the chip sits in a row with the badge at the far end. */
  badge?: ReactNode;
  title: string;
  titleClassName?: string;
  text: string;
  textClassName?: string;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <li className={className} data-testid={testId}>
      {badge === undefined ? (
        <IconChip icon={icon} />
      ) : (
        <div className="flex items-start justify-between gap-3">
          <IconChip icon={icon} />
          {badge}
        </div>
      )}
      <h3 className={titleClassName}>{title}</h3>
      <p className={textClassName}>{text}</p>
      {children}
    </li>
  );
}
