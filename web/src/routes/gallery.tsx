import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Palette from "lucide-react/icons/palette";
import { Badge } from "../components/ui/badge";
import { ExternalLink } from "../components/ui/external-link";
import { FramedPicture, Picture } from "../components/ui/picture";
import { Rule, Section, SectionHeader } from "../components/ui/section";
import { Paragraphs } from "../components/ui/text-blocks";
import {
  artistOverview,
  currentExhibition,
  enterGalleryLabel,
  exhibitionBanner,
  featuredWork,
  featuredWorkHeading,
  previousExhibitions,
  previousExhibitionsHeading,
  walkThrough,
  walkThroughHeading,
} from "../content/gallery";
import { ArtworkFigure } from "../features/gallery/artwork-figure";
import { pageMeta } from "../shell/page-meta";
import { galleryPage } from "../shell/pages/gallery";

export const meta = pageMeta([galleryPage]);

export default function GalleryPage() {
  return (
    <>
      <section aria-labelledby="exhibition-title" className="bg-aurora border-b border-line">
        <div className="container-page py-10 sm:py-14">
          <FramedPicture
            image={exhibitionBanner.logo}
            sizes="(min-width: 920px) 880px, 94vw"
            aspect="aspect-[3/1]"
            priority
            frameClassName="mx-auto max-w-4xl"
          />
          <div className="mx-auto mt-12 max-w-3xl text-center">
            <p className="eyebrow">
              {currentExhibition.year} · {currentExhibition.medium}
            </p>
            <h1 id="exhibition-title" className="mt-4">
              <span className="block font-display text-2xl font-semibold text-muted sm:text-3xl">{currentExhibition.eyebrow}</span>
              <span className="sr-only">: </span>
              <span className="display-title text-gradient mt-2 block">{currentExhibition.title}</span>
            </h1>
            <Rule className="mx-auto mt-6" />
            <Paragraphs paragraphs={currentExhibition.paragraphs} className="lead mt-6 space-y-4" />
          </div>
        </div>
      </section>

      <Section labelledBy="featured-heading">
        <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
          <ArtworkFigure
            artwork={featuredWork}
            showTitle={false}
            sizes="(min-width: 768px) 45vw, 92vw"
            className="mx-auto w-full max-w-md"
          />
          <div>
            <p className="eyebrow">{featuredWorkHeading}</p>
            <h2 id="featured-heading" className="section-title mt-3">
              {featuredWork.title}
            </h2>
            <Rule className="mt-5" />
            <section aria-labelledby="overview-heading" className="mt-10">
              <h2 id="overview-heading" className="font-display text-2xl font-semibold text-ink">
                {artistOverview.title}
              </h2>
              <div className="prose-page mt-4">
                {artistOverview.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </section>
          </div>
        </div>
      </Section>

      <Section tone="wash" labelledBy="walk-heading">
        <SectionHeader id="walk-heading" heading={walkThroughHeading.title} intro={walkThroughHeading.intro} />
        <ul className="mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {walkThrough.map((art) => (
            <li key={art.id}>
              <ArtworkFigure artwork={art} sizes="(min-width: 1024px) 340px, (min-width: 640px) 45vw, 92vw" />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="previous-heading">
        <SectionHeader id="previous-heading" heading={previousExhibitionsHeading.title} intro={previousExhibitionsHeading.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {previousExhibitions.map((ex) => (
            <li key={ex.id} className="card card-lift flex flex-col overflow-hidden p-0" data-testid="previous-exhibition">
              <Picture
                image={ex.image}
                alt={ex.image.alt}
                sizes="(min-width: 768px) 360px, 92vw"
                className="block"
                imgClassName="aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <Badge tone="royal" className="self-start">
                  <Palette aria-hidden className="size-3.5" />
                  {ex.theme}
                </Badge>
                <h3 className="mt-4 font-display text-2xl font-semibold text-ink">{ex.title}</h3>
                <p className="mt-2 flex-1 text-muted">{ex.description}</p>
                <ExternalLink href={ex.url} className="btn-primary mt-6 self-start">
                  {enterGalleryLabel}
                  <ArrowUpRight aria-hidden className="size-4" />
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
