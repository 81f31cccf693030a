import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type Tone = "plain" | "wash" | "aurora";

const tones: Record<Tone, string> = {
  plain: "",
  wash: "bg-wash border-y border-line",
  aurora: "bg-aurora",
};

/** A full-width page band with the page container inside. */
export function Section({
  id,
  tone = "plain",
  className,
  innerClassName,
  labelledBy,
  children,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  innerClassName?: string;
  /** id of the heading that names the section (makes it a landmark region). */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn("section-space scroll-mt-20", tones[tone], className)}>
      <div className={cn("container-page", innerClassName)}>{children}</div>
    </section>
  );
}

/** Eyebrow, heading (h2 unless told) and intro, centred or left-aligned. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  align = "center",
  as: Heading = "h2",
  className,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "center" | "left";
  as?: "h1" | "h2" | "h3";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" ? "mx-auto text-center" : "", className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={cn("section-title", eyebrow && "mt-3")}>
        {heading}
      </Heading>
      <Rule className={cn("mt-5", align === "center" && "mx-auto")} />
      {intro ? <p className="lead mt-5">{intro}</p> : null}
    </div>
  );
}

/** The brand's ornament: a gold hairline with a small diamond. */
export function Rule({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn("flex w-32 items-center gap-2", className)}>
      <span className="h-px flex-1 bg-gradient-to-r from-transparent to-accent-strong" />
      <span className="size-1.5 rotate-45 bg-accent-strong" />
      <span className="h-px flex-1 bg-gradient-to-l from-transparent to-accent-strong" />
    </span>
  );
}

/** A page's h1 in the brand gradient, with the eyebrow above it when given. */
export function PageTitle({
  id,
  eyebrow,
  title,
  className = "display-title mt-4",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  className?: string;
}) {
  return (
    <>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className={className}>
        <span className="text-gradient">{title}</span>
      </h1>
    </>
  );
}
