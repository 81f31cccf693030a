import { Brain, Dumbbell, Flower2, Footprints, HeartPulse, Palette, Quote, RefreshCw, Sparkles, type LucideIcon } from "lucide-react";
import { useLocation } from "wouter";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { ActionLink } from "../../components/ui/action-link";
import { Badge } from "../../components/ui/badge";
import { Picture } from "../../components/ui/picture";
import { Rule, Section, SectionHeader } from "../../components/ui/section";
import type { IconName } from "../../content/content-types";
import { pages } from "../../content/pages";
import {
  awakening,
  chakrasSection,
  dopamineBeginning,
  dopamineFaq,
  emailForms,
  foundationalStatement,
  programsInDevelopment,
  readyToBegin,
  soulCodeFramework,
  transformation,
  wellnessBook,
  wellnessHero,
  type ChakraColor,
} from "../../content/wellness";
import { EmailSignup } from "../../features/wellness/email-signup";
import { useWellnessEmails } from "../../features/wellness/use-wellness-emails";
import { usePageMeta } from "../../hooks/use-page-meta";
import { cn } from "../../lib/cn";
import { RoyalBand } from "../../components/ui/royal-band";

const icons: Partial<Record<IconName, LucideIcon>> = { Brain, Dumbbell, Flower2, Footprints, HeartPulse, Palette, RefreshCw };
const icon = (name: IconName) => icons[name] ?? Sparkles;

/** Chakra colours: decorative swatches only (text stays on the card's own colours). */
const chakraSwatch: Record<ChakraColor, string> = {
  red: "from-red-500 to-rose-700",
  orange: "from-orange-400 to-orange-600",
  yellow: "from-yellow-300 to-amber-500",
  green: "from-emerald-400 to-green-700",
  blue: "from-sky-400 to-blue-600",
  indigo: "from-indigo-400 to-indigo-700",
  violet: "from-violet-400 to-purple-700",
};

