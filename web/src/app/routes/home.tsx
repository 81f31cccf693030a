import { deferred } from "../../components/deferred";
import { Section, SectionHeader } from "../../components/ui/section";
import { galleryHeading, galleryLeft, galleryRight, liveInsightsHeading } from "../../content/home";
import { pages } from "../../content/pages";
import { GalleryCarousel } from "../../features/gallery-carousel/gallery-carousel";
import { HomeHero } from "../../features/home/hero";
import { BrandStatement, EntryCards, FeaturedResources, JoinCommunity, Testimonials } from "../../features/home/home-sections";
import { usePageMeta } from "../../hooks/use-page-meta";

// Below-the-fold islands from the Porch and blog features: prerendered HTML at once, code after load.
const PorchPanel = deferred(() => import("../../features/porch/porch-panel").then((m) => m.PorchPanel));
const PorchHelpCards = deferred(() => import("../../features/porch/porch-help-cards").then((m) => m.PorchHelpCards));
const LatestBlogCard = deferred(() => import("../../features/blog/latest-blog-card").then((m) => m.LatestBlogCard));

export function Component() {
  usePageMeta(pages.home);
  return (
    <>
      <HomeHero />
      <EntryCards />
      <BrandStatement />
      <Section id="gallery-carousel" labelledBy="carousel-heading">
        <SectionHeader id="carousel-heading" {...galleryHeading} />
        <div className="mx-auto mt-12 max-w-5xl">
          <GalleryCarousel left={galleryLeft} right={galleryRight} />
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
