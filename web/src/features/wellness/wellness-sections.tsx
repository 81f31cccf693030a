/**
 * The wellness page below its first screen, chapters to Ready to Begin. The page defers it
 * (components/deferred.tsx): its code and text load after the page, and it hydrates in a task of
 * its own (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
 */
import type { LucideIcon } from "lucide-react";
import Brain from "lucide-react/icons/brain";
import Dumbbell from "lucide-react/icons/dumbbell";
import Flower2 from "lucide-react/icons/flower-2";
import Footprints from "lucide-react/icons/footprints";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Palette from "lucide-react/icons/palette";
import Quote from "lucide-react/icons/quote";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Sparkles from "lucide-react/icons/sparkles";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { Badge } from "../../components/ui/badge";
import { IconCard } from "../../components/ui/icon-chip";
import { RoyalBand } from "../../components/ui/royal-band";
import { Section, SectionHeader } from "../../components/ui/section";
import { HtmlParagraphs, MarkedList } from "../../components/ui/text-blocks";
import type { IconName } from "../../content/content-types";
import { emailForms } from "../../content/wellness";
import {
  awakening,
  chakrasSection,
  dopamineBeginning,
  dopamineFaq,
  foundationalStatement,
  programsInDevelopment,
  readyToBegin,
  soulCodeFramework,
  transformation,
  type ChakraColor,
  type Chapter,
} from "../../content/wellness-sections";
import { WellnessEmailSignup as EmailSignup } from "./email-signup";
import { cn } from "../../lib/cn";

const icons: Partial<Record<IconName, LucideIcon>> = { Brain, Dumbbell, Flower2, Footprints, HeartPulse, Palette, RefreshCw };
/** A pillar's or programme's icon by name. */
const wellnessIcon = (name: IconName): LucideIcon => icons[name] ?? Sparkles;

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

/** The Soul Code framework: its pillars, each with its practices. */
function SoulCodePillars() {
  return (
    <Section labelledBy="framework-heading">
      <SectionHeader
        id="framework-heading"
        eyebrow={soulCodeFramework.eyebrow}
        heading={soulCodeFramework.title}
        intro={soulCodeFramework.intro}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {soulCodeFramework.pillars.map((p) => (
          <IconCard
            key={p.id}
            testId="pillar"
            className="card card-lift flex flex-col p-6"
            icon={wellnessIcon(p.icon)}
            title={p.name}
            text={p.description}
            textClassName="mt-2 text-muted"
          >
            <MarkedList items={p.practices} marker="diamond" className="mt-5 space-y-2 border-t border-line pt-5 text-sm text-ink" />
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}

/** The stages of the transformation, numbered; the present one ("now") is highlighted. */
function TransformationStages() {
  return (
    <Section tone="aurora" className="border-y border-line" labelledBy="transformation-heading">
      <SectionHeader id="transformation-heading" eyebrow={transformation.eyebrow} heading={transformation.title} />
      <ol className="relative mt-12 grid gap-6 md:grid-cols-3">
        {transformation.stages.map((s, i) => (
          <li key={s.id} className={cn("card relative p-7", s.id === "now" && "border-frame bg-gradient-to-b from-tint-gold to-surface")}>
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
  );
}

/** The chakras, each with its number and colour swatch. */
function ChakraGrid() {
  return (
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
              <span
                aria-hidden
                className={cn("size-11 shrink-0 rounded-full bg-gradient-to-br shadow-inner ring-4 ring-surface-2", chakraSwatch[c.color])}
              />
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
  );
}

/** The manifesto's foundational statement, as a quotation. */
function FoundationalStatement() {
  return (
    <section aria-labelledby="foundation-heading" className="container-page pb-16 sm:pb-24">
      <figure className="relative overflow-hidden rounded-3xl border border-frame bg-gradient-to-br from-tint-royal via-surface to-tint-gold px-6 py-14 text-center sm:px-16 sm:py-20">
        <h2 id="foundation-heading" className="eyebrow">
          {foundationalStatement.title}
        </h2>
        <blockquote className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug text-ink sm:text-3xl sm:leading-snug">
          <p>{foundationalStatement.statement}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold tracking-[0.18em] text-accent uppercase">
          {foundationalStatement.attribution}
        </figcaption>
      </figure>
    </section>
  );
}

/** A chapter of the manifesto, with its pull quote when it has one. */
function ChapterArticle({ headingId, chapter }: { headingId: string; chapter: Chapter }) {
  return (
    <article aria-labelledby={headingId}>
      <SectionHeader id={headingId} eyebrow={chapter.eyebrow} heading={chapter.title} align="left" />
      <div className="prose-page mt-6">
        <HtmlParagraphs html={chapter.html} />
      </div>
      {chapter.quoteHtml && (
        <figure className="mt-8 rounded-2xl border-l-4 border-accent-strong bg-surface p-6 shadow-sm">
          <Quote aria-hidden className="size-6 text-accent" />
          <blockquote
            className="mt-2 font-display text-xl leading-relaxed text-ink italic"
            dangerouslySetInnerHTML={{ __html: chapter.quoteHtml }}
          />
        </figure>
      )}
    </article>
  );
}

export function WellnessSections() {
  return (
    <>
      {/* Chapters */}
      <Section tone="wash" labelledBy="beginning-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <ChapterArticle headingId="beginning-heading" chapter={dopamineBeginning} />
          <ChapterArticle headingId="awakening-heading" chapter={awakening} />
        </div>
      </Section>

      <SoulCodePillars />

      <TransformationStages />

      {/* Programs in development */}
      <Section labelledBy="programs-heading">
        <SectionHeader
          id="programs-heading"
          eyebrow={programsInDevelopment.eyebrow}
          heading={programsInDevelopment.title}
          intro={programsInDevelopment.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {programsInDevelopment.programs.map((p) => (
            <IconCard
              key={p.title}
              icon={wellnessIcon(p.icon)}
              badge={<Badge tone="gold">{programsInDevelopment.badge}</Badge>}
              title={p.title}
              text={p.description}
            />
          ))}
        </ul>
        <div className="card mx-auto mt-10 flex max-w-3xl flex-col items-center p-8 text-center">
          <h3 className="font-display text-2xl font-semibold text-ink">{programsInDevelopment.interestListHeading}</h3>
          <EmailSignup copy={emailForms.programs} className="mt-6" />
        </div>
      </Section>

      {/* FAQ */}
      <Section tone="wash" labelledBy="faq-heading">
        <SectionHeader id="faq-heading" heading={dopamineFaq.title} intro={dopamineFaq.intro} />
        <Accordion className="mx-auto mt-10 max-w-3xl">
          {dopamineFaq.items.map((item) => (
            <AccordionItem key={item.id} title={item.question}>
              <HtmlParagraphs html={item.html} className="leading-relaxed" />
            </AccordionItem>
          ))}
        </Accordion>
      </Section>

      <ChakraGrid />

      <FoundationalStatement />

      {/* Ready to begin */}
      <RoyalBand
        id={readyToBegin.anchorId}
        headingId="ready-heading"
        title={readyToBegin.title}
        text={readyToBegin.text}
        className="scroll-mt-20"
      >
        <EmailSignup copy={emailForms.readyToBegin} tone="royal" className="mt-8" />
      </RoyalBand>
    </>
  );
}