export function Component() {
  const [pathname] = useLocation();
  usePageMeta(pathname === pages.wellness.path ? pages.wellness : pages.wellnessFindingMe);
  const { subscribe } = useWellnessEmails();

  return (
    <>
      {/* Hero */}
      {/* Not a named region: the book section below is also titled "Finding Me" (axe landmark-unique). */}
      <section className="bg-aurora border-b border-line">
        <div className="container-page py-12 sm:py-16 lg:py-20">
          <div className="mx-auto max-w-3xl text-center">
            <p className="eyebrow">{wellnessHero.eyebrow}</p>
            <h1 id="wellness-title" className="display-title mt-4">
              <span className="text-gradient">{wellnessHero.title}</span>
            </h1>
            <p className="mt-4 font-display text-2xl text-ink italic sm:text-3xl">{wellnessHero.subtitle}</p>
            <p className="lead mx-auto mt-6 max-w-2xl">{wellnessHero.text}</p>
            <ActionLink action={wellnessHero.action} className="btn-primary mt-8 px-7 text-base" />
          </div>
          <div className="frame-gold mx-auto mt-12 max-w-5xl">
            <Picture
              id={wellnessHero.image.id}
              alt={wellnessHero.image.alt}
              sizes="(min-width: 1100px) 1024px, 94vw"
              priority
              className="block"
              imgClassName="aspect-video h-auto w-full rounded-xl object-cover"
            />
          </div>
          <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{wellnessHero.disclaimer}</p>
        </div>
      </section>

      {/* The book */}
      <Section labelledBy="book-heading">
        <div className="grid items-center gap-10 md:grid-cols-[0.7fr_1fr] lg:gap-16">
          <div className="frame-gold mx-auto w-full max-w-xs">
            <Picture
              id={wellnessBook.image.id}
              alt={wellnessBook.image.alt}
              sizes="(min-width: 768px) 320px, 80vw"
              className="block"
              imgClassName="aspect-[2/3] h-auto w-full rounded-xl object-cover"
            />
          </div>
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <p className="eyebrow">{wellnessBook.eyebrow}</p>
              <Badge tone="royal">{wellnessBook.status}</Badge>
            </div>
            <h2 id="book-heading" className="section-title mt-3">
              {wellnessBook.title}
            </h2>
            <p className="mt-2 font-display text-xl text-ink italic">{wellnessBook.subtitle}</p>
            <div className="prose-page mt-6">
              {wellnessBook.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <EmailSignup copy={emailForms.book} subscribe={subscribe} className="mt-8" />
          </div>
        </div>
      </Section>

      {/* Chapters */}
      <Section tone="wash" labelledBy="beginning-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <article aria-labelledby="beginning-heading">
            <p className="eyebrow">{dopamineBeginning.eyebrow}</p>
            <h2 id="beginning-heading" className="section-title mt-3">
              {dopamineBeginning.title}
            </h2>
            <Rule className="mt-5" />
            <div className="prose-page mt-6">
              {dopamineBeginning.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </article>
          <article aria-labelledby="awakening-heading">
            <p className="eyebrow">{awakening.eyebrow}</p>
            <h2 id="awakening-heading" className="section-title mt-3">
              {awakening.title}
            </h2>
            <Rule className="mt-5" />
            <div className="prose-page mt-6">
              {awakening.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <figure className="mt-8 rounded-2xl border-l-4 border-accent-strong bg-surface p-6 shadow-sm">
              <Quote aria-hidden className="size-6 text-accent" />
              <blockquote className="mt-2 font-display text-xl leading-relaxed text-ink italic">{awakening.quote}</blockquote>
            </figure>
          </article>
        </div>
      </Section>

      {/* Soul Code framework */}
      <Section labelledBy="framework-heading">
        <SectionHeader
          id="framework-heading"
          eyebrow={soulCodeFramework.eyebrow}
          heading={soulCodeFramework.title}
          intro={soulCodeFramework.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {soulCodeFramework.pillars.map((p) => {
            const Icon = icon(p.icon);
            return (
              <li key={p.id} className="card card-lift flex flex-col p-6" data-testid="pillar">
                <span className="icon-chip">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{p.name}</h3>
                <p className="mt-2 text-muted">{p.description}</p>
                <ul className="mt-5 space-y-2 border-t border-line pt-5 text-sm text-ink">
                  {p.practices.map((x) => (
                    <li key={x} className="flex gap-2">
                      <span aria-hidden className="mt-2 size-1.5 shrink-0 rotate-45 bg-accent-strong" />
                      {x}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>

      {/* Transformation */}
      <Section tone="aurora" className="border-y border-line" labelledBy="transformation-heading">
        <SectionHeader id="transformation-heading" eyebrow={transformation.eyebrow} heading={transformation.title} />
        <ol className="relative mt-12 grid gap-6 md:grid-cols-3">
          {transformation.stages.map((s, i) => (
            <li
              key={s.id}
              className={cn("card relative p-7", s.id === "now" && "border-frame bg-gradient-to-b from-tint-gold to-surface")}
            >
              <span className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-royal font-display text-lg font-semibold text-on-royal">
                  {i + 1}
                </span>
                <span className="eyebrow">{s.label}</span>
              </span>
              <h3 className="mt-4 font-display text-2xl font-semibold text-ink">{s.title}</h3>
              <p className="mt-3 text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* Programs in development */}
      <Section labelledBy="programs-heading">
        <SectionHeader
          id="programs-heading"
          eyebrow={programsInDevelopment.eyebrow}
          heading={programsInDevelopment.title}
          intro={programsInDevelopment.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {programsInDevelopment.programs.map((p) => {
            const Icon = icon(p.icon);
            return (
              <li key={p.title} className="card card-lift flex flex-col p-7">
                <div className="flex items-start justify-between gap-3">
                  <span className="icon-chip">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <Badge tone="gold">{programsInDevelopment.badge}</Badge>
                </div>
                <h3 className="mt-5 font-display text-2xl font-semibold text-ink">{p.title}</h3>
                <p className="mt-3 text-muted">{p.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="card mx-auto mt-10 flex max-w-3xl flex-col items-center p-8 text-center">
          <h3 className="font-display text-2xl font-semibold text-ink">{programsInDevelopment.interestListHeading}</h3>
          <EmailSignup copy={emailForms.programs} subscribe={subscribe} className="mt-6" />
        </div>
      </Section>

      {/* FAQ */}
      <Section tone="wash" labelledBy="faq-heading">
        <SectionHeader id="faq-heading" heading={dopamineFaq.title} intro={dopamineFaq.intro} />
        <Accordion className="mx-auto mt-10 max-w-3xl">
          {dopamineFaq.items.map((item) => (
            <AccordionItem key={item.id} value={item.id} title={item.question}>
              <p className="leading-relaxed">{item.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>

      {/* Chakras */}
      <Section labelledBy="chakras-heading">
        <SectionHeader id="chakras-heading" eyebrow={chakrasSection.eyebrow} heading={chakrasSection.title} intro={chakrasSection.intro} />
        <ol className="mt-12 flex flex-wrap justify-center gap-5">
          {chakrasSection.chakras.map((c, i) => (
            <li
              key={c.id}
              className="card card-lift relative w-full overflow-hidden p-6 sm:w-[calc(50%-0.625rem)] lg:w-[calc(25%-0.9375rem)]"
              data-testid="chakra"
            >
              <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r", chakraSwatch[c.color])} />
              <div className="flex items-center gap-4">
                <span aria-hidden className={cn("size-11 shrink-0 rounded-full bg-gradient-to-br shadow-inner ring-4 ring-surface-2", chakraSwatch[c.color])} />
                <div>
                  <p className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">{String(i + 1).padStart(2, "0")}</p>
                  <h3 className="font-display text-xl font-semibold text-ink">{c.name}</h3>
                </div>
              </div>
              <p className="mt-4 font-semibold text-royal">{c.theme}</p>
              <p className="mt-2 text-sm text-muted">{c.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* Foundational statement */}
      <section aria-labelledby="foundation-heading" className="container-page pb-16 sm:pb-24">
        <figure className="relative overflow-hidden rounded-3xl border border-frame bg-gradient-to-br from-tint-royal via-surface to-tint-gold px-6 py-14 text-center sm:px-16 sm:py-20">
          <h2 id="foundation-heading" className="eyebrow">
            {foundationalStatement.title}
          </h2>
          <blockquote className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug text-ink sm:text-3xl sm:leading-snug">
            <p>{foundationalStatement.statement}</p>
          </blockquote>
          <figcaption className="mt-6 text-sm font-semibold tracking-[0.18em] text-accent uppercase">{foundationalStatement.attribution}</figcaption>
        </figure>
      </section>

      {/* Ready to begin */}
      <RoyalBand id={readyToBegin.anchorId} headingId="ready-heading" title={readyToBegin.title} text={readyToBegin.text} className="scroll-mt-20">
        <EmailSignup copy={emailForms.readyToBegin} subscribe={subscribe} tone="royal" className="mt-8" />
      </RoyalBand>
    </>
  );
}
