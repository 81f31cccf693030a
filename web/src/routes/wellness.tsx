import Quote from "lucide-react/icons/quote";
import { Accordion, AccordionItem } from "../components/ui/accordion";
import { ActionLink } from "../components/ui/action-link";
import { Badge } from "../components/ui/badge";
import { IconCard } from "../components/ui/icon-chip";
import { FramedPicture } from "../components/ui/picture";
import { PageTitle, Section, SectionHeader } from "../components/ui/section";
import { HtmlParagraphs, Paragraphs } from "../components/ui/text-blocks";
import {
  awakening,
  dopamineBeginning,
  dopamineFaq,
  emailForms,
  programsInDevelopment,
  readyToBegin,
  wellnessBook,
  wellnessHero,
  type Chapter,
} from "../content/wellness";
import { WellnessEmailSignup as EmailSignup } from "../features/wellness/email-signup";
import { InterestNotices } from "../features/wellness/interest-notices";
import { ChakraGrid, FoundationalStatement, SoulCodePillars, TransformationStages, wellnessIcon } from "../features/wellness/wellness-sections";
import { RoyalBand } from "../components/ui/royal-band";
import { pageMeta } from "../shell/page-meta";
import { wellnessFindingMePage, wellnessPage } from "../shell/pages/wellness";
import { wellnessJsonLd } from "../shell/structured-data";

export const meta = pageMeta([wellnessPage, wellnessFindingMePage], { jsonLd: wellnessJsonLd });

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

export default function WellnessPage() {
  return (
    <>
      {/* Hero */}
      {/* Not a named region: the book section below is also titled "Finding Me" (axe landmark-unique). */}
      <section className="bg-aurora border-b border-line">
        <div className="container-page py-12 sm:py-16 lg:py-20">
          <InterestNotices />
          <div className="mx-auto max-w-3xl text-center">
            <PageTitle id="wellness-title" eyebrow={wellnessHero.eyebrow} title={wellnessHero.title} />
            <p className="mt-4 font-display text-2xl text-ink italic sm:text-3xl">{wellnessHero.subtitle}</p>
            <HtmlParagraphs html={wellnessHero.textHtml} className="lead mx-auto mt-6 max-w-2xl" />
            <ActionLink action={wellnessHero.action} className="btn-primary mt-8 px-7 text-base" />
          </div>
          <FramedPicture
            image={wellnessHero.image}
            sizes="(min-width: 1100px) 1024px, 94vw"
            aspect="aspect-video"
            priority
            frameClassName="mx-auto mt-12 max-w-5xl"
          />
          <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{wellnessHero.disclaimer}</p>
        </div>
      </section>

      {/* The book */}
      <Section labelledBy="book-heading">
        <div className="grid items-center gap-10 md:grid-cols-[0.7fr_1fr] lg:gap-16">
          <FramedPicture image={wellnessBook.image} sizes="(min-width: 768px) 320px, 80vw" aspect="aspect-[2/3]" frameClassName="mx-auto w-full max-w-xs" />
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <p className="eyebrow">{wellnessBook.eyebrow}</p>
              <Badge tone="royal">{wellnessBook.status}</Badge>
            </div>
            <h2 id="book-heading" className="section-title mt-3">
              {wellnessBook.title}
            </h2>
            <p className="mt-2 font-display text-xl text-ink italic">{wellnessBook.subtitle}</p>
            <Paragraphs paragraphs={wellnessBook.paragraphs} className="prose-page mt-6" />
            <EmailSignup copy={emailForms.book} className="mt-8" />
          </div>
        </div>
      </Section>

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
            <IconCard key={p.title} icon={wellnessIcon(p.icon)} badge={<Badge tone="gold">{programsInDevelopment.badge}</Badge>} title={p.title} text={p.description} />
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
      <RoyalBand id={readyToBegin.anchorId} headingId="ready-heading" title={readyToBegin.title} text={readyToBegin.text} className="scroll-mt-20">
        <EmailSignup copy={emailForms.readyToBegin} tone="royal" className="mt-8" />
      </RoyalBand>
    </>
  );
}
