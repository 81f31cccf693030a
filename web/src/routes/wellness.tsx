import { ActionLink } from "../components/ui/action-link";
import { Badge } from "../components/ui/badge";
import { deferred } from "../components/deferred";
import { FramedPicture } from "../components/ui/picture";
import { PageTitle, Section } from "../components/ui/section";
import { HtmlParagraphs, Paragraphs } from "../components/ui/text-blocks";
import { emailForms, wellnessBook, wellnessHero } from "../content/wellness";
import { WellnessEmailSignup as EmailSignup } from "../features/wellness/email-signup";
import { InterestNotices } from "../features/wellness/interest-notices";
import { pageMeta } from "../shell/page-meta";
import { wellnessFindingMePage, wellnessPage } from "../shell/pages/wellness";
import { wellnessJsonLd } from "../shell/structured-data";

export const meta = pageMeta([wellnessPage, wellnessFindingMePage], { jsonLd: wellnessJsonLd });

// Below the first screen, the manifesto's sections load after the page, or at the first touch;
// until then their prerendered HTML stands, and the FAQ's <details> open natively
// (docs/decisions/0089-below-the-first-screen-hydrates-after-load.md).
const Sections = deferred(() => import("../features/wellness/wellness-sections").then((m) => m.WellnessSections), { query: false });

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
          <FramedPicture
            image={wellnessBook.image}
            sizes="(min-width: 768px) 320px, 80vw"
            aspect="aspect-[2/3]"
            frameClassName="mx-auto w-full max-w-xs"
          />
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

      <Sections />
    </>
  );
}
