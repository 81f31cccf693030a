import { deferred } from "../../components/deferred";
import { Section, SectionHeader } from "../../components/ui/section";
import { galleryHeading, liveInsightsHeading } from "../../content/home";
import { HomeHero } from "../../features/home/hero";
import { BrandStatement, EntryCards, FeaturedResources, JoinCommunity } from "../../features/home/home-sections";

// Below-the-fold islands: prerendered HTML at once, their code (and the carousel's 80 works)
// after the page has loaded, so they stay out of Home's first-load JavaScript.
const GalleryCarousel = deferred(() =>
  import("../../features/gallery-carousel/gallery-carousel").then((m) => m.HomeGalleryCarousel),
);
const Testimonials = deferred(() => import("../../features/home/testimonials").then((m) => m.Testimonials));
const PorchPanel = deferred(() => import("../../features/porch/porch-panel").then((m) => m.PorchPanel));
const PorchHelpCards = deferred(() => import("../../features/porch/porch-help-cards").then((m) => m.PorchHelpCards));
const LatestBlogCard = deferred(() => import("../../features/blog/latest-blog-card").then((m) => m.LatestBlogCard));

export function Component() {
  return (
    <>
      <HomeHero />
      <EntryCards />
      <BrandStatement />
      <Section id="gallery-carousel" labelledBy="carousel-heading">
        <SectionHeader id="carousel-heading" {...galleryHeading} />
        <div className="mx-auto mt-12 max-w-5xl">
          <GalleryCarousel />
        </div>
      </Section>
      <Section id="community-porch" tone="wash" innerClassName="space-y-16">
        <PorchPanel />
        <PorchHelpCards />
      </Section>
      <Section id="live-insights" labelledBy="insights-heading">
        <SectionHeader id="insights-heading" {...liveInsightsHeading} />
        <div className="mt-12">
          <LatestBlogCard />
        </div>
        <FeaturedResources />
        <Testimonials />
      </Section>
      <JoinCommunity />
    </>
  );
}
